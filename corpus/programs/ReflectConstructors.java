import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

// Object instantiation as a deserializer / factory does it. Constructor order
// from getConstructors()/getDeclaredConstructors() is unspecified, so they are
// sorted by their parameter type lists. Compiled without -parameters, so
// parameter names are synthesized (arg0, arg1, ...).
public class ReflectConstructors {

    public static class Point {
        final int x, y;
        public Point() { this(0, 0); }
        public Point(int x, int y) { this.x = x; this.y = y; }
        protected Point(Point other) { this(other.x, other.y); }
        private Point(String spec) {
            String[] parts = spec.split(",");
            if (parts.length != 2) throw new IllegalArgumentException("bad point spec '" + spec + "'");
            x = Integer.parseInt(parts[0].trim());
            y = Integer.parseInt(parts[1].trim());
        }
        Point(long packed) { this((int) (packed >> 32), (int) packed); }
        @Override public String toString() { return "Point(" + x + ", " + y + ")"; }
    }

    public abstract static class Shape { public Shape() { } }
    public interface Drawable { }

    public static class Config {
        static int created;
        final List<String> entries;
        public Config(String name, String... entries) throws java.io.IOException {
            if (name.isEmpty()) throw new java.io.IOException("config name is empty");
            this.entries = Arrays.asList(entries);
            created++;
        }
        @Override public String toString() { return "Config" + entries; }
    }

    public static final class Singleton {
        static final Singleton INSTANCE = new Singleton();
        static int instances;
        private Singleton() { instances++; }
    }

    public class Inner<T> {
        final List<T> items;
        public Inner(List<T> items) { this.items = items; }
        @Override public String toString() { return "Inner" + items + " of " + tag; }
    }

    final String tag;
    public ReflectConstructors(String tag) { this.tag = tag; }

    enum Color { RED, GREEN; Color() { } }

    static class Thrower {
        Thrower(int mode) throws Exception {
            if (mode == 1) throw new Exception("checked failure");
            if (mode == 2) throw new StackOverflowError("pretend");
        }
    }

    static String params(Class<?>[] types) {
        StringBuilder sb = new StringBuilder();
        for (Class<?> t : types) sb.append(sb.length() == 0 ? "" : ",").append(t.getSimpleName());
        return sb.toString();
    }

    static Constructor<?>[] sorted(Constructor<?>[] cs) {
        Arrays.sort(cs, Comparator.comparing((Constructor<?> c) -> params(c.getParameterTypes())));
        return cs;
    }

    static void show(Constructor<?> c) {
        System.out.println("  " + c + " | " + c.toGenericString() + " | varargs=" + c.isVarArgs() + " synthetic=" + c.isSynthetic());
        Parameter[] ps = c.getParameters();
        StringBuilder sb = new StringBuilder();
        for (Parameter p : ps) {
            sb.append(" [").append(p).append(" name=").append(p.getName()).append(" present=").append(p.isNamePresent())
              .append(" implicit=").append(p.isImplicit()).append(" synthetic=").append(p.isSynthetic())
              .append(" type=").append(p.getParameterizedType().getTypeName()).append("]");
        }
        if (ps.length > 0) System.out.println("   " + sb);
        System.out.println("   generic parameter types " + Arrays.toString(c.getGenericParameterTypes()) + ", exceptions " + Arrays.toString(c.getExceptionTypes()));
    }

    interface Attempt { Object run() throws Exception; }

    static void attempt(String label, Attempt a) {
        try {
            System.out.println(label + " -> " + a.run());
        } catch (InvocationTargetException e) {
            System.out.println(label + " -> InvocationTargetException, cause " + e.getCause());
        } catch (Exception e) {
            System.out.println(label + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    @SuppressWarnings("deprecation")
    public static void main(String[] args) throws Exception {
        System.out.println("Point public constructors:");
        for (Constructor<?> c : sorted(Point.class.getConstructors())) show(c);
        System.out.println("Point declared constructors:");
        for (Constructor<?> c : sorted(Point.class.getDeclaredConstructors())) System.out.println("  " + Modifier.toString(c.getModifiers()) + " (" + params(c.getParameterTypes()) + ")");

        attempt("Point()", () -> Point.class.getDeclaredConstructor().newInstance());
        attempt("Point(int,int)", () -> Point.class.getConstructor(int.class, int.class).newInstance(3, 4));
        attempt("Point(int,int) with Byte,Short", () -> Point.class.getConstructor(int.class, int.class).newInstance((byte) 1, (short) 2));
        attempt("Point(int,int) with Long", () -> Point.class.getConstructor(int.class, int.class).newInstance(1L, 2L));
        attempt("Point(int,int) one arg", () -> Point.class.getConstructor(int.class, int.class).newInstance(1));
        attempt("Point(long)", () -> Point.class.getDeclaredConstructor(long.class).newInstance((5L << 32) | 6));
        attempt("Point(Point)", () -> Point.class.getDeclaredConstructor(Point.class).newInstance(new Point(7, 8)));
        attempt("Point(Point) with String", () -> Point.class.getDeclaredConstructor(Point.class).newInstance("7,8"));
        attempt("getConstructor(String) (private)", () -> Point.class.getConstructor(String.class));
        Constructor<Point> fromSpec = Point.class.getDeclaredConstructor(String.class);
        fromSpec.setAccessible(true);
        attempt("Point(String)", () -> fromSpec.newInstance("9, 10"));
        attempt("Point(String) bad", () -> fromSpec.newInstance("9"));
        attempt("Point(String) not a number", () -> fromSpec.newInstance("x,1"));
        attempt("Class.newInstance Point", () -> Point.class.newInstance());

        attempt("abstract Shape", () -> Shape.class.getConstructor().newInstance());
        attempt("Class.newInstance abstract", () -> Shape.class.newInstance());
        attempt("interface constructor", () -> Drawable.class.getDeclaredConstructor());
        attempt("interface constructors", () -> Drawable.class.getDeclaredConstructors().length);
        attempt("Class.newInstance interface", () -> Drawable.class.newInstance());
        attempt("Class.newInstance int", () -> int.class.newInstance());
        attempt("array constructors", () -> int[].class.getConstructors().length);

        Constructor<Config> cfg = Config.class.getConstructor(String.class, String[].class);
        show(cfg);
        attempt("Config varargs", () -> cfg.newInstance("app", new String[] {"a=1", "b=2"}));
        attempt("Config empty name", () -> cfg.newInstance("", new String[0]));
        attempt("Class.newInstance Config (no no-arg ctor)", () -> Config.class.newInstance());
        System.out.println("configs created: " + Config.created);

        attempt("Thrower checked", () -> Thrower.class.getDeclaredConstructor(int.class).newInstance(1));
        attempt("Thrower error", () -> Thrower.class.getDeclaredConstructor(int.class).newInstance(2));
        attempt("Thrower ok", () -> Thrower.class.getDeclaredConstructor(int.class).newInstance(0).getClass().getSimpleName());

        Constructor<Singleton> sc = Singleton.class.getDeclaredConstructor();
        System.out.println("Singleton ctor " + Modifier.toString(sc.getModifiers()) + ", canAccess " + sc.canAccess(null));
        Singleton second = sc.newInstance();
        System.out.println("reflective singleton is a second instance: " + (second != Singleton.INSTANCE) + ", instances=" + Singleton.instances);

        System.out.println("Inner constructors:");
        for (Constructor<?> c : sorted(Inner.class.getDeclaredConstructors())) show(c);
        ReflectConstructors outer = new ReflectConstructors("outer-1");
        Constructor<?> ic = Inner.class.getConstructor(ReflectConstructors.class, List.class);
        attempt("Inner with outer", () -> ic.newInstance(outer, List.of("a", "b")));
        attempt("Inner without outer", () -> ic.newInstance(List.of("a")));
        attempt("Inner null outer", () -> ic.newInstance(null, List.of("a")));
        attempt("getConstructor(List) on Inner", () -> Inner.class.getConstructor(List.class));

        System.out.println("Color constructors:");
        for (Constructor<?> c : sorted(Color.class.getDeclaredConstructors())) show(c);
        Constructor<?> colorCtor = Color.class.getDeclaredConstructors()[0];
        colorCtor.setAccessible(true);
        attempt("new Color", () -> colorCtor.newInstance("BLUE", 2));
        attempt("Class.newInstance Color", () -> Color.class.newInstance());

        Constructor<?> outerCtor = ReflectConstructors.class.getConstructor(String.class);
        System.out.println("outer ctor declaring " + outerCtor.getDeclaringClass().getSimpleName() + ", name " + outerCtor.getName()
                + ", equals lookup again " + outerCtor.equals(ReflectConstructors.class.getConstructor(String.class))
                + ", param count " + outerCtor.getParameterCount() + ", param " + outerCtor.getParameters()[0].getDeclaringExecutable().getName());
    }
}
