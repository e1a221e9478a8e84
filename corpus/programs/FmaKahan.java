/** Numerical kernels that rely on fused multiply-add: dot products, Horner, error-free transforms. */
public class FmaKahan {
    /** TwoProduct: a*b = p + e exactly, with e recovered by one fma. */
    static double[] twoProduct(double a, double b) {
        double p = a * b;
        return new double[] {p, Math.fma(a, b, -p)};
    }

    static double naiveDot(double[] x, double[] y) {
        double s = 0;
        for (int i = 0; i < x.length; i++) {
            s += x[i] * y[i];
        }
        return s;
    }

    static double fmaDot(double[] x, double[] y) {
        double s = 0;
        for (int i = 0; i < x.length; i++) {
            s = Math.fma(x[i], y[i], s);
        }
        return s;
    }

    /** Dot2 (Ogita-Rump-Oishi): compensated dot product, as if computed in twice the precision. */
    static double dot2(double[] x, double[] y) {
        double[] tp = twoProduct(x[0], y[0]);
        double p = tp[0];
        double s = tp[1];
        for (int i = 1; i < x.length; i++) {
            double[] h = twoProduct(x[i], y[i]);
            double sum = p + h[0];
            double z = sum - p;
            double err = (p - (sum - z)) + (h[0] - z);
            p = sum;
            s += h[1] + err;
        }
        return p + s;
    }

    static double horner(double[] c, double x, boolean fused) {
        double r = c[c.length - 1];
        for (int i = c.length - 2; i >= 0; i--) {
            r = fused ? Math.fma(r, x, c[i]) : r * x + c[i];
        }
        return r;
    }

    public static void main(String[] args) {
        System.out.println("== error-free products");
        double[][] pairs = {{0.1, 10}, {1.0 / 3, 3}, {1e308, 1.5}, {Math.PI, Math.E}, {1 + Math.ulp(1.0), 1 - Math.ulp(1.0)},
            {4.9e-324, 0.5}, {-2.5e-300, 3e-20}};
        for (double[] p : pairs) {
            double[] tp = twoProduct(p[0], p[1]);
            System.out.println(p[0] + " * " + p[1] + " = " + tp[0] + " + " + tp[1]);
        }

        System.out.println("== ill-conditioned dot product");
        double[] x = {1e16, 1.0, -1e16, 3.14159, 7e-3};
        double[] y = {1.0 + 1e-15, 1.0, 1.0, 2.0, -1e3};
        System.out.println("naive " + naiveDot(x, y));
        System.out.println("fma   " + fmaDot(x, y));
        System.out.println("dot2  " + dot2(x, y));

        System.out.println("== polynomial near a root: (x-1)^7 expanded");
        double[] c = {-1, 7, -21, 35, -35, 21, -7, 1};
        for (double t : new double[] {0.99, 0.999, 1.0, 1.001, 1.0 + 1e-5}) {
            System.out.println("x=" + t + " plain=" + horner(c, t, false) + " fused=" + horner(c, t, true)
                    + " exact~" + Math.pow(t - 1, 7));
        }

        System.out.println("== special values");
        double inf = Double.POSITIVE_INFINITY;
        System.out.println("fma(inf, 2, -inf) isNaN=" + Double.isNaN(Math.fma(inf, 2.0, -inf)));
        System.out.println("fma(inf, 0, 1) isNaN=" + Double.isNaN(Math.fma(inf, 0.0, 1.0)));
        System.out.println("fma(1e308, 10, -inf) = " + Math.fma(1e308, 10.0, -inf));
        System.out.println("fma(1e308, 10, -1e308) = " + Math.fma(1e308, 10.0, -1e308));
        System.out.println("fma(-0.0, 5, 0.0) = " + Math.fma(-0.0, 5.0, 0.0) + " fma(-0.0, 5, -0.0) = " + Math.fma(-0.0, 5.0, -0.0));
        System.out.println("fma(MIN_VALUE, 0.5, 0) = " + Math.fma(Double.MIN_VALUE, 0.5, 0.0)
                + " fma(MIN_VALUE, 0.5, MIN_VALUE) = " + Math.fma(Double.MIN_VALUE, 0.5, Double.MIN_VALUE));
        System.out.println("StrictMath.fma(0.1, 0.1, -0.01) = " + StrictMath.fma(0.1, 0.1, -0.01));

        System.out.println("== float kernels");
        float a = 16777217f;
        System.out.println("float 16777217f = " + a + " fma(3f, 1f/3, -1f) = " + Math.fma(3f, 1f / 3, -1f)
                + " plain = " + (3f * (1f / 3) - 1f));
        float[] fx = {1e7f, 1.5f, -1e7f, 0.1f};
        float[] fy = {1.0f + 1e-7f, 3f, 1f, 0.1f};
        float plain = 0;
        float fused = 0;
        for (int i = 0; i < fx.length; i++) {
            plain += fx[i] * fy[i];
            fused = Math.fma(fx[i], fy[i], fused);
        }
        System.out.println("float dot plain=" + plain + " fused=" + fused);
        System.out.println("fma(3e38f, 10f, -3e38f) = " + Math.fma(3e38f, 10f, -3e38f) + " fma(1e-45f, 0.5f, 0f) = "
                + Math.fma(1e-45f, 0.5f, 0f) + " fma(-0f, 1f, 0f) = " + Math.fma(-0f, 1f, 0f));
        System.out.println("float rounding once: " + Math.fma(1.0000001f, 1.0000001f, -1.0000002f) + " vs "
                + (1.0000001f * 1.0000001f - 1.0000002f) + "; StrictMath " + StrictMath.fma(0.1f, 0.2f, 0.3f));
        long bits = 0;
        java.util.Random r = new java.util.Random(99);
        for (int i = 0; i < 2000; i++) {
            double p = (r.nextDouble() - 0.5) * 1e3;
            double q = r.nextDouble() - 0.5;
            double s = (r.nextDouble() - 0.5) * 1e-3;
            bits = bits * 31 + Double.doubleToLongBits(Math.fma(p, q, s)) + Float.floatToIntBits(Math.fma((float) p, (float) q, (float) s));
        }
        System.out.println("2000 random fmas checksum " + Long.toHexString(bits));
    }
}
