package jdk.internal.terrarium.stream;

import java.util.Comparator;
import java.util.Objects;
import java.util.Spliterator;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * IntStream.range(...).spliterator() and LongStream's: from up to upTo, then
 * upTo itself when last is 1; a split takes the first half (an eighth past
 * 2^24 elements), as the JDK's RangeIntSpliterator.
 */
final class RangeSpliterator {
    private RangeSpliterator() {
    }

    static final int CHARACTERISTICS = Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED
            | Spliterator.IMMUTABLE | Spliterator.NONNULL | Spliterator.DISTINCT | Spliterator.SORTED;

    static long splitPoint(long size) {
        return size / (size < (1 << 24) ? 2 : 1 << 3);
    }

    static final class Ints implements Spliterator.OfInt {
        private int from;
        private final int upTo;
        private int last;

        Ints(int from, int upTo, int last) {
            this.from = from;
            this.upTo = upTo;
            this.last = last;
        }

        public boolean tryAdvance(IntConsumer consumer) {
            Objects.requireNonNull(consumer);
            final int i = from;
            if (i < upTo) {
                from++;
                consumer.accept(i);
                return true;
            }
            if (last > 0) {
                last = 0;
                consumer.accept(i);
                return true;
            }
            return false;
        }

        public void forEachRemaining(IntConsumer consumer) {
            Objects.requireNonNull(consumer);
            int i = from;
            final int hUpTo = upTo;
            int hLast = last;
            from = upTo;
            last = 0;
            while (i < hUpTo) {
                consumer.accept(i++);
            }
            if (hLast > 0) {
                consumer.accept(i);
            }
        }

        public long estimateSize() {
            return ((long) upTo) - from + last;
        }

        public int characteristics() {
            return CHARACTERISTICS;
        }

        public Comparator<? super Integer> getComparator() {
            return null;
        }

        public Spliterator.OfInt trySplit() {
            long size = estimateSize();
            return size <= 1 ? null : new Ints(from, from = from + (int) splitPoint(size), 0);
        }
    }

    static final class Longs implements Spliterator.OfLong {
        private long from;
        private final long upTo;
        private int last;

        Longs(long from, long upTo, int last) {
            this.from = from;
            this.upTo = upTo;
            this.last = last;
        }

        public boolean tryAdvance(LongConsumer consumer) {
            Objects.requireNonNull(consumer);
            final long i = from;
            if (i < upTo) {
                from++;
                consumer.accept(i);
                return true;
            }
            if (last > 0) {
                last = 0;
                consumer.accept(i);
                return true;
            }
            return false;
        }

        public void forEachRemaining(LongConsumer consumer) {
            Objects.requireNonNull(consumer);
            long i = from;
            final long hUpTo = upTo;
            int hLast = last;
            from = upTo;
            last = 0;
            while (i < hUpTo) {
                consumer.accept(i++);
            }
            if (hLast > 0) {
                consumer.accept(i);
            }
        }

        public long estimateSize() {
            return upTo - from + last;
        }

        public int characteristics() {
            return CHARACTERISTICS;
        }

        public Comparator<? super Long> getComparator() {
            return null;
        }

        public Spliterator.OfLong trySplit() {
            long size = estimateSize();
            return size <= 1 ? null : new Longs(from, from = from + splitPoint(size), 0);
        }
    }
}
