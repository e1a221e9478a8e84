import java.util.Arrays;

public class Varargs {
    static String count(Object... xs) { return xs == null ? "null array" : "n=" + xs.length + " " + Arrays.toString(xs); }
    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static String fmt(String prefix, double... ds) { return prefix + Arrays.toString(ds); }
    static String over(int a, int b) { return "fixed(int,int)"; }
    static String over(int... a) { return "varargs(int...)"; }
    static String over2(Object o) { return "Object"; }
    static String over2(Object... o) { return "Object..."; }
    static String strs(String... s) { return s.getClass().getSimpleName() + " len " + s.length; }
    static <T> T[] arrayOf(T... xs) { return xs; }
    static String deep(int[]... rows) { return Arrays.deepToString(rows); }
    static long mixed(int first, long... rest) { long t = first; for (long r : rest) t = t * 10 + r; return t; }

    public static void main(String[] args) {
        System.out.println(count());
        System.out.println(count(1));
        System.out.println(count(1, "two", 3.0));
        System.out.println(count((Object[]) new String[]{"a", "b"}));
        System.out.println(count((Object) new String[]{"a", "b"}).startsWith("n=1"));
        System.out.println(count((Object[]) null));
        System.out.println(count((Object) null));
        System.out.println(count(null, null));
        System.out.println("sum " + sum() + " " + sum(1) + " " + sum(1, 2, 3, 4, 5) + " " + sum(new int[]{10, 20}));
        System.out.println(fmt("d:", 1, 2.5f, 3L));
        System.out.println(fmt("empty:"));
        System.out.println(over(1, 2) + " " + over(1) + " " + over(1, 2, 3) + " " + over());
        System.out.println(over2("x") + " " + over2("x", "y") + " " + over2());
        System.out.println(strs() + " " + strs("a", "b"));
        String[] sa = arrayOf("x", "y", "z");
        Integer[] ia = arrayOf(1, 2);
        System.out.println("generic varargs " + sa.getClass().getSimpleName() + " " + Arrays.toString(sa) + " " + ia.getClass().getSimpleName() + " " + Arrays.toString(ia));
        System.out.println(deep(new int[]{1, 2}, new int[]{3}) + " " + deep());
        System.out.println("mixed " + mixed(1) + " " + mixed(1, 2, 3) + " " + mixed(9, new long[]{8, 7}));
        System.out.println("asList " + Arrays.asList(1, 2, 3) + " " + Arrays.asList(new int[]{1, 2}).size() + " " + Arrays.asList(new Integer[]{1, 2}).size());
        System.out.println("String.join varargs " + String.join("+", "a", "b", "c"));
    }
}
