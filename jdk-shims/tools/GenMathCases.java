/*
 * Records HotSpot's Math.sin, cos, tan, exp, log, log10 and pow for jdk-shims' unit test of
 * natives/correctly_rounded.rs: per function, the first 50 of CheckMath's arguments (past its
 * edge cases) where Math differs from StrictMath (fdlibm, which the `libm` crate also is), so an
 * fdlibm-based Math fails nearly all of them, then the edge cases whose result differs from
 * StrictMath's and every third one whose result is NaN, infinite, zero or subnormal (for pow
 * every 23rd edge pair of either kind). One line per case: function,
 * argument bits, second argument bits (0 for one-argument functions), result bits, in hex.
 *
 *   javac -d /tmp/cm jdk-shims/tools/CheckMath.java jdk-shims/tools/GenMathCases.java
 *   java -cp /tmp/cm GenMathCases > jdk-shims/src/natives/math_hotspot_cases.txt
 */
public class GenMathCases {
    public static void main(String[] args) {
        StringBuilder out = new StringBuilder();
        for (String f : CheckMath.FUNCTIONS) {
            CheckMath.Args a = new CheckMath.Args(f);
            int edges = f.equals("pow") ? CheckMath.EDGES.length * CheckMath.EDGES.length
                    : CheckMath.EDGES.length * 2;
            int found = 0;
            for (int i = edges; found < 50; i++) {
                a.next(i);
                double r = CheckMath.apply(f, a.x, a.y);
                if (Double.doubleToLongBits(r) != Double.doubleToLongBits(strict(f, a.x, a.y))) {
                    line(out, f, a.x, a.y, r);
                    found++;
                }
            }
            a = new CheckMath.Args(f);
            for (int i = 0; i < edges; i++) {
                a.next(i);
                double r = CheckMath.apply(f, a.x, a.y);
                boolean special = Double.isNaN(r) || Double.isInfinite(r) || Math.abs(r) < Double.MIN_NORMAL;
                boolean differs = Double.doubleToLongBits(r) != Double.doubleToLongBits(strict(f, a.x, a.y));
                // special results are many: keep every third; pow's pairs are many: every 23rd
                boolean keep = f.equals("pow") ? i % 23 == 0 : differs || i % 3 == 0;
                if ((special || differs) && keep) {
                    line(out, f, a.x, a.y, r);
                }
            }
        }
        System.out.print(out);
    }

    static void line(StringBuilder out, String f, double x, double y, double r) {
        out.append(f).append(' ').append(Long.toHexString(Double.doubleToRawLongBits(x))).append(' ')
                .append(Long.toHexString(Double.doubleToRawLongBits(y))).append(' ')
                .append(Long.toHexString(Double.doubleToLongBits(r))).append('\n');
    }

    static double strict(String f, double x, double y) {
        switch (f) {
            case "sin": return StrictMath.sin(x);
            case "cos": return StrictMath.cos(x);
            case "tan": return StrictMath.tan(x);
            case "exp": return StrictMath.exp(x);
            case "log": return StrictMath.log(x);
            case "log10": return StrictMath.log10(x);
            case "pow": return StrictMath.pow(x, y);
            default: throw new IllegalArgumentException(f);
        }
    }
}
