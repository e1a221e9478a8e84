public class LongMethods {
    static void parse(String s, int radix) {
        try {
            System.out.println("parseLong(\"" + s + "\"," + radix + ") = " + Long.parseLong(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("parseLong(\"" + s + "\"," + radix + ") NFE: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        parse("9223372036854775807", 10); parse("9223372036854775808", 10); parse("-9223372036854775808", 10); parse("-9223372036854775809", 10);
        parse("7fffffffffffffff", 16); parse("-8000000000000000", 16); parse("1y2p0ij32e8e7", 36); parse("", 10); parse("12L", 10); parse("111", 2);
        long[] vals = {0L, 1L, -1L, 4294967296L, -4294967296L, Long.MAX_VALUE, Long.MIN_VALUE, 0x0123456789ABCDEFL};
        for (long v : vals) {
            System.out.println(v + ": hex=" + Long.toHexString(v) + " oct=" + Long.toOctalString(v) + " bin=" + Long.toBinaryString(v) + " r36=" + Long.toString(v, 36) + " unsigned=" + Long.toUnsignedString(v) + " hash=" + Long.hashCode(v));
            System.out.println("   bitCount=" + Long.bitCount(v) + " nlz=" + Long.numberOfLeadingZeros(v) + " ntz=" + Long.numberOfTrailingZeros(v) + " highest=" + Long.highestOneBit(v) + " lowest=" + Long.lowestOneBit(v) + " reverse=" + Long.reverse(v) + " revBytes=" + Long.toHexString(Long.reverseBytes(v)) + " rotl5=" + Long.rotateLeft(v, 5) + " signum=" + Long.signum(v));
        }
        System.out.println("unsigned " + Long.parseUnsignedLong("18446744073709551615") + " " + Long.divideUnsigned(-1L, 10) + " " + Long.remainderUnsigned(-1L, 10) + " " + Long.compareUnsigned(-1L, 1L) + " " + Long.toUnsignedString(-2L, 16));
        try { Long.parseUnsignedLong("18446744073709551616"); } catch (NumberFormatException e) { System.out.println("unsigned NFE: " + e.getMessage()); }
        System.out.println("compare " + Long.compare(1, 2) + " " + Long.valueOf(5).compareTo(5L) + " max " + Long.max(-1, 1) + " min " + Long.min(-1, 1) + " sum " + Long.sum(Long.MAX_VALUE, 1));
        System.out.println("decode " + Long.decode("0x7FFFFFFFFFFFFFFF") + " " + Long.decode("-010"));
        System.out.println("valueOf string " + Long.valueOf("-77") + " " + Long.valueOf(99L).intValue() + " " + Long.valueOf(1L << 40).intValue() + " " + Long.valueOf(3).doubleValue());
        System.out.println("constants " + Long.SIZE + " " + Long.BYTES + " " + Long.MAX_VALUE + " " + Long.MIN_VALUE);
        long x = 0x9E3779B97F4A7C15L;
        long acc = 0;
        for (int i = 0; i < 64; i++) {
            acc ^= Long.rotateLeft(x, i) * (i + 1);
            acc += Long.numberOfLeadingZeros(acc) + Long.bitCount(acc ^ x);
        }
        System.out.println("mix " + acc + " hex " + Long.toHexString(acc));
        System.out.println("multiplyHigh " + Math.multiplyHigh(Long.MAX_VALUE, Long.MAX_VALUE) + " " + Math.multiplyHigh(-1L, 5L));
    }
}
