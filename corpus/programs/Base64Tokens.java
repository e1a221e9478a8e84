import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

/** A tiny signed-token service in the style of JWT: URL-safe Base64 without padding. */
public class Base64Tokens {
    static final Base64.Encoder URL = Base64.getUrlEncoder().withoutPadding();
    static final Base64.Decoder URL_DEC = Base64.getUrlDecoder();

    static String json(Map<String, Object> claims) {
        StringBuilder sb = new StringBuilder("{");
        for (Map.Entry<String, Object> e : claims.entrySet()) {
            if (sb.length() > 1) sb.append(',');
            sb.append('"').append(e.getKey()).append("\":");
            Object v = e.getValue();
            if (v instanceof String) sb.append('"').append(v).append('"');
            else sb.append(v);
        }
        return sb.append('}').toString();
    }

    /** A toy keyed checksum (not cryptographic): enough to detect tampering in this demo. */
    static byte[] sign(String data, String key) {
        byte[] out = new byte[12];
        long h = 0xcbf29ce484222325L;
        for (byte b : (key + "|" + data).getBytes(StandardCharsets.UTF_8)) {
            h ^= b & 0xff;
            h *= 0x100000001b3L;
        }
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) (h >>> ((i % 8) * 8));
            if (i % 8 == 7) h = h * 31 + 17;
        }
        return out;
    }

    static String issue(Map<String, Object> claims, String key) {
        String header = URL.encodeToString("{\"alg\":\"TOY\",\"typ\":\"JWT\"}".getBytes(StandardCharsets.UTF_8));
        String payload = URL.encodeToString(json(claims).getBytes(StandardCharsets.UTF_8));
        String sig = URL.encodeToString(sign(header + "." + payload, key));
        return header + "." + payload + "." + sig;
    }

    static String verify(String token, String key) {
        String[] parts = token.split("\\.");
        if (parts.length != 3) return "malformed: " + parts.length + " parts";
        try {
            String payload = new String(URL_DEC.decode(parts[1]), StandardCharsets.UTF_8);
            byte[] sig = URL_DEC.decode(parts[2]);
            byte[] expected = sign(parts[0] + "." + parts[1], key);
            if (!java.util.Arrays.equals(sig, expected)) return "bad signature for " + payload;
            return "ok " + payload;
        } catch (IllegalArgumentException e) {
            return "rejected: " + e.getMessage();
        }
    }

    public static void main(String[] args) {
        Map<String, Object> claims = new LinkedHashMap<>();
        claims.put("sub", "user-1042");
        claims.put("name", "Zoë Ωmega");
        claims.put("admin", false);
        claims.put("exp", 1700000000L);
        String token = issue(claims, "s3cret");
        System.out.println("token: " + token);
        for (String part : token.split("\\.")) {
            System.out.println("  part length " + part.length() + " mod 4 = " + part.length() % 4
                    + " has '-' or '_': " + (part.indexOf('-') >= 0 || part.indexOf('_') >= 0));
        }
        System.out.println(verify(token, "s3cret"));
        System.out.println(verify(token, "wrong"));

        String[] parts = token.split("\\.");
        String forged = parts[0] + "." + URL.encodeToString("{\"sub\":\"root\",\"admin\":true}".getBytes(StandardCharsets.UTF_8)) + "." + parts[2];
        System.out.println(verify(forged, "s3cret"));
        System.out.println(verify(parts[0] + "." + parts[1], "s3cret"));
        System.out.println(verify(parts[0] + ".e30+." + parts[2], "s3cret"));
        System.out.println(verify(parts[0] + ".e30/." + parts[2], "s3cret"));
        System.out.println(verify(parts[0] + ".e." + parts[2], "s3cret"));
        System.out.println(verify(parts[0] + ".e30=x." + parts[2], "s3cret"));
        System.out.println(verify(parts[0] + ".=e30." + parts[2], "s3cret"));

        // The basic decoder refuses the URL alphabet and vice versa.
        byte[] raw = {(byte) 0xfb, (byte) 0xff, (byte) 0xfe, 0x3e, 0x3f};
        String basic = Base64.getEncoder().encodeToString(raw);
        String url = Base64.getUrlEncoder().encodeToString(raw);
        System.out.println("basic=" + basic + " url=" + url + " url-nopad=" + URL.encodeToString(raw));
        try {
            Base64.getDecoder().decode(url);
        } catch (IllegalArgumentException e) {
            System.out.println("basic decoder: " + e.getMessage());
        }
        try {
            Base64.getUrlDecoder().decode(basic);
        } catch (IllegalArgumentException e) {
            System.out.println("url decoder: " + e.getMessage());
        }
        System.out.println(java.util.Arrays.toString(Base64.getUrlDecoder().decode(URL.encodeToString(raw))));
        for (int n = 0; n <= 7; n++) {
            byte[] b = new byte[n];
            for (int i = 0; i < n; i++) b[i] = (byte) (i * 37 + 200);
            String padded = Base64.getUrlEncoder().encodeToString(b);
            String bare = URL.encodeToString(b);
            System.out.printf("%d bytes -> %-12s %-12s roundtrip=%b%n", n, padded, bare,
                    java.util.Arrays.equals(b, URL_DEC.decode(bare)));
        }
        System.out.println("same encoder instance: " + (URL == URL.withoutPadding()));
    }
}
