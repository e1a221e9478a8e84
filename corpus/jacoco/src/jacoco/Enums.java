package jacoco;

/** Enums: values/valueOf and empty constructors are generated. */
public enum Enums {
    LOW(1),
    MID(5),
    HIGH(10) {
        @Override
        public boolean alarm() {
            return true;
        }
    };

    private final int level;

    Enums(int level) {
        this.level = level;
    }

    public boolean alarm() {
        return false;
    }

    public static Enums of(int n) {
        for (Enums e : values()) {
            if (e.level >= n) {
                return e;
            }
        }
        return HIGH;
    }

    /** An enum without constants: its constructor never runs. */
    public enum Empty {
        ;

        public static int answer() {
            return 42;
        }
    }

    public enum Plain { A, B }
}
