import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.SecretKeySpec;

/**
 * Signs webhook payloads with HMAC: the RFC 4231 (SHA-2) and RFC 2202 (MD5, SHA-1)
 * test vectors, incremental and ByteBuffer updates, cloned MACs, and digests of
 * every length across the block boundaries.
 */
public class HmacSignatures {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(Character.forDigit((x >> 4) & 15, 16)).append(Character.forDigit(x & 15, 16));
        }
        return sb.toString();
    }

    static byte[] unhex(String s) {
        byte[] b = new byte[s.length() / 2];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
        }
        return b;
    }

    static byte[] fill(int n, int v) {
        byte[] b = new byte[n];
        java.util.Arrays.fill(b, (byte) v);
        return b;
    }

    static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    public static void main(String[] args) throws Exception {
        byte[][][] rfc4231 = {
            {fill(20, 0x0b), ascii("Hi There")},
            {ascii("Jefe"), ascii("what do ya want for nothing?")},
            {fill(20, 0xaa), fill(50, 0xdd)},
            {unhex("0102030405060708090a0b0c0d0e0f10111213141516171819"), fill(50, 0xcd)},
            {fill(20, 0x0c), ascii("Test With Truncation")},
            {fill(131, 0xaa), ascii("Test Using Larger Than Block-Size Key - Hash Key First")},
            {fill(131, 0xaa), ascii("This is a test using a larger than block-size key and a larger than block-size data."
                    + " The key needs to be hashed before being used by the HMAC algorithm.")},
        };
        for (String alg : new String[] {"HmacSHA224", "HmacSHA256", "HmacSHA384", "HmacSHA512"}) {
            Mac mac = Mac.getInstance(alg);
            System.out.println(alg + " (" + mac.getMacLength() + " bytes)");
            for (int t = 0; t < rfc4231.length; t++) {
                mac.init(new SecretKeySpec(rfc4231[t][0], alg));
                String h = hex(mac.doFinal(rfc4231[t][1]));
                System.out.println("  case " + (t + 1) + ": " + (t == 4 ? h.substring(0, 32) : h));
            }
        }
        for (String alg : new String[] {"HmacMD5", "HmacSHA1"}) {
            Mac mac = Mac.getInstance(alg);
            mac.init(new SecretKeySpec(ascii("Jefe"), alg));
            System.out.println(alg + ": " + hex(mac.doFinal(ascii("what do ya want for nothing?"))));
            mac.init(new SecretKeySpec(fill(80, 0xaa), alg));
            System.out.println(alg + " long key: "
                    + hex(mac.doFinal(ascii("Test Using Larger Than Block-Size Key - Hash Key First"))));
        }

        // A webhook signer: one keyed prototype, cloned per request.
        Mac prototype = Mac.getInstance("hmacsha256");
        prototype.init(new SecretKeySpec(ascii("whsec_terrarium"), "HmacSHA256"));
        String[] payloads = {"{\"id\":1,\"event\":\"created\"}", "{\"id\":2,\"event\":\"paid\"}", ""};
        for (String p : payloads) {
            Mac m = (Mac) prototype.clone();
            m.update(ascii("t=1700000000."));
            m.update(ascii(p));
            System.out.println(prototype.getAlgorithm() + " sig(" + p + ") = " + hex(m.doFinal()));
        }
        Mac parts = (Mac) prototype.clone();
        byte[] body = ascii("t=1700000000.{\"id\":1,\"event\":\"created\"}");
        parts.update(body[0]);
        parts.update(body, 1, 10);
        parts.update(ByteBuffer.wrap(body, 11, 9));
        ByteBuffer direct = ByteBuffer.allocateDirect(body.length - 20);
        direct.put(body, 20, body.length - 20).flip();
        parts.update(direct);
        byte[] out = new byte[40];
        parts.doFinal(out, 4);
        System.out.println("pieces: " + hex(java.util.Arrays.copyOfRange(out, 4, 36)) + " buffer left " + direct.remaining());
        System.out.println("after doFinal, fresh: " + hex(parts.doFinal()).substring(0, 16));
        parts.update(ascii("discarded"));
        parts.reset();
        System.out.println("after reset: " + hex(parts.doFinal()).substring(0, 16));
        try {
            parts.doFinal(new byte[31], 0);
        } catch (ShortBufferException e) {
            System.out.println("short buffer: " + e.getMessage());
        }

        try {
            Mac.getInstance("HmacFoo");
        } catch (NoSuchAlgorithmException e) {
            System.out.println(e);
        }
        Mac fresh = Mac.getInstance("HmacSHA1");
        try {
            fresh.update((byte) 1);
        } catch (IllegalStateException e) {
            System.out.println("uninitialised: " + e.getMessage());
        }
        Key notSecret = new Key() {
            public String getAlgorithm() {
                return "RAW";
            }

            public String getFormat() {
                return "RAW";
            }

            public byte[] getEncoded() {
                return new byte[8];
            }
        };
        try {
            fresh.init(notSecret);
        } catch (InvalidKeyException e) {
            System.out.println("public key: " + e.getMessage());
        }
        try {
            new SecretKeySpec(new byte[0], "HmacSHA1");
        } catch (IllegalArgumentException e) {
            System.out.println("empty key: " + e.getMessage());
        }
        SecretKey k1 = new SecretKeySpec(ascii("0123456789"), 2, 5, "HmacSHA256");
        SecretKey k2 = new SecretKeySpec(ascii("23456"), "HMACSHA256");
        System.out.println("key " + k1.getFormat() + " " + new String(k1.getEncoded(), StandardCharsets.US_ASCII)
                + " equal=" + k1.equals(k2) + " hash=" + k1.hashCode() + "/" + k2.hashCode()
                + " destroyed=" + k1.isDestroyed());

        // Digests around the block boundaries, and their clones.
        for (String alg : new String[] {"MD5", "SHA-1", "SHA-224", "SHA-256", "SHA-384", "SHA-512"}) {
            MessageDigest md = MessageDigest.getInstance(alg);
            MessageDigest all = MessageDigest.getInstance(alg);
            StringBuilder mix = new StringBuilder();
            for (int n = 0; n <= 260; n++) {
                byte[] d = md.digest(fill(n, n * 7));
                all.update(d);
                if (n == 0 || n == 111 || n == 112 || n == 128 || n == 255) {
                    mix.append(' ').append(n).append(':').append(hex(d).substring(0, 8));
                }
            }
            MessageDigest copy = (MessageDigest) all.clone();
            copy.update(ByteBuffer.wrap(ascii("tail")));
            System.out.println(alg + " (" + md.getDigestLength() + ")" + mix + " all:" + hex(all.digest()).substring(0, 16)
                    + " clone:" + hex(copy.digest()).substring(0, 16));
        }
    }
}
