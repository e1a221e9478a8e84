public class FormatIntegers {
    static void p(String f, Object... a) {
        System.out.println(f + " -> [" + String.format(f, a) + "]");
    }

    public static void main(String[] args) {
        int[] ints = {0, 1, -1, 7, -42, 255, 1000, -1000, 65535, 1234567, -1234567, Integer.MAX_VALUE, Integer.MIN_VALUE};
        String[] fmts = {"%d", "%5d", "%-6d|", "%06d", "%,d", "%+d", "% d", "%(d", "%+,d", "%(,010d", "%,012d", "%-+8d|",
            "%o", "%#o", "%x", "%X", "%#x", "%#X", "%08x", "%#010x", "%-#10o|", "%s", "%10s"};
        for (String f : fmts) {
            StringBuilder sb = new StringBuilder(f).append(" ->");
            for (int v : ints) {
                sb.append(" [").append(String.format(f, v)).append(']');
            }
            System.out.println(sb);
        }
        long[] longs = {0L, -1L, 123456789012345L, Long.MAX_VALUE, Long.MIN_VALUE, 4294967296L};
        for (String f : new String[] {"%d", "%,d", "%x", "%o", "%X", "%(,d", "%+025d", "%#x"}) {
            StringBuilder sb = new StringBuilder(f).append(" ->");
            for (long v : longs) {
                sb.append(" [").append(String.format(f, v)).append(']');
            }
            System.out.println(sb);
        }
        p("%d %x %o %X", (byte) -1, (byte) -1, (byte) -1, (byte) 127);
        p("%d %x %o %X", (short) -1, (short) -1, (short) -1, (short) -32768);
        p("%d|%d|%x", (byte) -128, (short) 12345, (short) 255);
        p("%c%c%c", 'J', 97, (byte) 118);
        p("%C %c %c", 'x', 0x1F600, (short) 0x263A);
        p("%5c|%-5c|", 'a', 'b');
        p("%d%%", 99);
        p("%3$d %2$d %1$d", 1, 2, 3);
        p("%d %<x %<o %<X", 255);
        p("%s %s %<s %s", 1, 2, 3);
        p("%2$d %d %d %1$d", 10, 20);
        p("%d", (Object) null);
        p("%x", (Object) null);
        p("%08X|%-8x|", (Object) null, (Object) null);
        p("%,d items at %,d each", 1500, 25000);
        p("%d + %d = %d", 2, 3, 2 + 3);
        p("[%,15d][%-,15d][%(,15d]", -987654321, 987654321, -987654321);
        p("%x %x", Integer.MIN_VALUE, Long.MIN_VALUE);
        p("%#o %#x", 0, 0);
        p("%h %H", 255, "abc");
        String table = "";
        for (int i = 1; i <= 4; i++) {
            table += String.format("%2d %4d %6d %8x%n", i, i * i, i * i * i, i << 20);
        }
        System.out.print(table);
        System.out.println("%d items".formatted(3));
        System.out.println(String.format("%05d|%5s|%-5s|", 42, "ab", "cd"));
        java.math.BigInteger[] bigs = {java.math.BigInteger.ZERO, new java.math.BigInteger("-255"),
            new java.math.BigInteger("123456789012345678901234567890"), new java.math.BigInteger("-98765432109876543210")};
        for (java.math.BigInteger b : bigs) {
            System.out.println(String.format("%d|%,d|%x|%X|%#x|%o|%#o|%(d|%+x|% o|%(030x|%-+30d|%,035d|%s",
                b, b, b, b, b, b, b, b, b, b, b, b, b, b));
        }
    }
}
