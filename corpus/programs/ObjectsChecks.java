import java.util.*;
import java.util.function.Supplier;

/** A ring buffer and a config object guarded with java.util.Objects' checks. */
public class ObjectsChecks {
    static final class Ring {
        private final int[] data;
        private int size;

        Ring(int capacity) {
            data = new int[Objects.checkIndex(capacity - 1, 1 << 16) + 1];
        }

        void add(int v) {
            data[size++ % data.length] = v;
        }

        int get(int i) {
            return data[Objects.checkIndex(i, Math.min(size, data.length))];
        }

        int[] slice(int from, int to) {
            Objects.checkFromToIndex(from, to, Math.min(size, data.length));
            return Arrays.copyOfRange(data, from, to);
        }

        int sum(int from, int count) {
            Objects.checkFromIndexSize(from, count, Math.min(size, data.length));
            int s = 0;
            for (int i = from; i < from + count; i++) s += data[i];
            return s;
        }
    }

    record Config(String host, Integer port, String user) {
        Config {
            Objects.requireNonNull(host, "host must not be null");
            port = Objects.requireNonNullElse(port, 8080);
            user = Objects.requireNonNullElseGet(user, () -> "guest");
        }
    }

    static void attempt(String label, Supplier<Object> action) {
        try {
            System.out.println(label + " = " + action.get());
        } catch (RuntimeException e) {
            System.out.println(label + " ! " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Ring r = new Ring(5);
        for (int i = 1; i <= 4; i++) r.add(i * 10);
        attempt("get(0)", () -> r.get(0));
        attempt("get(3)", () -> r.get(3));
        attempt("get(4)", () -> r.get(4));
        attempt("get(-1)", () -> r.get(-1));
        attempt("slice(1,3)", () -> Arrays.toString(r.slice(1, 3)));
        attempt("slice(3,1)", () -> Arrays.toString(r.slice(3, 1)));
        attempt("slice(-2,2)", () -> Arrays.toString(r.slice(-2, 2)));
        attempt("slice(2,9)", () -> Arrays.toString(r.slice(2, 9)));
        attempt("sum(1,3)", () -> r.sum(1, 3));
        attempt("sum(2,5)", () -> r.sum(2, 5));
        attempt("sum(-1,2)", () -> r.sum(-1, 2));
        attempt("sum(1,-2)", () -> r.sum(1, -2));
        attempt("sum(max,max)", () -> r.sum(Integer.MAX_VALUE, Integer.MAX_VALUE));
        attempt("new Ring(0)", () -> new Ring(0));
        attempt("new Ring(70000)", () -> new Ring(70000));

        attempt("long checkIndex", () -> Objects.checkIndex(5_000_000_000L, 6_000_000_000L));
        attempt("long checkIndex bad", () -> Objects.checkIndex(6_000_000_000L, 6_000_000_000L));
        attempt("long fromTo bad", () -> Objects.checkFromToIndex(1L, 0L, 10L));
        attempt("long fromSize bad", () -> Objects.checkFromIndexSize(8L, 3L, 10L));
        attempt("long fromSize ok", () -> Objects.checkFromIndexSize(7L, 3L, 10L));

        attempt("config full", () -> new Config("db.local", 5432, "admin"));
        attempt("config defaults", () -> new Config("db.local", null, null));
        attempt("config no host", () -> new Config(null, 1, "x"));
        attempt("elseGet null supplier result", () -> Objects.requireNonNullElseGet(null, () -> null));
        attempt("else both null", () -> Objects.requireNonNullElse(null, null));
        attempt("requireNonNull supplier", () -> Objects.requireNonNull(null, () -> "computed message " + 42));
        attempt("requireNonNull plain", () -> Objects.requireNonNull(null));
        attempt("requireNonNull ok", () -> Objects.requireNonNull("x", "unused"));

        Object[] things = {null, "a", new int[] {1, 2}, List.of(1, 2), 3.0};
        for (Object a : things) {
            StringBuilder sb = new StringBuilder(String.valueOf(a instanceof int[] ? "int[]" : a)).append(':');
            for (Object b : things) sb.append(' ').append(Objects.equals(a, b) ? 'E' : '.').append(Objects.deepEquals(a, b) ? 'D' : '.');
            System.out.println(sb + " isNull=" + Objects.isNull(a) + " nonNull=" + Objects.nonNull(a) + " hash=" + (a instanceof int[] ? "-" : Objects.hashCode(a)));
        }
        System.out.println("deepEquals arrays: " + Objects.deepEquals(new int[][] {{1}, {2}}, new int[][] {{1}, {2}}));
        System.out.println("hash(a,b,c)=" + Objects.hash("a", "b", "c") + " hash()=" + Objects.hash() + " hash(null)=" + Objects.hash((Object) null));
        System.out.println("toString: " + Objects.toString(null) + " / " + Objects.toString(null, "n/a") + " / " + Objects.toString(12, "n/a"));
        Comparator<String> byLen = Comparator.comparingInt(String::length);
        System.out.println("compare: " + Objects.compare("aa", "b", byLen) + " " + Objects.compare(null, null, byLen) + " " + Objects.compare("x", "x", null));
    }
}
