public class ExceptionInInitializer {
    static class Bad {
        static int value = compute();
        static int compute() {
            System.out.println("Bad.<clinit> running");
            if (true) throw new IllegalStateException("boom in clinit");
            return 1;
        }
        static void touch() { System.out.println("touched"); }
    }
    static class BadArith {
        static int z = 0;
        static int v = 10 / z;
    }
    static class BadError {
        static {
            if (BadError.class != null) throw new AssertionError("custom error");
        }
        static int x = 1;
    }
    static class Sub extends Bad {
        static { System.out.println("Sub clinit (should not print)"); }
    }

    public static void main(String[] args) {
        for (int i = 0; i < 3; i++) {
            try {
                System.out.println("attempt " + i + ": " + Bad.value);
            } catch (ExceptionInInitializerError e) {
                System.out.println("attempt " + i + ": EIIE msg=" + e.getMessage() + " cause=" + e.getCause());
            } catch (NoClassDefFoundError e) {
                System.out.println("attempt " + i + ": NCDFE msg=" + e.getMessage());
                Throwable c = e.getCause();
                System.out.println("  cause class " + (c == null ? "null" : c.getClass().getName()));
                if (c != null) System.out.println("  cause msg " + c.getMessage());
            }
        }
        try {
            Bad.touch();
        } catch (NoClassDefFoundError e) {
            System.out.println("static method: NCDFE " + e.getMessage());
        }
        try {
            new Sub();
        } catch (NoClassDefFoundError e) {
            System.out.println("subclass: NCDFE " + e.getMessage());
        }
        try {
            System.out.println(BadArith.v);
        } catch (ExceptionInInitializerError e) {
            System.out.println("arith: EIIE cause=" + e.getCause());
            System.out.println("arith: getException is cause " + (e.getException() == e.getCause()));
        }
        try {
            System.out.println(BadArith.z);
        } catch (NoClassDefFoundError e) {
            System.out.println("arith again: NCDFE " + e.getMessage());
        }
        try {
            System.out.println(BadError.x);
        } catch (ExceptionInInitializerError e) {
            System.out.println("error: EIIE (unexpected)");
        } catch (AssertionError e) {
            System.out.println("error: AssertionError propagated directly: " + e.getMessage());
        }
        try {
            System.out.println(BadError.x);
        } catch (NoClassDefFoundError e) {
            System.out.println("error again: NCDFE " + e.getMessage());
        }
        System.out.println("done");
    }
}
