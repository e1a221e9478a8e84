import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;

public class RandUuid {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        String[] names = {"", "a", "hello", "www.example.com", "The quick brown fox jumps over the lazy dog",
            "x".repeat(55), "y".repeat(56), "z".repeat(64), "ünïcödé"};
        for (String n : names) {
            UUID u = UUID.nameUUIDFromBytes(n.getBytes(StandardCharsets.UTF_8));
            System.out.println("name(" + n.length() + ") " + u + " v" + u.version() + " var" + u.variant() + " hash="
                    + u.hashCode());
        }
        String[] strs = {"123e4567-e89b-12d3-a456-426614174000", "00000000-0000-0000-0000-000000000000",
            "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF", "1-2-3-4-5", "abc", "1-2-3-4-5-6", "zz-2-3-4-5",
            "123456789-1234-1234-1234-1234567890123", "g2345678-1234-1234-1234-123456789012",
            "123456789-1234-1234-1234-12345678901", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "-1-2-3-4",
            "1-2-3-4-", "1--3-4-5", "+1-2-3-4-5"};
        for (String s : strs) {
            try {
                UUID u = UUID.fromString(s);
                System.out.println(s + " -> " + u + " msb=" + u.getMostSignificantBits() + " lsb="
                        + u.getLeastSignificantBits() + " v" + u.version() + " var" + u.variant());
                if (u.version() == 1) {
                    System.out.println("  time " + u.timestamp() + " clock " + u.clockSequence() + " node "
                            + Long.toHexString(u.node()));
                }
            } catch (IllegalArgumentException e) {
                System.out.println(s + " -> " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        UUID a = new UUID(1, 2);
        UUID b = new UUID(1, -2);
        UUID c = new UUID(-1, 0);
        System.out.println(a + " " + b + " " + c);
        System.out.println(a.compareTo(b) + " " + b.compareTo(a) + " " + a.compareTo(c) + " " + a.compareTo(a));
        System.out.println(a.equals(new UUID(1, 2)) + " " + a.equals(b) + " " + a.equals("x") + " " + a.equals(null));
        TreeSet<UUID> sorted = new TreeSet<>(List.of(a, b, c, new UUID(0, 0), new UUID(Long.MIN_VALUE, 5)));
        System.out.println(sorted);
        try {
            a.timestamp();
        } catch (UnsupportedOperationException e) {
            System.out.println("timestamp: " + e.getMessage());
        }

        Set<UUID> seen = new HashSet<>();
        boolean allOk = true;
        for (int i = 0; i < 200; i++) {
            UUID r = UUID.randomUUID();
            String s = r.toString();
            allOk &= r.version() == 4 && r.variant() == 2 && s.length() == 36 && s.charAt(14) == '4'
                    && "89ab".indexOf(s.charAt(19)) >= 0 && UUID.fromString(s).equals(r)
                    && s.equals(s.toLowerCase());
            seen.add(r);
        }
        System.out.println("random uuids ok=" + allOk + " distinct=" + seen.size());

        for (String alg : new String[] {"MD5", "SHA-1", "SHA-256", "sha-256", "SHA1", "SHA-999"}) {
            try {
                MessageDigest md = MessageDigest.getInstance(alg);
                System.out.println(alg + " len=" + md.getDigestLength() + " alg=" + md.getAlgorithm());
                for (String n : names) {
                    System.out.println("  " + hex(md.digest(n.getBytes(StandardCharsets.UTF_8))));
                }
                md.update((byte) 'a');
                md.update("bcdef".getBytes(), 1, 3);
                byte[] d1 = md.digest();
                byte[] d2 = md.digest("abcd".getBytes());
                System.out.println("  incremental " + hex(d1) + " equal=" + MessageDigest.isEqual(d1, d2));
                byte[] big = new byte[100000];
                for (int i = 0; i < big.length; i++) {
                    big[i] = (byte) (i * 31 + (i >> 8));
                }
                md.update(big, 0, 777);
                md.update(big, 777, big.length - 777);
                System.out.println("  big " + hex(md.digest()));
            } catch (NoSuchAlgorithmException e) {
                System.out.println(alg + ": " + e.getMessage());
            }
        }
    }
}
