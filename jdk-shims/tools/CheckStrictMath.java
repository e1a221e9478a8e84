/*
 * Compares StrictMath between HotSpot 17 and Terrarium: for each function, 10^6 arguments (edge
 * cases, then seeded random ones: uniformly random bit patterns and values spread over the
 * function's interesting range) are hashed in buckets of 1000 results, one line per bucket.
 *
 *   javac -d /tmp/csm jdk-shims/tools/CheckStrictMath.java
 *   java -cp /tmp/csm CheckStrictMath > /tmp/hotspot.txt
 *   terrarium run --fuel 1000000000000 --jdk-classes CLASSES --cp /tmp/csm CheckStrictMath > /tmp/terrarium.txt
 *   diff /tmp/hotspot.txt /tmp/terrarium.txt
 *
 * Arguments: function names to check only those (e.g. "cbrt tanh"), "-n N" for N arguments per
 * function, "show FUNCTION BUCKET" to print that bucket's arguments and results one per line.
 */
public class CheckStrictMath {
    static final String[] FUNCTIONS = {
        "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log10", "log1p", "expm1", "sinh",
        "cosh", "tanh", "cbrt", "sqrt", "atan2", "hypot", "pow", "IEEEremainder",
    };
    static final int BUCKET = 1000;

    static final double[] EDGES = {
        0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, 10.0, 100.0, 1e-300, 1e300, Double.MIN_VALUE,
        -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.NaN, Math.PI, -Math.PI, Math.PI / 2, Math.PI / 4, 3 * Math.PI / 4,
        Math.E, 0.1, 1e-8, 1e-20, 3.7252902984e-09, 22.0, -22.0, 709.782712893384, 709.79, 710.4758600739439,
        710.476, -745.1332191019411, -745.14, 1e22, 1e100, 1.0e-310, 0.6744, 0.4375, 2.4375, 1.1875,
        0.41422, -0.2929, 1.5, 2.5, 27.0, 1024.0, -1074.0, -1075.0, 0.975, 38.0, 6.02214076e23, 1.0e-5,
        Math.ulp(1.0), 1.0 + Math.ulp(1.0), 1.0 - Math.ulp(1.0) / 2, 4503599627370496.0, 9007199254740993.0,
    };

    public static void main(String[] args) {
        int n = 1_000_000;
        java.util.List<String> only = new java.util.ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("-n")) {
                n = Integer.parseInt(args[++i]);
            } else if (args[i].equals("show")) {
                show(args[i + 1], Integer.parseInt(args[i + 2]));
                return;
            } else {
                only.add(args[i]);
            }
        }
        for (String f : FUNCTIONS) {
            if (!only.isEmpty() && !only.contains(f)) {
                continue;
            }
            Args a = new Args(f);
            long total = 0xcbf29ce484222325L;
            long h = total;
            for (int i = 0; i < n; i++) {
                a.next(i);
                long r = Double.doubleToLongBits(apply(f, a.x, a.y));
                h = (h ^ r) * 0x100000001b3L;
                total = (total ^ r) * 0x100000001b3L;
                if (i % BUCKET == BUCKET - 1) {
                    System.out.println(f + " " + (i / BUCKET) + " " + Long.toHexString(h));
                    h = 0xcbf29ce484222325L;
                }
            }
            System.out.println(f + " all " + Long.toHexString(total));
        }
    }

    static void show(String f, int bucket) {
        Args a = new Args(f);
        for (int i = 0; i < (bucket + 1) * BUCKET; i++) {
            a.next(i);
            if (i >= bucket * BUCKET) {
                System.out.println(i + " " + a.x + " " + a.y + " -> " + apply(f, a.x, a.y));
            }
        }
    }

    static double apply(String f, double x, double y) {
        switch (f) {
            case "sin": return StrictMath.sin(x);
            case "cos": return StrictMath.cos(x);
            case "tan": return StrictMath.tan(x);
            case "asin": return StrictMath.asin(x);
            case "acos": return StrictMath.acos(x);
            case "atan": return StrictMath.atan(x);
            case "exp": return StrictMath.exp(x);
            case "log": return StrictMath.log(x);
            case "log10": return StrictMath.log10(x);
            case "log1p": return StrictMath.log1p(x);
            case "expm1": return StrictMath.expm1(x);
            case "sinh": return StrictMath.sinh(x);
            case "cosh": return StrictMath.cosh(x);
            case "tanh": return StrictMath.tanh(x);
            case "cbrt": return StrictMath.cbrt(x);
            case "sqrt": return StrictMath.sqrt(x);
            case "atan2": return StrictMath.atan2(x, y);
            case "hypot": return StrictMath.hypot(x, y);
            case "pow": return StrictMath.pow(x, y);
            case "IEEEremainder": return StrictMath.IEEEremainder(x, y);
            default: throw new IllegalArgumentException(f);
        }
    }

    /** The i-th argument (pair) of a function: deterministic, independent of the platform. */
    static final class Args {
        final String f;
        long seed;
        double x;
        double y;

        Args(String f) {
            this.f = f;
            this.seed = f.hashCode() * 0x9E3779B97F4A7C15L + 12345;
        }

        long bits() {
            // splitmix64
            long z = (seed += 0x9E3779B97F4A7C15L);
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return z ^ (z >>> 31);
        }

        double uniform() {
            return (bits() >>> 11) * 0x1.0p-53;
        }

        /** A value in [-range, range] (or [0, range] when positive). */
        double spread(double range, boolean positive) {
            double u = uniform();
            return positive ? u * range : (2 * u - 1) * range;
        }

        /** log-uniform magnitudes between 2^lo and 2^hi, either sign. */
        double logUniform(int lo, int hi, boolean positive) {
            double v = Math.scalb(1.0 + uniform(), lo + (int) ((bits() >>> 33) % (hi - lo + 1)));
            return positive || (bits() & 1) == 0 ? v : -v;
        }

        double one(int i, int kind) {
            switch (kind) {
                case 0: return Double.longBitsToDouble(bits()); // any double, NaNs included
                case 1: return logUniform(-60, 60, false);
                default: return typical();
            }
        }

        double typical() {
            switch (f) {
                case "sin": case "cos": case "tan":
                    return (bits() & 3) == 0 ? spread(1e6, false) : spread(10, false);
                case "asin": case "acos": return spread(1.0, false);
                case "atan": return (bits() & 1) == 0 ? spread(3, false) : logUniform(-30, 70, false);
                case "exp": return spread(760, false);
                case "expm1": return (bits() & 1) == 0 ? spread(2, false) : spread(60, false);
                case "sinh": case "cosh": return (bits() & 1) == 0 ? spread(3, false) : spread(712, false);
                case "tanh": return (bits() & 1) == 0 ? spread(1.5, false) : spread(25, false);
                case "log": case "log10": return (bits() & 1) == 0 ? spread(4, true) : logUniform(-1074, 1023, true);
                case "log1p": return (bits() & 1) == 0 ? spread(1.0, false) : logUniform(-60, 60, true);
                case "cbrt": case "sqrt": return logUniform(-1074, 1023, false);
                case "pow": return spread(4, true);
                default: return spread(100, false);
            }
        }

        void next(int i) {
            boolean binary = f.equals("atan2") || f.equals("hypot") || f.equals("pow")
                    || f.equals("IEEEremainder");
            if (binary && i < EDGES.length * EDGES.length) {
                x = EDGES[i / EDGES.length];
                y = EDGES[i % EDGES.length];
                return;
            }
            if (!binary && i < EDGES.length * 2) {
                x = i < EDGES.length ? EDGES[i] : -EDGES[i - EDGES.length];
                return;
            }
            int kind = i % 4 == 0 ? 0 : i % 4 == 1 ? 1 : 2;
            x = one(i, kind);
            if (binary) {
                if (f.equals("pow")) {
                    int k = (int) (bits() & 7);
                    y = k == 0 ? Math.rint(spread(40, false)) : k == 1 ? Double.longBitsToDouble(bits())
                            : k == 2 ? spread(0.5, false) : spread(40, false);
                    if (kind == 0 && (bits() & 1) == 0) {
                        x = -Math.abs(x);
                    }
                } else {
                    y = one(i, (kind + 1) % 3);
                }
            }
        }
    }
}
