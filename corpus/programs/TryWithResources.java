public class TryWithResources {
    static class Res implements AutoCloseable {
        final String name;
        final boolean failClose;
        Res(String name, boolean failClose) {
            this.name = name;
            this.failClose = failClose;
            System.out.println("  open " + name);
        }
        Res(String name) { this(name, false); }
        void use(boolean fail) {
            System.out.println("  use " + name);
            if (fail) throw new IllegalStateException("use failed: " + name);
        }
        @Override public void close() {
            System.out.println("  close " + name);
            if (failClose) throw new IllegalArgumentException("close failed: " + name);
        }
    }
    static class FailOpen implements AutoCloseable {
        FailOpen() { throw new UnsupportedOperationException("cannot open"); }
        public void close() { System.out.println("  never closed"); }
    }

    static void scenario(String title, boolean failUse, boolean failClose1, boolean failClose2) {
        System.out.println(title);
        try (Res a = new Res("A", failClose1); Res b = new Res("B", failClose2)) {
            a.use(false);
            b.use(failUse);
            System.out.println("  body done");
        } catch (RuntimeException e) {
            System.out.println("  caught " + e.getClass().getSimpleName() + ": " + e.getMessage());
            Throwable[] sup = e.getSuppressed();
            System.out.println("  suppressed count " + sup.length);
            for (Throwable s : sup) System.out.println("    suppressed " + s.getClass().getSimpleName() + ": " + s.getMessage());
        } finally {
            System.out.println("  finally");
        }
    }

    public static void main(String[] args) throws Exception {
        scenario("1. no failures", false, false, false);
        scenario("2. use fails", true, false, false);
        scenario("3. use fails and both closes fail", true, true, true);
        scenario("4. only close B fails", false, false, true);
        scenario("5. both closes fail", false, true, true);
        System.out.println("6. null resource");
        try (Res n = null) {
            System.out.println("  body with null resource");
        }
        System.out.println("7. failed open");
        try (Res a = new Res("X"); FailOpen f = new FailOpen()) {
            System.out.println("  unreachable");
        } catch (UnsupportedOperationException e) {
            System.out.println("  caught " + e.getMessage());
        }
        System.out.println("8. effectively final resource (Java 9 style)");
        Res outer = new Res("OUT");
        try (outer) {
            outer.use(false);
        }
        System.out.println("9. return from try");
        System.out.println("  returned " + returning());
        System.out.println("10. addSuppressed manually");
        Exception main = new Exception("main");
        main.addSuppressed(new RuntimeException("s1"));
        main.addSuppressed(new Error("s2"));
        for (Throwable t : main.getSuppressed()) System.out.println("  " + t);
        try {
            main.addSuppressed(main);
        } catch (IllegalArgumentException e) {
            System.out.println("  self-suppression: " + e.getMessage());
        }
        try {
            main.addSuppressed(null);
        } catch (NullPointerException e) {
            System.out.println("  null suppression: " + e.getMessage());
        }
        System.out.println("11. printStackTrace with suppressed");
        try {
            try (Res r = new Res("P", true)) {
                throw new IllegalStateException("body");
            }
        } catch (IllegalStateException e) {
            e.printStackTrace(System.out);
        }
    }

    static int returning() {
        try (Res r = new Res("R")) {
            return 7;
        } finally {
            System.out.println("  finally after close");
        }
    }
}
