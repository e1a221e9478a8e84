package subjects;

/** Loops with counters and early exits. */
public class CollatzAnalyzer {

    public static final int STEP_LIMIT = 1000;

    public int steps(long start) {
        if (start < 1) {
            throw new IllegalArgumentException("start must be positive");
        }
        int count = 0;
        long n = start;
        while (n != 1) {
            if (n % 2 == 0) {
                n = n / 2;
            } else {
                n = 3 * n + 1;
            }
            count++;
            if (count >= STEP_LIMIT) {
                return -1;
            }
        }
        return count;
    }

    public long peak(long start) {
        long n = start;
        long max = start;
        int guard = 0;
        while (n > 1 && guard++ < STEP_LIMIT) {
            n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
            if (n > max) {
                max = n;
            }
        }
        return max;
    }

    /** Returns the first number in [from, to] needing at least minSteps steps, or -1. */
    public long firstWithAtLeast(long from, long to, int minSteps) {
        for (long i = Math.max(1, from); i <= to; i++) {
            int s = steps(i);
            if (s >= minSteps) {
                return i;
            }
        }
        return -1;
    }

    public static int digitSum(int value) {
        int sum = 0;
        int n = Math.abs(value);
        do {
            sum += n % 10;
            n /= 10;
        } while (n > 0);
        return sum;
    }
}
