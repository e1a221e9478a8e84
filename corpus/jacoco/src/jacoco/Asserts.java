package jacoco;

/** assert statements: a synthetic flag read in the static initialiser. */
public class Asserts {
    public static int positive(int x) {
        assert x > 0 : "not positive";
        return x;
    }

    public static int checked(int x) {
        assert x != 3;
        if (x > 10) {
            return 10;
        }
        return x;
    }
}
