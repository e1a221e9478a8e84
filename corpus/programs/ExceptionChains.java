import java.util.*;

public class ExceptionChains {
    static class AppException extends Exception {
        private final int code;
        AppException(String m, int code) { super(m); this.code = code; }
        AppException(String m, int code, Throwable cause) { super(m, cause); this.code = code; }
        int code() { return code; }
        @Override public String toString() { return getClass().getSimpleName() + "[" + code + "]: " + getMessage(); }
    }
    static class ValidationException extends AppException {
        final List<String> problems;
        ValidationException(List<String> problems) {
            super(problems.size() + " validation problem(s)", 400);
            this.problems = List.copyOf(problems);
        }
    }
    static class StorageException extends AppException {
        StorageException(String m, Throwable cause) { super(m, 500, cause); }
    }
    static class RetryableException extends RuntimeException {
        final int attempt;
        RetryableException(int attempt) { super("transient failure #" + attempt, null, false, false); this.attempt = attempt; }
    }
    static class Resource implements AutoCloseable {
        final String name; final boolean failOnClose;
        Resource(String name, boolean failOnClose) { this.name = name; this.failOnClose = failOnClose; System.out.println("open " + name); }
        @Override public void close() {
            System.out.println("close " + name);
            if (failOnClose) throw new IllegalStateException("close failed: " + name);
        }
    }

    static void validate(Map<String, String> form) throws ValidationException {
        List<String> problems = new ArrayList<>();
        if (form.getOrDefault("name", "").isBlank()) problems.add("name is required");
        String age = form.get("age");
        try {
            int a = Integer.parseInt(age);
            if (a < 0 || a > 150) problems.add("age out of range: " + a);
        } catch (NumberFormatException e) {
            problems.add("age not a number (" + e.getMessage() + ")");
        }
        if (!form.getOrDefault("email", "").matches("[^@\\s]+@[^@\\s]+\\.\\w+")) problems.add("email invalid");
        if (!problems.isEmpty()) throw new ValidationException(problems);
    }

    static void save(String key) throws StorageException {
        try {
            lowLevelWrite(key);
        } catch (IllegalStateException e) {
            throw new StorageException("could not save " + key, e);
        }
    }

    static void lowLevelWrite(String key) {
        if (key.length() > 5) throw new IllegalStateException("key too long: " + key.length());
    }

    static int flaky(int[] counter) {
        counter[0]++;
        if (counter[0] < 3) throw new RetryableException(counter[0]);
        return counter[0] * 10;
    }

    static int depth(int n) throws AppException {
        if (n == 0) throw new AppException("bottom reached", 1);
        try {
            return depth(n - 1);
        } finally {
            System.out.println("unwind " + n);
        }
    }

    public static void main(String[] args) {
        List<Map<String, String>> forms = List.of(
            Map.of("name", "Ann", "age", "34", "email", "ann@example.com"),
            Map.of("name", " ", "age", "abc", "email", "nope"),
            Map.of("name", "Old", "age", "200", "email", "old@x.org"));
        for (Map<String, String> f : forms) {
            try {
                validate(f);
                System.out.println("valid: " + f.get("name"));
            } catch (ValidationException e) {
                System.out.println(e + " -> " + e.problems + " code " + e.code());
            }
        }
        for (String key : new String[]{"abc", "toolongkey"}) {
            try {
                save(key);
                System.out.println("saved " + key);
            } catch (StorageException e) {
                System.out.println("caught: " + e);
                e.printStackTrace(System.out);
            }
        }
        int[] counter = {0};
        for (int attempt = 1; ; attempt++) {
            try {
                System.out.println("result " + flaky(counter) + " after " + attempt + " attempts");
                break;
            } catch (RetryableException e) {
                System.out.println("retry: " + e.getMessage() + " trace length " + e.getStackTrace().length);
            }
        }
        try {
            depth(3);
        } catch (AppException e) {
            System.out.println("depth: " + e.getMessage());
            StackTraceElement[] st = e.getStackTrace();
            for (int i = 0; i < st.length; i++) System.out.println("  " + st[i].getMethodName() + ":" + st[i].getLineNumber());
        }
        try (Resource a = new Resource("db", false); Resource b = new Resource("cache", true)) {
            System.out.println("using " + a.name + " and " + b.name);
            throw new UnsupportedOperationException("body failed");
        } catch (UnsupportedOperationException e) {
            System.out.println("primary: " + e.getMessage());
            for (Throwable s : e.getSuppressed()) System.out.println("  suppressed: " + s);
        }
        try (Resource c = new Resource("file", true)) {
            System.out.println("body ok");
        } catch (IllegalStateException e) {
            System.out.println("from close: " + e.getMessage() + " suppressed " + e.getSuppressed().length);
        }
        Throwable root = new AppException("top", 3, new StorageException("middle", new IllegalArgumentException("root cause")));
        for (Throwable t = root; t != null; t = t.getCause()) System.out.println("chain: " + t);
        try {
            try {
                throw new AppException("inner", 7);
            } finally {
                System.out.println("finally runs before outer catch");
            }
        } catch (AppException e) {
            RuntimeException wrapped = new RuntimeException(e);
            System.out.println("wrapped message: " + wrapped.getMessage());
            wrapped.printStackTrace(System.out);
        }
        Exception multi = null;
        for (Object o : new Object[]{"1", 2, null, "x"}) {
            try {
                String s = (String) o;
                System.out.println("len " + s.length() + " val " + Integer.parseInt(s));
            } catch (ClassCastException | NumberFormatException e) {
                System.out.println("multi-catch " + e.getClass().getSimpleName());
                multi = e;
            } catch (NullPointerException e) {
                System.out.println("npe caught");
            }
        }
        System.out.println("last " + (multi instanceof NumberFormatException) + " " + multi.getMessage());
        int code = new Random(5).nextInt(3);
        try {
            if (code >= 0) throw new AppException("exit path", 42);
        } catch (AppException e) {
            System.out.println("exit code would be " + e.code());
        }
    }
}
