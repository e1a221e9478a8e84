import java.io.*;
import java.util.*;
import java.util.function.*;

/** Serializable lambdas and method references: their serialized bytes (a SerializedLambda), and copies that still work. */
public class SerializableLambdas {
    interface Rule extends Predicate<String>, Serializable {}

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            sb.append(String.format("%02x", b[i]));
            if (i % 40 == 39) sb.append('\n');
        }
        return sb.toString();
    }

    static byte[] bytes(Object o) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ObjectOutputStream oos = new ObjectOutputStream(out)) {
            oos.writeObject(o);
        }
        return out.toByteArray();
    }

    @SuppressWarnings("unchecked")
    static <T> T copy(T o) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes(o)))) {
            return (T) in.readObject();
        }
    }

    static int twice(int x) {
        return 2 * x;
    }

    public static void main(String[] args) throws Exception {
        int limit = 3;
        String prefix = "ab";
        long scale = 1_000_000_000_000L;
        Rule shortWord = s -> s.length() <= limit && s.startsWith(prefix);
        IntUnaryOperator doubler = (IntUnaryOperator & Serializable) SerializableLambdas::twice;
        Function<String, Integer> length = (Function<String, Integer> & Serializable) String::length;
        LongSupplier big = (LongSupplier & Serializable) () -> scale * limit;
        Supplier<List<String>> fresh = (Supplier<List<String>> & Serializable) ArrayList::new;

        System.out.println(hex(bytes(shortWord)));
        Rule r = copy(shortWord);
        System.out.println(r.test("abc") + " " + r.test("abcd") + " " + r.test("xbc"));
        System.out.println(copy(doubler).applyAsInt(21));
        System.out.println(copy(length).apply("seven"));
        System.out.println(copy(big).getAsLong());
        List<String> l = copy(fresh).get();
        l.add("x");
        System.out.println(l);
        System.out.println(bytes(doubler).length + " " + bytes(length).length + " " + bytes(big).length + " " + bytes(fresh).length);
        Object plain = (Runnable) () -> {};
        try {
            bytes(plain);
        } catch (NotSerializableException e) {
            System.out.println("not serializable: " + e.getMessage().replaceAll("\\$\\$Lambda\\$.*", "\\$\\$Lambda"));
        }
    }
}
