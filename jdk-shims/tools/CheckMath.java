/*
 * Compares Math.sin, cos, tan, exp, log, log10 and pow between HotSpot 17 (whose CPU intrinsics
 * compute them) and Terrarium: for each function, 10^6 arguments (edge cases, then seeded random
 * ones: uniformly random bit patterns and values spread over the function's interesting range;
 * for pow also integral exponents and bases near 1) are hashed in buckets of 1000 results, one
 * line per bucket.
 *
 *   javac -d /tmp/cm jdk-shims/tools/CheckMath.java
 *   java -cp /tmp/cm CheckMath > /tmp/hotspot.txt
 *   terrarium run --fuel 1000000000000 --cp /tmp/cm CheckMath > /tmp/terrarium.txt
 *   diff /tmp/hotspot.txt /tmp/terrarium.txt
 *
 * Counting the arguments whose results differ, per function:
 *
 *   java -cp /tmp/cm CheckMath bits > /tmp/hotspot-bits.txt
 *   terrarium run --fuel 1000000000000 --cp /tmp/cm CheckMath bits > /tmp/terrarium-bits.txt
 *   java -cp /tmp/cm CheckMath count /tmp/hotspot-bits.txt /tmp/terrarium-bits.txt
 *
 * Arguments: function names to check only those (e.g. "sin pow"), "-n N" for N arguments per
 * function, "bits" to print each result's bits (one line per argument: function, index, the
 * argument's bits, the result's bits), "count A B" to count per function the lines of two such
 * files whose results differ (and by how many ulps), "show FUNCTION BUCKET" to print that bucket's
 * arguments and results one per line.
 */
public class CheckMath {
    static final String[] FUNCTIONS = {"sin", "cos", "tan", "exp", "log", "log10", "pow"};
    static final int BUCKET = 1000;

    static final double[] EDGES = {
        0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, 10.0, 100.0, 1e-300, 1e300, Double.MIN_VALUE,
        -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.NaN, Math.PI, -Math.PI, Math.PI / 2, Math.PI / 4, 3 * Math.PI / 4,
        Math.E, 0.1, 1e-8, 1e-20, 3.7252902984e-09, 22.0, -22.0, 709.782712893384, 709.79, 710.4758600739439,
        710.476, -745.1332191019411, -745.14, -708.3964185322641, -708.4, 1e22, 1e100, 1.0e-310, 0.6744,
        0.4375, 2.4375, 1.1875, 0.41422, -0.2929, 1.5, 2.5, 27.0, 1024.0, -1022.0, -1074.0, -1075.0, 0.975,
        38.0, 6.02214076e23, 1.0e-5, Math.ulp(1.0), 1.0 + Math.ulp(1.0), 1.0 - Math.ulp(1.0) / 2,
        4503599627370496.0, 9007199254740993.0, 1e16, 1e-16, 0x1.0p-27, 0x1.0p-26, 0x1.0p-54, 0x1.0p-1022,
        1.0e15, 1.0e18, 1.0e200, 0.7853981633974483, 2.356194490192345, 1.5707963267948966e9,
        6.283185307179586, 1e-5, 1e5, 1e10, 123456789.0, 0x1.fffffffffffffp1023, 0x1.921fb54442d18p0,
        0x1.921fb54442d18p1, 0x1.921fb54442d18p2, 0x1.921fb54442d18p10, 0x1.921fb54442d18p20, 7.0, 0.25,
        1.0 / 3, -1.0 / 3, 0.75, 1e-3, 1000.0, 0.001, 2.0e-308, 0x1.0p-1074, 0x1.0p1023, 0x1.0p52, 0x1.0p53,
        0x1.0p63, 0x1.0p64, 3.0e-324, 4.9e-324, 0.9999999999999999, 1.0000000000000002, 0.6931471805599453,
        2.302585092994046, 1.0 / 0.6931471805599453,
    };

    public static void main(String[] args) throws java.io.IOException {
        int n = 1_000_000;
        boolean bits = false;
        java.util.List<String> only = new java.util.ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("-n")) {
                n = Integer.parseInt(args[++i]);
            } else if (args[i].equals("show")) {
                show(args[i + 1], Integer.parseInt(args[i + 2]));
                return;
            } else if (args[i].equals("count")) {
                count(args[i + 1], args[i + 2]);
                return;
            } else if (args[i].equals("bits")) {
                bits = true;
            } else {
                only.add(args[i]);
            }
        }
        StringBuilder out = new StringBuilder();
        for (String f : FUNCTIONS) {
            if (!only.isEmpty() && !only.contains(f)) {
                continue;
            }
            Args a = new Args(f);
            long total = 0xcbf29ce484222325L;
            long h = total;
            for (int i = 0; i < n; i++) {
                a.next(i);
                long r = Double.doubleToRawLongBits(canonical(apply(f, a.x, a.y)));
                if (bits) {
                    out.append(f).append(' ').append(i).append(' ')
                            .append(Long.toHexString(Double.doubleToRawLongBits(a.x))).append(' ')
                            .append(Long.toHexString(Double.doubleToRawLongBits(a.y))).append(' ')
                            .append(Long.toHexString(r)).append('\n');
                    if (out.length() > 1 << 16) {
                        System.out.print(out);
                        out.setLength(0);
                    }
                    continue;
                }
                h = (h ^ r) * 0x100000001b3L;
                total = (total ^ r) * 0x100000001b3L;
                if (i % BUCKET == BUCKET - 1) {
                    System.out.println(f + " " + (i / BUCKET) + " " + Long.toHexString(h));
                    h = 0xcbf29ce484222325L;
                }
            }
            if (!bits) {
                System.out.println(f + " all " + Long.toHexString(total));
            }
        }
        System.out.print(out);
        System.out.flush();
    }

    /** NaNs compare as one: Java programs cannot tell NaN payloads apart but by raw bits. */
    static double canonical(double r) {
        return Double.isNaN(r) ? Double.NaN : r;
    }

    /** Per function: how many lines of two "bits" files differ, and the largest ulp distance. */
    static void count(String a, String b) throws java.io.IOException {
        java.util.Map<String, long[]> counts = new java.util.LinkedHashMap<>();
        try (java.io.BufferedReader ra = new java.io.BufferedReader(new java.io.FileReader(a));
                java.io.BufferedReader rb = new java.io.BufferedReader(new java.io.FileReader(b))) {
            String la;
            String lb;
            while ((la = ra.readLine()) != null && (lb = rb.readLine()) != null) {
                String[] pa = la.split(" ");
                String[] pb = lb.split(" ");
                if (!pa[0].equals(pb[0]) || !pa[1].equals(pb[1])) {
                    throw new IllegalStateException("files out of step: " + la + " / " + lb);
                }
                long[] c = counts.computeIfAbsent(pa[0], k -> new long[3]);
                c[0]++;
                long x = Long.parseUnsignedLong(pa[4], 16);
                long y = Long.parseUnsignedLong(pb[4], 16);
                if (x != y) {
                    c[1]++;
                    long d = Math.abs(x - y);
                    c[2] = Math.max(c[2], d);
                }
            }
        }
        for (java.util.Map.Entry<String, long[]> e : counts.entrySet()) {
            long[] c = e.getValue();
            System.out.println(e.getKey() + ": " + c[1] + " of " + c[0] + " differ (largest difference "
                    + c[2] + " ulp)");
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
            case "sin": return Math.sin(x);
            case "cos": return Math.cos(x);
            case "tan": return Math.tan(x);
            case "exp": return Math.exp(x);
            case "log": return Math.log(x);
            case "log10": return Math.log10(x);
            case "pow": return Math.pow(x, y);
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
            this.seed = f.hashCode() * 0x9E3779B97F4A7C15L + 54321;
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

        double one(int kind) {
            switch (kind) {
                case 0: return Double.longBitsToDouble(bits()); // any double, NaNs included
                case 1: return logUniform(-60, 60, false);
                default: return typical();
            }
        }

        double typical() {
            switch (f) {
                case "sin": case "cos": case "tan": {
                    int k = (int) (bits() & 7);
                    // mostly small arguments, some large ones, some near multiples of pi/2
                    return k < 4 ? spread(10, false) : k == 4 ? spread(1e6, false)
                            : k == 5 ? logUniform(20, 1023, false)
                            : Math.rint(spread(1e4, false)) * (Math.PI / 2) * (1 + (bits() % 7) * 0x1.0p-52);
                }
                case "exp": return (bits() & 3) == 0 ? spread(1, false) : spread(760, false);
                case "log": case "log10": {
                    int k = (int) (bits() & 3);
                    return k == 0 ? spread(4, true) : k == 1 ? 1 + spread(0x1.0p-10, false)
                            : logUniform(-1074, 1023, true);
                }
                default: return spread(4, true);
            }
        }

        void next(int i) {
            boolean binary = f.equals("pow");
            if (binary && i < EDGES.length * EDGES.length) {
                x = EDGES[i / EDGES.length];
                y = EDGES[i % EDGES.length];
                return;
            }
            if (!binary && i < EDGES.length * 2) {
                x = i < EDGES.length ? EDGES[i] : -EDGES[i - EDGES.length];
                y = 0;
                return;
            }
            int kind = i % 4 == 0 ? 0 : i % 4 == 1 ? 1 : 2;
            y = 0;
            if (!binary) {
                x = one(kind);
                return;
            }
            int k = (int) (bits() & 7);
            switch (k) {
                case 0: // integral exponents
                    x = (bits() & 1) == 0 ? spread(10, false) : logUniform(-40, 40, false);
                    y = Math.rint(spread(64, false));
                    break;
                case 1: // bases near 1, large exponents
                    x = 1 + spread(0x1.0p-20, false);
                    y = spread(1e7, false);
                    break;
                case 2: // any bits
                    x = Double.longBitsToDouble(bits());
                    y = Double.longBitsToDouble(bits());
                    if ((bits() & 1) == 0) {
                        x = -Math.abs(x);
                    }
                    break;
                case 3:
                    x = spread(4, true);
                    y = spread(0.5, false);
                    break;
                case 4: // wide magnitudes
                    x = logUniform(-1074, 1023, true);
                    y = spread(2, false);
                    break;
                case 5: // negative bases with integral exponents
                    x = -spread(100, true);
                    y = Math.rint(spread(200, false));
                    break;
                default:
                    x = spread(4, true);
                    y = spread(40, false);
            }
        }
    }
}
