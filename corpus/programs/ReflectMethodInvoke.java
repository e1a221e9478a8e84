import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;

// Method lookup and invocation as a scripting bridge / RPC layer does it.
// getMethods()/getDeclaredMethods() order is unspecified, so methods are sorted
// by name, then parameter types, then return type before printing. Each Method
// is invoked only a few times.
public class ReflectMethodInvoke {

    public interface Named {
        String name();
        default String greet(String who) { return "hello " + who + " from " + name(); }
        static Named of(String n) { return () -> n; }
    }

    public abstract static class Shape implements Named {
        public abstract double area();
        public String describe() { return name() + " area " + area(); }
        protected void resize(double factor) { }
        public static String kind() { return "shape"; }
    }

    public static class Circle extends Shape {
        private final double r;
        public Circle(double r) { this.r = r; }
        public double area() { return Math.round(Math.PI * r * r * 100) / 100.0; }
        public String name() { return "circle"; }
        @Override public String describe() { return "round " + super.describe(); }
        @Override public String toString() { return "Circle(" + r + ")"; }
    }

    public static class Calculator {
        public int add(int a, int b) { return a + b; }
        public long add(long a, long b) { return a + b + 1_000_000_000_000L; }
        public double add(double a, double b) { return a + b; }
        public String add(String a, String b) { return a + b; }
        public static int max(int... values) { int m = Integer.MIN_VALUE; for (int v : values) m = Math.max(m, v); return m; }
        public static String join(String sep, Object... parts) {
            StringBuilder sb = new StringBuilder();
            for (Object p : parts) sb.append(sb.length() == 0 ? "" : sep).append(p);
            return sb.toString();
        }
        public int divide(int a, int b) { return a / b; }
        public void fail(String why) throws java.io.IOException { throw new java.io.IOException(why); }
        private String hidden(char c, short s, byte b, float f) { return "hidden " + c + s + b + f; }
        public Object identity(Object o) { return o; }
        public static <T extends Comparable<? super T>> T largest(List<? extends T> items) throws IllegalStateException {
            if (items.isEmpty()) throw new IllegalStateException("empty");
            T best = items.get(0);
            for (T t : items) if (t.compareTo(best) > 0) best = t;
            return best;
        }
    }

    public static class Box<T> { T value; public T get() { return value; } public void set(T v) { value = v; } }

    public static class StringBox extends Box<String> implements Supplier<String>, Comparable<StringBox> {
        @Override public String get() { return value == null ? "<empty>" : value; }
        @Override public void set(String v) { value = v.trim(); }
        @Override public int compareTo(StringBox o) { return get().compareTo(o.get()); }
    }

    static String sig(Method m) {
        StringBuilder sb = new StringBuilder(m.getName()).append('(');
        Class<?>[] p = m.getParameterTypes();
        for (int i = 0; i < p.length; i++) sb.append(i == 0 ? "" : ",").append(p[i].getSimpleName());
        return sb.append(')').append(m.getReturnType().getSimpleName()).toString();
    }

    static Method[] sorted(Method[] ms) {
        Method[] copy = ms.clone();
        Arrays.sort(copy, Comparator.comparing(ReflectMethodInvoke::sig));
        return copy;
    }

    static void call(String label, Method m, Object target, Object... args) {
        try {
            Object r = m.invoke(target, args);
            System.out.println(label + " = " + (r instanceof Object[] ? Arrays.toString((Object[]) r) : r) + (r == null ? "" : " : " + r.getClass().getSimpleName()));
        } catch (InvocationTargetException e) {
            System.out.println(label + " threw " + e.getCause() + " (targetException same: " + (e.getTargetException() == e.getCause()) + ")");
        } catch (IllegalArgumentException | IllegalAccessException e) {
            System.out.println(label + " -> " + e.getClass().getName() + ": " + e.getMessage());
        } catch (NullPointerException e) {
            System.out.println(label + " -> NullPointerException");
        }
    }

    public static void main(String[] args) throws Exception {
        Class<Calculator> cc = Calculator.class;
        Calculator calc = new Calculator();
        for (Class<?> t : new Class<?>[] {int.class, long.class, double.class, String.class}) {
            Method m = cc.getMethod("add", t, t);
            System.out.println("getMethod add(" + t.getName() + ") -> " + m);
        }
        Method addInt = cc.getMethod("add", int.class, int.class);
        Method addLong = cc.getMethod("add", long.class, long.class);
        call("add(int) boxed", addInt, calc, 2, 3);
        call("add(int) Short+Byte widening", addInt, calc, (short) 7, (byte) 8);
        call("add(int) Character widening", addInt, calc, 'a', 1);
        call("add(long) from Integer", addLong, calc, 1, 2);
        call("add(int) from Long", addInt, calc, 1L, 2L);
        call("add(int) from String", addInt, calc, "1", "2");
        call("add(int) null arg", addInt, calc, null, 1);
        call("add(int) too few", addInt, calc, 1);
        call("add(int) too many", addInt, calc, 1, 2, 3);
        call("add(int) null receiver", addInt, null, 1, 2);
        call("add(int) wrong receiver", addInt, "calc", 1, 2);
        Method addDouble = cc.getMethod("add", double.class, double.class);
        call("add(double) Float+Long widening", addDouble, calc, 1.5f, 2L);
        call("add(double) Boolean", addDouble, calc, true, 1.0);

        Method max = cc.getMethod("max", int[].class);
        System.out.println("max isVarArgs " + max.isVarArgs() + ", static " + Modifier.isStatic(max.getModifiers()));
        call("max(int...)", max, null, (Object) new int[] {4, 9, 2});
        call("max ignoring receiver", max, "anything", (Object) new int[] {-1});
        call("max with Integer[]", max, null, (Object) new Integer[] {1});
        call("max with spread ints", max, null, 1, 2);
        Method join = cc.getMethod("join", String.class, Object[].class);
        call("join", join, null, "-", new Object[] {"a", 1, 'c', null});
        call("join empty", join, null, "-", new Object[0]);
        call("join with String[]", join, null, "+", new String[] {"x", "y"});
        Method divide = cc.getMethod("divide", int.class, int.class);
        call("divide", divide, calc, 7, 2);
        call("divide by zero", divide, calc, 1, 0);
        call("fail", cc.getMethod("fail", String.class), calc, "disk full");
        Method identity = cc.getMethod("identity", Object.class);
        call("identity array", identity, calc, (Object) new String[] {"p", "q"});
        call("identity null", identity, calc, (Object) null);
        Method hidden = cc.getDeclaredMethod("hidden", char.class, short.class, byte.class, float.class);
        call("hidden (nestmate, private)", hidden, calc, 'c', (short) 1, (byte) 2, 0.5f);
        call("hidden with int for short", hidden, calc, 'c', 1, (byte) 2, 0.5f);
        Method largest = cc.getMethod("largest", List.class);
        call("largest", largest, null, Arrays.asList("pear", "apple", "zucchini", "fig"));
        call("largest empty", largest, null, new ArrayList<String>());
        System.out.println("toString: " + largest);
        System.out.println("toGenericString: " + largest.toGenericString());
        System.out.println("toGenericString: " + join.toGenericString() + " | " + cc.getMethod("fail", String.class).toGenericString());

        for (Object[] lookup : new Object[][] {{"add", new Class<?>[] {int.class, String.class}}, {"hidden", new Class<?>[] {char.class, short.class, byte.class, float.class}},
                {"subtract", new Class<?>[] {}}, {"max", new Class<?>[] {int.class}}}) {
            try {
                cc.getMethod((String) lookup[0], (Class<?>[]) lookup[1]);
            } catch (NoSuchMethodException e) {
                System.out.println("NoSuchMethodException: " + e.getMessage());
            }
        }

        System.out.println("-- Circle.getMethods() (excluding Object's) --");
        for (Method m : sorted(Circle.class.getMethods())) {
            if (m.getDeclaringClass() == Object.class) continue;
            System.out.println("  " + sig(m) + " from " + m.getDeclaringClass().getSimpleName() + (m.isDefault() ? " default" : "")
                    + (Modifier.isAbstract(m.getModifiers()) ? " abstract" : "") + (Modifier.isStatic(m.getModifiers()) ? " static" : ""));
        }
        List<String> objectMethods = new ArrayList<>();
        for (Method m : sorted(Circle.class.getMethods())) if (m.getDeclaringClass() == Object.class) objectMethods.add(sig(m));
        System.out.println("  from Object: " + objectMethods);
        System.out.println("Named.of visible via Circle.getMethods: " + Arrays.stream(Circle.class.getMethods()).anyMatch(m -> m.getName().equals("of"))
                + ", via Named.getMethods: " + Arrays.stream(Named.class.getMethods()).anyMatch(m -> m.getName().equals("of")));
        Circle circle = new Circle(2);
        call("Shape.describe on Circle (virtual)", Shape.class.getMethod("describe"), circle);
        call("Named.greet default", Named.class.getMethod("greet", String.class), circle, "bob");
        call("Named.name via interface", Named.class.getMethod("name"), circle);
        call("Shape.area abstract", Shape.class.getMethod("area"), circle);
        Named made = (Named) Named.class.getMethod("of", String.class).invoke(null, "lambda");
        System.out.println("Named.of static interface method made " + made.name() + " / " + made.greet("ann"));
        call("Shape.kind via Circle.getMethod", Circle.class.getMethod("kind"), null);
        try {
            Circle.class.getMethod("resize", double.class);
        } catch (NoSuchMethodException e) {
            System.out.println("protected resize not public: " + e.getMessage() + "; declared in Shape: " + Shape.class.getDeclaredMethod("resize", double.class));
        }

        System.out.println("-- StringBox.getDeclaredMethods() --");
        for (Method m : sorted(StringBox.class.getDeclaredMethods())) {
            System.out.println("  " + m + " bridge=" + m.isBridge() + " synthetic=" + m.isSynthetic());
        }
        StringBox sb = new StringBox();
        Method bridgeSet = StringBox.class.getDeclaredMethod("set", Object.class);
        call("bridge set(Object)", bridgeSet, sb, "  padded  ");
        call("bridge set(Object) with Integer", bridgeSet, sb, 42);
        System.out.println("getMethod(get) returns " + StringBox.class.getMethod("get").getReturnType().getSimpleName()
                + ", Box.get on StringBox = " + Box.class.getMethod("get").invoke(sb));
        call("Comparable.compareTo bridge", Comparable.class.getMethod("compareTo", Object.class), sb, new StringBox());
        call("compareTo bridge with wrong type", StringBox.class.getMethod("compareTo", Object.class), sb, "str");
        Method m1 = cc.getMethod("add", int.class, int.class);
        System.out.println("equals: " + m1.equals(addInt) + ", same: " + (m1 == addInt) + ", hash equal: " + (m1.hashCode() == addInt.hashCode())
                + ", modifiers: " + Modifier.toString(m1.getModifiers()) + ", count: " + m1.getParameterCount() + ", default value: " + m1.getDefaultValue());
    }
}
