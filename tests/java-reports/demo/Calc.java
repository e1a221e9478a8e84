package demo;

/** What the coverage reports of `tests/tests/reports.rs` measure. */
public class Calc {
    public static int sign(int x) {
        if (x > 0) return 1;
        if (x < 0) return -1;
        return 0;
    }

    public static String size(int n) {
        return n > 100 && n < 1000 ? "big" : "small";
    }

    /** One branch no input takes: `gen` cannot reach 100%. */
    public static int same(int x) {
        if (x != x) {
            return 1;
        }
        return x - x;
    }
}
