import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class StreamErrors {
    static void attempt(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
            for (Throwable s : e.getSuppressed()) {
                System.out.println("  suppressed " + s.getClass().getName() + ": " + s.getMessage());
            }
        }
    }

    public static void main(String[] args) {
        Stream<Integer> s1 = Stream.of(1, 2, 3);
        s1.forEach(x -> {});
        attempt("reuse terminal", () -> s1.forEach(x -> {}));
        attempt("reuse count", () -> s1.count());
        attempt("reuse intermediate", () -> s1.map(x -> x));
        Stream<Integer> s2 = Stream.of(1, 2, 3);
        s2.filter(x -> x > 1);
        attempt("linked twice", () -> s2.filter(x -> x > 2));
        attempt("linked onClose", () -> s2.onClose(() -> {}));
        attempt("linked iterator", () -> s2.iterator());
        IntStream is = IntStream.range(0, 3);
        is.sum();
        attempt("int reuse", () -> is.sum());
        LongStream lsr = LongStream.range(0, 3);
        lsr.boxed();
        attempt("long reuse", () -> lsr.max());
        DoubleStream dsr = DoubleStream.of(1);
        dsr.iterator();
        attempt("double reuse", () -> dsr.average());
        Stream<Integer> s3 = Stream.of(1);
        Stream<Integer> s3m = s3.map(x -> x);
        s3.close();
        attempt("closed source", () -> s3m.toList());
        Stream<Integer> s4 = Stream.of(1);
        s4.close();
        attempt("closed head", () -> s4.toList());
        Stream<Integer> a = Stream.of(1);
        Stream<Integer> b = Stream.of(2);
        b.count();
        attempt("concat consumed", () -> Stream.concat(a, b));
        attempt("concat first now linked", () -> a.count());
        attempt("skip(0) returns same", () -> { Stream<Integer> x = Stream.of(1); x.skip(0); x.count(); });

        attempt("toMap duplicate", () -> Stream.of("a", "b", "a").collect(Collectors.toMap(k -> k, k -> k.length())));
        attempt("toMap duplicate values", () -> Stream.of("apple", "avocado").collect(Collectors.toMap(k -> k.charAt(0), k -> k)));
        attempt("toMap null value", () -> Stream.of("a").collect(Collectors.toMap(k -> k, k -> null)));
        attempt("toMap merge null", () -> Stream.of("a").collect(Collectors.toMap(k -> k, k -> null, (x, y) -> x)));
        attempt("groupingBy null key", () -> Stream.of("a", "b").collect(Collectors.groupingBy(k -> null)));
        attempt("toUnmodifiableMap dup", () -> Stream.of(1, 1).collect(Collectors.toUnmodifiableMap(k -> k, k -> "v" + k)));

        attempt("empty get", () -> Stream.empty().findFirst().get());
        attempt("empty max orElseThrow", () -> Stream.<Integer>empty().max(Integer::compare).orElseThrow());
        attempt("empty int min", () -> IntStream.empty().min().getAsInt());
        attempt("empty average", () -> DoubleStream.empty().average().getAsDouble());
        attempt("empty long", () -> LongStream.empty().findAny().getAsLong());
        attempt("findFirst null", () -> Stream.of((String) null, "a").findFirst());
        attempt("reduce null", () -> Stream.of((String) null).reduce((x, y) -> x));
        attempt("min null", () -> Stream.of(null, "a").min(Comparator.nullsFirst(Comparator.<String>naturalOrder())));
        attempt("iterator end", () -> { Iterator<Integer> it = Stream.of(1).iterator(); it.next(); it.next(); });
        attempt("int iterator end", () -> IntStream.empty().iterator().nextInt());
        attempt("limit negative", () -> Stream.of(1).limit(-1));
        attempt("skip negative", () -> Stream.of(1).skip(-5));
        attempt("double limit", () -> DoubleStream.of(1).limit(-2));
        attempt("null mapper", () -> Stream.of(1).map(null));
        attempt("null forEach", () -> Stream.of(1).forEach(null));
        attempt("null iterate", () -> Stream.iterate(1, null));
        attempt("null concat", () -> Stream.concat(null, Stream.of(1)));
        attempt("null comparator", () -> Stream.of(1).sorted(null));
        attempt("array range", () -> Arrays.stream(new int[3], 2, 1));
        attempt("array neg", () -> Arrays.stream(new String[3], -1, 2));
        attempt("array end", () -> Arrays.stream(new double[3], 0, 4));
        attempt("array ok", () -> Arrays.stream(new long[3], 3, 3).count());
        attempt("builder after build", () -> { Stream.Builder<String> bb = Stream.builder(); bb.build(); bb.add("x"); });
        attempt("builder twice", () -> { IntStream.Builder bb = IntStream.builder(); bb.build(); bb.build(); });
        attempt("toList add", () -> Stream.of(1).toList().add(2));
        attempt("toUnmodifiableList set", () -> Stream.of(1).collect(Collectors.toUnmodifiableList()).set(0, 2));
        attempt("toUnmodifiableSet null", () -> Stream.of((Object) null).collect(Collectors.toUnmodifiableSet()));
        attempt("sorted not comparable", () -> Stream.of(new Object(), new Object()).sorted().count());
        attempt("lambda throws", () -> Stream.of(1, 0, 2).map(x -> 10 / x).toList());
        attempt("peek throws", () -> IntStream.range(0, 5).peek(i -> { if (i == 3) throw new IllegalArgumentException("boom " + i); }).sum());

        List<String> log = new ArrayList<>();
        attempt("close order", () -> {
            Stream<Integer> c = Stream.of(1).onClose(() -> log.add("h1")).onClose(() -> log.add("h2"));
            c.close();
            c.close();
        });
        System.out.println(log);
        attempt("close throws", () -> {
            Stream<Integer> c = Stream.of(1)
                    .onClose(() -> { throw new IllegalStateException("first"); })
                    .onClose(() -> { throw new UnsupportedOperationException("second"); })
                    .onClose(() -> log.add("third ran"));
            c.close();
        });
        System.out.println(log);
        attempt("close concat", () -> {
            Stream<Integer> x = Stream.of(1).onClose(() -> { throw new IllegalStateException("a-close"); });
            Stream<Integer> y = Stream.of(2).onClose(() -> { throw new IllegalStateException("b-close"); });
            Stream.concat(x, y).close();
        });
        attempt("flatMap closes inner", () -> {
            Stream.of(1, 2).flatMap(i -> Stream.of(i).onClose(() -> log.add("inner" + i))).forEach(i -> log.add("e" + i));
        });
        System.out.println(log);
        attempt("try-with-resources", () -> {
            try (Stream<String> t = Stream.of("x").onClose(() -> log.add("twr"))) {
                throw new IllegalStateException("body");
            }
        });
        System.out.println(log);
        attempt("onClose null", () -> Stream.of(1).onClose(null));
        attempt("modify during", () -> {
            List<Integer> src = new ArrayList<>(List.of(1, 2, 3));
            src.stream().forEach(x -> { if (x == 3) src.add(4); });
        });
    }
}
