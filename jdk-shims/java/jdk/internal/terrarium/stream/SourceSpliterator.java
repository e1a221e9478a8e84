package jdk.internal.terrarium.stream;

import java.util.Comparator;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * A Source as a java.util.Spliterator: Stream.spliterator() of a pipeline,
 * or of a source with no spliterator of its own (iterate, generate, ranges).
 * SIZED and SUBSIZED follow the source's known size; estimateSize is the
 * source's estimate (for a pipeline, the head's, as the JDK's). A head of
 * unknown size splits off batches as the JDK's AbstractSpliterator does; a
 * pipeline does not split (the JDK's sequential WrappingSpliterator).
 */
final class SourceSpliterator {
    private SourceSpliterator() {
    }

    static Spliterator<?> of(int shape, Source src, int characteristics, boolean splittable) {
        switch (shape) {
            case Source.INT:
                return new OfInt(src, characteristics, splittable);
            case Source.LONG:
                return new OfLong(src, characteristics, splittable);
            case Source.DOUBLE:
                return new OfDouble(src, characteristics, splittable);
            default:
                return new OfRef<Object>(src, characteristics, splittable);
        }
    }

    static int characteristics(Source src, int c) {
        return src.size() >= 0 ? c | src.sizedBits() : c;
    }

    /** The exact size when known, else the source's estimate (the JDK's WrappingSpliterator). */
    static long estimate(Source src) {
        long n = src.size();
        return n >= 0 ? n : src.estimate();
    }

    static boolean canSplit(Source src, boolean splittable) {
        return splittable && src.size() < 0;
    }

    static <T> Comparator<T> comparator(Spliterator<?> s) {
        if (s.hasCharacteristics(Spliterator.SORTED)) {
            return null;
        }
        throw new IllegalStateException();
    }

    static final class OfRef<T> extends Spliterators.AbstractSpliterator<T> {
        private final Source src;
        private final int chars;
        private final boolean splittable;
        private Consumer<? super T> lastAction;
        private Sink lastSink;

        OfRef(Source src, int chars, boolean splittable) {
            super(Long.MAX_VALUE, chars);
            this.src = src;
            this.chars = chars;
            this.splittable = splittable;
        }

        private Sink sink(Consumer<? super T> action) {
            if (action instanceof Sink) {
                return (Sink) action;
            }
            if (action != lastAction) {
                lastSink = new Sink.OfConsumer(Objects.requireNonNull(action));
                lastAction = action;
            }
            return lastSink;
        }

        public boolean tryAdvance(Consumer<? super T> action) {
            return src.tryAdvance(sink(action));
        }

        public void forEachRemaining(Consumer<? super T> action) {
            src.forEachRemaining(sink(action));
        }

        public Spliterator<T> trySplit() {
            return canSplit(src, splittable) ? super.trySplit() : null;
        }

        public long estimateSize() {
            return estimate(src);
        }

        public long getExactSizeIfKnown() {
            return src.size();
        }

        public int characteristics() {
            return SourceSpliterator.characteristics(src, chars);
        }

        public Comparator<? super T> getComparator() {
            return comparator(this);
        }
    }

    static final class OfInt extends Spliterators.AbstractIntSpliterator {
        private final Source src;
        private final int chars;
        private final boolean splittable;
        private IntConsumer lastAction;
        private Sink lastSink;

        OfInt(Source src, int chars, boolean splittable) {
            super(Long.MAX_VALUE, chars);
            this.src = src;
            this.chars = chars;
            this.splittable = splittable;
        }

        private Sink sink(IntConsumer action) {
            if (action instanceof Sink) {
                return (Sink) action;
            }
            if (action != lastAction) {
                lastSink = new Sink.OfIntConsumer(Objects.requireNonNull(action));
                lastAction = action;
            }
            return lastSink;
        }

        public boolean tryAdvance(IntConsumer action) {
            return src.tryAdvance(sink(action));
        }

        public void forEachRemaining(IntConsumer action) {
            src.forEachRemaining(sink(action));
        }

        public Spliterator.OfInt trySplit() {
            return canSplit(src, splittable) ? super.trySplit() : null;
        }

        public long estimateSize() {
            return estimate(src);
        }

        public long getExactSizeIfKnown() {
            return src.size();
        }

        public int characteristics() {
            return SourceSpliterator.characteristics(src, chars);
        }

        public Comparator<? super Integer> getComparator() {
            return comparator(this);
        }
    }

    static final class OfLong extends Spliterators.AbstractLongSpliterator {
        private final Source src;
        private final int chars;
        private final boolean splittable;
        private LongConsumer lastAction;
        private Sink lastSink;

        OfLong(Source src, int chars, boolean splittable) {
            super(Long.MAX_VALUE, chars);
            this.src = src;
            this.chars = chars;
            this.splittable = splittable;
        }

        private Sink sink(LongConsumer action) {
            if (action instanceof Sink) {
                return (Sink) action;
            }
            if (action != lastAction) {
                lastSink = new Sink.OfLongConsumer(Objects.requireNonNull(action));
                lastAction = action;
            }
            return lastSink;
        }

        public boolean tryAdvance(LongConsumer action) {
            return src.tryAdvance(sink(action));
        }

        public void forEachRemaining(LongConsumer action) {
            src.forEachRemaining(sink(action));
        }

        public Spliterator.OfLong trySplit() {
            return canSplit(src, splittable) ? super.trySplit() : null;
        }

        public long estimateSize() {
            return estimate(src);
        }

        public long getExactSizeIfKnown() {
            return src.size();
        }

        public int characteristics() {
            return SourceSpliterator.characteristics(src, chars);
        }

        public Comparator<? super Long> getComparator() {
            return comparator(this);
        }
    }

    static final class OfDouble extends Spliterators.AbstractDoubleSpliterator {
        private final Source src;
        private final int chars;
        private final boolean splittable;
        private DoubleConsumer lastAction;
        private Sink lastSink;

        OfDouble(Source src, int chars, boolean splittable) {
            super(Long.MAX_VALUE, chars);
            this.src = src;
            this.chars = chars;
            this.splittable = splittable;
        }

        private Sink sink(DoubleConsumer action) {
            if (action instanceof Sink) {
                return (Sink) action;
            }
            if (action != lastAction) {
                lastSink = new Sink.OfDoubleConsumer(Objects.requireNonNull(action));
                lastAction = action;
            }
            return lastSink;
        }

        public boolean tryAdvance(DoubleConsumer action) {
            return src.tryAdvance(sink(action));
        }

        public void forEachRemaining(DoubleConsumer action) {
            src.forEachRemaining(sink(action));
        }

        public Spliterator.OfDouble trySplit() {
            return canSplit(src, splittable) ? super.trySplit() : null;
        }

        public long estimateSize() {
            return estimate(src);
        }

        public long getExactSizeIfKnown() {
            return src.size();
        }

        public int characteristics() {
            return SourceSpliterator.characteristics(src, chars);
        }

        public Comparator<? super Double> getComparator() {
            return comparator(this);
        }
    }
}
