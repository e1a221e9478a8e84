import java.io.IOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.lang.reflect.UndeclaredThrowableException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

// Decorators built with java.lang.reflect.Proxy: a logging decorator, a
// memoizing decorator and a "fake" that has no target at all. Proxy class names
// are not printed (they are implementation-defined).
public class ReflectProxyDecorator {

    interface Calculator {
        int add(int a, int b);
        long multiply(long a, long b);
        double divide(double a, double b);
        boolean isEven(int n);
        char firstLetter(String s);
        default int square(int x) { return (int) multiply(x, x); }
        default String describe() { return "Calculator[" + add(1, 1) + "]"; }
    }

    static class NotFoundException extends Exception {
        NotFoundException(String key) { super("no entry for '" + key + "'"); }
    }

    interface Repository {
        String find(String key) throws NotFoundException;
        void save(String key, String value);
        int size();
        String describe();
    }

    interface Auditable { String describe(); int size(); }

    static class SimpleCalculator implements Calculator {
        int calls;
        public int add(int a, int b) { calls++; return a + b; }
        public long multiply(long a, long b) { calls++; return a * b; }
        public double divide(double a, double b) {
            calls++;
            if (b == 0) throw new ArithmeticException("divide by zero");
            return a / b;
        }
        public boolean isEven(int n) { calls++; return n % 2 == 0; }
        public char firstLetter(String s) { calls++; return s.charAt(0); }
        @Override public String toString() { return "SimpleCalculator"; }
        @Override public int hashCode() { return 1234; }
    }

    static class MapRepository implements Repository {
        final Map<String, String> data = new TreeMap<>();
        public String find(String key) throws NotFoundException {
            String v = data.get(key);
            if (v == null) throw new NotFoundException(key);
            return v;
        }
        public void save(String key, String value) { data.put(key, value); }
        public int size() { return data.size(); }
        public String describe() { return "MapRepository" + data; }
        @Override public String toString() { return "MapRepository"; }
        @Override public int hashCode() { return 99; }
    }

    static String render(Object[] args) {
        if (args == null) return "()";
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < args.length; i++) {
            if (i > 0) sb.append(", ");
            Object a = args[i];
            sb.append(a instanceof String ? "\"" + a + "\"" : String.valueOf(a));
            if (a != null) sb.append(':').append(a.getClass().getSimpleName());
        }
        return sb.append(')').toString();
    }

    // Logs every call; Object methods are handled the way a well-behaved decorator does.
    static final class LoggingHandler implements InvocationHandler {
        private final Object target;
        private final String name;
        private final List<String> log = new ArrayList<>();
        LoggingHandler(String name, Object target) { this.name = name; this.target = target; }

        @Override public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            if (method.getDeclaringClass() == Object.class) {
                switch (method.getName()) {
                    case "toString": return "Logged(" + target + ")";
                    case "hashCode": return 31 * target.hashCode();
                    case "equals": return proxy == args[0];
                    default: throw new AssertionError(method);
                }
            }
            String call = name + "." + method.getName() + render(args) + " [" + method.getDeclaringClass().getSimpleName() + "]";
            if (method.isDefault()) {
                log.add(call + " default");
                return InvocationHandler.invokeDefault(proxy, method, args);
            }
            try {
                Object result = method.invoke(target, args);
                log.add(call + " -> " + (method.getReturnType() == void.class ? "void" : render(new Object[] {result})));
                return result;
            } catch (InvocationTargetException e) {
                log.add(call + " threw " + e.getCause().getClass().getSimpleName());
                throw e.getCause();
            }
        }
    }

    // Memoizes non-void results by method and arguments.
    static final class CachingHandler implements InvocationHandler {
        private final Object target;
        private final Map<String, Object> cache = new HashMap<>();
        int hits, misses;
        CachingHandler(Object target) { this.target = target; }

        @Override public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            if (method.getDeclaringClass() == Object.class) return method.invoke(target, args);
            String key = method.getName() + Arrays.toString(method.getParameterTypes()) + Arrays.deepToString(args);
            if (cache.containsKey(key)) { hits++; return cache.get(key); }
            misses++;
            try {
                Object r = method.invoke(target, args);
                cache.put(key, r);
                return r;
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }

    @SuppressWarnings("unchecked")
    static <T> T proxy(Class<T> api, InvocationHandler h) {
        return (T) Proxy.newProxyInstance(api.getClassLoader(), new Class<?>[] {api}, h);
    }

    interface Call { Object run() throws Throwable; }

    static void attempt(String label, Call call) {
        try {
            System.out.println(label + " = " + call.run());
        } catch (UndeclaredThrowableException e) {
            System.out.println(label + " -> UndeclaredThrowableException wrapping " + e.getUndeclaredThrowable()
                    + " (getCause same: " + (e.getCause() == e.getUndeclaredThrowable()) + ")");
        } catch (NullPointerException e) {
            System.out.println(label + " -> NullPointerException");
        } catch (Throwable t) {
            System.out.println(label + " -> " + t.getClass().getName() + ": " + t.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        SimpleCalculator real = new SimpleCalculator();
        LoggingHandler logging = new LoggingHandler("calc", real);
        Calculator calc = proxy(Calculator.class, logging);
        attempt("add", () -> calc.add(2, 3));
        attempt("multiply", () -> calc.multiply(6, 7));
        attempt("divide", () -> calc.divide(1, 4));
        attempt("divide by 0", () -> calc.divide(1, 0));
        attempt("isEven", () -> calc.isEven(10));
        attempt("firstLetter", () -> calc.firstLetter("proxy"));
        attempt("firstLetter empty", () -> calc.firstLetter(""));
        attempt("square", () -> calc.square(9));
        attempt("describe", calc::describe);
        attempt("toString", calc::toString);
        attempt("hashCode", calc::hashCode);
        attempt("equals self", () -> calc.equals(calc));
        attempt("equals real", () -> calc.equals(real));
        for (String line : logging.log) System.out.println("  log: " + line);
        System.out.println("target calls: " + real.calls);
        System.out.println("isProxyClass: " + Proxy.isProxyClass(calc.getClass()) + ", handler is ours: " + (Proxy.getInvocationHandler(calc) == logging)
                + ", SimpleCalculator proxy class: " + Proxy.isProxyClass(SimpleCalculator.class));
        System.out.println("proxy interfaces: " + Arrays.toString(calc.getClass().getInterfaces()));

        CachingHandler caching = new CachingHandler(new SimpleCalculator());
        Calculator cached = proxy(Calculator.class, caching);
        int total = 0;
        for (int i = 0; i < 6; i++) total += cached.add(i % 3, 1);
        total += cached.square(4) + cached.square(4);
        System.out.println("cached total " + total + " hits=" + caching.hits + " misses=" + caching.misses + " toString=" + cached + " hashCode=" + cached.hashCode());

        MapRepository store = new MapRepository();
        LoggingHandler repoLog = new LoggingHandler("repo", store);
        // Repository and Auditable both declare describe() and size(): the Method passed
        // to the handler comes from the first interface listed.
        Object both = Proxy.newProxyInstance(Repository.class.getClassLoader(), new Class<?>[] {Repository.class, Auditable.class}, repoLog);
        Repository repo = (Repository) both;
        Auditable audit = (Auditable) both;
        repo.save("a", "alpha");
        attempt("find a", () -> repo.find("a"));
        attempt("find b", () -> repo.find("b"));
        attempt("audit.size", audit::size);
        attempt("audit.describe", audit::describe);
        for (String line : repoLog.log) System.out.println("  log: " + line);
        System.out.println("instanceof Repository " + (both instanceof Repository) + ", Auditable " + (both instanceof Auditable)
                + ", Calculator " + (both instanceof Calculator));

        // A handler with no target that misbehaves in the ways real handlers do.
        InvocationHandler broken = (p, m, a) -> {
            switch (m.getName()) {
                case "find": throw new IOException("disk on fire");   // checked, not declared by find
                case "size": return null;                            // null for a primitive return
                case "describe": return 42;                          // wrong type
                case "save": throw new NotFoundException(String.valueOf(a[0]));  // checked, not declared by save
                default: return null;
            }
        };
        Repository fake = proxy(Repository.class, broken);
        attempt("fake.find", () -> fake.find("x"));
        attempt("fake.size", fake::size);
        attempt("fake.describe", fake::describe);
        attempt("fake.save", () -> { fake.save("k", "v"); return "saved"; });
        attempt("fake.toString", fake::toString);

        InvocationHandler declared = (p, m, a) -> { throw new NotFoundException("declared:" + a[0]); };
        Repository strict = proxy(Repository.class, declared);
        attempt("strict.find", () -> strict.find("q"));

        try {
            Proxy.newProxyInstance(ReflectProxyDecorator.class.getClassLoader(), new Class<?>[] {SimpleCalculator.class}, broken);
        } catch (IllegalArgumentException e) {
            System.out.println("class instead of interface: " + e.getMessage());
        }
        try {
            Proxy.newProxyInstance(ReflectProxyDecorator.class.getClassLoader(), new Class<?>[] {Calculator.class, Calculator.class}, broken);
        } catch (IllegalArgumentException e) {
            System.out.println("repeated interface: " + e.getMessage());
        }
    }
}
