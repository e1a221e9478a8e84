package jacoco;

/** Plain control flow: loops, jumps into line starts, compares of every type. */
public class Flow {
    static final int[] TABLE;

    static {
        TABLE = new int[4];
        for (int i = 0; i < TABLE.length; i++) {
            TABLE[i] = i * i;
        }
    }

    private int calls;

    {
        calls = 0;
    }

    public static int spin(int n) {
        while (true) {
            if (n <= 1) {
                return n;
            }
            n = n % 2 == 0 ? n / 2 : 3 * n + 1;
        }
    }

    public int compare(long a, long b, double c, float d, Object o) {
        calls++;
        int r = 0;
        if (a < b) r++;
        if (c > 0.5) r++;
        if (d <= 1.5f) r++;
        if (o == null) r++;
        if (o != this) r++;
        if (a != 0 && (b > 0 || c < 0)) r++;
        return r;
    }

    public static int dense(int k) {
        switch (k) {
            case 1: return 10;
            case 2: return 20;
            case 3:
            case 4: return 30;
            default: return 0;
        }
    }

    public static int sparse(int k) {
        switch (k) {
            case -1000: return 1;
            case 7: return 2;
            case 90000: return 1;
            default: return 3;
        }
    }

    public static int labelled(int[][] grid) {
        int found = 0;
        outer:
        for (int[] row : grid) {
            for (int v : row) {
                if (v < 0) {
                    continue outer;
                }
                if (v == 99) {
                    break outer;
                }
                found += v;
            }
        }
        return found;
    }

    public static int doWhile(int n) {
        int i = 0;
        do {
            i++;
        } while (i < n);
        return i;
    }

    public static int thrower(String s) {
        int n = Integer.parseInt(s); int m = n * 2;
        if (m > 10) {
            throw new IllegalStateException("big " + m);
        }
        return m;
    }

    public static String multiCatch(Object o) {
        try {
            return ((String) o).substring(2);
        } catch (ClassCastException | StringIndexOutOfBoundsException e) {
            return "bad";
        } catch (RuntimeException e) {
            return "npe";
        }
    }

    public static void empty() {
    }

    public static int chain(int x) {
        return x > 0 ? x > 10 ? 2 : 1 : x < -10 ? -2 : x == 0 ? 0 : -1;
    }

    public int calls() {
        return calls;
    }
}
