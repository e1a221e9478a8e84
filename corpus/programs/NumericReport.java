import java.util.*;

public class NumericReport {
    public static void main(String[] args) {
        // ASCII Mandelbrot
        String shades = " .:-=+*#%@";
        for (int row = 0; row < 18; row++) {
            StringBuilder sb = new StringBuilder();
            for (int col = 0; col < 64; col++) {
                double cr = -2.2 + col * 3.0 / 64, ci = -1.2 + row * 2.4 / 18;
                double zr = 0, zi = 0;
                int it = 0;
                while (it < 60 && zr * zr + zi * zi <= 4) { double t = zr * zr - zi * zi + cr; zi = 2 * zr * zi + ci; zr = t; it++; }
                sb.append(it == 60 ? '@' : shades.charAt(it % (shades.length() - 1)));
            }
            System.out.println(sb.toString().stripTrailing());
        }
        // numerical integration and root finding
        double h = 1e-3, simpson = 0;
        int n = 1000;
        for (int i = 0; i <= n; i++) {
            double x = i * Math.PI / n, w = (i == 0 || i == n) ? 1 : (i % 2 == 1 ? 4 : 2);
            simpson += w * Math.sin(x);
        }
        simpson *= Math.PI / n / 3;
        System.out.println("integral sin 0..pi = " + simpson + " (err " + Math.abs(simpson - 2) + ")");
        double x = 1;
        for (int i = 0; i < 6; i++) { x = x - (x * x * x - 2 * x - 5) / (3 * x * x - 2); System.out.printf("newton %d: %.15f%n", i, x); }
        double lo = 0, hi = 2;
        int iters = 0;
        while (hi - lo > 1e-12) { double mid = (lo + hi) / 2; if (Math.cos(mid) - mid > 0) lo = mid; else hi = mid; iters++; }
        System.out.println("bisection cos(x)=x: " + lo + " after " + iters + " iterations");
        System.out.println("derivative of exp at 1: " + (Math.exp(1 + h) - Math.exp(1 - h)) / (2 * h) + " vs " + Math.E);
        // series
        double pi = 0;
        for (int k = 0; k < 100000; k++) pi += (k % 2 == 0 ? 4.0 : -4.0) / (2 * k + 1);
        System.out.println("leibniz pi " + pi + ", e by series " + eSeries() + ", sqrt2 by babylonian " + babylon(2));
        // float vs double
        float f = 0; double d = 0;
        for (int i = 0; i < 10; i++) { f += 0.1f; d += 0.1; }
        System.out.println("0.1*10 float " + f + " double " + d + " equals1 " + (d == 1.0) + " ulp " + Math.ulp(1.0) + " nextUp " + Math.nextUp(1.0f));
        System.out.println("specials " + (1.0 / 0) + " " + (-1.0 / 0) + " " + (0.0 / 0) + " " + Double.MIN_VALUE + " " + Double.MAX_VALUE + " " + Float.MIN_NORMAL
            + " isNaN " + Double.isNaN(Math.sqrt(-1)) + " finite " + Double.isFinite(1e308 * 10));
        double[] vals = {0, 1, -1.5, 123.456, 1e-5, 6.02214076e23, -0.0, 1234567.891, 0.000123456, 99.995};
        System.out.println(String.format("%-14s|%12s|%12s|%14s|%10s|%12s", "value", "%.2f", "%10.3e", "%g", "%a", "%,.1f"));
        for (double v : vals)
            System.out.println(String.format("%-14s|%12.2f|%12.3e|%14g|%10s|%,12.1f", v, v, v, v, Double.toHexString(v).length() > 10 ? "long" : Double.toHexString(v), v));
        System.out.println("rounding " + Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(3.49999) + " rint " + Math.rint(2.5) + " " + Math.rint(3.5)
            + " floorDiv " + Math.floorDiv(-7, 2) + " floorMod " + Math.floorMod(-7, 2) + " % " + (-7 % 2) + " ceil " + Math.ceil(-0.5));
        try { Math.addExact(Integer.MAX_VALUE, 1); } catch (ArithmeticException e) { System.out.println("addExact: " + e.getMessage()); }
        try { Math.multiplyExact(1L << 40, 1L << 30); } catch (ArithmeticException e) { System.out.println("multiplyExact: " + e.getMessage()); }
        try { Math.toIntExact(1L << 33); } catch (ArithmeticException e) { System.out.println("toIntExact: " + e.getMessage()); }
        System.out.println("trig " + Math.toDegrees(Math.atan2(1, 1)) + " " + Math.toRadians(180) + " hypot " + Math.hypot(3, 4) + " cbrt " + Math.cbrt(27)
            + " log10 " + Math.log10(1000) + " pow " + Math.pow(2, 0.5) + " signum " + Math.signum(-3.2) + " fma-ish " + (0.1 * 3));
        System.out.println("parse " + Double.parseDouble("1e3") + " " + Double.valueOf("-.5") + " " + Float.parseFloat("3.4028235e38") + " " + Double.parseDouble("0x1p4")
            + " compare " + Double.compare(0.0, -0.0) + " " + Double.compare(Double.NaN, 1) + " min " + Math.min(-0.0, 0.0) + " sum " + Double.sum(0.1, 0.2));
    }

    static double eSeries() { double e = 0, t = 1; for (int k = 0; k < 20; k++) { e += t; t /= (k + 1); } return e; }
    static double babylon(double s) { double x = s; for (int i = 0; i < 8; i++) x = (x + s / x) / 2; return x; }
}
