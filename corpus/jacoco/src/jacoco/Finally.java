package jacoco;

/** finally blocks: javac copies them to every exit. */
public class Finally {
    private int count;

    public int simple(int x) {
        try {
            count++;
            return 10 / x;
        } finally {
            count--;
        }
    }

    public int withCatch(int x) {
        int r;
        try {
            r = 10 / x;
        } catch (ArithmeticException e) {
            r = -1;
        } finally {
            if (count > 5) {
                count = 0;
            }
        }
        return r;
    }

    public int early(int x) {
        try {
            if (x > 0) {
                return 1;
            }
            count += x;
        } finally {
            count++;
        }
        return 0;
    }

    public int nested(int x) {
        try {
            try {
                return 100 / x;
            } finally {
                count++;
            }
        } finally {
            count += 2;
        }
    }

    public int inLoop(int n) {
        int total = 0;
        for (int i = 0; i < n; i++) {
            try {
                if (i == 3) {
                    continue;
                }
                if (i == 7) {
                    break;
                }
                total += i;
            } finally {
                total++;
            }
        }
        return total;
    }

    public void emptyCatch(String s) {
        try {
            count = Integer.parseInt(s);
        } catch (NumberFormatException e) {
        } finally {
            count++;
        }
    }
}
