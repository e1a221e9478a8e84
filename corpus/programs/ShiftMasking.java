public class ShiftMasking {
    static int shl(int a, int s) { return a << s; }
    static int shr(int a, int s) { return a >> s; }
    static int ushr(int a, int s) { return a >>> s; }
    static long lshl(long a, int s) { return a << s; }
    static long lshr(long a, int s) { return a >> s; }
    static long lushr(long a, int s) { return a >>> s; }

    public static void main(String[] args) {
        int[] shifts = {0, 1, 7, 31, 32, 33, 63, 64, 65, -1, -31, -32, -33, 100, Integer.MIN_VALUE, Integer.MAX_VALUE};
        int[] ivals = {1, -1, 0x80000000, 0x7FFFFFFF, 0x12345678, -123456};
        for (int v : ivals) {
            for (int s : shifts) {
                System.out.println("int " + v + " s=" + s + " << " + shl(v, s) + " >> " + shr(v, s) + " >>> " + ushr(v, s));
            }
        }
        long[] lvals = {1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 0x123456789ABCDEF0L};
        for (long v : lvals) {
            for (int s : shifts) {
                System.out.println("long " + v + " s=" + s + " << " + lshl(v, s) + " >> " + lshr(v, s) + " >>> " + lushr(v, s));
            }
        }
        long shiftByLong = 1L << 65L;
        System.out.println("1L<<65L=" + shiftByLong);
        int fromLongShift = 1 << 33L;
        System.out.println("1<<33L=" + fromLongShift);
        byte b = -16;
        System.out.println("byte>>>2=" + (b >>> 2) + " byte>>2=" + (b >> 2));
        b >>>= 2;
        System.out.println("byte>>>=2 -> " + b);
        char c = '\uFFFF';
        System.out.println("char>>>4=" + (c >>> 4));
        short sh = (short) 0x8000;
        sh >>= 1;
        System.out.println("short>>=1 -> " + sh);
    }
}
