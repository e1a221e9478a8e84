public class UncaughtWithCause {
    static class AppException extends RuntimeException {
        AppException(String m, Throwable cause) { super(m, cause); }
    }
    static int parse(String s) {
        int v = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') throw new NumberFormatException("bad digit '" + c + "' in " + s);
            v = v * 10 + (c - '0');
        }
        return v;
    }
    static int load(String s) {
        try {
            return parse(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("cannot load " + s, e);
        }
    }
    static void run(String s) {
        try {
            System.out.println("loaded " + load(s));
        } catch (IllegalArgumentException e) {
            throw new AppException("run failed", e);
        }
    }
    static void level1(String s) { level2(s); }
    static void level2(String s) { run(s); }

    public static void main(String[] args) {
        System.out.println("start");
        level1("12");
        level1("x1");
        System.out.println("not reached");
    }
}
