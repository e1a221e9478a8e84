package jdk.internal.terrarium.stream;

import java.util.Collection;
import java.util.Iterator;
import java.util.random.RandomGenerator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;
import java.util.function.DoublePredicate;
import java.util.function.DoubleSupplier;
import java.util.function.DoubleUnaryOperator;
import java.util.function.IntPredicate;
import java.util.function.IntSupplier;
import java.util.function.IntUnaryOperator;
import java.util.function.LongPredicate;
import java.util.function.LongSupplier;
import java.util.function.LongUnaryOperator;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/** Where a pipeline's elements come from: pushed one at a time or all at once. */
public abstract class Source {
    /** Stream shapes: what a spliterator of the source hands out. */
    public static final int REF = 0;
    public static final int INT = 1;
    public static final int LONG = 2;
    public static final int DOUBLE = 3;

    /** The exact number of remaining elements, or -1 when unknown. */
    public long size() {
        return -1;
    }

    /**
     * The characteristics the JDK's spliterator for this source reports,
     * but SIZED and SUBSIZED (which come from size()); must not bind a
     * late-binding source.
     */
    public int characteristics() {
        return Spliterator.ORDERED;
    }

    /** The SIZED and SUBSIZED bits a known size() stands for. */
    public int sizedBits() {
        return Spliterator.SIZED | Spliterator.SUBSIZED;
    }

    /** The spliterator's estimateSize(). */
    public long estimate() {
        long n = size();
        return n < 0 ? Long.MAX_VALUE : n;
    }

    /** This unused source as a spliterator of the given shape (Stream.spliterator()). */
    public Spliterator<?> asSpliterator(int shape) {
        return SourceSpliterator.of(shape, this, characteristics(), true);
    }

    /** Pushes one element into the sink; false when there is none left. */
    public abstract boolean tryAdvance(Sink sink);

    public void forEachRemaining(Sink sink) {
        while (tryAdvance(sink)) {
        }
    }

    public static final class Empty extends Source {
        public int characteristics() {
            return 0;
        }

        public Spliterator<?> asSpliterator(int shape) {
            switch (shape) {
                case INT:
                    return Spliterators.emptyIntSpliterator();
                case LONG:
                    return Spliterators.emptyLongSpliterator();
                case DOUBLE:
                    return Spliterators.emptyDoubleSpliterator();
                default:
                    return Spliterators.emptySpliterator();
            }
        }

        public long size() {
            return 0;
        }

        public boolean tryAdvance(Sink sink) {
            return false;
        }

        public void forEachRemaining(Sink sink) {
        }
    }

    public static final class Array extends Source {
        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE;
        }

        public Spliterator<?> asSpliterator(int shape) {
            return Spliterators.spliterator(a, i, to, Spliterator.ORDERED | Spliterator.IMMUTABLE);
        }

        private final Object[] a;
        private int i;
        private final int to;

        public Array(Object[] a, int from, int to) {
            this.a = a;
            this.i = from;
            this.to = to;
        }

        public long size() {
            return to - i;
        }

        public boolean tryAdvance(Sink sink) {
            if (i < to) {
                sink.accept(a[i++]);
                return true;
            }
            return false;
        }

        public void forEachRemaining(Sink sink) {
            Object[] a = this.a;
            int i = this.i;
            int to = this.to;
            this.i = to;
            for (; i < to; i++) {
                sink.accept(a[i]);
            }
        }
    }

    public static final class IntArray extends Source {
        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE;
        }

        public Spliterator<?> asSpliterator(int shape) {
            return Spliterators.spliterator(a, i, to, Spliterator.ORDERED | Spliterator.IMMUTABLE);
        }

        private final int[] a;
        private int i;
        private final int to;

        public IntArray(int[] a, int from, int to) {
            this.a = a;
            this.i = from;
            this.to = to;
        }

        public long size() {
            return to - i;
        }

        public boolean tryAdvance(Sink sink) {
            if (i < to) {
                sink.accept(a[i++]);
                return true;
            }
            return false;
        }

        public void forEachRemaining(Sink sink) {
            int[] a = this.a;
            int i = this.i;
            int to = this.to;
            this.i = to;
            for (; i < to; i++) {
                sink.accept(a[i]);
            }
        }
    }

    public static final class LongArray extends Source {
        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE;
        }

        public Spliterator<?> asSpliterator(int shape) {
            return Spliterators.spliterator(a, i, to, Spliterator.ORDERED | Spliterator.IMMUTABLE);
        }

        private final long[] a;
        private int i;
        private final int to;

        public LongArray(long[] a, int from, int to) {
            this.a = a;
            this.i = from;
            this.to = to;
        }

        public long size() {
            return to - i;
        }

        public boolean tryAdvance(Sink sink) {
            if (i < to) {
                sink.accept(a[i++]);
                return true;
            }
            return false;
        }

        public void forEachRemaining(Sink sink) {
            long[] a = this.a;
            int i = this.i;
            int to = this.to;
            this.i = to;
            for (; i < to; i++) {
                sink.accept(a[i]);
            }
        }
    }

    public static final class DoubleArray extends Source {
        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE;
        }

        public Spliterator<?> asSpliterator(int shape) {
            return Spliterators.spliterator(a, i, to, Spliterator.ORDERED | Spliterator.IMMUTABLE);
        }

        private final double[] a;
        private int i;
        private final int to;

        public DoubleArray(double[] a, int from, int to) {
            this.a = a;
            this.i = from;
            this.to = to;
        }

        public long size() {
            return to - i;
        }

        public boolean tryAdvance(Sink sink) {
            if (i < to) {
                sink.accept(a[i++]);
                return true;
            }
            return false;
        }

        public void forEachRemaining(Sink sink) {
            double[] a = this.a;
            int i = this.i;
            int to = this.to;
            this.i = to;
            for (; i < to; i++) {
                sink.accept(a[i]);
            }
        }
    }

    /** from (inclusive) up to upTo (exclusive), then upTo itself when last. */
    public static final class IntRange extends Source {
        public Spliterator<?> asSpliterator(int shape) {
            return new RangeSpliterator.Ints(from, upTo, last);
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL
                    | Spliterator.DISTINCT | Spliterator.SORTED;
        }

        private int from;
        private final int upTo;
        private int last;

        public IntRange(int from, int upTo, boolean closed) {
            this.from = from;
            this.upTo = upTo;
            this.last = closed ? 1 : 0;
        }

        public long size() {
            return ((long) upTo) - from + last;
        }

        public boolean tryAdvance(Sink sink) {
            int i = from;
            if (i < upTo) {
                from++;
                sink.accept(i);
                return true;
            }
            if (last > 0) {
                last = 0;
                sink.accept(i);
                return true;
            }
            return false;
        }

        public void forEachRemaining(Sink sink) {
            int i = from;
            int hUpTo = upTo;
            int hLast = last;
            from = upTo;
            last = 0;
            while (i < hUpTo) {
                sink.accept(i++);
            }
            if (hLast > 0) {
                sink.accept(i);
            }
        }
    }

    public static final class LongRange extends Source {
        public Spliterator<?> asSpliterator(int shape) {
            return new RangeSpliterator.Longs(from, upTo, last);
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL
                    | Spliterator.DISTINCT | Spliterator.SORTED;
        }

        private long from;
        private final long upTo;
        private int last;

        public LongRange(long from, long upTo, boolean closed) {
            this.from = from;
            this.upTo = upTo;
            this.last = closed ? 1 : 0;
        }

        public long size() {
            long n = upTo - from + last;
            return n < 0 ? -1 : n;
        }

        public boolean tryAdvance(Sink sink) {
            long i = from;
            if (i < upTo) {
                from++;
                sink.accept(i);
                return true;
            }
            if (last > 0) {
                last = 0;
                sink.accept(i);
                return true;
            }
            return false;
        }

        public void forEachRemaining(Sink sink) {
            long i = from;
            long hUpTo = upTo;
            int hLast = last;
            from = upTo;
            last = 0;
            while (i < hUpTo) {
                sink.accept(i++);
            }
            if (hLast > 0) {
                sink.accept(i);
            }
        }
    }

    /** An iterator of unknown length. */
    public static final class Iter extends Source {
        private final Iterator<?> it;

        public Iter(Iterator<?> it) {
            this.it = it;
        }

        public boolean tryAdvance(Sink sink) {
            if (it.hasNext()) {
                sink.accept(it.next());
                return true;
            }
            return false;
        }

        public void forEachRemaining(Sink sink) {
            Iterator<?> it = this.it;
            while (it.hasNext()) {
                sink.accept(it.next());
            }
        }
    }

    /** A primitive iterator of unknown length (streams not of this library). */
    public static final class PrimIter extends Source {
        private final java.util.PrimitiveIterator<?, ?> it;

        public PrimIter(java.util.PrimitiveIterator<?, ?> it) {
            this.it = it;
        }

        public boolean tryAdvance(Sink sink) {
            java.util.PrimitiveIterator<?, ?> it = this.it;
            if (!it.hasNext()) {
                return false;
            }
            if (it instanceof java.util.PrimitiveIterator.OfInt) {
                sink.accept(((java.util.PrimitiveIterator.OfInt) it).nextInt());
            } else if (it instanceof java.util.PrimitiveIterator.OfLong) {
                sink.accept(((java.util.PrimitiveIterator.OfLong) it).nextLong());
            } else {
                sink.accept(((java.util.PrimitiveIterator.OfDouble) it).nextDouble());
            }
            return true;
        }
    }

    /**
     * A java.util.Spliterator (StreamSupport, Collection.stream()), or a
     * supplier of one called when the stream is first used. Elements go
     * straight into the pipeline's sink: a Sink is a Consumer and every
     * primitive consumer, so no adapter sits in between, except for a
     * primitive spliterator behind a reference stream, whose boxing
     * tryAdvance(Consumer) would otherwise pick the sink's primitive accept.
     */
    public static final class Spl extends Source {
        private Spliterator<?> spl;
        private final java.util.function.Supplier<? extends Spliterator<?>> supplier;
        private final int shape;
        private final int characteristics;
        private Consumer<Object> boxed;
        private Sink boxedFor;

        public Spl(Spliterator<?> spl, int shape) {
            this.spl = spl;
            this.supplier = null;
            this.shape = shape;
            this.characteristics = spl.characteristics();
        }

        public Spl(java.util.function.Supplier<? extends Spliterator<?>> supplier, int characteristics, int shape) {
            this.supplier = supplier;
            this.shape = shape;
            this.characteristics = characteristics;
        }

        /** The stream flags the JDK derives from the characteristics. */
        int streamFlags() {
            int c = characteristics;
            int f = 0;
            if ((c & Spliterator.DISTINCT) != 0) {
                f |= Pipe.DISTINCT;
            }
            if ((c & Spliterator.SORTED) != 0 && (spl == null || spl.getComparator() == null)) {
                f |= Pipe.SORTED;
            }
            return f;
        }

        private Spliterator<?> bind() {
            Spliterator<?> s = spl;
            if (s == null) {
                s = spl = supplier.get();
            }
            return s;
        }

        public int characteristics() {
            return characteristics;
        }

        public long size() {
            return (characteristics & Spliterator.SIZED) != 0 ? bind().getExactSizeIfKnown() : -1;
        }

        public long estimate() {
            return bind().estimateSize();
        }

        public int sizedBits() {
            return bind().characteristics() & (Spliterator.SIZED | Spliterator.SUBSIZED);
        }

        public Spliterator<?> asSpliterator(int shape) {
            return bind();
        }

        @SuppressWarnings("unchecked")
        private Consumer<Object> refConsumer(Sink sink) {
            Spliterator<?> s = spl;
            if (!(s instanceof Spliterator.OfPrimitive)) {
                return sink;
            }
            if (boxedFor != sink) {
                final Sink target = sink;
                boxed = new Consumer<Object>() {
                    public void accept(Object t) {
                        target.accept(t);
                    }
                };
                boxedFor = sink;
            }
            return boxed;
        }

        @SuppressWarnings("unchecked")
        public boolean tryAdvance(Sink sink) {
            Spliterator<?> s = bind();
            switch (shape) {
                case INT:
                    return ((Spliterator.OfInt) s).tryAdvance((IntConsumer) sink);
                case LONG:
                    return ((Spliterator.OfLong) s).tryAdvance((LongConsumer) sink);
                case DOUBLE:
                    return ((Spliterator.OfDouble) s).tryAdvance((DoubleConsumer) sink);
                default:
                    return ((Spliterator<Object>) s).tryAdvance(refConsumer(sink));
            }
        }

        @SuppressWarnings("unchecked")
        public void forEachRemaining(Sink sink) {
            Spliterator<?> s = bind();
            switch (shape) {
                case INT:
                    ((Spliterator.OfInt) s).forEachRemaining((IntConsumer) sink);
                    break;
                case LONG:
                    ((Spliterator.OfLong) s).forEachRemaining((LongConsumer) sink);
                    break;
                case DOUBLE:
                    ((Spliterator.OfDouble) s).forEachRemaining((DoubleConsumer) sink);
                    break;
                default:
                    ((Spliterator<Object>) s).forEachRemaining(refConsumer(sink));
            }
        }
    }

    /** First one source, then the other. */
    public static final class Concat extends Source {
        public int characteristics() {
            return a.characteristics() & b.characteristics() & ~(Spliterator.DISTINCT | Spliterator.SORTED);
        }

        private final Source a;
        private final Source b;
        private boolean inFirst = true;

        public Concat(Source a, Source b) {
            this.a = a;
            this.b = b;
        }

        public long size() {
            long n = inFirst ? a.size() : 0;
            long m = b.size();
            if (n < 0 || m < 0) {
                return -1;
            }
            long s = n + m;
            return s < 0 ? -1 : s;
        }

        public boolean tryAdvance(Sink sink) {
            if (inFirst) {
                if (a.tryAdvance(sink)) {
                    return true;
                }
                inFirst = false;
            }
            return b.tryAdvance(sink);
        }

        public void forEachRemaining(Sink sink) {
            if (inFirst) {
                a.forEachRemaining(sink);
            }
            inFirst = false;
            b.forEachRemaining(sink);
        }
    }

    public static final class Iterate extends Source {
        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE;
        }

        private final UnaryOperator<Object> f;
        private Object prev;
        private boolean started;

        @SuppressWarnings("unchecked")
        public Iterate(Object seed, UnaryOperator<?> f) {
            this.prev = seed;
            this.f = (UnaryOperator<Object>) f;
        }

        public boolean tryAdvance(Sink sink) {
            Object t;
            if (started) {
                t = f.apply(prev);
            } else {
                t = prev;
                started = true;
            }
            prev = t;
            sink.accept(t);
            return true;
        }
    }

    public static final class IterateWhile extends Source {
        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE;
        }

        private final Predicate<Object> hasNext;
        private final UnaryOperator<Object> next;
        private Object prev;
        private boolean started;
        private boolean finished;

        @SuppressWarnings("unchecked")
        public IterateWhile(Object seed, Predicate<?> hasNext, UnaryOperator<?> next) {
            this.prev = seed;
            this.hasNext = (Predicate<Object>) hasNext;
            this.next = (UnaryOperator<Object>) next;
        }

        public boolean tryAdvance(Sink sink) {
            if (finished) {
                return false;
            }
            Object t;
            if (started) {
                t = next.apply(prev);
            } else {
                t = prev;
                started = true;
            }
            if (!hasNext.test(t)) {
                prev = null;
                finished = true;
                return false;
            }
            prev = t;
            sink.accept(t);
            return true;
        }
    }

    public static final class Generate extends Source {
        public int characteristics() {
            return Spliterator.IMMUTABLE;
        }

        private final Supplier<?> s;

        public Generate(Supplier<?> s) {
            this.s = s;
        }

        public boolean tryAdvance(Sink sink) {
            sink.accept(s.get());
            return true;
        }
    }

    public static final class IntIterate extends Source {
        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE;
        }

        private final IntUnaryOperator f;
        private int prev;
        private boolean started;

        public IntIterate(int seed, IntUnaryOperator f) {
            this.prev = seed;
            this.f = f;
        }

        public boolean tryAdvance(Sink sink) {
            int t;
            if (started) {
                t = f.applyAsInt(prev);
            } else {
                t = prev;
                started = true;
            }
            prev = t;
            sink.accept(t);
            return true;
        }
    }

    public static final class IntIterateWhile extends Source {
        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE;
        }

        private final IntPredicate hasNext;
        private final IntUnaryOperator next;
        private int prev;
        private boolean started;
        private boolean finished;

        public IntIterateWhile(int seed, IntPredicate hasNext, IntUnaryOperator next) {
            this.prev = seed;
            this.hasNext = hasNext;
            this.next = next;
        }

        public boolean tryAdvance(Sink sink) {
            if (finished) {
                return false;
            }
            int t;
            if (started) {
                t = next.applyAsInt(prev);
            } else {
                t = prev;
                started = true;
            }
            if (!hasNext.test(t)) {
                finished = true;
                return false;
            }
            prev = t;
            sink.accept(t);
            return true;
        }
    }

    public static final class IntGenerate extends Source {
        public int characteristics() {
            return Spliterator.IMMUTABLE;
        }

        private final IntSupplier s;

        public IntGenerate(IntSupplier s) {
            this.s = s;
        }

        public boolean tryAdvance(Sink sink) {
            sink.accept(s.getAsInt());
            return true;
        }
    }

    public static final class LongIterate extends Source {
        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE;
        }

        private final LongUnaryOperator f;
        private long prev;
        private boolean started;

        public LongIterate(long seed, LongUnaryOperator f) {
            this.prev = seed;
            this.f = f;
        }

        public boolean tryAdvance(Sink sink) {
            long t;
            if (started) {
                t = f.applyAsLong(prev);
            } else {
                t = prev;
                started = true;
            }
            prev = t;
            sink.accept(t);
            return true;
        }
    }

    public static final class LongIterateWhile extends Source {
        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE;
        }

        private final LongPredicate hasNext;
        private final LongUnaryOperator next;
        private long prev;
        private boolean started;
        private boolean finished;

        public LongIterateWhile(long seed, LongPredicate hasNext, LongUnaryOperator next) {
            this.prev = seed;
            this.hasNext = hasNext;
            this.next = next;
        }

        public boolean tryAdvance(Sink sink) {
            if (finished) {
                return false;
            }
            long t;
            if (started) {
                t = next.applyAsLong(prev);
            } else {
                t = prev;
                started = true;
            }
            if (!hasNext.test(t)) {
                finished = true;
                return false;
            }
            prev = t;
            sink.accept(t);
            return true;
        }
    }

    public static final class LongGenerate extends Source {
        public int characteristics() {
            return Spliterator.IMMUTABLE;
        }

        private final LongSupplier s;

        public LongGenerate(LongSupplier s) {
            this.s = s;
        }

        public boolean tryAdvance(Sink sink) {
            sink.accept(s.getAsLong());
            return true;
        }
    }

    public static final class DoubleIterate extends Source {
        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE;
        }

        private final DoubleUnaryOperator f;
        private double prev;
        private boolean started;

        public DoubleIterate(double seed, DoubleUnaryOperator f) {
            this.prev = seed;
            this.f = f;
        }

        public boolean tryAdvance(Sink sink) {
            double t;
            if (started) {
                t = f.applyAsDouble(prev);
            } else {
                t = prev;
                started = true;
            }
            prev = t;
            sink.accept(t);
            return true;
        }
    }

    public static final class DoubleIterateWhile extends Source {
        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE;
        }

        private final DoublePredicate hasNext;
        private final DoubleUnaryOperator next;
        private double prev;
        private boolean started;
        private boolean finished;

        public DoubleIterateWhile(double seed, DoublePredicate hasNext, DoubleUnaryOperator next) {
            this.prev = seed;
            this.hasNext = hasNext;
            this.next = next;
        }

        public boolean tryAdvance(Sink sink) {
            if (finished) {
                return false;
            }
            double t;
            if (started) {
                t = next.applyAsDouble(prev);
            } else {
                t = prev;
                started = true;
            }
            if (!hasNext.test(t)) {
                finished = true;
                return false;
            }
            prev = t;
            sink.accept(t);
            return true;
        }
    }

    public static final class DoubleGenerate extends Source {
        public int characteristics() {
            return Spliterator.IMMUTABLE;
        }

        private final DoubleSupplier s;

        public DoubleGenerate(DoubleSupplier s) {
            this.s = s;
        }

        public boolean tryAdvance(Sink sink) {
            sink.accept(s.getAsDouble());
            return true;
        }
    }

    /** The chars of a char sequence, bound (length) when first used. */
    public static final class Chars extends Source {
        public int characteristics() {
            return (cs instanceof String ? Spliterator.ORDERED | Spliterator.IMMUTABLE : Spliterator.ORDERED);
        }

        private final CharSequence cs;
        private int i;
        private int n = -1;

        public Chars(CharSequence cs) {
            this.cs = cs;
        }

        public long size() {
            if (n < 0) {
                n = cs.length();
            }
            return n - i;
        }

        public boolean tryAdvance(Sink sink) {
            if (n < 0) {
                n = cs.length();
            }
            if (i < n) {
                sink.accept((int) cs.charAt(i++));
                return true;
            }
            return false;
        }

        public void forEachRemaining(Sink sink) {
            if (n < 0) {
                n = cs.length();
            }
            CharSequence cs = this.cs;
            int i = this.i;
            int n = this.n;
            this.i = n;
            for (; i < n; i++) {
                sink.accept((int) cs.charAt(i));
            }
        }
    }

    /**
     * The code points of a char sequence. For a String, HotSpot's compact
     * strings make the size known exactly when every char is below 256.
     */
    public static final class CodePoints extends Source {
        public int characteristics() {
            return (cs instanceof String ? Spliterator.ORDERED | Spliterator.IMMUTABLE : Spliterator.ORDERED);
        }

        private final CharSequence cs;
        private final boolean mayBeSized;
        private int i;
        private int n = -1;
        private boolean latin1;

        public CodePoints(CharSequence cs, boolean mayBeSized) {
            this.cs = cs;
            this.mayBeSized = mayBeSized;
        }

        private void bind() {
            if (n < 0) {
                CharSequence cs = this.cs;
                int len = cs.length();
                boolean l1 = mayBeSized;
                for (int k = 0; l1 && k < len; k++) {
                    if (cs.charAt(k) >= 256) {
                        l1 = false;
                        break;
                    }
                }
                latin1 = l1;
                n = len;
            }
        }

        public long size() {
            bind();
            return latin1 ? n - i : -1;
        }

        public boolean tryAdvance(Sink sink) {
            bind();
            if (i < n) {
                sink.accept(next());
                return true;
            }
            return false;
        }

        private int next() {
            CharSequence cs = this.cs;
            char c1 = cs.charAt(i++);
            if (Character.isHighSurrogate(c1) && i < n) {
                char c2 = cs.charAt(i);
                if (Character.isLowSurrogate(c2)) {
                    i++;
                    return Character.toCodePoint(c1, c2);
                }
            }
            return c1;
        }

        public void forEachRemaining(Sink sink) {
            bind();
            while (i < n) {
                sink.accept(next());
            }
        }
    }

    /** String.lines(): split at \n, \r or \r\n; no empty last line. */
    public static final class Lines extends Source {
        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL;
        }

        private final String s;
        private int i;

        public Lines(String s) {
            this.s = s;
        }

        public boolean tryAdvance(Sink sink) {
            String s = this.s;
            int n = s.length();
            int start = i;
            if (start >= n) {
                return false;
            }
            int j = start;
            while (j < n) {
                char c = s.charAt(j);
                if (c == '\n' || c == '\r') {
                    break;
                }
                j++;
            }
            int next = j;
            if (j < n) {
                next = j + 1;
                if (s.charAt(j) == '\r' && next < n && s.charAt(next) == '\n') {
                    next++;
                }
            }
            i = next;
            sink.accept(s.substring(start, j));
            return true;
        }
    }

    public static final class RandomInts extends Source {
        public int characteristics() {
            return Spliterator.IMMUTABLE | Spliterator.NONNULL;
        }

        private final RandomGenerator rng;
        /** An unseeded java.util.Random: a bounded element is one bounded draw (its queued value in range). */
        private final boolean world;
        private long index;
        private final long fence;
        private final int origin;
        private final int bound;

        public RandomInts(RandomGenerator rng, boolean world, long fence, int origin, int bound) {
            this.rng = rng;
            this.world = world;
            this.fence = fence;
            this.origin = origin;
            this.bound = bound;
        }

        public long size() {
            return fence - index;
        }

        public boolean tryAdvance(Sink sink) {
            if (index < fence) {
                sink.accept(draw());
                index++;
                return true;
            }
            return false;
        }

        public void forEachRemaining(Sink sink) {
            long i = index;
            long f = fence;
            index = f;
            for (; i < f; i++) {
                sink.accept(draw());
            }
        }

        private int draw() {
            return world && origin < bound ? rng.nextInt(origin, bound) : boundedNextInt(rng, origin, bound);
        }
    }

    public static final class RandomLongs extends Source {
        public int characteristics() {
            return Spliterator.IMMUTABLE | Spliterator.NONNULL;
        }

        private final RandomGenerator rng;
        /** An unseeded java.util.Random: a bounded element is one bounded draw (its queued value in range). */
        private final boolean world;
        private long index;
        private final long fence;
        private final long origin;
        private final long bound;

        public RandomLongs(RandomGenerator rng, boolean world, long fence, long origin, long bound) {
            this.rng = rng;
            this.world = world;
            this.fence = fence;
            this.origin = origin;
            this.bound = bound;
        }

        public long size() {
            return fence - index;
        }

        public boolean tryAdvance(Sink sink) {
            if (index < fence) {
                sink.accept(draw());
                index++;
                return true;
            }
            return false;
        }

        public void forEachRemaining(Sink sink) {
            long i = index;
            long f = fence;
            index = f;
            for (; i < f; i++) {
                sink.accept(draw());
            }
        }

        private long draw() {
            return world && origin < bound ? rng.nextLong(origin, bound) : boundedNextLong(rng, origin, bound);
        }
    }

    public static final class RandomDoubles extends Source {
        public int characteristics() {
            return Spliterator.IMMUTABLE | Spliterator.NONNULL;
        }

        private final RandomGenerator rng;
        /** An unseeded java.util.Random: a bounded element is one bounded draw (its queued value in range). */
        private final boolean world;
        private long index;
        private final long fence;
        private final double origin;
        private final double bound;

        public RandomDoubles(RandomGenerator rng, boolean world, long fence, double origin, double bound) {
            this.rng = rng;
            this.world = world;
            this.fence = fence;
            this.origin = origin;
            this.bound = bound;
        }

        public long size() {
            return fence - index;
        }

        public boolean tryAdvance(Sink sink) {
            if (index < fence) {
                sink.accept(draw());
                index++;
                return true;
            }
            return false;
        }

        public void forEachRemaining(Sink sink) {
            long i = index;
            long f = fence;
            index = f;
            for (; i < f; i++) {
                sink.accept(draw());
            }
        }

        private double draw() {
            return world && origin < bound ? rng.nextDouble(origin, bound) : boundedNextDouble(rng, origin, bound);
        }
    }

    /** origin >= bound means unbounded. */
    static int boundedNextInt(RandomGenerator rng, int origin, int bound) {
        int r = rng.nextInt();
        if (origin < bound) {
            int n = bound - origin;
            int m = n - 1;
            if ((n & m) == 0) {
                r = (r & m) + origin;
            } else if (n > 0) {
                for (int u = r >>> 1; u + m - (r = u % n) < 0; u = rng.nextInt() >>> 1) {
                }
                r += origin;
            } else {
                while (r < origin || r >= bound) {
                    r = rng.nextInt();
                }
            }
        }
        return r;
    }

    static long boundedNextLong(RandomGenerator rng, long origin, long bound) {
        long r = rng.nextLong();
        if (origin < bound) {
            long n = bound - origin;
            long m = n - 1;
            if ((n & m) == 0L) {
                r = (r & m) + origin;
            } else if (n > 0L) {
                for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = rng.nextLong() >>> 1) {
                }
                r += origin;
            } else {
                while (r < origin || r >= bound) {
                    r = rng.nextLong();
                }
            }
        }
        return r;
    }

    static double boundedNextDouble(RandomGenerator rng, double origin, double bound) {
        double r = rng.nextDouble();
        if (origin < bound) {
            r = r * (bound - origin) + origin;
            if (r >= bound) {
                r = Math.nextDown(bound);
            }
        }
        return r;
    }
}
