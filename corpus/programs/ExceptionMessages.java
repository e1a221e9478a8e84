import java.util.ArrayList;
import java.util.List;

public class ExceptionMessages {
    static class A {}
    static class B extends A {}
    static class C {}
    interface I {}
    enum Mode { ON, OFF }

    interface Thrower { void run() throws Throwable; }

    static void show(String label, Thrower t) {
        try {
            t.run();
            System.out.println(label + ": no exception");
        } catch (Throwable e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static int zero() { return 0; }
    static long lzero() { return 0L; }

    public static void main(String[] args) {
        int[] arr = new int[3];
        Object[] oarr = new String[2];
        show("int[3][3]", () -> { int x = arr[3]; });
        show("int[3][-1]", () -> { arr[-1] = 5; });
        show("int[3][MIN]", () -> { arr[Integer.MIN_VALUE] = 5; });
        show("empty[0]", () -> { long[] e = new long[0]; e[0]++; });
        show("char[] idx", () -> { char[] c = new char[10]; c[10] = 'x'; });
        show("Object[] idx", () -> { Object x = oarr[2]; });
        show("new int[-1]", () -> { int[] x = new int[zero() - 1]; });
        show("new String[-100]", () -> { String[] x = new String[zero() - 100]; });
        show("new int[2][-3]", () -> { int[][] x = new int[2][zero() - 3]; });
        show("idiv 0", () -> { int x = 10 / zero(); });
        show("irem 0", () -> { int x = 10 % zero(); });
        show("ldiv 0", () -> { long x = 10L / lzero(); });
        show("lrem 0", () -> { long x = 10L % lzero(); });
        show("ddiv 0", () -> { double x = 10.0 / zero(); System.out.print("(" + x + ") "); });
        show("CCE String->Integer", () -> { Object o = "s"; Integer i = (Integer) o; });
        show("CCE Integer->String", () -> { Object o = 1; String s = (String) o; });
        show("CCE user A->B", () -> { Object o = new A(); B b = (B) o; });
        show("CCE user C->A", () -> { Object o = new C(); A a = (A) o; });
        show("CCE user->JDK", () -> { Object o = new C(); String s = (String) o; });
        show("CCE JDK->user", () -> { Object o = "x"; A a = (A) o; });
        show("CCE to interface", () -> { Object o = new C(); I i = (I) o; });
        show("CCE int[]->long[]", () -> { Object o = new int[1]; long[] l = (long[]) o; });
        show("CCE String[]->Integer[]", () -> { Object o = new String[1]; Integer[] l = (Integer[]) o; });
        show("CCE A[]->B[]", () -> { Object o = new A[1]; B[] l = (B[]) o; });
        show("CCE int[][]->Object[][]", () -> { Object o = new int[1][1]; Object[][] l = (Object[][]) o; });
        show("ASE Integer into String[]", () -> { oarr[0] = Integer.valueOf(1); });
        show("ASE A into B[]", () -> { Object[] bs = new B[1]; bs[0] = new A(); });
        show("ASE int[] into String[]", () -> { oarr[0] = new int[0]; });
        show("NumberFormat", () -> Integer.parseInt("12x"));
        show("NumberFormat empty", () -> Integer.parseInt(""));
        show("NumberFormat null", () -> Integer.parseInt(null));
        show("NumberFormat long", () -> Long.parseLong("99999999999999999999"));
        show("NumberFormat radix", () -> Integer.parseInt("zz", 10));
        show("NumberFormat double", () -> Double.parseDouble("1.2.3"));
        show("substring", () -> "hello".substring(3, 1));
        show("charAt", () -> "hello".charAt(10));
        show("charAt neg", () -> "hello".charAt(-1));
        show("list get", () -> new ArrayList<Integer>().get(0));
        show("list get 2", () -> { List<Integer> l = new ArrayList<>(); l.add(1); l.get(5); });
        show("List.of add", () -> List.of(1).add(2));
        show("List.of get", () -> List.of(1, 2).get(2));
        show("iterator next", () -> new ArrayList<String>().iterator().next());
        show("valueOf enum", () -> Mode.valueOf("NOPE"));
        show("requireNonNull", () -> java.util.Objects.requireNonNull(null, "thing must not be null"));
        show("requireNonNull plain", () -> java.util.Objects.requireNonNull(null));
        show("Optional.get", () -> java.util.Optional.empty().get());
        show("Optional.orElseThrow", () -> java.util.Optional.empty().orElseThrow());
        show("sb charAt", () -> new StringBuilder("ab").charAt(5));
        show("sb deleteCharAt", () -> new StringBuilder("ab").deleteCharAt(2));
        show("sb insert", () -> new StringBuilder("ab").insert(3, "x"));
        show("addExact", () -> Math.addExact(Integer.MAX_VALUE, 1));
        show("multiplyExact long", () -> Math.multiplyExact(Long.MAX_VALUE, 2L));
        show("toIntExact", () -> Math.toIntExact(1L << 40));
        show("negateExact", () -> Math.negateExact(Integer.MIN_VALUE));
        show("floorDiv 0", () -> Math.floorDiv(1, 0));
        show("Arrays.copyOf neg", () -> java.util.Arrays.copyOf(new int[1], -1));
        show("Character.toChars", () -> Character.toChars(-1));
        show("String.repeat neg", () -> "a".repeat(-1));
        show("throw custom", () -> { throw new IllegalStateException("custom message"); });
        show("throw null msg", () -> { throw new IllegalStateException(); });
        show("unsupported", () -> java.util.Collections.unmodifiableList(new ArrayList<Integer>()).add(1));
    }
}
