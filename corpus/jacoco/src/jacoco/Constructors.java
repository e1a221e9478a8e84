package jacoco;

/** Constructors JaCoCo leaves out (private, empty, no arguments) and ones it counts. */
public class Constructors {
    private int field = 7;
    private final String name;

    public Constructors() {
        this("none");
    }

    public Constructors(String name) {
        this.name = name == null ? "" : name;
    }

    public Constructors(int f, String name) {
        this.field = f;
        this.name = name;
    }

    public String describe() {
        return name + field;
    }

    /** A utility class: its private empty constructor is not counted. */
    public static final class Util {
        private Util() {
        }

        public static int twice(int x) {
            return 2 * x;
        }
    }

    /** A private constructor with a body is counted. */
    public static final class Single {
        static final Single INSTANCE = new Single();
        final long created;

        private Single() {
            created = 42;
        }
    }

    /** A private no-argument constructor of a subclass is empty too. */
    public static class Child extends Constructors {
        private Child() {
        }

        public static Child make() {
            return new Child();
        }
    }
}
