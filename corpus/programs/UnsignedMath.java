/** A network toolkit's unsigned helpers: IPv4 addresses, 64-bit hashes and sequence numbers. */
public class UnsignedMath {
    static int parseIp(String dotted) {
        String[] parts = dotted.split("\\.");
        if (parts.length != 4) {
            throw new IllegalArgumentException("not an IPv4 address: " + dotted);
        }
        int ip = 0;
        for (String p : parts) {
            int octet = Integer.parseUnsignedInt(p);
            if (octet > 255) {
                throw new IllegalArgumentException("octet out of range: " + p);
            }
            ip = (ip << 8) | octet;
        }
        return ip;
    }

    static String formatIp(int ip) {
        return (ip >>> 24) + "." + ((ip >>> 16) & 0xff) + "." + ((ip >>> 8) & 0xff) + "." + (ip & 0xff);
    }

    /** FNV-1a, 64-bit. */
    static long fnv1a(String s) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < s.length(); i++) {
            h ^= s.charAt(i);
            h *= 0x100000001b3L;
        }
        return h;
    }

    public static void main(String[] args) {
        System.out.println("== IPv4 ranges");
        String[] ips = {"10.0.0.1", "192.168.1.254", "255.255.255.255", "0.0.0.0", "172.16.300.1", "1.2.3", "8.8.-8.8", "+1.2.3.4"};
        for (String s : ips) {
            try {
                int ip = parseIp(s);
                System.out.printf("%-16s int=%-11d unsigned=%-10s hex=%s bin=%s%n", s, ip, Integer.toUnsignedString(ip),
                        Integer.toHexString(ip), Integer.toUnsignedString(ip >>> 24, 2));
            } catch (IllegalArgumentException e) {
                System.out.println(s + " -> " + e.getMessage());
            }
        }
        int lo = parseIp("192.168.0.0");
        int hi = parseIp("192.168.255.255");
        int probe = parseIp("192.168.10.20");
        System.out.println("in range: " + (Integer.compareUnsigned(lo, probe) <= 0 && Integer.compareUnsigned(probe, hi) <= 0)
                + ", signed compare says " + (lo <= probe && probe <= hi) + ", hosts " + (Integer.toUnsignedLong(hi - lo) + 1));
        System.out.println("subnet of " + formatIp(probe) + "/20 = " + formatIp(probe & (-1 << 12)));

        System.out.println("== 64-bit hashes");
        for (String key : new String[] {"", "a", "hello", "terrarium", "zzzzzzzzzz"}) {
            long h = fnv1a(key);
            System.out.printf("%-12s %20s %16s base36=%s bucket=%d%n", "'" + key + "'", Long.toUnsignedString(h),
                    Long.toHexString(h), Long.toUnsignedString(h, 36), Long.remainderUnsigned(h, 1000));
        }
        long max = -1L;
        System.out.println("max " + Long.toUnsignedString(max) + " /10=" + Long.divideUnsigned(max, 10) + " %10="
                + Long.remainderUnsigned(max, 10) + " octal=" + Long.toUnsignedString(max, 8));
        System.out.println("parse back " + (Long.parseUnsignedLong("18446744073709551615") == max) + " "
                + Long.parseUnsignedLong("ffffffffffffffff", 16) + " " + Long.parseUnsignedLong("3w5e11264sgsf", 36));
        System.out.println("radix fallback " + Integer.toUnsignedString(-1, 99) + " " + Long.toUnsignedString(255, 1));

        System.out.println("== sequence numbers that wrap");
        int seq = 0xfffffff0;
        for (int i = 0; i < 3; i++) {
            int next = seq + 12;
            System.out.println(Integer.toUnsignedString(seq) + " -> " + Integer.toUnsignedString(next) + " newer="
                    + (next - seq > 0) + " unsignedCompare=" + Integer.compareUnsigned(next, seq)
                    + " distance=" + Integer.toUnsignedLong(next - seq));
            seq = next;
        }
        System.out.println("div " + Integer.divideUnsigned(-1, 7) + " rem " + Integer.remainderUnsigned(-1, 7)
                + " signed " + (-1 / 7) + " " + (-1 % 7));

        System.out.println("== malformed input");
        String[][] bad = {{"4294967296", "10"}, {"-1", "10"}, {"", "10"}, {"12a", "10"}, {"1", "37"}, {"100000000", "16"},
            {"18446744073709551616", "L"}, {"-0", "L"}, {"+", "L"}, {"1_000", "L"}};
        for (String[] b : bad) {
            try {
                Object v = b[1].equals("L") ? (Object) Long.parseUnsignedLong(b[0])
                        : (Object) Integer.parseUnsignedInt(b[0], Integer.parseInt(b[1]));
                System.out.println("'" + b[0] + "' -> " + v);
            } catch (NumberFormatException e) {
                System.out.println("'" + b[0] + "' -> " + e.getMessage());
            }
        }
        System.out.println("subsequence " + Integer.parseUnsignedInt("port=65535;", 5, 10, 10) + " "
                + Long.parseUnsignedLong("id:ffffffffffffffff", 3, 19, 16));
        try {
            Integer.parseUnsignedInt("abc", 1, 9, 10);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            Integer.divideUnsigned(5, 0);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
    }
}
