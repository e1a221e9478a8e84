public class ArrayCovariance {
    static class Fruit { public String toString() { return "Fruit"; } }
    static class Apple extends Fruit { public String toString() { return "Apple"; } }
    static class Orange extends Fruit { public String toString() { return "Orange"; } }
    interface Shape {}
    enum Mode { ON, OFF }
    static class Sq implements Shape {}

    static void store(Object[] arr, int i, Object v, String label) {
        try {
            arr[i] = v;
            System.out.println(label + ": stored " + (v == null ? "null" : v.getClass().getName()));
        } catch (ArrayStoreException e) {
            System.out.println(label + ": ArrayStoreException " + e.getMessage());
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(label + ": AIOOBE " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Fruit[] fruits = new Apple[2];
        store(fruits, 0, new Apple(), "apple into Apple[]");
        store(fruits, 1, new Orange(), "orange into Apple[]");
        store(fruits, 1, new Fruit(), "fruit into Apple[]");
        store(fruits, 1, null, "null into Apple[]");
        store(fruits, 5, new Apple(), "index 5");
        Object[] strs = new String[1];
        store(strs, 0, Integer.valueOf(1), "Integer into String[]");
        store(strs, 0, new StringBuilder("x"), "StringBuilder into String[]");
        store(strs, 0, "ok", "String into String[]");
        Object[] nums = new Number[3];
        store(nums, 0, 1, "Integer into Number[]");
        store(nums, 1, 2.5, "Double into Number[]");
        store(nums, 2, "three", "String into Number[]");
        Object[] shapes = new Shape[1];
        store(shapes, 0, new Sq(), "Sq into Shape[]");
        store(shapes, 0, new Apple(), "Apple into Shape[]");
        Object[] nested = new int[2][];
        store(nested, 0, new int[3], "int[] into int[][]");
        store(nested, 1, new long[3], "long[] into int[][]");
        store(nested, 1, new Object[0], "Object[] into int[][]");
        Object[][] twoD = new String[2][2];
        store(twoD, 0, new Object[1], "Object[] into String[][]");
        store(twoD, 0, new String[5], "String[] into String[][]");
        Object[] cseq = new CharSequence[1];
        store(cseq, 0, new StringBuilder("sb"), "SB into CharSequence[]");
        store(cseq, 0, new Object(), "Object into CharSequence[]");
        Object[] anon = new Runnable[1];
        store(anon, 0, new Object() { public String toString() { return "anon"; } }, "anon into Runnable[]");
        Object[] enumArr = new Mode[1];
        store(enumArr, 0, Mode.ON, "Mode into Mode[]");
        store(enumArr, 0, "ON", "String into Mode[]");
        System.out.println("fruits: " + java.util.Arrays.toString(fruits));
        try {
            Object[] objs = java.util.Arrays.asList("a", "b").toArray(new String[0]);
            objs[0] = 3;
        } catch (ArrayStoreException e) {
            System.out.println("toArray ASE " + e.getMessage());
        }
        try {
            Object[] dst = new Integer[3];
            System.arraycopy(new Object[]{1, "two", 3}, 0, dst, 0, 3);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy ASE " + e.getMessage());
        }
        try {
            System.arraycopy(new int[3], 0, new long[3], 0, 3);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy prim ASE " + e.getMessage());
        }
        try {
            System.arraycopy(new int[3], 0, new Object[3], 0, 3);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy prim->obj ASE " + e.getMessage());
        }
        try {
            System.arraycopy("notarray", 0, new Object[3], 0, 3);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy nonarray ASE " + e.getMessage());
        }
        try {
            System.arraycopy(new int[3], 1, new int[3], 0, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("arraycopy AIOOBE " + e.getMessage());
        }
        try {
            System.arraycopy(new int[3], -1, new int[3], 0, 1);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("arraycopy neg AIOOBE " + e.getMessage());
        }
        try {
            System.arraycopy(new int[3], 0, new int[3], 0, -2);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("arraycopy neglen AIOOBE " + e.getMessage());
        }
        try {
            System.arraycopy(null, 0, new int[3], 0, 1);
        } catch (NullPointerException e) {
            System.out.println("arraycopy NPE");
        }
        Integer[] partial = new Integer[4];
        try {
            System.arraycopy(new Object[]{10, 20, "x", 40}, 0, partial, 0, 4);
        } catch (ArrayStoreException e) {
            System.out.println("partial copy: " + java.util.Arrays.toString(partial) + " msg " + e.getMessage());
        }
        int[] overlap = {1, 2, 3, 4, 5, 6};
        System.arraycopy(overlap, 0, overlap, 2, 4);
        System.out.println("overlap fwd " + java.util.Arrays.toString(overlap));
        int[] overlap2 = {1, 2, 3, 4, 5, 6};
        System.arraycopy(overlap2, 2, overlap2, 0, 4);
        System.out.println("overlap back " + java.util.Arrays.toString(overlap2));
    }
}
