public class FormatFloats {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, 0.125, 0.375, 1.005, 2.675, 1.115, 0.045, 0.05, 0.15, 0.25,
            0.35, 9.995, 99.5, 999.9995, 1.0E-5, 0.0001, 0.00012345, 9.999995E-5, 123456789.125, 1e7, 1e15, 1e20, 1e22,
            1e23, 9.223372036854776E18, 4.35, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, Math.PI, Math.E, 1e-300, Double.MIN_VALUE,
            Double.MAX_VALUE, 123.456, -123.456, 5e-5, 0.000049999, 1234567.0, 9999995.0, 0.95, 0.995, 100.0, 1.25e-7};
        String[] fmts = {"%f", "%.0f", "%.1f", "%.2f", "%.3f", "%.15f", "%.20f", "%e", "%.0e", "%.2e", "%.16e", "%E",
            "%g", "%.0g", "%.1g", "%.3g", "%.10g", "%G", "%a", "%.2a", "%,.2f", "%+.3f", "%(.2f", "% .1f", "%12.4f|",
            "%-12.2e|", "%015.3f", "%#.0f", "%#.0e", "%+,14.2f", "%(012.2f", "%-+14.5g|"};
        for (double d : ds) {
            StringBuilder sb = new StringBuilder(Double.toString(d)).append(':');
            for (String f : fmts) {
                sb.append(' ').append(String.format(f, d));
            }
            System.out.println(sb);
        }
        float[] fs = {0.1f, 0.15f, 1.1f, 3.4028235e38f, 1.4e-45f, -2.5f, 16777217f, 0.3f};
        for (float f : fs) {
            System.out.println(f + ": " + String.format("%f %.2f %.10f %e %g %a %s", f, f, f, f, f, f, f));
        }
        double[] special = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double d : special) {
            System.out.println(String.format("[%f][%e][%g][%a][%10f][%-10e][%+f][%(f][%010f][%E][%,f]",
                d, d, d, d, d, d, d, d, d, d, d));
        }
        System.out.println(String.format("%.2f%%", 45.678));
        System.out.println(String.format("Total: %8.2f | Tax: %6.2f", 1234.5, 1234.5 * 0.0825));
        System.out.println(String.format("%s %s", 1.0f, 1e10));
        System.out.println(String.format("%.3f", (Object) null));
        for (int i = 0; i <= 20; i++) {
            double v = i / 8.0 + 0.0625;
            System.out.print(String.format("%.1f %.2f %.3e|", v, v, v));
        }
        System.out.println();
        double x = 1;
        for (int i = 0; i < 25; i++) {
            System.out.println(String.format("%-24s %-16g %.6e %,.3f", x, x, x, x));
            x *= -7.3;
        }
    }
}
