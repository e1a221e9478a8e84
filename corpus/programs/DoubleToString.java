public class DoubleToString {
    public static void main(String[] args) {
        double[] ds = {0.1, 0.2, 0.3, 0.1 + 0.2, 1.0, 10.0, 100.0, 1e6, 1e7, 1.0E7 - 1, 12345678.9, 123456789.0, 1e15, 1e16, 1e21, 1e22, 1e23, 1e-3, 1e-4, 0.001, 0.0001, 1.0E-5, 5e-324,
            Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0, 0.0, 100.0 / 3, 2.0 / 3, 1.0 / 7,
            Math.PI, Math.E, -1.5, 123.456, 9007199254740992.0, 9007199254740993.0, 4.35, 2.675, 1.005, 0.5, 0.25, 0.125, 3.0e-10, 6.02214076e23, 1.602176634e-19,
            2e-3, 4.9e-324, 1.7976931348623157E308, 2.2250738585072014E-308, 5.0E-10, 1234.5e10, 1.0E-323, 8.41E21, 2.0E-7, 5.8E-9, 1.1, 2.2, 3.3000000000000003};
        for (double d : ds) {
            System.out.println("d " + d + " | " + Double.toString(d) + " | bits " + Long.toHexString(Double.doubleToRawLongBits(d)) + " | toHex " + Double.toHexString(d));
        }
        float[] fs = {0.1f, 0.2f, 0.3f, 0.1f + 0.2f, 1.0f, 1e7f, 1.0E7f - 1, 1e8f, 123456789f, 1e-3f, 1e-4f, 1.0E-5f, Float.MIN_VALUE, Float.MAX_VALUE, Float.MIN_NORMAL, Float.NaN,
            Float.NEGATIVE_INFINITY, -0.0f, 100f / 3, 2f / 3, (float) Math.PI, 16777216f, 16777217f, 3.4e38f, 1.17549435E-38f, 0.33333334f, 9.999999e-4f, 1.0E-10f, 2.5E-6f, 33.333332f};
        for (float f : fs) {
            System.out.println("f " + f + " | " + Float.toString(f) + " | bits " + Integer.toHexString(Float.floatToRawIntBits(f)) + " | toHex " + Float.toHexString(f) + " | as double " + (double) f);
        }
        String[] parse = {"0.1", "1e10", "-1.5E-3", "  42  ", "NaN", "-Infinity", "0x1.8p1", "1d", "2.5f", ".5", "5.", "1e400", "1e-400", "4.9e-324", "2.4703282292062328E-324", "2.4703282292062327E-324"};
        for (String p : parse) {
            try {
                System.out.println("parseDouble(\"" + p + "\") = " + Double.parseDouble(p) + " parseFloat = " + Float.parseFloat(p));
            } catch (NumberFormatException e) {
                System.out.println("parse NFE: " + e.getMessage());
            }
        }
        try { Double.parseDouble("abc"); } catch (NumberFormatException e) { System.out.println("NFE: " + e.getMessage()); }
        try { Double.parseDouble(""); } catch (NumberFormatException e) { System.out.println("NFE: " + e.getMessage()); }
        try { Float.parseFloat(null); } catch (NullPointerException e) { System.out.println("NPE on null parseFloat"); }
        System.out.println("valueOf " + Double.valueOf("3.25") + " " + Float.valueOf(2.5f) + " isInfinite " + Double.isInfinite(1 / 0.0) + " isFinite " + Double.isFinite(1e308) + " " + Float.isFinite(Float.NaN));
        System.out.println("longBitsToDouble " + Double.longBitsToDouble(0x3ff8000000000000L) + " intBitsToFloat " + Float.intBitsToFloat(0x40490fdb));
        System.out.println("hashCode " + Double.hashCode(1.5) + " " + Double.valueOf(-0.0).hashCode() + " " + Float.hashCode(1.5f) + " " + Double.hashCode(Double.NaN));
        System.out.println("compare/max/min/sum " + Double.compare(1.0, 2.0) + " " + Double.max(-0.0, 0.0) + " " + Double.min(-0.0, 0.0) + " " + Double.sum(0.1, 0.2) + " " + Float.sum(0.1f, 0.2f));
        System.out.println("intValue " + Double.valueOf(3.99).intValue() + " " + Double.valueOf(-3.99).longValue() + " " + Float.valueOf(1e20f).intValue() + " " + Double.valueOf(1e300).floatValue());
        System.out.println("constants " + Double.SIZE + " " + Float.SIZE + " " + Double.MAX_EXPONENT + " " + Double.MIN_EXPONENT + " " + Float.MAX_EXPONENT);
        double acc = 1.0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 25; i++) { acc /= 3.7; sb.append(acc).append(' '); }
        System.out.println("series " + sb);
        float facc = 1.0f;
        StringBuilder fsb = new StringBuilder();
        for (int i = 0; i < 20; i++) { facc *= 2.3f; fsb.append(facc).append(' '); }
        System.out.println("fseries " + fsb);
        for (int e = -10; e <= 25; e += 5) {
            double p = Math.pow(10, e);
            System.out.println("10^" + e + " = " + p + " ; 1.5*10^" + e + " = " + (1.5 * p) + " ; float " + (float) p);
        }
    }
}
