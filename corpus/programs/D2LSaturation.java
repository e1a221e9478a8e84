public class D2LSaturation {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 0.5, -0.5, 1.9999, -1.9999, 2147483647.0, 2147483648.0, -2147483648.0, -2147483649.0, 1e10, -1e10, 9.223372036854776E18, -9.223372036854776E18, 1e19, -1e19, 1e300, Double.MAX_VALUE, Double.MIN_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, 65535.7, 65536.2, -32769.9, 128.5, -129.5};
        for (double d : ds) {
            System.out.println("d=" + d + " i=" + (int) d + " l=" + (long) d + " f=" + (float) d + " s=" + (short) d + " b=" + (byte) d + " c=" + (int) (char) d);
        }
        float[] fs = {0.0f, 3.99f, -3.99f, 2.14748365E9f, -2.14748365E9f, 9.223372E18f, -9.223372E18f, 1e20f, Float.MAX_VALUE, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 16777217f};
        for (float f : fs) {
            System.out.println("f=" + f + " i=" + (int) f + " l=" + (long) f + " d=" + (double) f);
        }
        long[] ls = {0L, 1L, -1L, Long.MAX_VALUE, Long.MIN_VALUE, 9007199254740993L, 16777217L, 123456789012345L};
        for (long l : ls) {
            System.out.println("l=" + l + " i=" + (int) l + " f=" + (float) l + " d=" + (double) l + " s=" + (short) l + " c=" + (int) (char) l);
        }
        int[] is = {0, 1, -1, Integer.MAX_VALUE, Integer.MIN_VALUE, 16777217, 33554435};
        for (int i : is) {
            System.out.println("i=" + i + " f=" + (float) i + " d=" + (double) i + " l=" + (long) i);
        }
    }
}
