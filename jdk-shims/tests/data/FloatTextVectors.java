// Generator for float_text_vectors.txt: records java.lang.Double/Float toString
// and parseDouble/parseFloat results from the running JDK (recorded with OpenJDK 17).
//
// Usage: java FloatTextVectors.java [scale] > float_text_vectors.txt
//   scale (default 1; may be fractional) multiplies the number of random cases.
//
// Line formats (input strings escape bytes <= 0x20, '\\' and non-ASCII as backslash-x-NN / backslash-u-NNNN;
//   d  <16 hex digits of the double's bits> <Double.toString>
//   f  <8 hex digits of the float's bits>   <Float.toString>
//   pd <input> <16 hex digits of Double.parseDouble bits, or NFE>
//   pf <input> <8 hex digits of Float.parseFloat bits, or NFE>
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

public class FloatTextVectors {
    static final StringBuilder out = new StringBuilder();

    static void d(double v) {
        out.append(String.format("d %016x %s%n", Double.doubleToRawLongBits(v), Double.toString(v)));
    }

    static void f(float v) {
        out.append(String.format("f %08x %s%n", Float.floatToRawIntBits(v), Float.toString(v)));
    }

    static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c <= ' ' || c == '\\') {
                b.append(String.format("\\x%02x", (int) c));
            } else if (c > 0x7e) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        if (b.length() == 0) {
            return "\\e";
        }
        return b.toString();
    }

    static void pd(String s) {
        String r;
        try {
            r = String.format("%016x", Double.doubleToRawLongBits(Double.parseDouble(s)));
        } catch (NumberFormatException e) {
            r = "NFE";
        }
        out.append("pd ").append(esc(s)).append(' ').append(r).append('\n');
    }

    static void pf(String s) {
        String r;
        try {
            r = String.format("%08x", Float.floatToRawIntBits(Float.parseFloat(s)));
        } catch (NumberFormatException e) {
            r = "NFE";
        }
        out.append("pf ").append(esc(s)).append(' ').append(r).append('\n');
    }

    static void p(String s) {
        pd(s);
        pf(s);
    }

    static void dAround(double v, int k) {
        double a = v, b = v;
        d(v);
        for (int i = 0; i < k; i++) {
            a = Math.nextUp(a);
            b = Math.nextDown(b);
            d(a);
            d(b);
        }
    }

    static void fAround(float v, int k) {
        float a = v, b = v;
        f(v);
        for (int i = 0; i < k; i++) {
            a = Math.nextUp(a);
            b = Math.nextDown(b);
            f(a);
            f(b);
        }
    }

    public static void main(String[] args) {
        double scale = args.length > 0 ? Double.parseDouble(args[0]) : 1;
        Random rnd = new Random(0x5EED_F10A7L);
        // fractional scales also thin out the exhaustive sweeps over exponents
        int stride = scale < 1 ? 5 : 1;

        // ---- Double.toString ----
        double[] specials = {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, 1.0, -1.0, 0.1, 0.2, 0.3, 1.0 / 3,
            2.0 / 3, Math.PI, Math.E, 1e23, 2e23, 8.41e21, 5e-324, 9007199254740993.0, 0.001, 1e7,
            2.82879384806159E17, 1.0E-5, 100.0, 1234567.0, 12345678.0, 0.002};
        for (double v : specials) {
            dAround(v, 2);
        }
        d(Double.longBitsToDouble(0x7ff8000000000001L));
        d(Double.longBitsToDouble(0xfff0000000000001L));
        for (int e = -1074; e <= 1023; e += stride) {
            dAround(Math.scalb(1.0, e), 1);
        }
        for (int e = -325; e <= 309; e += (stride + 1) / 2) {
            double v = Double.parseDouble("1e" + e);
            dAround(v, 1);
        }
        for (int i = 0; i <= 300; i += stride) {
            d(i);
            d(-i * 7.0);
        }
        // boundaries of the plain/scientific ranges
        dAround(0.001, 8);
        dAround(1e7, 8);
        dAround(9999999.999999998, 4);
        dAround(0.0009999999999999998, 4);
        // integers of many sizes (fast path with insignificant digits)
        for (int i = 0; i < (int) (400 * scale); i++) {
            int bits = 1 + rnd.nextInt(63);
            long v = rnd.nextLong() >>> (64 - bits);
            d((double) v);
            f((float) v);
        }
        // random bit patterns
        for (int i = 0; i < (int) (3000 * scale); i++) {
            d(Double.longBitsToDouble(rnd.nextLong()));
        }
        // random subnormals
        for (int i = 0; i < (int) (200 * scale); i++) {
            d(Double.longBitsToDouble(rnd.nextLong() >>> (12 + rnd.nextInt(52))));
        }
        // random short decimals
        for (int i = 0; i < (int) (1500 * scale); i++) {
            int digits = 1 + rnd.nextInt(17);
            long m = Math.abs(rnd.nextLong()) % (long) Math.pow(10, digits);
            int e = rnd.nextInt(640) - 330;
            double v = Double.parseDouble(m + "e" + e);
            d(v);
            if (i % 4 == 0) {
                d(Math.nextUp(v));
            }
        }
        // random values in the plain range
        for (int i = 0; i < (int) (500 * scale); i++) {
            double v = Math.pow(10, rnd.nextDouble() * 11 - 4);
            d(v);
            int digits = 1 + rnd.nextInt(8);
            double p = Math.pow(10, digits);
            d(Math.round(v * p) / p);
        }
        // float values as doubles
        for (int i = 0; i < (int) (300 * scale); i++) {
            d((double) Float.intBitsToFloat(rnd.nextInt()));
        }

        // ---- Float.toString ----
        float[] fspecials = {0.0f, -0.0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
            Float.MIN_VALUE, Float.MAX_VALUE, Float.MIN_NORMAL, 1.0f, 0.1f, 0.2f, 0.3f, 1.0f / 3,
            (float) Math.PI, 1e7f, 0.001f, 1.0e-5f, 16777217f, 1.1f, 3.4e38f, 1e10f, 2e-45f};
        for (float v : fspecials) {
            fAround(v, 2);
        }
        for (int e = -149; e <= 127; e++) {
            fAround(Math.scalb(1.0f, e), 1);
        }
        for (int e = -46; e <= 39; e++) {
            fAround(Float.parseFloat("1e" + e), 1);
        }
        fAround(0.001f, 8);
        fAround(1e7f, 8);
        for (int i = 0; i < (int) (3000 * scale); i++) {
            f(Float.intBitsToFloat(rnd.nextInt()));
        }
        for (int i = 0; i < (int) (200 * scale); i++) {
            f(Float.intBitsToFloat(rnd.nextInt() >>> (9 + rnd.nextInt(23))));
        }
        for (int i = 0; i < (int) (1500 * scale); i++) {
            int digits = 1 + rnd.nextInt(9);
            long m = Math.abs(rnd.nextLong()) % (long) Math.pow(10, digits);
            int e = rnd.nextInt(90) - 50;
            f(Float.parseFloat(m + "e" + e));
        }
        for (int i = 0; i < (int) (300 * scale); i++) {
            float v = (float) Math.pow(10, rnd.nextDouble() * 11 - 4);
            f(v);
        }

        // ---- parsing ----
        String[] fixed = {"", " ", "+", "-", ".", "e5", "1e", "1e+", "1e-", "1.e5", ".5", "5.", "-.5e-3",
            "+5", "1.0f", "1.0F", "1.0d", "1.0D", "1.0fd", "1.0ff", "1f ", " 1f", "\t\n1.5\u000b ",
            "1.5\u00a0", "1..5", "1.5.", "1e5.5", "1e5e5", "1_0", "1,5", "0x", "0x1", "0x1p", "0x1p+",
            "0x.p1", "0x.8p1", "0x8.p1", "0x1.8p3", "0X1.8P3", "-0x1.8p-3d", "0x1.8p3f", "0x1.8p3x",
            "0x1p-1074", "0x1p-1075", "0x1.0000000000001p-1075", "0x1p-1076", "0x0.8p-1073",
            "0x1.fffffffffffff8p1023", "0x1.fffffffffffff7ffp1023", "0x1p1024", "0x1p-149", "0x1p-150",
            "0x1.000002p-150", "0x1.ffffffp127", "0x1.fffffefp127", "0x0p99999999999", "0x1p99999999999",
            "0x1p-99999999999", "-0x1p99999999999", "0x0.0p0", "-0x0p0", "0x00000000000000000001p0",
            "0x123456789abcdef0123456789p-10", "0x1.00000100000000000000001p0", "0x1.000001p0",
            "0x1.0000008p0", "0x1.00000080000000001p0", "0x1.00000000000008p0", "0x1.000000000000080001p0",
            "0x1.00000000000018p0", "0xp1", "0x1.p1", "0x.1p1", "1x1p1", "00x1p1", "0x1p1 ", " 0x1p1",
            "0x1p01", "0x1p2147483647", "0x1p2147483648", "0x1p-2147483648", "0x0.00001p-2147483647",
            "Infinity", "-Infinity", "+Infinity", "Infinityf", "infinity", "INFINITY", "Inf", "NaN", "-NaN",
            "+NaN", "nan", "NaNd", " NaN ", " -Infinity\t", "0", "-0", "+0", "00", "0.0", "-0.0e10", "0e999999999999",
            "1e999999999999", "1e-999999999999", "1e2147483647", "1e2147483648", "1e-2147483648",
            "1e214748364", "1e214748364f", "1e214748365f", "0.0000000000000000000000001e325",
            "1e-324", "2e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
            "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324",
            "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125000000000000000000001e-324",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "1.8e308",
            "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791.9999999999999999999999999999999999999999999999999999999999999999999999",
            "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792",
            "3.4028235e38", "3.4028236e38", "3.40282357e38", "3.4028235677973366e38", "3.4028235677973367e38",
            "1.4e-45", "7e-46", "7.006492321624085e-46", "7.006492321624086e-46", "1.17549435e-38",
            "9007199254740993", "9007199254740993.0000000000000000000001", "9007199254740995",
            "16777217", "16777217.000001", "16777219", "1.00000017881393432617187499", "1.000000178813934326171875",
            "1.00000017881393432617187501", "0.1", "0.3", "123456789012345678901234567890",
            "1e23", "8.41e21", "1e22", "1e-5", "2.2250738585072012e-308", "2.2250738585072011e-308",
            "4.9e-324", "0.000000000000000000000000000000000000000000000000001e-273",
            "1\u0661", "\u0661", "１"};
        for (String s : fixed) {
            p(s);
        }
        // long run of digits (> 1100 significant digits)
        StringBuilder big = new StringBuilder("0.");
        for (int i = 0; i < 1300; i++) {
            big.append((char) ('0' + (i * 7 + 3) % 10));
        }
        p(big.toString());
        p(big.toString() + "e-300");
        p("1" + "0".repeat(400) + "e-400");
        p("1" + "0".repeat(400) + "1e-400");
        p("0." + "0".repeat(400) + "1e400");
        p("0." + "0".repeat(400) + "1e380");
        // round trips of random doubles/floats
        for (int i = 0; i < (int) (800 * scale); i++) {
            double v = Double.longBitsToDouble(rnd.nextLong());
            pd(Double.toString(v));
            float fv = Float.intBitsToFloat(rnd.nextInt());
            pf(Float.toString(fv));
            pd(Float.toString(fv));
            pf(Double.toString(v));
            pd(Double.toHexString(v));
            pf(Float.toString(fv).replace('E', 'e') + (i % 2 == 0 ? "f" : "D"));
            pf(Double.toHexString((double) fv));
            pf(Double.toHexString(v));
        }
        // halfway and near-halfway cases between adjacent doubles / floats
        for (int i = 0; i < (int) (400 * scale); i++) {
            long bits = rnd.nextLong() & 0x7fffffffffffffffL;
            if (i % 5 == 0) {
                bits >>>= 12 + rnd.nextInt(52); // subnormal
            }
            double v = Double.longBitsToDouble(bits);
            if (Double.isNaN(v) || Double.isInfinite(v) || v == Double.MAX_VALUE) {
                continue;
            }
            BigDecimal mid = new BigDecimal(v).add(new BigDecimal(Math.nextUp(v))).divide(BigDecimal.valueOf(2));
            String ms = mid.toString();
            pd(ms);
            BigDecimal eps = mid.ulp().movePointLeft(3);
            pd(mid.add(eps).toString());
            pd(mid.subtract(eps).toString());
            pd(mid.round(new java.math.MathContext(17)).toString());
            pd(mid.round(new java.math.MathContext(25)).toString());

            int fbits = rnd.nextInt() & 0x7fffffff;
            if (i % 5 == 0) {
                fbits >>>= 9 + rnd.nextInt(23);
            }
            float fv = Float.intBitsToFloat(fbits);
            if (Float.isNaN(fv) || Float.isInfinite(fv) || fv == Float.MAX_VALUE) {
                continue;
            }
            BigDecimal fmid = new BigDecimal(fv).add(new BigDecimal(Math.nextUp(fv))).divide(BigDecimal.valueOf(2));
            pf(fmid.toString());
            BigDecimal feps = fmid.ulp().movePointLeft(3);
            pf(fmid.add(feps).toString());
            pf(fmid.subtract(feps).toString());
            pf(fmid.round(new java.math.MathContext(9)).toString());
            pf(fmid.round(new java.math.MathContext(12)).toString());
            // float halfway points are exact doubles: catches double rounding
            pf(Double.toString(fmid.doubleValue()));
            pf(Double.toHexString(fmid.doubleValue()));
            pf(Double.toHexString(Math.nextUp(fmid.doubleValue())));
            pf(Double.toHexString(Math.nextDown(fmid.doubleValue())));
        }
        // random decimal strings of assorted shapes
        for (int i = 0; i < (int) (600 * scale); i++) {
            StringBuilder b = new StringBuilder();
            if (rnd.nextInt(4) == 0) {
                b.append(rnd.nextBoolean() ? '-' : '+');
            }
            int nd = 1 + rnd.nextInt(rnd.nextInt(4) == 0 ? 40 : 20);
            int point = rnd.nextInt(nd + 2) - 1;
            for (int k = 0; k < nd; k++) {
                if (k == point) {
                    b.append('.');
                }
                b.append((char) ('0' + rnd.nextInt(10)));
            }
            if (rnd.nextBoolean()) {
                b.append(rnd.nextBoolean() ? 'e' : 'E');
                int r = rnd.nextInt(3);
                if (r == 1) {
                    b.append('-');
                } else if (r == 2) {
                    b.append('+');
                }
                b.append(rnd.nextInt(rnd.nextBoolean() ? 50 : 400));
            }
            p(b.toString());
        }
        System.out.print("# Recorded from OpenJDK 17 (" + System.getProperty("java.version")
            + ") by jdk-shims/tests/data/FloatTextVectors.java, scale " + scale + ".\n");
        System.out.print(out);
    }
}
