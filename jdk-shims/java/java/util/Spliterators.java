package java.util;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * Spliterators as the JDK's: the array ones split in half, the iterator and
 * abstract ones split off growing batches (1024, 2048, ...) copied into an
 * array, so that estimateSize after a split is what HotSpot reports.
 */
public final class Spliterators {
    private Spliterators() {
    }

    static final int BATCH_UNIT = 1 << 10;
    static final int MAX_BATCH = 1 << 25;

    // ---------------------------------------------------------------- empty

    private static final Spliterator<Object> EMPTY_SPLITERATOR = new EmptySpliterator.OfRef<Object>();
    private static final Spliterator.OfInt EMPTY_INT_SPLITERATOR = new EmptySpliterator.OfInt();
    private static final Spliterator.OfLong EMPTY_LONG_SPLITERATOR = new EmptySpliterator.OfLong();
    private static final Spliterator.OfDouble EMPTY_DOUBLE_SPLITERATOR = new EmptySpliterator.OfDouble();

    @SuppressWarnings("unchecked")
    public static <T> Spliterator<T> emptySpliterator() {
        return (Spliterator<T>) EMPTY_SPLITERATOR;
    }

    public static Spliterator.OfInt emptyIntSpliterator() {
        return EMPTY_INT_SPLITERATOR;
    }

    public static Spliterator.OfLong emptyLongSpliterator() {
        return EMPTY_LONG_SPLITERATOR;
    }

    public static Spliterator.OfDouble emptyDoubleSpliterator() {
        return EMPTY_DOUBLE_SPLITERATOR;
    }

    // ---------------------------------------------------------------- arrays

    public static <T> Spliterator<T> spliterator(Object[] array, int additionalCharacteristics) {
        Objects.requireNonNull(array);
        return new ArraySpliterator<T>(array, 0, array.length, additionalCharacteristics);
    }

    public static <T> Spliterator<T> spliterator(Object[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkFromToBounds(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new ArraySpliterator<T>(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int additionalCharacteristics) {
        Objects.requireNonNull(array);
        return new IntArraySpliterator(array, 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkFromToBounds(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new IntArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int additionalCharacteristics) {
        Objects.requireNonNull(array);
        return new LongArraySpliterator(array, 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkFromToBounds(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new LongArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int additionalCharacteristics) {
        Objects.requireNonNull(array);
        return new DoubleArraySpliterator(array, 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkFromToBounds(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new DoubleArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    private static void checkFromToBounds(int arrayLength, int origin, int fence) {
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

    // ---------------------------------------------------------------- iterators

    public static <T> Spliterator<T> spliterator(Collection<? extends T> c, int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(c), characteristics);
    }

    public static <T> Spliterator<T> spliterator(Iterator<? extends T> iterator, long size, int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(iterator), size, characteristics);
    }

    public static <T> Spliterator<T> spliteratorUnknownSize(Iterator<? extends T> iterator, int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(iterator), characteristics);
    }

    public static Spliterator.OfInt spliterator(PrimitiveIterator.OfInt iterator, long size, int characteristics) {
        return new IntIteratorSpliterator(Objects.requireNonNull(iterator), size, characteristics);
    }

    public static Spliterator.OfInt spliteratorUnknownSize(PrimitiveIterator.OfInt iterator, int characteristics) {
        return new IntIteratorSpliterator(Objects.requireNonNull(iterator), characteristics);
    }

    public static Spliterator.OfLong spliterator(PrimitiveIterator.OfLong iterator, long size, int characteristics) {
        return new LongIteratorSpliterator(Objects.requireNonNull(iterator), size, characteristics);
    }

    public static Spliterator.OfLong spliteratorUnknownSize(PrimitiveIterator.OfLong iterator, int characteristics) {
        return new LongIteratorSpliterator(Objects.requireNonNull(iterator), characteristics);
    }

    public static Spliterator.OfDouble spliterator(PrimitiveIterator.OfDouble iterator, long size, int characteristics) {
        return new DoubleIteratorSpliterator(Objects.requireNonNull(iterator), size, characteristics);
    }

    public static Spliterator.OfDouble spliteratorUnknownSize(PrimitiveIterator.OfDouble iterator, int characteristics) {
        return new DoubleIteratorSpliterator(Objects.requireNonNull(iterator), characteristics);
    }

    // ---------------------------------------------------------------- iterators of spliterators

    public static <T> Iterator<T> iterator(Spliterator<? extends T> spliterator) {
        return new Adapter<T>(Objects.requireNonNull(spliterator));
    }

    /** Pulls one element at a time with tryAdvance, holding it until next(). */
    static final class Adapter<T> implements Iterator<T>, Consumer<T> {
        private final Spliterator<? extends T> spliterator;
        private boolean valueReady;
        private T nextElement;

        Adapter(Spliterator<? extends T> spliterator) {
            this.spliterator = spliterator;
        }

        public void accept(T t) {
            valueReady = true;
            nextElement = t;
        }

        public boolean hasNext() {
            if (!valueReady) {
                spliterator.tryAdvance(this);
            }
            return valueReady;
        }

        public T next() {
            if (!valueReady && !hasNext()) {
                throw new NoSuchElementException();
            }
            valueReady = false;
            T t = nextElement;
            nextElement = null;
            return t;
        }

        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            if (valueReady) {
                valueReady = false;
                T t = nextElement;
                nextElement = null;
                action.accept(t);
            }
            spliterator.forEachRemaining(action);
        }
    }

    public static PrimitiveIterator.OfInt iterator(Spliterator.OfInt spliterator) {
        return new IntAdapter(Objects.requireNonNull(spliterator));
    }

    static final class IntAdapter implements PrimitiveIterator.OfInt, IntConsumer {
        private final Spliterator.OfInt spliterator;
        private boolean valueReady;
        private int nextElement;

        IntAdapter(Spliterator.OfInt spliterator) {
            this.spliterator = spliterator;
        }

        public void accept(int t) {
            valueReady = true;
            nextElement = t;
        }

        public boolean hasNext() {
            if (!valueReady) {
                spliterator.tryAdvance(this);
            }
            return valueReady;
        }

        public int nextInt() {
            if (!valueReady && !hasNext()) {
                throw new NoSuchElementException();
            }
            valueReady = false;
            return nextElement;
        }

        public void forEachRemaining(IntConsumer action) {
            Objects.requireNonNull(action);
            if (valueReady) {
                valueReady = false;
                action.accept(nextElement);
            }
            spliterator.forEachRemaining(action);
        }
    }

    public static PrimitiveIterator.OfLong iterator(Spliterator.OfLong spliterator) {
        return new LongAdapter(Objects.requireNonNull(spliterator));
    }

    static final class LongAdapter implements PrimitiveIterator.OfLong, LongConsumer {
        private final Spliterator.OfLong spliterator;
        private boolean valueReady;
        private long nextElement;

        LongAdapter(Spliterator.OfLong spliterator) {
            this.spliterator = spliterator;
        }

        public void accept(long t) {
            valueReady = true;
            nextElement = t;
        }

        public boolean hasNext() {
            if (!valueReady) {
                spliterator.tryAdvance(this);
            }
            return valueReady;
        }

        public long nextLong() {
            if (!valueReady && !hasNext()) {
                throw new NoSuchElementException();
            }
            valueReady = false;
            return nextElement;
        }

        public void forEachRemaining(LongConsumer action) {
            Objects.requireNonNull(action);
            if (valueReady) {
                valueReady = false;
                action.accept(nextElement);
            }
            spliterator.forEachRemaining(action);
        }
    }

    public static PrimitiveIterator.OfDouble iterator(Spliterator.OfDouble spliterator) {
        return new DoubleAdapter(Objects.requireNonNull(spliterator));
    }

    static final class DoubleAdapter implements PrimitiveIterator.OfDouble, DoubleConsumer {
        private final Spliterator.OfDouble spliterator;
        private boolean valueReady;
        private double nextElement;

        DoubleAdapter(Spliterator.OfDouble spliterator) {
            this.spliterator = spliterator;
        }

        public void accept(double t) {
            valueReady = true;
            nextElement = t;
        }

        public boolean hasNext() {
            if (!valueReady) {
                spliterator.tryAdvance(this);
            }
            return valueReady;
        }

        public double nextDouble() {
            if (!valueReady && !hasNext()) {
                throw new NoSuchElementException();
            }
            valueReady = false;
            return nextElement;
        }

        public void forEachRemaining(DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (valueReady) {
                valueReady = false;
                action.accept(nextElement);
            }
            spliterator.forEachRemaining(action);
        }
    }

    // ---------------------------------------------------------------- implementations

    private abstract static class EmptySpliterator<T, S extends Spliterator<T>, C> {
        public S trySplit() {
            return null;
        }

        public boolean tryAdvance(C consumer) {
            Objects.requireNonNull(consumer);
            return false;
        }

        public void forEachRemaining(C consumer) {
            Objects.requireNonNull(consumer);
        }

        public long estimateSize() {
            return 0;
        }

        public int characteristics() {
            return Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        private static final class OfRef<T> extends EmptySpliterator<T, Spliterator<T>, Consumer<? super T>>
                implements Spliterator<T> {
        }

        private static final class OfInt extends EmptySpliterator<Integer, Spliterator.OfInt, IntConsumer>
                implements Spliterator.OfInt {
        }

        private static final class OfLong extends EmptySpliterator<Long, Spliterator.OfLong, LongConsumer>
                implements Spliterator.OfLong {
        }

        private static final class OfDouble extends EmptySpliterator<Double, Spliterator.OfDouble, DoubleConsumer>
                implements Spliterator.OfDouble {
        }
    }

    static final class ArraySpliterator<T> implements Spliterator<T> {
        private final Object[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        ArraySpliterator(Object[] array, int origin, int fence, int additionalCharacteristics) {
            this.array = array;
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        public Spliterator<T> trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            return lo >= mid ? null : new ArraySpliterator<T>(array, lo, index = mid, characteristics);
        }

        @SuppressWarnings("unchecked")
        public void forEachRemaining(Consumer<? super T> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            Object[] a = array;
            int hi = fence;
            int i = index;
            if (a.length >= hi && i >= 0 && i < (index = hi)) {
                do {
                    action.accept((T) a[i]);
                } while (++i < hi);
            }
        }

        @SuppressWarnings("unchecked")
        public boolean tryAdvance(Consumer<? super T> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            if (index >= 0 && index < fence) {
                action.accept((T) array[index++]);
                return true;
            }
            return false;
        }

        public long estimateSize() {
            return (long) (fence - index);
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super T> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class IntArraySpliterator implements Spliterator.OfInt {
        private final int[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        IntArraySpliterator(int[] array, int origin, int fence, int additionalCharacteristics) {
            this.array = array;
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        public Spliterator.OfInt trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            return lo >= mid ? null : new IntArraySpliterator(array, lo, index = mid, characteristics);
        }

        public void forEachRemaining(IntConsumer action) {
            if (action == null) {
                throw new NullPointerException();
            }
            int[] a = array;
            int hi = fence;
            int i = index;
            if (a.length >= hi && i >= 0 && i < (index = hi)) {
                do {
                    action.accept(a[i]);
                } while (++i < hi);
            }
        }

        public boolean tryAdvance(IntConsumer action) {
            if (action == null) {
                throw new NullPointerException();
            }
            if (index >= 0 && index < fence) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        public long estimateSize() {
            return (long) (fence - index);
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Integer> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class LongArraySpliterator implements Spliterator.OfLong {
        private final long[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        LongArraySpliterator(long[] array, int origin, int fence, int additionalCharacteristics) {
            this.array = array;
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        public Spliterator.OfLong trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            return lo >= mid ? null : new LongArraySpliterator(array, lo, index = mid, characteristics);
        }

        public void forEachRemaining(LongConsumer action) {
            if (action == null) {
                throw new NullPointerException();
            }
            long[] a = array;
            int hi = fence;
            int i = index;
            if (a.length >= hi && i >= 0 && i < (index = hi)) {
                do {
                    action.accept(a[i]);
                } while (++i < hi);
            }
        }

        public boolean tryAdvance(LongConsumer action) {
            if (action == null) {
                throw new NullPointerException();
            }
            if (index >= 0 && index < fence) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        public long estimateSize() {
            return (long) (fence - index);
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Long> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class DoubleArraySpliterator implements Spliterator.OfDouble {
        private final double[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        DoubleArraySpliterator(double[] array, int origin, int fence, int additionalCharacteristics) {
            this.array = array;
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        public Spliterator.OfDouble trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            return lo >= mid ? null : new DoubleArraySpliterator(array, lo, index = mid, characteristics);
        }

        public void forEachRemaining(DoubleConsumer action) {
            if (action == null) {
                throw new NullPointerException();
            }
            double[] a = array;
            int hi = fence;
            int i = index;
            if (a.length >= hi && i >= 0 && i < (index = hi)) {
                do {
                    action.accept(a[i]);
                } while (++i < hi);
            }
        }

        public boolean tryAdvance(DoubleConsumer action) {
            if (action == null) {
                throw new NullPointerException();
            }
            if (index >= 0 && index < fence) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        public long estimateSize() {
            return (long) (fence - index);
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Double> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    public abstract static class AbstractSpliterator<T> implements Spliterator<T> {
        private final int characteristics;
        private long est;
        private int batch;

        protected AbstractSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED
                    : additionalCharacteristics;
        }

        public Spliterator<T> trySplit() {
            Holder holder = new Holder();
            long s = est;
            if (s > 1 && tryAdvance(holder)) {
                int n = batch + BATCH_UNIT;
                if (n > s) {
                    n = (int) s;
                }
                if (n > MAX_BATCH) {
                    n = MAX_BATCH;
                }
                Object[] a = new Object[n];
                int j = 0;
                do {
                    a[j] = holder.value;
                } while (++j < n && tryAdvance(holder));
                batch = j;
                if (est != Long.MAX_VALUE) {
                    est -= j;
                }
                return new ArraySpliterator<T>(a, 0, j, characteristics());
            }
            return null;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractIntSpliterator implements Spliterator.OfInt {
        private final int characteristics;
        private long est;
        private int batch;

        protected AbstractIntSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED
                    : additionalCharacteristics;
        }

        public Spliterator.OfInt trySplit() {
            IntHolder holder = new IntHolder();
            long s = est;
            if (s > 1 && tryAdvance(holder)) {
                int n = batch + BATCH_UNIT;
                if (n > s) {
                    n = (int) s;
                }
                if (n > MAX_BATCH) {
                    n = MAX_BATCH;
                }
                int[] a = new int[n];
                int j = 0;
                do {
                    a[j] = holder.value;
                } while (++j < n && tryAdvance(holder));
                batch = j;
                if (est != Long.MAX_VALUE) {
                    est -= j;
                }
                return new IntArraySpliterator(a, 0, j, characteristics());
            }
            return null;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractLongSpliterator implements Spliterator.OfLong {
        private final int characteristics;
        private long est;
        private int batch;

        protected AbstractLongSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED
                    : additionalCharacteristics;
        }

        public Spliterator.OfLong trySplit() {
            LongHolder holder = new LongHolder();
            long s = est;
            if (s > 1 && tryAdvance(holder)) {
                int n = batch + BATCH_UNIT;
                if (n > s) {
                    n = (int) s;
                }
                if (n > MAX_BATCH) {
                    n = MAX_BATCH;
                }
                long[] a = new long[n];
                int j = 0;
                do {
                    a[j] = holder.value;
                } while (++j < n && tryAdvance(holder));
                batch = j;
                if (est != Long.MAX_VALUE) {
                    est -= j;
                }
                return new LongArraySpliterator(a, 0, j, characteristics());
            }
            return null;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractDoubleSpliterator implements Spliterator.OfDouble {
        private final int characteristics;
        private long est;
        private int batch;

        protected AbstractDoubleSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & Spliterator.SIZED) != 0
                    ? additionalCharacteristics | Spliterator.SUBSIZED
                    : additionalCharacteristics;
        }

        public Spliterator.OfDouble trySplit() {
            DoubleHolder holder = new DoubleHolder();
            long s = est;
            if (s > 1 && tryAdvance(holder)) {
                int n = batch + BATCH_UNIT;
                if (n > s) {
                    n = (int) s;
                }
                if (n > MAX_BATCH) {
                    n = MAX_BATCH;
                }
                double[] a = new double[n];
                int j = 0;
                do {
                    a[j] = holder.value;
                } while (++j < n && tryAdvance(holder));
                batch = j;
                if (est != Long.MAX_VALUE) {
                    est -= j;
                }
                return new DoubleArraySpliterator(a, 0, j, characteristics());
            }
            return null;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    static final class Holder implements Consumer<Object> {
        Object value;

        public void accept(Object value) {
            this.value = value;
        }
    }

    static final class IntHolder implements IntConsumer {
        int value;

        public void accept(int value) {
            this.value = value;
        }
    }

    static final class LongHolder implements LongConsumer {
        long value;

        public void accept(long value) {
            this.value = value;
        }
    }

    static final class DoubleHolder implements DoubleConsumer {
        double value;

        public void accept(double value) {
            this.value = value;
        }
    }

    /** Late-binding over a collection (size and iterator on first use), or over an iterator. */
    static class IteratorSpliterator<T> implements Spliterator<T> {
        private final Collection<? extends T> collection;
        private Iterator<? extends T> it;
        private final int characteristics;
        private long est;
        private int batch;

        IteratorSpliterator(Collection<? extends T> collection, int characteristics) {
            this.collection = collection;
            this.characteristics = (characteristics & Spliterator.CONCURRENT) == 0
                    ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED
                    : characteristics;
        }

        IteratorSpliterator(Iterator<? extends T> iterator, long size, int characteristics) {
            this.collection = null;
            this.it = iterator;
            this.est = size;
            this.characteristics = (characteristics & Spliterator.CONCURRENT) == 0
                    ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED
                    : characteristics;
        }

        IteratorSpliterator(Iterator<? extends T> iterator, int characteristics) {
            this.collection = null;
            this.it = iterator;
            this.est = Long.MAX_VALUE;
            this.characteristics = characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED);
        }

        private Iterator<? extends T> bind() {
            Iterator<? extends T> i = it;
            if (i == null) {
                i = it = collection.iterator();
                est = (long) collection.size();
            }
            return i;
        }

        public Spliterator<T> trySplit() {
            Iterator<? extends T> i = bind();
            long s = est;
            if (s > 1 && i.hasNext()) {
                int n = batch + BATCH_UNIT;
                if (n > s) {
                    n = (int) s;
                }
                if (n > MAX_BATCH) {
                    n = MAX_BATCH;
                }
                Object[] a = new Object[n];
                int j = 0;
                do {
                    a[j] = i.next();
                } while (++j < n && i.hasNext());
                batch = j;
                if (est != Long.MAX_VALUE) {
                    est -= j;
                }
                return new ArraySpliterator<T>(a, 0, j, characteristics);
            }
            return null;
        }

        public void forEachRemaining(Consumer<? super T> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            bind().forEachRemaining(action);
        }

        public boolean tryAdvance(Consumer<? super T> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            Iterator<? extends T> i = bind();
            if (i.hasNext()) {
                action.accept(i.next());
                return true;
            }
            return false;
        }

        public long estimateSize() {
            if (it == null) {
                bind();
            }
            return est;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super T> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class IntIteratorSpliterator implements Spliterator.OfInt {
        private final PrimitiveIterator.OfInt it;
        private final int characteristics;
        private long est;
        private int batch;

        IntIteratorSpliterator(PrimitiveIterator.OfInt iterator, long size, int characteristics) {
            this.it = iterator;
            this.est = size;
            this.characteristics = (characteristics & Spliterator.CONCURRENT) == 0
                    ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED
                    : characteristics;
        }

        IntIteratorSpliterator(PrimitiveIterator.OfInt iterator, int characteristics) {
            this.it = iterator;
            this.est = Long.MAX_VALUE;
            this.characteristics = characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED);
        }

        public Spliterator.OfInt trySplit() {
            PrimitiveIterator.OfInt i = it;
            long s = est;
            if (s > 1 && i.hasNext()) {
                int n = batch + BATCH_UNIT;
                if (n > s) {
                    n = (int) s;
                }
                if (n > MAX_BATCH) {
                    n = MAX_BATCH;
                }
                int[] a = new int[n];
                int j = 0;
                do {
                    a[j] = i.nextInt();
                } while (++j < n && i.hasNext());
                batch = j;
                if (est != Long.MAX_VALUE) {
                    est -= j;
                }
                return new IntArraySpliterator(a, 0, j, characteristics);
            }
            return null;
        }

        public void forEachRemaining(IntConsumer action) {
            if (action == null) {
                throw new NullPointerException();
            }
            it.forEachRemaining(action);
        }

        public boolean tryAdvance(IntConsumer action) {
            if (action == null) {
                throw new NullPointerException();
            }
            if (it.hasNext()) {
                action.accept(it.nextInt());
                return true;
            }
            return false;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Integer> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class LongIteratorSpliterator implements Spliterator.OfLong {
        private final PrimitiveIterator.OfLong it;
        private final int characteristics;
        private long est;
        private int batch;

        LongIteratorSpliterator(PrimitiveIterator.OfLong iterator, long size, int characteristics) {
            this.it = iterator;
            this.est = size;
            this.characteristics = (characteristics & Spliterator.CONCURRENT) == 0
                    ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED
                    : characteristics;
        }

        LongIteratorSpliterator(PrimitiveIterator.OfLong iterator, int characteristics) {
            this.it = iterator;
            this.est = Long.MAX_VALUE;
            this.characteristics = characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED);
        }

        public Spliterator.OfLong trySplit() {
            PrimitiveIterator.OfLong i = it;
            long s = est;
            if (s > 1 && i.hasNext()) {
                int n = batch + BATCH_UNIT;
                if (n > s) {
                    n = (int) s;
                }
                if (n > MAX_BATCH) {
                    n = MAX_BATCH;
                }
                long[] a = new long[n];
                int j = 0;
                do {
                    a[j] = i.nextLong();
                } while (++j < n && i.hasNext());
                batch = j;
                if (est != Long.MAX_VALUE) {
                    est -= j;
                }
                return new LongArraySpliterator(a, 0, j, characteristics);
            }
            return null;
        }

        public void forEachRemaining(LongConsumer action) {
            if (action == null) {
                throw new NullPointerException();
            }
            it.forEachRemaining(action);
        }

        public boolean tryAdvance(LongConsumer action) {
            if (action == null) {
                throw new NullPointerException();
            }
            if (it.hasNext()) {
                action.accept(it.nextLong());
                return true;
            }
            return false;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Long> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class DoubleIteratorSpliterator implements Spliterator.OfDouble {
        private final PrimitiveIterator.OfDouble it;
        private final int characteristics;
        private long est;
        private int batch;

        DoubleIteratorSpliterator(PrimitiveIterator.OfDouble iterator, long size, int characteristics) {
            this.it = iterator;
            this.est = size;
            this.characteristics = (characteristics & Spliterator.CONCURRENT) == 0
                    ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED
                    : characteristics;
        }

        DoubleIteratorSpliterator(PrimitiveIterator.OfDouble iterator, int characteristics) {
            this.it = iterator;
            this.est = Long.MAX_VALUE;
            this.characteristics = characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED);
        }

        public Spliterator.OfDouble trySplit() {
            PrimitiveIterator.OfDouble i = it;
            long s = est;
            if (s > 1 && i.hasNext()) {
                int n = batch + BATCH_UNIT;
                if (n > s) {
                    n = (int) s;
                }
                if (n > MAX_BATCH) {
                    n = MAX_BATCH;
                }
                double[] a = new double[n];
                int j = 0;
                do {
                    a[j] = i.nextDouble();
                } while (++j < n && i.hasNext());
                batch = j;
                if (est != Long.MAX_VALUE) {
                    est -= j;
                }
                return new DoubleArraySpliterator(a, 0, j, characteristics);
            }
            return null;
        }

        public void forEachRemaining(DoubleConsumer action) {
            if (action == null) {
                throw new NullPointerException();
            }
            it.forEachRemaining(action);
        }

        public boolean tryAdvance(DoubleConsumer action) {
            if (action == null) {
                throw new NullPointerException();
            }
            if (it.hasNext()) {
                action.accept(it.nextDouble());
                return true;
            }
            return false;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Double> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    // ---------------------------------------------------------------- boxing (Spliterator.OfX defaults)

    /** A primitive consumer that boxes into a Consumer, as the JDK's action::accept. */
    static IntConsumer boxing(final Consumer<? super Integer> action) {
        Objects.requireNonNull(action);
        return new IntConsumer() {
            public void accept(int value) {
                action.accept(value);
            }
        };
    }

    static LongConsumer boxingLong(final Consumer<? super Long> action) {
        Objects.requireNonNull(action);
        return new LongConsumer() {
            public void accept(long value) {
                action.accept(value);
            }
        };
    }

    static DoubleConsumer boxingDouble(final Consumer<? super Double> action) {
        Objects.requireNonNull(action);
        return new DoubleConsumer() {
            public void accept(double value) {
                action.accept(value);
            }
        };
    }
}
