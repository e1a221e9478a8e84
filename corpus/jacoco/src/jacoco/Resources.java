package jacoco;

import java.io.IOException;
import java.io.StringReader;

/** try-with-resources in the shapes javac 11+ emits. */
public class Resources {
    static class Res implements AutoCloseable {
        final boolean failClose;

        Res(boolean failClose) {
            this.failClose = failClose;
        }

        int read(int x) {
            if (x < 0) {
                throw new IllegalArgumentException("negative");
            }
            return x * 2;
        }

        @Override
        public void close() {
            if (failClose) {
                throw new IllegalStateException("close");
            }
        }
    }

    static Res open(boolean fail) {
        return fail ? null : new Res(false);
    }

    public static int one(int x) {
        try (Res r = new Res(false)) {
            return r.read(x);
        }
    }

    public static int maybeNull(boolean missing, int x) {
        try (Res r = open(missing)) {
            if (r == null) {
                return -1;
            }
            return r.read(x);
        }
    }

    public static int two(int x, boolean failClose) {
        try (Res a = new Res(failClose); Res b = new Res(false)) {
            return a.read(x) + b.read(x);
        }
    }

    public static int withCatchAndFinally(int x) {
        int result = 0;
        try (Res r = new Res(false)) {
            result = r.read(x);
        } catch (IllegalArgumentException e) {
            result = -1;
        } finally {
            result += 100;
        }
        return result;
    }

    public static int reader(String text) throws IOException {
        try (StringReader r = new StringReader(text)) {
            return r.read();
        }
    }

    public static void noBody() {
        try (Res r = new Res(false)) {
            // nothing
        }
    }
}
