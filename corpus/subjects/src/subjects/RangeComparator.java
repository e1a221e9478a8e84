package subjects;

/** Long and double comparisons with edge cases (NaN, infinities, overflow). */
public class RangeComparator {

    public static final double EPSILON = 1e-9;

    public String compareDoubles(double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) {
            return "NAN";
        }
        if (Double.isInfinite(a) || Double.isInfinite(b)) {
            return a == b ? "SAME_INFINITY" : "INFINITE";
        }
        double diff = Math.abs(a - b);
        if (diff < EPSILON) {
            return "EQUAL";
        }
        return a < b ? "LESS" : "GREATER";
    }

    public long safeAdd(long a, long b) {
        long result = a + b;
        if (((a ^ result) & (b ^ result)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return result;
    }

    public String bucket(long millis) {
        if (millis < 0L) {
            return "NEGATIVE";
        } else if (millis < 1_000L) {
            return "MILLIS";
        } else if (millis < 60_000L) {
            return "SECONDS";
        } else if (millis < 3_600_000L) {
            return "MINUTES";
        } else if (millis < 86_400_000L) {
            return "HOURS";
        }
        return "DAYS";
    }

    public static boolean inClosedRange(double value, double low, double high) {
        if (low > high) {
            throw new IllegalArgumentException("low > high");
        }
        return value >= low && value <= high;
    }

    public int signum(double value) {
        if (value > 0.0) {
            return 1;
        }
        if (value < 0.0) {
            return -1;
        }
        // distinguishes -0.0 from 0.0
        return 1.0 / value < 0 ? -2 : 0;
    }
}
