public class ConditionalChains {
    static String grade(int score) {
        if (score >= 90) return "A";
        else if (score >= 80) return "B";
        else if (score >= 70) return "C";
        else if (score >= 60) return "D";
        else return "F";
    }
    static String classify(long x, double d, Object o) {
        StringBuilder sb = new StringBuilder();
        if (x > 0 && d > 0) sb.append("both-pos ");
        if (x < 0 || d < 0) sb.append("some-neg ");
        if (!(x == 0) && d != d) sb.append("nan-with-nonzero ");
        if (o == null) sb.append("null-obj ");
        else if (o instanceof String && ((String) o).isEmpty()) sb.append("empty-str ");
        if (o != null && o.equals("x")) sb.append("is-x ");
        if (x >= 10 ^ d >= 10) sb.append("one-big ");
        return sb.toString().trim();
    }
    static int sideEffects = 0;
    static boolean t(String tag) { sideEffects++; System.out.print(tag + "T "); return true; }
    static boolean f(String tag) { sideEffects++; System.out.print(tag + "F "); return false; }
    static int cmpAll(int a, int b) {
        int r = 0;
        if (a == b) r |= 1;
        if (a != b) r |= 2;
        if (a < b) r |= 4;
        if (a <= b) r |= 8;
        if (a > b) r |= 16;
        if (a >= b) r |= 32;
        if (a == 0) r |= 64;
        if (a != 0) r |= 128;
        if (a < 0) r |= 256;
        if (a <= 0) r |= 512;
        if (a > 0) r |= 1024;
        if (a >= 0) r |= 2048;
        return r;
    }
    static int cmpLong(long a, long b) { return (a < b ? 1 : 0) | (a == b ? 2 : 0) | (a > b ? 4 : 0); }
    static int cmpRefs(Object a, Object b) { return (a == b ? 1 : 0) | (a != b ? 2 : 0) | (a == null ? 4 : 0) | (b != null ? 8 : 0); }

    public static void main(String[] args) {
        for (int s : new int[]{100, 90, 89, 80, 75, 60, 59, 0, -5}) System.out.print(s + "=" + grade(s) + " ");
        System.out.println();
        System.out.println(classify(5, 2.0, "x"));
        System.out.println(classify(-5, Double.NaN, null));
        System.out.println(classify(0, -1, ""));
        System.out.println(classify(20, 5, "y"));
        System.out.println(classify(20, 50, 3));
        System.out.println();
        boolean r1 = t("a") && f("b") && t("c");
        System.out.println("-> " + r1);
        boolean r2 = f("a") || t("b") || t("c");
        System.out.println("-> " + r2);
        boolean r3 = (t("a") || f("b")) && (f("c") || t("d"));
        System.out.println("-> " + r3);
        boolean r4 = f("a") && t("b") || t("c") && f("d");
        System.out.println("-> " + r4);
        boolean r5 = t("a") ? f("b") : t("c");
        System.out.println("-> " + r5);
        boolean r6 = f("a") | t("b") & f("c");
        System.out.println("-> " + r6 + " sideEffects " + sideEffects);
        int[][] pairs = {{0, 0}, {1, 2}, {2, 1}, {-1, -1}, {-5, 3}, {Integer.MIN_VALUE, Integer.MAX_VALUE}, {Integer.MAX_VALUE, Integer.MIN_VALUE}};
        for (int[] p : pairs) System.out.println("cmpAll(" + p[0] + "," + p[1] + ") = " + Integer.toBinaryString(cmpAll(p[0], p[1])));
        System.out.println("cmpLong " + cmpLong(1L << 40, 1L << 41) + cmpLong(-1, -1) + cmpLong(Long.MAX_VALUE, Long.MIN_VALUE));
        Object o1 = new Object(), o2 = o1;
        System.out.println("cmpRefs " + cmpRefs(o1, o2) + " " + cmpRefs(o1, new Object()) + " " + cmpRefs(null, null) + " " + cmpRefs(null, o1));
        int x = 7;
        String desc = x > 5 ? x > 6 ? "gt6" : "6" : x < 0 ? "neg" : "small";
        System.out.println("nested ternary " + desc);
        int count = 0;
        for (int i = 0; i < 100; i++) {
            if (i % 3 == 0) { if (i % 5 == 0) count += 15; else count += 3; }
            else if (i % 5 == 0) count += 5;
            else if ((i & 1) == 0 && i > 50) count++;
        }
        System.out.println("fizzbuzz-like count " + count);
        boolean flag = false;
        if (flag = true) System.out.println("assignment in condition " + flag);
        Boolean boxed = Boolean.FALSE;
        if (!boxed) System.out.println("unboxed negation");
        String s = null;
        if (s == null || s.length() > 0) System.out.println("short-circuit null guard works");
        if (s != null && s.length() > 0) System.out.println("unreachable");
        else System.out.println("else of null guard");
    }
}
