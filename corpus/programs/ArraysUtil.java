import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class ArraysUtil {
    public static void main(String[] args) {
        int[] ia = {5, 3, 9, 1, 7, 3, -2, 0};
        System.out.println("toString " + Arrays.toString(ia) + " null " + Arrays.toString((int[]) null) + " empty " + Arrays.toString(new int[0]));
        int[] sorted = ia.clone();
        Arrays.sort(sorted);
        System.out.println("sorted " + Arrays.toString(sorted));
        int[] partial = ia.clone();
        Arrays.sort(partial, 2, 6);
        System.out.println("partial sort " + Arrays.toString(partial));
        for (int key : new int[]{7, 4, -5, 100, 3}) System.out.println("binarySearch " + key + " -> " + Arrays.binarySearch(sorted, key));
        double[] da = {3.5, -0.0, 0.0, Double.NaN, -1, Double.NEGATIVE_INFINITY, 2};
        Arrays.sort(da);
        System.out.println("double sort " + Arrays.toString(da));
        float[] fa = {Float.NaN, 1f, -0.0f, 0.0f, -3f};
        Arrays.sort(fa);
        System.out.println("float sort " + Arrays.toString(fa));
        long[] la = {Long.MAX_VALUE, Long.MIN_VALUE, 0, -1, 1};
        Arrays.sort(la);
        System.out.println("long sort " + Arrays.toString(la) + " search " + Arrays.binarySearch(la, -1L));
        char[] ca = "terrarium".toCharArray();
        Arrays.sort(ca);
        System.out.println("char sort " + new String(ca) + " " + Arrays.toString(ca));
        byte[] ba = {5, -128, 127, 0};
        Arrays.sort(ba);
        short[] sa = {300, -300, 0};
        Arrays.sort(sa);
        System.out.println("byte/short sort " + Arrays.toString(ba) + " " + Arrays.toString(sa));
        String[] strs = {"pear", "Apple", "fig", "banana", "apple", "Fig"};
        String[] s1 = strs.clone();
        Arrays.sort(s1);
        System.out.println("string natural " + Arrays.toString(s1));
        String[] s2 = strs.clone();
        Arrays.sort(s2, String.CASE_INSENSITIVE_ORDER);
        System.out.println("case insensitive (stable) " + Arrays.toString(s2));
        String[] s3 = strs.clone();
        Arrays.sort(s3, Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println("by length then reverse " + Arrays.toString(s3));
        System.out.println("string binarySearch " + Arrays.binarySearch(s1, "fig") + " " + Arrays.binarySearch(s1, "grape"));
        Integer[] boxed = {3, 1, 2};
        Arrays.sort(boxed, Comparator.reverseOrder());
        System.out.println("boxed reverse " + Arrays.toString(boxed));
        int[] filled = new int[6];
        Arrays.fill(filled, 7);
        Arrays.fill(filled, 1, 3, -1);
        System.out.println("fill " + Arrays.toString(filled));
        Object[] ofilled = new Object[3];
        Arrays.fill(ofilled, "x");
        System.out.println("fill obj " + Arrays.toString(ofilled));
        System.out.println("copyOf " + Arrays.toString(Arrays.copyOf(ia, 3)) + " " + Arrays.toString(Arrays.copyOf(ia, 10)) + " " + Arrays.toString(Arrays.copyOf(strs, 8)) + " " + Arrays.toString(Arrays.copyOf(new boolean[]{true}, 3)));
        System.out.println("copyOfRange " + Arrays.toString(Arrays.copyOfRange(ia, 2, 5)) + " " + Arrays.toString(Arrays.copyOfRange(ia, 6, 10)));
        Object[] widened = Arrays.copyOf(new Integer[]{1, 2}, 3, Object[].class);
        System.out.println("copyOf with type " + widened.getClass().getSimpleName() + " " + Arrays.toString(widened));
        List<String> asList = Arrays.asList(strs);
        asList.set(0, "PEAR");
        System.out.println("asList writes through " + strs[0] + " size " + asList.size() + " contains fig " + asList.contains("fig") + " indexOf " + asList.indexOf("banana"));
        try {
            asList.add("nope");
        } catch (UnsupportedOperationException e) {
            System.out.println("asList add UOE " + e.getMessage());
        }
        System.out.println("equals " + Arrays.equals(new int[]{1, 2}, new int[]{1, 2}) + " " + Arrays.equals(new int[]{1, 2}, new int[]{2, 1}) + " " + Arrays.equals(new String[]{"a"}, new String[]{"a"}) + " " + Arrays.equals((int[]) null, null) + " " + Arrays.equals(new double[]{Double.NaN}, new double[]{Double.NaN}) + " " + Arrays.equals(new double[]{0.0}, new double[]{-0.0}));
        System.out.println("hashCode " + Arrays.hashCode(new int[]{1, 2, 3}) + " " + Arrays.hashCode(new long[]{1L << 33}) + " " + Arrays.hashCode(new String[]{"a", null}) + " " + Arrays.hashCode(new double[]{1.5}) + " " + Arrays.hashCode(new boolean[]{true, false}) + " " + Arrays.hashCode((int[]) null) + " " + Arrays.hashCode(new char[]{'a'}));
        int[][] deep1 = {{1, 2}, {3}}, deep2 = {{1, 2}, {3}};
        System.out.println("deepEquals " + Arrays.deepEquals(deep1, deep2) + " equals " + Arrays.equals(deep1, deep2) + " deepHashCode " + Arrays.deepHashCode(deep1) + " deepToString " + Arrays.deepToString(new Object[]{1, new int[]{2}, new String[]{"x"}, null}));
        Object[] self = new Object[2];
        self[0] = self;
        self[1] = "end";
        System.out.println("self-referential deepToString " + Arrays.deepToString(self));
        int[] big = new int[1000];
        for (int i = 0; i < big.length; i++) big[i] = (i * 7919) % 1000;
        Arrays.sort(big);
        boolean ok = true;
        for (int i = 1; i < big.length; i++) if (big[i - 1] > big[i]) ok = false;
        System.out.println("big sort ok " + ok + " hash " + Arrays.hashCode(big));
        Integer[] stab = new Integer[50];
        for (int i = 0; i < 50; i++) stab[i] = (i * 37) % 50;
        Arrays.sort(stab, Comparator.comparing(x -> x % 5));
        System.out.println("stable sort by mod5 " + Arrays.toString(stab));
        System.out.println("compare " + Arrays.compare(new int[]{1, 2}, new int[]{1, 3}) + " mismatch " + Arrays.mismatch(new int[]{1, 2, 3}, new int[]{1, 2, 4}));
    }
}
