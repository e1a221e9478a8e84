import java.util.ArrayList;
import java.util.List;

// How class initialisation fails, and what later uses of the class see: a
// plugin registry whose plugins' static initialisers go wrong in every way.
public class ClinitErrorPaths {
    static final List<String> log = new ArrayList<>();

    static class BadConfig {
        static final int PORT = Integer.parseInt(System.getProperty("no.such.port", "eighty"));
    }

    static class Fatal {
        static int value;
        static { if (value == 0) throw new AssertionError("fatal plugin"); }
    }

    static class Base {
        static { log.add("Base init"); if (log.size() < 100) throw new IllegalStateException("base broken"); }
        static int id = 1;
    }

    static class Derived extends Base {
        static { log.add("Derived init"); }
        static int extra = 2;
    }

    interface Defaults {
        int LIMIT = compute("Defaults.LIMIT");
        default int limit() { return LIMIT; }
    }

    static class Impl implements Defaults {
        static { log.add("Impl init"); }
    }

    static int compute(String what) {
        log.add("compute " + what);
        return 42;
    }

    static class Cyclic {
        static int seen = Helper.peek();
        static int later = 5;
    }

    static class Helper {
        static int peek() { return Cyclic.later; }
    }

    static class Lazy {
        static final String CONSTANT = "inlined";
        static { log.add("Lazy init"); }
    }

    static int caught;

    static class Late {
        static int x = compute("Late.x");
    }

    static void descend() {
        try {
            descend();
        } catch (StackOverflowError e) {
            caught++;
            if (caught < 2) {
                Late.x++;
            }
        }
    }

    static void report(String what, Throwable t) {
        System.out.println(what + ": " + t);
        for (Throwable c = t.getCause(); c != null; c = c.getCause()) {
            System.out.println("  caused by " + c);
        }
    }

    public static void main(String[] args) {
        try {
            System.out.println(BadConfig.PORT);
        } catch (Throwable t) {
            report("first use of BadConfig", t);
        }
        try {
            System.out.println(BadConfig.PORT);
        } catch (Throwable t) {
            report("second use of BadConfig", t);
        }
        try {
            System.out.println(Fatal.value);
        } catch (Throwable t) {
            report("Fatal", t);
        }
        try {
            new Fatal();
        } catch (Throwable t) {
            report("new Fatal", t);
        }
        try {
            System.out.println(Derived.extra);
        } catch (Throwable t) {
            report("Derived", t);
        }
        try {
            System.out.println(Base.id);
        } catch (Throwable t) {
            report("Base", t);
        }
        Impl impl = new Impl();
        System.out.println("limit " + impl.limit());
        System.out.println("cyclic " + Cyclic.seen + " " + Cyclic.later);
        System.out.println("constant " + Lazy.CONSTANT);
        Object[] arrays = new Lazy[3];
        System.out.println("array of Lazy " + arrays.length);
        descend();
        System.out.println("overflow caught " + (caught > 0));
        System.out.println("Late.x " + Late.x);
        System.out.println(log);
    }
}
