import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Spliterator.OfInt/OfLong/OfDouble: arrays, abstract generators, iterators, boxing adapters and primitive streams over them. */
public class PrimitiveSpliterators {
    /** Fibonacci numbers below a limit, generated on demand. */
    static final class Fibonacci extends Spliterators.AbstractLongSpliterator {
        private long a = 0;
        private long b = 1;
        private final long limit;
        int generated;

        Fibonacci(long limit) {
            super(Long.MAX_VALUE, Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.IMMUTABLE);
            this.limit = limit;
        }

        public boolean tryAdvance(LongConsumer action) {
            if (a > limit) {
                return false;
            }
            generated++;
            action.accept(a);
            long next = a + b;
            a = b;
            b = next;
            return true;
        }
    }

    /** A linear congruential generator of doubles in [0, 1), a fixed number of them. */
    static final class Lcg extends Spliterators.AbstractDoubleSpliterator {
        private long state;
        private long remaining;

        Lcg(long seed, long count) {
            super(count, Spliterator.SIZED | Spliterator.NONNULL);
            this.state = seed;
            this.remaining = count;
        }

        public boolean tryAdvance(DoubleConsumer action) {
            if (remaining == 0) {
                return false;
            }
            remaining--;
            state = (state * 6364136223846793005L + 1442695040888963407L);
            action.accept((state >>> 11) / (double) (1L << 53));
            return true;
        }
    }

    /** Run lengths of a sorted int array as an int spliterator of its own, splittable at run boundaries. */
    static final class RunLengths implements Spliterator.OfInt {
        private final int[] data;
        private int from;
        private final int to;

        RunLengths(int[] data, int from, int to) {
            this.data = data;
            this.from = from;
            this.to = to;
        }

        public boolean tryAdvance(IntConsumer action) {
            if (from >= to) {
                return false;
            }
            int start = from;
            while (from < to && data[from] == data[start]) {
                from++;
            }
            action.accept(from - start);
            return true;
        }

        public Spliterator.OfInt trySplit() {
            int mid = (from + to) >>> 1;
            while (mid < to && mid > from && data[mid] == data[mid - 1]) {
                mid++;
            }
            if (mid <= from || mid >= to) {
                return null;
            }
            RunLengths prefix = new RunLengths(data, from, mid);
            from = mid;
            return prefix;
        }

        public long estimateSize() {
            return to - from;
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.NONNULL;
        }
    }

    public static void main(String[] args) {
        // int arrays: bulk, single steps, boxing consumer
        int[] scores = {88, 92, 75, 64, 99, 81, 70};
        Spliterator.OfInt si = Spliterators.spliterator(scores, Spliterator.ORDERED);
        si.tryAdvance((IntConsumer) x -> System.out.println("first score " + x));
        si.tryAdvance((Consumer<Integer>) x -> System.out.println("second score boxed " + x + " " + x.getClass().getSimpleName()));
        IntSummaryStatistics rest = new IntSummaryStatistics();
        si.forEachRemaining((IntConsumer) rest);
        System.out.println("rest " + rest);
        List<Integer> boxed = new ArrayList<>();
        Spliterators.spliterator(scores, 2, 5, 0).forEachRemaining((Consumer<Integer>) boxed::add);
        System.out.println("boxed range 2..5 " + boxed);

        // long and double arrays split in half
        long[] sizes = {1L << 40, 3, 5, 7, 11, 13, 1L << 33, 17};
        Spliterator.OfLong sl = Arrays.spliterator(sizes);
        Spliterator.OfLong slp = sl.trySplit();
        long[] sums = new long[2];
        slp.forEachRemaining((long x) -> sums[0] += x);
        sl.forEachRemaining((long x) -> sums[1] += x);
        System.out.println("long halves " + sums[0] + " " + sums[1]);
        Spliterator.OfDouble sd = Arrays.spliterator(new double[] {0.5, 1.5, 2.5, 3.5, 4.5}, 1, 5);
        Spliterator.OfDouble sdp = sd.trySplit();
        System.out.println("double split " + sdp.estimateSize() + "+" + sd.estimateSize() + " sorted? " + sd.hasCharacteristics(Spliterator.SORTED));

        // primitive iterators from spliterators
        PrimitiveIterator.OfInt pi = Spliterators.iterator(Spliterators.spliterator(new int[] {7, 8, 9}, 0));
        StringBuilder sb = new StringBuilder();
        while (pi.hasNext()) {
            sb.append(pi.nextInt()).append(';');
        }
        System.out.println("iterated " + sb);
        PrimitiveIterator.OfLong pl = Spliterators.iterator(LongStream.of(4, 5, 6).spliterator());
        pl.nextLong();
        pl.forEachRemaining((LongConsumer) x -> System.out.println("remaining long " + x));
        PrimitiveIterator.OfDouble pd = Spliterators.iterator(Spliterators.emptyDoubleSpliterator());
        System.out.println("empty double iterator hasNext " + pd.hasNext());
        try {
            pd.nextDouble();
        } catch (NoSuchElementException e) {
            System.out.println("nextDouble on empty: NoSuchElementException");
        }

        // and spliterators from primitive iterators
        Spliterator.OfInt fromIt = Spliterators.spliterator(IntStream.of(1, 2, 3).iterator(), 3, Spliterator.ORDERED);
        System.out.println("from int iterator: est " + fromIt.estimateSize() + " exact " + fromIt.getExactSizeIfKnown());
        Spliterator.OfLong unknownLongs = Spliterators.spliteratorUnknownSize(LongStream.range(0, 3000).iterator(), 0);
        Spliterator.OfLong firstBatch = unknownLongs.trySplit();
        System.out.println("long iterator batch " + firstBatch.estimateSize() + " then " + unknownLongs.trySplit().estimateSize()
                + " then " + unknownLongs.trySplit());
        Spliterator.OfDouble sizedDoubles = Spliterators.spliterator(DoubleStream.of(1, 2).iterator(), 2, 0);
        System.out.println("double iterator sized " + sizedDoubles.hasCharacteristics(Spliterator.SIZED | Spliterator.SUBSIZED));

        // streams over primitive spliterators
        Fibonacci fib = new Fibonacci(1_000_000);
        System.out.println("even fibonacci sum " + StreamSupport.longStream(fib, false).filter(x -> x % 2 == 0).sum()
                + " from " + fib.generated + " terms");
        Fibonacci fib2 = new Fibonacci(Long.MAX_VALUE / 2);
        OptionalLong big = StreamSupport.longStream(fib2, false).filter(x -> x > 10_000).findFirst();
        System.out.println("first over 10000: " + big.getAsLong() + " after " + fib2.generated + " terms");
        DoubleSummaryStatistics ds = StreamSupport.doubleStream(new Lcg(42, 1000), false).summaryStatistics();
        System.out.printf("lcg: n=%d min=%.6f max=%.6f mean=%.6f%n", ds.getCount(), ds.getMin(), ds.getMax(), ds.getAverage());
        Spliterator.OfDouble lcg = new Lcg(7, 3000);
        Spliterator.OfDouble lcgBatch = lcg.trySplit();
        System.out.println("lcg batch " + lcgBatch.estimateSize() + " left " + lcg.estimateSize()
                + " subsized " + lcgBatch.hasCharacteristics(Spliterator.SUBSIZED));
        int[] sorted = {1, 1, 1, 2, 3, 3, 4, 4, 4, 4, 5, 6, 6};
        System.out.println("run lengths " + Arrays.toString(StreamSupport.intStream(new RunLengths(sorted, 0, sorted.length), false).toArray()));
        RunLengths runs = new RunLengths(sorted, 0, sorted.length);
        Spliterator.OfInt runsPrefix = runs.trySplit();
        System.out.println("runs prefix " + Arrays.toString(StreamSupport.intStream(runsPrefix, false).toArray())
                + " rest " + Arrays.toString(StreamSupport.intStream(runs, false).toArray()));
        IntStream lazy = StreamSupport.intStream(() -> Spliterators.spliterator(scores, 0), Spliterator.SIZED, false);
        scores[0] = 1;
        System.out.println("supplier intStream max " + lazy.max().getAsInt() + " min " + IntStream.of(scores).min().getAsInt());
        LongStream lazyLongs = StreamSupport.longStream(() -> new Fibonacci(100), Spliterator.ORDERED, false);
        System.out.println("supplier longStream " + Arrays.toString(lazyLongs.toArray()));
        DoubleStream lazyDoubles = StreamSupport.doubleStream(() -> new Lcg(1, 4), Spliterator.SIZED, false);
        System.out.println("supplier doubleStream count " + lazyDoubles.count());

        // primitive stream spliterators
        Spliterator.OfInt chars = "spliterator".chars().spliterator();
        StringBuilder cs = new StringBuilder();
        chars.forEachRemaining((IntConsumer) c -> cs.append((char) Character.toUpperCase(c)));
        System.out.println("chars " + cs + " sized " + "ab".chars().spliterator().hasCharacteristics(Spliterator.SIZED));
        Spliterator.OfInt evens = IntStream.rangeClosed(1, 20).filter(x -> x % 2 == 0).spliterator();
        evens.tryAdvance((IntConsumer) x -> System.out.println("first even " + x));
        System.out.println("evens sized " + evens.hasCharacteristics(Spliterator.SIZED) + " est " + evens.estimateSize());
        int[] collected = StreamSupport.intStream(evens, false).toArray();
        System.out.println("rest of evens " + Arrays.toString(collected));
        Spliterator.OfLong lr = LongStream.range(0, 10_000_000_000L).spliterator();
        Spliterator.OfLong lrp = lr.trySplit();
        System.out.println("long range split " + lrp.estimateSize() + " + " + lr.estimateSize());
        Spliterator.OfInt bigRange = IntStream.range(0, 1 << 25).spliterator();
        System.out.println("big int range prefix " + bigRange.trySplit().estimateSize() + " rest " + bigRange.estimateSize());
        Spliterator.OfDouble avg = DoubleStream.of(3, 1, 2).sorted().spliterator();
        System.out.println("sorted doubles comparator " + avg.getComparator() + " sorted " + avg.hasCharacteristics(Spliterator.SORTED));
        System.out.println("empty int split " + Spliterators.emptyIntSpliterator().trySplit()
                + " long size " + Spliterators.emptyLongSpliterator().estimateSize());
        try {
            Spliterators.spliterator(new int[3], 2, 1, 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("bad range: " + e.getMessage());
        }
        try {
            Spliterators.spliterator(new double[3], 0, 4, 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("past end: " + e.getMessage());
        }
    }
}
