import java.util.*;
import java.util.stream.*;

public class IntStreams {
    public static void main(String[] args) {
        System.out.println(IntStream.range(0, 5).boxed().toList() + " " + IntStream.rangeClosed(1, 5).boxed().toList());
        System.out.println(IntStream.range(5, 5).count() + " " + IntStream.range(6, 5).count() + " " + IntStream.rangeClosed(5, 5).count() + " " + IntStream.rangeClosed(6, 5).count());
        System.out.println(IntStream.rangeClosed(Integer.MAX_VALUE - 2, Integer.MAX_VALUE).boxed().toList());
        System.out.println(IntStream.range(Integer.MIN_VALUE, Integer.MIN_VALUE + 2).boxed().toList());
        System.out.println(IntStream.rangeClosed(Integer.MIN_VALUE, Integer.MAX_VALUE).count());
        System.out.println(LongStream.rangeClosed(Long.MAX_VALUE - 1, Long.MAX_VALUE).boxed().toList());
        System.out.println(LongStream.range(0, 1_000_000_000_000L).count() + " " + LongStream.rangeClosed(-3, 3).sum());
        System.out.println(IntStream.of(3, 1, 4, 1, 5, 9, 2, 6).sum() + " " + IntStream.of().sum() + " " + IntStream.of(7).sum());
        System.out.println(IntStream.of(Integer.MAX_VALUE, 1).sum() + " " + LongStream.of(Long.MAX_VALUE, 1).sum());
        System.out.println(IntStream.of(3, 1, 4).min() + " " + IntStream.of(3, 1, 4).max() + " " + IntStream.empty().min() + " " + IntStream.empty().max());
        System.out.println(IntStream.of(1, 2).average() + " " + IntStream.empty().average() + " " + IntStream.of(Integer.MAX_VALUE, Integer.MAX_VALUE).average());
        System.out.println(LongStream.of(1, 2, 4).average() + " " + LongStream.empty().average());
        System.out.println(DoubleStream.of(1, 2, 4).average() + " " + DoubleStream.empty().average() + " " + DoubleStream.of(0.1, 0.2, 0.3).average().getAsDouble());
        System.out.println(DoubleStream.of(0.1, 0.2, 0.3).sum() + " " + (0.1 + 0.2 + 0.3) + " " + DoubleStream.of(1e100, 1.0, -1e100).sum() + " " + DoubleStream.empty().sum());
        System.out.println(DoubleStream.of(Double.POSITIVE_INFINITY, 1).sum() + " " + DoubleStream.of(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY).sum() + " " + DoubleStream.of(Double.NaN, 1).sum() + " " + DoubleStream.of(Double.MAX_VALUE, Double.MAX_VALUE).sum());
        System.out.println(DoubleStream.of(2, Double.NaN, 1).min() + " " + DoubleStream.of(-0.0, 0.0).max() + " " + DoubleStream.of(0.0, -0.0).min() + " " + DoubleStream.empty().max());

        IntSummaryStatistics is = IntStream.of(4, 8, 15, 16, 23, 42).summaryStatistics();
        System.out.println(is);
        System.out.println(is.getCount() + " " + is.getSum() + " " + is.getMin() + " " + is.getMax() + " " + is.getAverage());
        System.out.println(IntStream.empty().summaryStatistics());
        System.out.println(LongStream.of(5, -5, 100).summaryStatistics());
        System.out.println(LongStream.empty().summaryStatistics());
        DoubleSummaryStatistics ds = DoubleStream.of(1.5, 2.25, -0.125).summaryStatistics();
        System.out.println(ds);
        System.out.println(ds.getSum() + " " + ds.getAverage() + " " + ds.getMin() + " " + ds.getMax());
        System.out.println(DoubleStream.empty().summaryStatistics());
        IntSummaryStatistics manual = new IntSummaryStatistics();
        manual.accept(5);
        manual.accept(-2);
        IntSummaryStatistics other = new IntSummaryStatistics(3, 1, 10, 15);
        manual.combine(other);
        System.out.println(manual);
        try {
            new IntSummaryStatistics(-1, 0, 0, 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new LongSummaryStatistics(2, 5, 1, 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new DoubleSummaryStatistics(2, Double.NaN, 1, 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(new DoubleSummaryStatistics(0, 9, 1, 5));
        LongSummaryStatistics ls = new LongSummaryStatistics();
        ls.accept(3);
        ls.accept(4L);
        System.out.println(ls.getSum() + " " + ls.getAverage());

        // transformations
        System.out.println(IntStream.range(0, 6).map(i -> i * i).filter(i -> i % 2 == 0).boxed().toList());
        System.out.println(IntStream.range(0, 4).mapToObj(i -> "s" + i).collect(Collectors.joining(",")));
        System.out.println(IntStream.range(0, 4).mapToLong(i -> (long) i << 40).boxed().toList());
        System.out.println(IntStream.range(0, 4).mapToDouble(i -> i / 4.0).boxed().toList());
        System.out.println(IntStream.range(0, 3).asLongStream().map(l -> l * 3).boxed().toList() + " " + IntStream.range(0, 3).asDoubleStream().boxed().toList());
        System.out.println(LongStream.of(7, 8).asDoubleStream().boxed().toList() + " " + LongStream.of(7, 8).mapToInt(l -> (int) l * 2).sum() + " " + LongStream.of(1).mapToObj(Long::toHexString).toList());
        System.out.println(DoubleStream.of(1.7, -2.2).mapToInt(d -> (int) d).boxed().toList() + " " + DoubleStream.of(1.7).mapToLong(Math::round).sum() + " " + DoubleStream.of(2).map(d -> d * 1.5).boxed().toList() + " " + DoubleStream.of(0.5).mapToObj(d -> "d" + d).toList());
        System.out.println(IntStream.of(5, 3, 5, 1, 3).distinct().boxed().toList() + " " + IntStream.of(5, 3, 5, 1, 3).sorted().boxed().toList());
        System.out.println(LongStream.of(5, 3, 5).distinct().sorted().boxed().toList() + " " + DoubleStream.of(2.5, -1, 2.5, 0.0, -0.0).distinct().sorted().boxed().toList());
        System.out.println(IntStream.of(1, 2, 3, 4, 5).skip(1).limit(3).boxed().toList() + " " + IntStream.of(1, 2, 3, 1).takeWhile(i -> i < 3).boxed().toList() + " " + IntStream.of(1, 2, 3, 1).dropWhile(i -> i < 3).boxed().toList());
        System.out.println(LongStream.iterate(1, l -> l * 10).limit(5).boxed().toList() + " " + LongStream.iterate(1, l -> l < 1000, l -> l * 7).boxed().toList());
        System.out.println(DoubleStream.iterate(1, d -> d / 2).limit(4).boxed().toList() + " " + DoubleStream.iterate(1, d -> d < 10, d -> d * 3).boxed().toList());
        System.out.println(IntStream.iterate(0, i -> i + 3).limit(4).boxed().toList() + " " + IntStream.iterate(0, i -> i < 10, i -> i + 4).boxed().toList());
        int[] c = {0};
        System.out.println(IntStream.generate(() -> c[0]++).limit(3).boxed().toList() + " " + LongStream.generate(() -> 9).limit(2).boxed().toList() + " " + DoubleStream.generate(() -> 0.5).limit(2).sum());
        System.out.println(IntStream.concat(IntStream.of(1, 2), IntStream.range(5, 7)).boxed().toList() + " " + LongStream.concat(LongStream.of(1), LongStream.empty()).count() + " " + DoubleStream.concat(DoubleStream.of(1), DoubleStream.of(2)).sum());
        System.out.println(IntStream.of(1, 2, 3).flatMap(i -> IntStream.range(0, i)).boxed().toList() + " " + LongStream.of(2).flatMap(l -> LongStream.of(l, l)).sum() + " " + DoubleStream.of(2).flatMap(d -> DoubleStream.of(d, d)).sum());
        System.out.println(IntStream.of(1, 2).mapMulti((i, sink) -> { sink.accept(i); sink.accept(i * 10); }).boxed().toList());
        System.out.println(LongStream.of(1, 2).mapMulti((i, sink) -> sink.accept(-i)).boxed().toList() + " " + DoubleStream.of(1).mapMulti((d, sink) -> { sink.accept(d); sink.accept(d); }).count());
        IntStream.Builder ib = IntStream.builder();
        ib.add(1).add(2).accept(3);
        System.out.println(ib.build().sum());
        LongStream.Builder lb = LongStream.builder();
        System.out.println(lb.add(4).build().sum());
        DoubleStream.Builder db = DoubleStream.builder();
        System.out.println(db.add(4.5).add(1).build().max().getAsDouble());

        // terminal ops
        System.out.println(Arrays.toString(IntStream.range(0, 4).toArray()) + " " + Arrays.toString(LongStream.range(0, 2).toArray()) + " " + Arrays.toString(DoubleStream.of(1, 2).toArray()) + " " + IntStream.empty().toArray().length);
        System.out.println(IntStream.range(1, 6).reduce(1, (a, b) -> a * b) + " " + IntStream.range(1, 6).reduce((a, b) -> a - b) + " " + IntStream.empty().reduce(Integer::sum));
        System.out.println(LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b) + " " + DoubleStream.of(1, 2, 3).reduce(0, (a, b) -> a + b * b));
        System.out.println(IntStream.range(0, 10).anyMatch(i -> i == 9) + " " + IntStream.range(0, 10).allMatch(i -> i < 9) + " " + IntStream.range(0, 10).noneMatch(i -> i > 10));
        System.out.println(LongStream.of(1, 3).anyMatch(l -> l % 2 == 0) + " " + DoubleStream.of(0.5).allMatch(d -> d < 1) + " " + DoubleStream.empty().noneMatch(d -> true));
        System.out.println(IntStream.range(3, 9).findFirst() + " " + IntStream.empty().findAny() + " " + LongStream.of(4).findFirst() + " " + DoubleStream.of(2.5).findAny() + " " + DoubleStream.empty().findFirst());
        StringBuilder sb = new StringBuilder();
        IntStream.range(0, 3).forEach(sb::append);
        LongStream.of(7).forEachOrdered(sb::append);
        DoubleStream.of(0.25).forEach(sb::append);
        System.out.println(sb);
        ArrayList<Integer> coll = IntStream.range(0, 3).collect(ArrayList::new, ArrayList::add, ArrayList::addAll);
        System.out.println(coll);
        PrimitiveIterator.OfInt it = IntStream.of(10, 20, 30).iterator();
        int total = 0;
        while (it.hasNext()) total += it.nextInt();
        System.out.println(total);
        PrimitiveIterator.OfLong lit = LongStream.of(1, 2).iterator();
        lit.forEachRemaining((long l) -> System.out.print(l + ";"));
        PrimitiveIterator.OfDouble dit = DoubleStream.of(0.5, 1.5).iterator();
        System.out.println(dit.next() + " " + dit.nextDouble() + " " + dit.hasNext());
        System.out.println(IntStream.range(0, 4).boxed().collect(Collectors.summingInt(Integer::intValue)));
        System.out.println(IntStream.of(1, 2, 3).parallel().isParallel() + " " + IntStream.of(1).sequential().isParallel() + " " + IntStream.of(1, 2).unordered().sum());

        // Random streams consume the generator exactly like the JDK
        Random r = new Random(42);
        System.out.println(r.ints(5).boxed().toList());
        System.out.println(r.ints(5, 0, 10).boxed().toList());
        System.out.println(r.ints(3, -5, 5).boxed().toList() + " " + r.ints(2, Integer.MIN_VALUE, Integer.MAX_VALUE).boxed().toList() + " " + r.ints(2, 0, 16).boxed().toList());
        System.out.println(r.ints().limit(3).boxed().toList() + " " + r.ints(100, 200).limit(3).boxed().toList() + " " + r.nextInt());
        System.out.println(r.longs(3).boxed().toList() + " " + r.longs(3, 10, 1000).boxed().toList() + " " + r.longs().limit(1).boxed().toList() + " " + r.longs(-1L << 62, 1L << 62).limit(2).boxed().toList());
        System.out.println(r.doubles(3).boxed().toList() + " " + r.doubles(2, 5, 6).boxed().toList() + " " + r.doubles().limit(1).boxed().toList() + " " + r.doubles(-1, 1).limit(2).boxed().toList());
        System.out.println(new Random(7).ints(1000, 0, 100).summaryStatistics());
        System.out.println(new Random(7).ints(4).count() + " " + new Random(1).ints().count() + " " + new Random(1).doubles(0).count());
        for (String bad : new String[] {"size", "range", "drange", "inf"}) {
            try {
                switch (bad) {
                    case "size": r.ints(-1); break;
                    case "range": r.ints(5, 5); break;
                    case "drange": r.doubles(1, 2.0, 1.0); break;
                    default: r.doubles(-Double.MAX_VALUE, Double.MAX_VALUE); break;
                }
            } catch (IllegalArgumentException e) {
                System.out.println(bad + ": " + e.getMessage());
            }
        }
        try {
            IntStream.of(1).limit(-3);
        } catch (IllegalArgumentException e) {
            System.out.println("limit: " + e.getMessage());
        }
        try {
            LongStream.of(1).skip(-4);
        } catch (IllegalArgumentException e) {
            System.out.println("skip: " + e.getMessage());
        }
        try {
            IntStream.empty().max().getAsInt();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE: " + e.getMessage());
        }
    }
}
