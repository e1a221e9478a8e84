import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class StreamLaziness {
    static StringBuilder log = new StringBuilder();

    static void flush(String label) {
        System.out.println(label + ": " + log);
        log.setLength(0);
    }

    static <T> Predicate<T> pred(String tag, Predicate<T> p) {
        return x -> { log.append(tag).append(x).append(' '); return p.test(x); };
    }

    static <T, R> Function<T, R> fn(String tag, Function<T, R> f) {
        return x -> { log.append(tag).append(x).append(' '); return f.apply(x); };
    }

    static <T> Consumer<T> pk(String tag) {
        return x -> log.append(tag).append(x).append(' ');
    }

    public static void main(String[] args) {
        List<Integer> src = List.of(1, 2, 3, 4, 5, 6);
        // nothing happens without a terminal op
        Stream<Integer> s = src.stream().peek(pk("p")).map(fn("m", x -> x * 2));
        flush("no terminal");
        s.forEach(pk("f"));
        flush("forEach");

        src.stream().peek(pk("a")).filter(pred("f", x -> x % 2 == 0)).peek(pk("b")).forEach(pk("e"));
        flush("filter interleave");

        System.out.println(src.stream().peek(pk("p")).filter(pred("f", x -> x > 2)).findFirst().get());
        flush("findFirst");

        System.out.println(src.stream().peek(pk("p")).anyMatch(pred("t", x -> x == 3)));
        flush("anyMatch");
        System.out.println(src.stream().peek(pk("p")).allMatch(pred("t", x -> x < 3)));
        flush("allMatch");
        System.out.println(src.stream().peek(pk("p")).noneMatch(pred("t", x -> x == 2)));
        flush("noneMatch");

        src.stream().peek(pk("p")).limit(2).forEach(pk("e"));
        flush("limit");
        src.stream().peek(pk("p")).limit(0).forEach(pk("e"));
        flush("limit0");
        src.stream().peek(pk("p")).skip(4).forEach(pk("e"));
        flush("skip");
        src.stream().peek(pk("p")).skip(1).limit(2).forEach(pk("e"));
        flush("skip+limit");

        src.stream().peek(pk("p")).sorted(Comparator.reverseOrder()).peek(pk("s")).forEach(pk("e"));
        flush("sorted barrier");
        System.out.println(src.stream().peek(pk("p")).sorted().peek(pk("s")).findFirst().get());
        flush("sorted findFirst");
        src.stream().peek(pk("p")).sorted().peek(pk("s")).limit(2).forEach(pk("e"));
        flush("sorted limit");

        src.stream().peek(pk("p")).takeWhile(pred("t", x -> x < 3)).forEach(pk("e"));
        flush("takeWhile");
        src.stream().peek(pk("p")).dropWhile(pred("d", x -> x < 5)).forEach(pk("e"));
        flush("dropWhile");

        Stream.of(1, 2, 1, 3, 2).peek(pk("p")).distinct().peek(pk("d")).forEach(pk("e"));
        flush("distinct");

        Stream.of(1, 2, 3).flatMap(x -> Stream.of(x, x * 10).peek(pk("i"))).peek(pk("o")).forEach(pk("e"));
        flush("flatMap");
        System.out.println(Stream.of(1, 2, 3).flatMap(x -> Stream.of(x, x * 10, x * 100).peek(pk("i"))).peek(pk("o")).filter(x -> x >= 10).findFirst().get());
        flush("flatMap short");
        Stream.of(1, 2, 3).flatMap(x -> Stream.of(x, -x).onClose(() -> log.append("close").append(x).append(' '))).limit(3).forEach(pk("e"));
        flush("flatMap close");

        Stream.iterate(1, x -> { log.append("f").append(x).append(' '); return x + 1; }).peek(pk("p")).limit(3).forEach(pk("e"));
        flush("iterate limit");
        Stream.iterate(1, x -> { log.append("h").append(x).append(' '); return x < 4; }, x -> { log.append("n").append(x).append(' '); return x + 1; }).forEach(pk("e"));
        flush("iterate3");
        int[] g = {0};
        Stream.generate(() -> { log.append("g "); return g[0]++; }).limit(3).forEach(pk("e"));
        flush("generate");

        // count of sized streams skips the pipeline
        System.out.println(src.stream().peek(pk("p")).count());
        flush("count sized");
        System.out.println(src.stream().peek(pk("p")).map(fn("m", x -> x)).skip(2).limit(3).count());
        flush("count sized slice");
        System.out.println(src.stream().peek(pk("p")).filter(x -> true).count());
        flush("count filtered");
        System.out.println(Stream.iterate(1, x -> x + 1).peek(pk("p")).limit(3).count());
        flush("count unsized");
        System.out.println(Stream.concat(Stream.of(1, 2), Stream.of(3)).peek(pk("p")).count());
        flush("count concat");
        System.out.println(IntStream.range(0, 5).peek(i -> log.append("p").append(i).append(' ')).count());
        flush("count range");
        System.out.println("héllo".codePoints().peek(i -> log.append(i).append(' ')).count());
        flush("count latin1 codePoints");
        System.out.println("h\u20acllo".codePoints().peek(i -> log.append(i).append(' ')).count());
        flush("count utf16 codePoints");
        System.out.println(new StringBuilder("abc").chars().peek(i -> log.append(i).append(' ')).count());
        flush("count sb chars");
        System.out.println(new StringBuilder("abc").codePoints().peek(i -> log.append(i).append(' ')).count());
        flush("count sb codePoints");

        // iterator pulls lazily
        Iterator<Integer> it = src.stream().peek(pk("p")).map(fn("m", x -> x * 3)).iterator();
        flush("iterator created");
        System.out.println(it.next());
        flush("next");
        System.out.println(it.hasNext());
        flush("hasNext");
        System.out.println(it.next());
        flush("next");
        Iterator<Integer> it2 = src.stream().peek(pk("p")).sorted().iterator();
        System.out.println(it2.next());
        flush("sorted iterator");

        // late binding of collection sources
        List<Integer> late = new ArrayList<>(List.of(1, 2));
        Stream<Integer> ls = late.stream().map(x -> x * 100);
        late.add(3);
        System.out.println(ls.toList());

        // reduce / collect call order
        System.out.println(Stream.of("a", "b", "c").reduce("", (x, y) -> { log.append(x).append('+').append(y).append(' '); return x + y; }));
        flush("reduce");
        Integer size = Stream.of(1, 2, 3).collect(Collector.of(
                () -> { log.append("supply "); return new ArrayList<Integer>(); },
                (l, x) -> { log.append("acc").append(x).append(' '); l.add(x); },
                (l, r) -> { log.append("comb "); l.addAll(r); return l; },
                l -> { log.append("fin "); return l.size(); }));
        System.out.println(size);
        flush("collector");

        // mapMulti pushes directly
        Stream.of(1, 2).peek(pk("p")).mapMulti((Integer x, Consumer<Object> sink) -> { sink.accept(x); sink.accept("+" + x); }).forEach(pk("e"));
        flush("mapMulti");

        // primitive pipelines
        IntStream.rangeClosed(1, 5).peek(i -> log.append("p").append(i).append(' ')).filter(i -> i % 2 == 1).limit(2).forEach(i -> log.append("e").append(i).append(' '));
        flush("int limit");
        System.out.println(IntStream.iterate(1, i -> i * 2).peek(i -> log.append("p").append(i).append(' ')).anyMatch(i -> i > 10));
        flush("int anyMatch");
        LongStream.range(0, 4).peek(i -> log.append("p").append(i).append(' ')).map(i -> -i).sorted().forEach(i -> log.append("e").append(i).append(' '));
        flush("long sorted");
        System.out.println(DoubleStream.of(3, 1, 2).peek(d -> log.append("p").append(d).append(' ')).sorted().findFirst().getAsDouble());
        flush("double sorted first");
        IntStream.of(1, 2).flatMap(i -> IntStream.of(i, i).peek(j -> log.append("i").append(j).append(' '))).forEach(i -> log.append("e").append(i).append(' '));
        flush("int flatMap");
        PrimitiveIterator.OfInt pit = IntStream.range(0, 3).map(i -> { log.append("m").append(i).append(' '); return i; }).iterator();
        System.out.println(pit.nextInt() + " " + pit.next());
        flush("int iterator");
    }
}
