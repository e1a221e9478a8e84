import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

// Type-agnostic array utilities of the kind found in commons-lang ArrayUtils
// and in serializers, built on java.lang.reflect.Array.
public class ReflectArrays {

    /** Concatenates two arrays of the same component type (primitive or reference). */
    static Object concat(Object a, Object b) {
        Class<?> ca = a.getClass().getComponentType(), cb = b.getClass().getComponentType();
        if (ca == null || cb == null) throw new IllegalArgumentException("not arrays: " + a.getClass().getSimpleName() + ", " + b.getClass().getSimpleName());
        Class<?> type = ca == cb ? ca : ca.isAssignableFrom(cb) ? ca : cb.isAssignableFrom(ca) ? cb : null;
        if (type == null) throw new IllegalArgumentException("incompatible component types " + ca.getName() + " and " + cb.getName());
        int la = Array.getLength(a), lb = Array.getLength(b);
        Object out = Array.newInstance(type, la + lb);
        System.arraycopy(a, 0, out, 0, la);
        System.arraycopy(b, 0, out, la, lb);
        return out;
    }

    /** Appends an element, growing the array by one. */
    static Object append(Object array, Object element) {
        int n = Array.getLength(array);
        Object out = Array.newInstance(array.getClass().getComponentType(), n + 1);
        System.arraycopy(array, 0, out, 0, n);
        Array.set(out, n, element);
        return out;
    }

    /** Reverses any array in place. */
    static void reverse(Object array) {
        for (int i = 0, j = Array.getLength(array) - 1; i < j; i++, j--) {
            Object t = Array.get(array, i);
            Array.set(array, i, Array.get(array, j));
            Array.set(array, j, t);
        }
    }

    /** Like Arrays.deepToString, but for any array, printing the component type of each level. */
    static String render(Object o) {
        if (o == null || !o.getClass().isArray()) return String.valueOf(o);
        StringBuilder sb = new StringBuilder(o.getClass().getComponentType().getSimpleName()).append('{');
        for (int i = 0; i < Array.getLength(o); i++) sb.append(i == 0 ? "" : ", ").append(render(Array.get(o, i)));
        return sb.append('}').toString();
    }

    /** Sum of all numeric elements, at any depth. */
    static double sum(Object o) {
        if (o instanceof Number) return ((Number) o).doubleValue();
        if (o instanceof Character) return (Character) o;
        double s = 0;
        if (o != null && o.getClass().isArray()) for (int i = 0; i < Array.getLength(o); i++) s += sum(Array.get(o, i));
        return s;
    }

    static List<Object> toList(Object array) {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < Array.getLength(array); i++) out.add(Array.get(array, i));
        return out;
    }

    interface Op { Object run() throws Exception; }

    static void attempt(String label, Op op) {
        try {
            Object r = op.run();
            System.out.println(label + " -> " + render(r));
        } catch (NullPointerException e) {
            System.out.println(label + " -> NullPointerException");
        } catch (Exception e) {
            System.out.println(label + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Object ints = concat(new int[] {1, 2}, new int[] {3});
        Object strs = concat(new String[] {"a"}, new String[] {"b", "c"});
        Object mixed = concat(new Number[] {1, 2.5}, new Integer[] {7});
        System.out.println(render(ints) + " " + ints.getClass().getName() + " | " + render(strs) + " | " + render(mixed) + " " + mixed.getClass().getSimpleName());
        attempt("concat int[] + long[]", () -> concat(new int[0], new long[0]));
        attempt("concat int[] + String", () -> concat(new int[0], "x"));
        Object grown = append(append(new char[] {'a'}, 'b'), 'c');
        System.out.println("append chars " + render(grown) + " as String " + new String((char[]) grown));
        attempt("append String to Integer[]", () -> append(new Integer[] {1}, "two"));
        attempt("append null to int[]", () -> append(new int[] {1}, null));
        attempt("append Integer to long[] (widening)", () -> append(new long[] {1}, 2));
        attempt("append Long to int[] (narrowing)", () -> append(new int[] {1}, 2L));
        double[] ds = {1.5, 2.5, 3.5, 4.5};
        reverse(ds);
        boolean[] flags = {true, false, false};
        reverse(flags);
        System.out.println("reversed " + Arrays.toString(ds) + " " + Arrays.toString(flags));

        // Multi-dimensional creation.
        Object grid = Array.newInstance(int.class, 2, 3);
        Array.setInt(Array.get(grid, 1), 2, 42);
        System.out.println("grid " + grid.getClass().getName() + " " + Arrays.deepToString((int[][]) grid));
        Object jagged = Array.newInstance(String.class, 3, 0);
        System.out.println("jagged " + jagged.getClass().getSimpleName() + " " + Arrays.deepToString((Object[]) jagged));
        Object rows = Array.newInstance(double[].class, 2);
        Array.set(rows, 0, new double[] {0.5});
        System.out.println("rows " + rows.getClass().getName() + " " + Arrays.deepToString((Object[]) rows) + " sum " + sum(rows));
        Object cube = Array.newInstance(long.class, new int[] {2, 2, 2});
        Array.setLong(Array.get(Array.get(cube, 1), 1), 1, 8L);
        System.out.println("cube " + render(cube) + " sum " + sum(cube));
        System.out.println("sum mixed " + sum(new Object[] {(byte) 1, (short) 2, 'A', 4L, 0.5f, new int[][] {{10}}, "ignored", null}));
        attempt("newInstance negative", () -> Array.newInstance(int.class, -1));
        attempt("newInstance multi negative", () -> Array.newInstance(int.class, 2, -3));
        attempt("newInstance void", () -> Array.newInstance(void.class, 1));
        attempt("newInstance no dimensions", () -> Array.newInstance(int.class, new int[0]));
        attempt("newInstance 256 dimensions", () -> Array.newInstance(int.class, new int[256]));
        attempt("newInstance null type", () -> Array.newInstance(null, 1));
        attempt("newInstance 254 dims on int[]", () -> Array.newInstance(int[].class, new int[254]).getClass().getName().length());
        attempt("newInstance 255 dims on int[]", () -> Array.newInstance(int[].class, new int[255]));

        // Typed accessors with widening.
        byte[] bytes = {-1, 2};
        char[] chars = {'x'};
        float[] floats = {0.25f};
        attempt("getInt(byte[])", () -> Array.getInt(bytes, 0));
        attempt("getLong(char[])", () -> Array.getLong(chars, 0));
        attempt("getDouble(float[])", () -> Array.getDouble(floats, 0));
        attempt("getShort(byte[])", () -> Array.getShort(bytes, 1));
        attempt("getChar(byte[])", () -> Array.getChar(bytes, 0));
        attempt("getInt(float[])", () -> Array.getInt(floats, 0));
        attempt("getBoolean(int[])", () -> Array.getBoolean(new int[1], 0));
        attempt("getInt(Integer[])", () -> Array.getInt(new Integer[] {5}, 0));
        attempt("get(boolean[])", () -> Array.get(new boolean[] {true}, 0).getClass().getSimpleName());
        attempt("setShort(int[])", () -> { int[] a = new int[1]; Array.setShort(a, 0, (short) -5); return a; });
        attempt("setChar(double[])", () -> { double[] a = new double[1]; Array.setChar(a, 0, 'A'); return a; });
        attempt("setLong(float[])", () -> { float[] a = new float[1]; Array.setLong(a, 0, Long.MAX_VALUE); return a; });
        attempt("setInt(short[])", () -> { Array.setInt(new short[1], 0, 1); return null; });
        attempt("setByte(char[])", () -> { Array.setByte(new char[1], 0, (byte) 65); return null; });
        attempt("setBoolean(int[])", () -> { Array.setBoolean(new int[1], 0, true); return null; });
        attempt("setInt(Object[])", () -> { Array.setInt(new Object[1], 0, 1); return null; });
        attempt("set Character into int[]", () -> { int[] a = new int[1]; Array.set(a, 0, 'B'); return a; });
        attempt("set Double into float[]", () -> { Array.set(new float[1], 0, 1.0); return null; });
        attempt("set Integer into Long[]", () -> { Array.set(new Long[1], 0, 1); return null; });
        attempt("set String into Object[] typed as CharSequence[]", () -> { Object[] a = new CharSequence[1]; Array.set(a, 0, "ok"); return a; });
        attempt("set StringBuilder into String[]", () -> { Array.set(new String[1], 0, new StringBuilder("sb")); return null; });
        attempt("set null into String[]", () -> { String[] a = {"x"}; Array.set(a, 0, null); return a; });

        // Bounds and non-arrays.
        int[] three = {1, 2, 3};
        attempt("get index 3", () -> Array.get(three, 3));
        attempt("get index -1", () -> Array.get(three, -1));
        attempt("setInt index 5", () -> { Array.setInt(three, 5, 0); return null; });
        attempt("get on String[] index 1", () -> Array.get(new String[] {"only"}, 1));
        attempt("getLength non-array", () -> Array.getLength("abc"));
        attempt("get non-array", () -> Array.get(List.of(1), 0));
        attempt("getLength null", () -> Array.getLength(null));
        attempt("set on null", () -> { Array.set(null, 0, 1); return null; });

        // Class objects for array types.
        Class<?> c = Array.newInstance(String.class, 0).getClass();
        System.out.println(c.getName() + " component " + c.getComponentType().getName() + " arrayType " + c.arrayType().getName()
                + " same as literal " + (c == String[].class) + ", int[][] from int " + int.class.arrayType().arrayType().getSimpleName()
                + ", Object[].class.isInstance(new String[0]) " + Object[].class.isInstance(new String[0])
                + ", Object[].class.isInstance(new int[0]) " + Object[].class.isInstance(new int[0]));
        System.out.println("toList " + toList(new short[] {1, 2}) + " " + toList(new Object[] {"x", null}) + " " + toList(new float[0]));
        Object clone = ((int[]) ints).clone();
        System.out.println("clone equal " + Arrays.equals((int[]) clone, (int[]) ints) + " same " + (clone == ints) + " class same " + (clone.getClass() == ints.getClass()));
    }
}
