public class StackTraces {
    static class Thrower {
        void level3(int x) {
            if (x > 0) throw new IllegalArgumentException("bad x=" + x);
        }
        void level2(int x) { level3(x); }
        void level1(int x) { level2(x); }
        Thrower() {}
        Thrower(boolean fail) { if (fail) throw new RuntimeException("ctor fail"); }
        static int staticFail() { int[] a = new int[1]; return a[2]; }
    }
    interface Action { void run(); }

    static void print(StackTraceElement e) {
        System.out.println("  class=" + e.getClassName() + " method=" + e.getMethodName() + " file=" + e.getFileName() + " line=" + e.getLineNumber() + " native=" + e.isNativeMethod());
    }

    public static void main(String[] args) {
        try {
            new Thrower().level1(5);
        } catch (IllegalArgumentException e) {
            StackTraceElement[] st = e.getStackTrace();
            System.out.println("depth " + st.length);
            for (StackTraceElement el : st) print(el);
            System.out.println("toString of top: " + st[0]);
        }
        try {
            new Thrower(true);
        } catch (RuntimeException e) {
            print(e.getStackTrace()[0]);
            print(e.getStackTrace()[1]);
        }
        try {
            Thrower.staticFail();
        } catch (ArrayIndexOutOfBoundsException e) {
            print(e.getStackTrace()[0]);
            e.printStackTrace(System.out);
        }
        try {
            Action a = () -> { throw new UnsupportedOperationException("from lambda"); };
            a.run();
        } catch (UnsupportedOperationException e) {
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println("lambda frame: class=" + top.getClassName() + " methodStartsWith lambda$=" + top.getMethodName().startsWith("lambda$main$") + " line=" + top.getLineNumber());
        }
        try {
            Object o = "s";
            Integer i = (Integer) o;
            System.out.println(i);
        } catch (ClassCastException e) {
            e.printStackTrace(System.out);
        }
        Exception created = new Exception("created not thrown");
        System.out.println("created trace top: " + created.getStackTrace()[0]);
        Exception wrapped = new RuntimeException("wrapper", new IllegalStateException("root cause"));
        wrapped.printStackTrace(System.out);
        try {
            recurse(3);
        } catch (ArithmeticException e) {
            e.printStackTrace(System.out);
        }
        try {
            "abc".substring(5);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("JDK exception message: " + e.getMessage());
            StackTraceElement[] st = e.getStackTrace();
            StackTraceElement last = st[st.length - 1];
            System.out.println("bottom frame " + last.getClassName() + "." + last.getMethodName() + ":" + last.getLineNumber());
        }
        Throwable custom = new Throwable("custom trace");
        custom.setStackTrace(new StackTraceElement[]{new StackTraceElement("a.B", "m", "B.java", 10), new StackTraceElement("c.D", "n", null, -1), new StackTraceElement("e.F", "nat", "F.java", -2)});
        custom.printStackTrace(System.out);
    }

    static int recurse(int n) {
        if (n == 0) return 1 / n;
        return recurse(n - 1) + 1;
    }
}
