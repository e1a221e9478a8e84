package jdk.internal.terrarium.stream;

import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.Spliterator;
import java.util.function.DoublePredicate;
import java.util.random.RandomGenerator;
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
import java.util.stream.BaseStream;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/** Factories behind the stream entry points of the class library. */
public final class Streams {
    private Streams() {
    }

    // ---------------------------------------------------------------- references

    public static <T> Stream<T> refEmpty() {
        return new RefPipe<T>(new Source.Empty(), 0);
    }

    public static <T> Stream<T> refOf(Object[] values) {
        return new RefPipe<T>(new Source.Array(values, 0, values.length), 0);
    }

    public static <T> Stream<T> refArray(T[] array, int from, int to) {
        checkFromToBounds(array.length, from, to);
        return new RefPipe<T>(new Source.Array(array, from, to), 0);
    }

    public static <T> Stream<T> refIterate(T seed, UnaryOperator<T> f) {
        return new RefPipe<T>(new Source.Iterate(seed, f), 0);
    }

    public static <T> Stream<T> refIterate(T seed, Predicate<? super T> hasNext, UnaryOperator<T> next) {
        return new RefPipe<T>(new Source.IterateWhile(seed, hasNext, next), 0);
    }

    public static <T> Stream<T> refGenerate(Supplier<? extends T> s) {
        return new RefPipe<T>(new Source.Generate(s), 0);
    }

    /**
     * Collection.stream(), as the JDK's: a stream over the collection's
     * spliterator, so that a collection's own spliterator (late-binding,
     * fail-fast, its characteristics) decides what the stream sees.
     */
    public static <T> Stream<T> of(Collection<T> c, boolean parallel) {
        return refSpliterator(c.spliterator(), parallel);
    }

    public static <T> Stream<T> refSpliterator(Spliterator<T> s, boolean parallel) {
        Source.Spl src = new Source.Spl(s, Source.REF);
        RefPipe<T> p = new RefPipe<T>(src, src.streamFlags());
        p.parallel = parallel;
        return p;
    }

    public static <T> Stream<T> refSpliterator(Supplier<? extends Spliterator<T>> supplier, int characteristics,
            boolean parallel) {
        Source.Spl src = new Source.Spl(supplier, characteristics, Source.REF);
        RefPipe<T> p = new RefPipe<T>(src, src.streamFlags());
        p.parallel = parallel;
        return p;
    }

    public static IntStream intSpliterator(Spliterator.OfInt s, boolean parallel) {
        Source.Spl src = new Source.Spl(s, Source.INT);
        IntPipe p = new IntPipe(src, src.streamFlags());
        p.parallel = parallel;
        return p;
    }

    public static IntStream intSpliterator(Supplier<? extends Spliterator.OfInt> supplier, int characteristics,
            boolean parallel) {
        Source.Spl src = new Source.Spl(supplier, characteristics, Source.INT);
        IntPipe p = new IntPipe(src, src.streamFlags());
        p.parallel = parallel;
        return p;
    }

    public static LongStream longSpliterator(Spliterator.OfLong s, boolean parallel) {
        Source.Spl src = new Source.Spl(s, Source.LONG);
        LongPipe p = new LongPipe(src, src.streamFlags());
        p.parallel = parallel;
        return p;
    }

    public static LongStream longSpliterator(Supplier<? extends Spliterator.OfLong> supplier, int characteristics,
            boolean parallel) {
        Source.Spl src = new Source.Spl(supplier, characteristics, Source.LONG);
        LongPipe p = new LongPipe(src, src.streamFlags());
        p.parallel = parallel;
        return p;
    }

    public static DoubleStream doubleSpliterator(Spliterator.OfDouble s, boolean parallel) {
        Source.Spl src = new Source.Spl(s, Source.DOUBLE);
        DoublePipe p = new DoublePipe(src, src.streamFlags());
        p.parallel = parallel;
        return p;
    }

    public static DoubleStream doubleSpliterator(Supplier<? extends Spliterator.OfDouble> supplier,
            int characteristics, boolean parallel) {
        Source.Spl src = new Source.Spl(supplier, characteristics, Source.DOUBLE);
        DoublePipe p = new DoublePipe(src, src.streamFlags());
        p.parallel = parallel;
        return p;
    }

    /** A stream over an iterator of unknown length. */
    public static <T> Stream<T> ofIterator(Iterator<? extends T> it) {
        return new RefPipe<T>(new Source.Iter(it), 0);
    }

    public static Stream<String> lines(String s) {
        return new RefPipe<String>(new Source.Lines(s), 0);
    }

    static Source pull(BaseStream<?, ?> s) {
        if (s instanceof Pipe) {
            return ((Pipe) s).pullSource();
        }
        return null;
    }

    public static <T> Stream<T> refConcat(Stream<? extends T> a, Stream<? extends T> b) {
        Source sa = pull(a);
        if (sa == null) {
            sa = new Source.Iter(a.iterator());
        }
        Source sb = pull(b);
        if (sb == null) {
            sb = new Source.Iter(b.iterator());
        }
        RefPipe<T> p = new RefPipe<T>(new Source.Concat(sa, sb), 0);
        p.parallel = a.isParallel() || b.isParallel();
        p.addCloseAction(new Pipe.CloseBoth(a, b));
        return p;
    }

    static final class RefBuilder<T> implements Stream.Builder<T> {
        private Object[] a = new Object[4];
        private int n;
        private boolean built;

        public void accept(T t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (n == a.length) {
                a = Arrays.copyOf(a, n * 2);
            }
            a[n++] = t;
        }

        public Stream<T> build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return new RefPipe<T>(new Source.Array(a, 0, n), 0);
        }
    }

    public static <T> Stream.Builder<T> refBuilder() {
        return new RefBuilder<T>();
    }

    static void checkFromToBounds(int arrayLength, int origin, int fence) {
        if (origin > fence) {
            throw new ArrayIndexOutOfBoundsException("origin(" + origin + ") > fence(" + fence + ")");
        }
        if (origin < 0) {
            throw new ArrayIndexOutOfBoundsException(origin);
        }
        if (fence > arrayLength) {
            throw new ArrayIndexOutOfBoundsException(fence);
        }
    }

    // ---------------------------------------------------------------- ints

    public static IntStream intEmpty() {
        return new IntPipe(new Source.Empty(), 0);
    }

    public static IntStream intArray(int[] array, int from, int to) {
        checkFromToBounds(array.length, from, to);
        return new IntPipe(new Source.IntArray(array, from, to), 0);
    }

    public static IntStream intIterate(int seed, IntUnaryOperator f) {
        return new IntPipe(new Source.IntIterate(seed, f), 0);
    }

    public static IntStream intIterate(int seed, IntPredicate hasNext, IntUnaryOperator next) {
        return new IntPipe(new Source.IntIterateWhile(seed, hasNext, next), 0);
    }

    public static IntStream intGenerate(IntSupplier s) {
        return new IntPipe(new Source.IntGenerate(s), 0);
    }

    public static IntStream intRange(int from, int to, boolean closed) {
        return new IntPipe(new Source.IntRange(from, to, closed), Pipe.DISTINCT | Pipe.SORTED);
    }

    public static IntStream chars(CharSequence cs) {
        return new IntPipe(new Source.Chars(cs), 0);
    }

    public static IntStream codePoints(CharSequence cs) {
        return new IntPipe(new Source.CodePoints(cs, cs instanceof String), 0);
    }

    public static IntStream randomInts(RandomGenerator r, boolean world, long size, int origin, int bound) {
        return new IntPipe(new Source.RandomInts(r, world, size, origin, bound), 0);
    }

    public static IntStream intConcat(IntStream a, IntStream b) {
        Source sa = pull(a);
        if (sa == null) {
            sa = new Source.PrimIter(a.iterator());
        }
        Source sb = pull(b);
        if (sb == null) {
            sb = new Source.PrimIter(b.iterator());
        }
        IntPipe p = new IntPipe(new Source.Concat(sa, sb), 0);
        p.parallel = a.isParallel() || b.isParallel();
        p.addCloseAction(new Pipe.CloseBoth(a, b));
        return p;
    }

    static final class IntBuilder implements IntStream.Builder {
        private int[] a = new int[4];
        private int n;
        private boolean built;

        public void accept(int t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (n == a.length) {
                a = Arrays.copyOf(a, n * 2);
            }
            a[n++] = t;
        }

        public IntStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return new IntPipe(new Source.IntArray(a, 0, n), 0);
        }
    }

    public static IntStream.Builder intBuilder() {
        return new IntBuilder();
    }

    // ---------------------------------------------------------------- longs

    public static LongStream longEmpty() {
        return new LongPipe(new Source.Empty(), 0);
    }

    public static LongStream longArray(long[] array, int from, int to) {
        checkFromToBounds(array.length, from, to);
        return new LongPipe(new Source.LongArray(array, from, to), 0);
    }

    public static LongStream longIterate(long seed, LongUnaryOperator f) {
        return new LongPipe(new Source.LongIterate(seed, f), 0);
    }

    public static LongStream longIterate(long seed, LongPredicate hasNext, LongUnaryOperator next) {
        return new LongPipe(new Source.LongIterateWhile(seed, hasNext, next), 0);
    }

    public static LongStream longGenerate(LongSupplier s) {
        return new LongPipe(new Source.LongGenerate(s), 0);
    }

    public static LongStream longRange(long from, long to, boolean closed) {
        return new LongPipe(new Source.LongRange(from, to, closed), Pipe.DISTINCT | Pipe.SORTED);
    }

    public static LongStream randomLongs(RandomGenerator r, boolean world, long size, long origin, long bound) {
        return new LongPipe(new Source.RandomLongs(r, world, size, origin, bound), 0);
    }

    public static LongStream longConcat(LongStream a, LongStream b) {
        Source sa = pull(a);
        if (sa == null) {
            sa = new Source.PrimIter(a.iterator());
        }
        Source sb = pull(b);
        if (sb == null) {
            sb = new Source.PrimIter(b.iterator());
        }
        LongPipe p = new LongPipe(new Source.Concat(sa, sb), 0);
        p.parallel = a.isParallel() || b.isParallel();
        p.addCloseAction(new Pipe.CloseBoth(a, b));
        return p;
    }

    static final class LongBuilder implements LongStream.Builder {
        private long[] a = new long[4];
        private int n;
        private boolean built;

        public void accept(long t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (n == a.length) {
                a = Arrays.copyOf(a, n * 2);
            }
            a[n++] = t;
        }

        public LongStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return new LongPipe(new Source.LongArray(a, 0, n), 0);
        }
    }

    public static LongStream.Builder longBuilder() {
        return new LongBuilder();
    }

    // ---------------------------------------------------------------- doubles

    public static DoubleStream doubleEmpty() {
        return new DoublePipe(new Source.Empty(), 0);
    }

    public static DoubleStream doubleArray(double[] array, int from, int to) {
        checkFromToBounds(array.length, from, to);
        return new DoublePipe(new Source.DoubleArray(array, from, to), 0);
    }

    public static DoubleStream doubleIterate(double seed, DoubleUnaryOperator f) {
        return new DoublePipe(new Source.DoubleIterate(seed, f), 0);
    }

    public static DoubleStream doubleIterate(double seed, DoublePredicate hasNext, DoubleUnaryOperator next) {
        return new DoublePipe(new Source.DoubleIterateWhile(seed, hasNext, next), 0);
    }

    public static DoubleStream doubleGenerate(DoubleSupplier s) {
        return new DoublePipe(new Source.DoubleGenerate(s), 0);
    }

    public static DoubleStream randomDoubles(RandomGenerator r, boolean world, long size, double origin, double bound) {
        return new DoublePipe(new Source.RandomDoubles(r, world, size, origin, bound), 0);
    }

    public static DoubleStream doubleConcat(DoubleStream a, DoubleStream b) {
        Source sa = pull(a);
        if (sa == null) {
            sa = new Source.PrimIter(a.iterator());
        }
        Source sb = pull(b);
        if (sb == null) {
            sb = new Source.PrimIter(b.iterator());
        }
        DoublePipe p = new DoublePipe(new Source.Concat(sa, sb), 0);
        p.parallel = a.isParallel() || b.isParallel();
        p.addCloseAction(new Pipe.CloseBoth(a, b));
        return p;
    }

    static final class DoubleBuilder implements DoubleStream.Builder {
        private double[] a = new double[4];
        private int n;
        private boolean built;

        public void accept(double t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (n == a.length) {
                a = Arrays.copyOf(a, n * 2);
            }
            a[n++] = t;
        }

        public DoubleStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return new DoublePipe(new Source.DoubleArray(a, 0, n), 0);
        }
    }

    public static DoubleStream.Builder doubleBuilder() {
        return new DoubleBuilder();
    }
}
