public class FloatCompareNaN {
    static String cmpF(float a, float b) {
        return (a < b ? "<" : "") + (a <= b ? "<=" : "") + (a > b ? ">" : "") + (a >= b ? ">=" : "") + (a == b ? "==" : "") + (a != b ? "!=" : "");
    }
    static String cmpD(double a, double b) {
        return (a < b ? "<" : "") + (a <= b ? "<=" : "") + (a > b ? ">" : "") + (a >= b ? ">=" : "") + (a == b ? "==" : "") + (a != b ? "!=" : "");
    }
    static boolean notLess(double a, double b) { return !(a < b); }
    static boolean notGreater(float a, float b) { return !(a > b); }

    public static void main(String[] args) {
        float[] fs = {Float.NaN, 0.0f, -0.0f, 1.0f, -1.0f, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE, Float.MAX_VALUE};
        for (float a : fs) {
            for (float b : fs) {
                System.out.println("f " + a + " ? " + b + " : " + cmpF(a, b) + " cmp=" + Float.compare(a, b));
            }
        }
        double[] ds = {Double.NaN, 0.0, -0.0, 1.5, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double a : ds) {
            for (double b : ds) {
                System.out.println("d " + a + " ? " + b + " : " + cmpD(a, b) + " cmp=" + Double.compare(a, b) + " notLess=" + notLess(a, b));
            }
        }
        double nan = 0.0 / 0.0;
        System.out.println("nan==nan " + (nan == nan) + " isNaN " + Double.isNaN(nan) + " equals " + Double.valueOf(nan).equals(Double.NaN));
        System.out.println("0.0 equals -0.0 " + Double.valueOf(0.0).equals(-0.0) + " == " + (0.0 == -0.0));
        System.out.println("notGreater(NaN,1) " + notGreater(Float.NaN, 1f));
        System.out.println("min/max NaN " + Math.min(1.0, nan) + " " + Math.max(nan, 1.0));
        float fnan = Float.intBitsToFloat(0x7fc00001);
        System.out.println("custom NaN isNaN " + Float.isNaN(fnan) + " raw " + Integer.toHexString(Float.floatToRawIntBits(fnan)) + " canon " + Integer.toHexString(Float.floatToIntBits(fnan)));
        System.out.println("double NaN bits " + Long.toHexString(Double.doubleToLongBits(nan)));
        int count = 0;
        for (double d = 0; d < 10; d += 0.1) count++;
        System.out.println("loop count " + count);
        System.out.println("ternary NaN " + (nan > 0 ? "pos" : nan <= 0 ? "nonpos" : "unordered"));
    }
}
