package jdk.internal.terrarium.stream;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Objects;
import java.util.Optional;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.LongConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;
import java.util.stream.Collector;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/** A stage whose output is references: java.util.stream.Stream. */
public class RefPipe<T> extends Pipe implements Stream<T> {
    RefPipe(Source source, int flags) {
        super(source, flags);
    }

    RefPipe(Pipe up, int opFlags) {
        super(up, opFlags);
    }

    Buffer newBuffer() {
        return new RefBuffer();
    }

    // ---------------------------------------------------------------- BaseStream

    public Iterator<T> iterator() {
        return new Itr<T>(pullSource());
    }

    @SuppressWarnings("unchecked")
    public Spliterator<T> spliterator() {
        return (Spliterator<T>) pullSpliterator(Source.REF);
    }

    public Stream<T> sequential() {
        head.parallel = false;
        return this;
    }

    public Stream<T> parallel() {
        head.parallel = true;
        return this;
    }

    public Stream<T> unordered() {
        return new RefPipe<T>(this, NOT_ORDERED) {
            Sink wrap(Sink downstream) {
                return downstream;
            }
        };
    }

    public Stream<T> onClose(Runnable closeHandler) {
        addCloseAction(closeHandler);
        return this;
    }

    // ---------------------------------------------------------------- stateless

    public Stream<T> filter(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return new RefPipe<T>(this, NOT_SIZED) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void begin(long size) {
                        d.begin(-1);
                    }

                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        if (predicate.test((T) t)) {
                            d.accept(t);
                        }
                    }
                };
            }
        };
    }

    public <R> Stream<R> map(final Function<? super T, ? extends R> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipe<R>(this, NOT_SORTED | NOT_DISTINCT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        d.accept(mapper.apply((T) t));
                    }
                };
            }
        };
    }

    public IntStream mapToInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(this, NOT_SORTED | NOT_DISTINCT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        d.accept(mapper.applyAsInt((T) t));
                    }
                };
            }
        };
    }

    public LongStream mapToLong(final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(this, NOT_SORTED | NOT_DISTINCT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        d.accept(mapper.applyAsLong((T) t));
                    }
                };
            }
        };
    }

    public DoubleStream mapToDouble(final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(this, NOT_SORTED | NOT_DISTINCT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        d.accept(mapper.applyAsDouble((T) t));
                    }
                };
            }
        };
    }

    /** Feeds an inner stream's elements to d, then closes it (flatMap). */
    static void feedRef(Stream<?> result, Sink d, boolean cancellable) {
        try (Stream<?> s = result) {
            if (s != null) {
                if (!cancellable) {
                    s.sequential().forEach(new Sink.OfConsumer(d));
                } else {
                    Iterator<?> it = s.sequential().iterator();
                    while (!d.cancellationRequested() && it.hasNext()) {
                        d.accept(it.next());
                    }
                }
            }
        }
    }

    static final int FLAT = NOT_SORTED | NOT_DISTINCT | NOT_SIZED;

    /** Base of flatMap sinks: notes whether cancellation is being polled. */
    abstract static class FlatSink extends Sink.Chained {
        boolean polled;

        FlatSink(Sink d) {
            super(d);
        }

        public void begin(long size) {
            downstream.begin(-1);
        }

        public boolean cancellationRequested() {
            polled = true;
            return downstream.cancellationRequested();
        }
    }

    public <R> Stream<R> flatMap(final Function<? super T, ? extends Stream<? extends R>> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipe<R>(this, FLAT) {
            Sink wrap(final Sink d) {
                return new FlatSink(d) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        feedRef(mapper.apply((T) t), d, polled);
                    }
                };
            }
        };
    }

    public IntStream flatMapToInt(final Function<? super T, ? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(this, FLAT) {
            Sink wrap(final Sink d) {
                return new FlatSink(d) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        IntPipe.feedInt(mapper.apply((T) t), d, polled);
                    }
                };
            }
        };
    }

    public LongStream flatMapToLong(final Function<? super T, ? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(this, FLAT) {
            Sink wrap(final Sink d) {
                return new FlatSink(d) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        LongPipe.feedLong(mapper.apply((T) t), d, polled);
                    }
                };
            }
        };
    }

    public DoubleStream flatMapToDouble(final Function<? super T, ? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(this, FLAT) {
            Sink wrap(final Sink d) {
                return new FlatSink(d) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        DoublePipe.feedDouble(mapper.apply((T) t), d, polled);
                    }
                };
            }
        };
    }

    public <R> Stream<R> mapMulti(final BiConsumer<? super T, ? super Consumer<R>> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipe<R>(this, FLAT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void begin(long size) {
                        d.begin(-1);
                    }

                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        mapper.accept((T) t, (Consumer<R>) (Consumer<?>) d);
                    }
                };
            }
        };
    }

    public IntStream mapMultiToInt(final BiConsumer<? super T, ? super IntConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(this, FLAT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void begin(long size) {
                        d.begin(-1);
                    }

                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        mapper.accept((T) t, d);
                    }
                };
            }
        };
    }

    public LongStream mapMultiToLong(final BiConsumer<? super T, ? super LongConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(this, FLAT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void begin(long size) {
                        d.begin(-1);
                    }

                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        mapper.accept((T) t, d);
                    }
                };
            }
        };
    }

    public DoubleStream mapMultiToDouble(final BiConsumer<? super T, ? super DoubleConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(this, FLAT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void begin(long size) {
                        d.begin(-1);
                    }

                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        mapper.accept((T) t, d);
                    }
                };
            }
        };
    }

    public Stream<T> peek(final Consumer<? super T> action) {
        Objects.requireNonNull(action);
        return new RefPipe<T>(this, 0) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        action.accept((T) t);
                        d.accept(t);
                    }
                };
            }
        };
    }

    // ---------------------------------------------------------------- stateful

    public Stream<T> distinct() {
        return new RefPipe<T>(this, NOT_SIZED | SET_DISTINCT) {
            Sink wrap(final Sink d) {
                int up = upstream.flags;
                if ((up & DISTINCT) != 0) {
                    return d;
                }
                if ((up & SORTED) != 0) {
                    return new Sink.Chained(d) {
                        boolean seenNull;
                        Object lastSeen;

                        public void begin(long size) {
                            seenNull = false;
                            lastSeen = null;
                            d.begin(-1);
                        }

                        public void end() {
                            seenNull = false;
                            lastSeen = null;
                            d.end();
                        }

                        public void accept(Object t) {
                            if (t == null) {
                                if (!seenNull) {
                                    seenNull = true;
                                    d.accept(lastSeen = null);
                                }
                            } else if (lastSeen == null || !t.equals(lastSeen)) {
                                d.accept(lastSeen = t);
                            }
                        }
                    };
                }
                return new Sink.Chained(d) {
                    HashSet<Object> seen;

                    public void begin(long size) {
                        seen = new HashSet<>();
                        d.begin(-1);
                    }

                    public void end() {
                        seen = null;
                        d.end();
                    }

                    public void accept(Object t) {
                        if (!seen.contains(t)) {
                            seen.add(t);
                            d.accept(t);
                        }
                    }
                };
            }
        };
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public Stream<T> sorted() {
        return sortedWith((Comparator) Comparator.naturalOrder(), true);
    }

    public Stream<T> sorted(Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return sortedWith(comparator, false);
    }

    private Stream<T> sortedWith(final Comparator<? super T> comparator, final boolean natural) {
        return new RefPipe<T>(this, natural ? SET_SORTED | SET_ORDERED : NOT_SORTED | SET_ORDERED) {
            Sink wrap(final Sink d) {
                if (natural && (upstream.flags & SORTED) != 0) {
                    return d;
                }
                return new SortSink(d, comparator);
            }
        };
    }

    static final class SortSink extends Sink.Chained {
        private final Comparator<Object> comparator;
        private Object[] a;
        private int n;
        private boolean polled;

        @SuppressWarnings("unchecked")
        SortSink(Sink d, Comparator<?> comparator) {
            super(d);
            this.comparator = (Comparator<Object>) comparator;
        }

        public void begin(long size) {
            if (size >= Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("Stream size exceeds max array size");
            }
            a = new Object[size > 0 ? (int) size : 10];
            n = 0;
        }

        public void accept(Object t) {
            if (n == a.length) {
                a = Arrays.copyOf(a, n + (n >> 1) + 1);
            }
            a[n++] = t;
        }

        public boolean cancellationRequested() {
            polled = true;
            return false;
        }

        public void end() {
            Object[] a = this.a;
            int n = this.n;
            Arrays.sort(a, 0, n, comparator);
            Sink d = downstream;
            d.begin(n);
            if (!polled) {
                for (int i = 0; i < n; i++) {
                    d.accept(a[i]);
                }
            } else {
                for (int i = 0; i < n; i++) {
                    if (d.cancellationRequested()) {
                        break;
                    }
                    d.accept(a[i]);
                }
            }
            d.end();
            this.a = null;
        }
    }

    public Stream<T> limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return slice(0, maxSize);
    }

    public Stream<T> skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return slice(n, -1);
    }

    private Stream<T> slice(final long skip, final long limit) {
        return new RefPipe<T>(this, ADJUSTS_SIZE | (limit != -1 ? SHORT_CIRCUIT : 0)) {
            long adjustSize(long size) {
                return sliceSize(size, skip, limit);
            }

            Sink wrap(final Sink d) {
                return new SliceSink(d, skip, limit) {
                    public void accept(Object t) {
                        if (n == 0) {
                            if (m > 0) {
                                m--;
                                d.accept(t);
                            }
                        } else {
                            n--;
                        }
                    }
                };
            }
        };
    }

    static long sliceSize(long size, long skip, long limit) {
        long r = size - skip;
        if (r < 0) {
            r = 0;
        }
        if (limit >= 0 && r > limit) {
            r = limit;
        }
        return r;
    }

    abstract static class SliceSink extends Sink.Chained {
        final long skip;
        final long limit;
        long n;
        long m;

        SliceSink(Sink d, long skip, long limit) {
            super(d);
            this.skip = skip;
            this.limit = limit;
            this.n = skip;
            this.m = limit >= 0 ? limit : Long.MAX_VALUE;
        }

        public void begin(long size) {
            downstream.begin(size < 0 ? -1 : sliceSize(size, skip, limit));
        }

        public boolean cancellationRequested() {
            return m == 0 || downstream.cancellationRequested();
        }
    }

    public Stream<T> takeWhile(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return new RefPipe<T>(this, NOT_SIZED | SHORT_CIRCUIT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    boolean take = true;

                    public void begin(long size) {
                        d.begin(-1);
                    }

                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        if (take && (take = predicate.test((T) t))) {
                            d.accept(t);
                        }
                    }

                    public boolean cancellationRequested() {
                        return !take || d.cancellationRequested();
                    }
                };
            }
        };
    }

    public Stream<T> dropWhile(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return new RefPipe<T>(this, NOT_SIZED) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    boolean take;

                    public void begin(long size) {
                        d.begin(-1);
                    }

                    @SuppressWarnings("unchecked")
                    public void accept(Object t) {
                        boolean takeElement = take || (take = !predicate.test((T) t));
                        if (takeElement) {
                            d.accept(t);
                        }
                    }
                };
            }
        };
    }

    // ---------------------------------------------------------------- terminal

    public void forEach(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        evaluate(new Sink.OfConsumer(action), false);
    }

    public void forEachOrdered(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        evaluate(new Sink.OfConsumer(action), false);
    }

    static final class ToArraySink extends Sink {
        Object[] a;
        int n;

        public void begin(long size) {
            a = new Object[size > 0 && size < Integer.MAX_VALUE - 8 ? (int) size : 16];
        }

        public void accept(Object t) {
            if (n == a.length) {
                a = Arrays.copyOf(a, n + (n >> 1) + 1);
            }
            a[n++] = t;
        }
    }

    public Object[] toArray() {
        ToArraySink s = new ToArraySink();
        evaluate(s, false);
        return s.n == s.a.length ? s.a : Arrays.copyOf(s.a, s.n);
    }

    static final class FixedSink extends Sink {
        final Object[] a;
        int n;

        FixedSink(Object[] a) {
            this.a = a;
        }

        public void begin(long size) {
            if (size != a.length) {
                throw new IllegalStateException("Begin size " + size + " is not equal to fixed size " + a.length);
            }
            n = 0;
        }

        public void accept(Object t) {
            if (n < a.length) {
                a[n++] = t;
            } else {
                throw new IllegalStateException("Accept exceeded fixed size of " + a.length);
            }
        }

        public void end() {
            if (n < a.length) {
                throw new IllegalStateException("End size " + n + " is less than fixed size " + a.length);
            }
        }
    }

    public <A> A[] toArray(IntFunction<A[]> generator) {
        startTerminal();
        Source src = takeSource();
        long size = outSize(src.size());
        if (size >= 0 && size < Integer.MAX_VALUE - 8) {
            A[] r = generator.apply((int) size);
            copyInto(wrapSink(new FixedSink(r)), src, shortCircuit);
            return r;
        }
        ToArraySink s = new ToArraySink();
        copyInto(wrapSink(s), src, shortCircuit);
        A[] r = generator.apply(s.n);
        if (r.length < s.n) {
            throw new IndexOutOfBoundsException("does not fit");
        }
        System.arraycopy(s.a, 0, r, 0, s.n);
        return r;
    }

    static final class ReduceSink extends Sink {
        final BiFunction<Object, Object, Object> op;
        final Object seed;
        Object state;

        @SuppressWarnings("unchecked")
        ReduceSink(Object seed, BiFunction<?, ?, ?> op) {
            this.seed = seed;
            this.op = (BiFunction<Object, Object, Object>) op;
        }

        public void begin(long size) {
            state = seed;
        }

        public void accept(Object t) {
            state = op.apply(state, t);
        }
    }

    @SuppressWarnings("unchecked")
    public T reduce(T identity, BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        ReduceSink s = new ReduceSink(identity, accumulator);
        evaluate(s, false);
        return (T) s.state;
    }

    @SuppressWarnings("unchecked")
    public <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        ReduceSink s = new ReduceSink(identity, accumulator);
        evaluate(s, false);
        return (U) s.state;
    }

    static final class OptReduceSink extends Sink {
        final BinaryOperator<Object> op;
        boolean empty;
        Object state;

        @SuppressWarnings("unchecked")
        OptReduceSink(BinaryOperator<?> op) {
            this.op = (BinaryOperator<Object>) op;
        }

        public void begin(long size) {
            empty = true;
            state = null;
        }

        public void accept(Object t) {
            if (empty) {
                empty = false;
                state = t;
            } else {
                state = op.apply(state, t);
            }
        }
    }

    @SuppressWarnings("unchecked")
    public Optional<T> reduce(BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        OptReduceSink s = new OptReduceSink(accumulator);
        evaluate(s, false);
        return s.empty ? Optional.empty() : Optional.of((T) s.state);
    }

    public Optional<T> min(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reduce(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) <= 0 ? a : b;
            }
        });
    }

    public Optional<T> max(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reduce(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) >= 0 ? a : b;
            }
        });
    }

    static final class CollectSink extends Sink {
        final Supplier<Object> supplier;
        final BiConsumer<Object, Object> accumulator;
        Object state;

        @SuppressWarnings("unchecked")
        CollectSink(Supplier<?> supplier, BiConsumer<?, ?> accumulator) {
            this.supplier = (Supplier<Object>) supplier;
            this.accumulator = (BiConsumer<Object, Object>) accumulator;
        }

        public void begin(long size) {
            state = supplier.get();
        }

        public void accept(Object t) {
            accumulator.accept(state, t);
        }
    }

    @SuppressWarnings("unchecked")
    public <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        CollectSink s = new CollectSink(supplier, accumulator);
        evaluate(s, false);
        return (R) s.state;
    }

    @SuppressWarnings("unchecked")
    public <R, A> R collect(Collector<? super T, A, R> collector) {
        Supplier<A> supplier = Objects.requireNonNull(collector).supplier();
        BiConsumer<A, ? super T> accumulator = collector.accumulator();
        collector.combiner();
        CollectSink s = new CollectSink(supplier, accumulator);
        startTerminal();
        collector.characteristics();
        Source src = takeSource();
        copyInto(wrapSink(s), src, shortCircuit);
        A container = (A) s.state;
        return collector.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)
                ? (R) container
                : collector.finisher().apply(container);
    }

    @SuppressWarnings("unchecked")
    public java.util.List<T> toList() {
        // HotSpot's null-tolerant ImmutableCollections.ListN (it serializes as CollSer tag 4).
        return jdk.internal.terrarium.CollectionAccess.get().listFromTrustedArrayNullsAllowed(toArray());
    }

    static final class CountSink extends Sink {
        long count;

        public void accept(Object t) {
            count++;
        }

        public void accept(int t) {
            count++;
        }

        public void accept(long t) {
            count++;
        }

        public void accept(double t) {
            count++;
        }
    }

    /** count() for every stream shape: the known size, else a traversal. */
    static long countOf(Pipe p) {
        p.startTerminal();
        Source src = p.takeSource();
        long n = p.outSize(src.size());
        if (n >= 0) {
            return n;
        }
        CountSink s = new CountSink();
        copyInto(p.wrapSink(s), src, p.shortCircuit);
        return s.count;
    }

    public long count() {
        return countOf(this);
    }

    static final class MatchSink extends Sink {
        final Predicate<Object> predicate;
        final boolean stopOnMatch;
        final boolean shortResult;
        boolean stop;
        boolean value;

        @SuppressWarnings("unchecked")
        MatchSink(Predicate<?> predicate, boolean stopOnMatch, boolean shortResult) {
            this.predicate = (Predicate<Object>) predicate;
            this.stopOnMatch = stopOnMatch;
            this.shortResult = shortResult;
            this.value = !shortResult;
        }

        public void accept(Object t) {
            if (!stop && predicate.test(t) == stopOnMatch) {
                stop = true;
                value = shortResult;
            }
        }

        public boolean cancellationRequested() {
            return stop;
        }
    }

    public boolean anyMatch(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        MatchSink s = new MatchSink(predicate, true, true);
        evaluate(s, true);
        return s.value;
    }

    public boolean allMatch(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        MatchSink s = new MatchSink(predicate, false, false);
        evaluate(s, true);
        return s.value;
    }

    public boolean noneMatch(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        MatchSink s = new MatchSink(predicate, true, false);
        evaluate(s, true);
        return s.value;
    }

    static final class FindSink extends Sink {
        boolean hasValue;
        Object ref;
        int i;
        long l;
        double d;

        public void accept(Object t) {
            if (!hasValue) {
                hasValue = true;
                ref = t;
            }
        }

        public void accept(int t) {
            if (!hasValue) {
                hasValue = true;
                i = t;
            }
        }

        public void accept(long t) {
            if (!hasValue) {
                hasValue = true;
                l = t;
            }
        }

        public void accept(double t) {
            if (!hasValue) {
                hasValue = true;
                d = t;
            }
        }

        public boolean cancellationRequested() {
            return hasValue;
        }
    }

    @SuppressWarnings("unchecked")
    public Optional<T> findFirst() {
        FindSink s = new FindSink();
        evaluate(s, true);
        return s.hasValue ? Optional.of((T) s.ref) : Optional.empty();
    }

    public Optional<T> findAny() {
        return findFirst();
    }

    // ---------------------------------------------------------------- iterators

    static final class Itr<T> implements Iterator<T> {
        private final Source src;
        private final Holder h = new Holder();
        private boolean ready;

        Itr(Source src) {
            this.src = src;
        }

        public boolean hasNext() {
            if (!ready) {
                ready = src.tryAdvance(h);
            }
            return ready;
        }

        @SuppressWarnings("unchecked")
        public T next() {
            if (!ready && !hasNext()) {
                throw noElement();
            }
            ready = false;
            Object t = h.ref;
            h.ref = null;
            return (T) t;
        }

        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            if (ready) {
                ready = false;
                Object t = h.ref;
                h.ref = null;
                @SuppressWarnings("unchecked")
                T v = (T) t;
                action.accept(v);
            }
            src.forEachRemaining(new Sink.OfConsumer(action));
        }
    }

    static final class IntItr implements PrimitiveIterator.OfInt {
        private final Source src;
        private final Holder h = new Holder();
        private boolean ready;

        IntItr(Source src) {
            this.src = src;
        }

        public boolean hasNext() {
            if (!ready) {
                ready = src.tryAdvance(h);
            }
            return ready;
        }

        public int nextInt() {
            if (!ready && !hasNext()) {
                throw noElement();
            }
            ready = false;
            return h.i;
        }

        public void forEachRemaining(IntConsumer action) {
            Objects.requireNonNull(action);
            if (ready) {
                ready = false;
                action.accept(h.i);
            }
            src.forEachRemaining(new Sink.OfIntConsumer(action));
        }
    }

    static final class LongItr implements PrimitiveIterator.OfLong {
        private final Source src;
        private final Holder h = new Holder();
        private boolean ready;

        LongItr(Source src) {
            this.src = src;
        }

        public boolean hasNext() {
            if (!ready) {
                ready = src.tryAdvance(h);
            }
            return ready;
        }

        public long nextLong() {
            if (!ready && !hasNext()) {
                throw noElement();
            }
            ready = false;
            return h.l;
        }

        public void forEachRemaining(LongConsumer action) {
            Objects.requireNonNull(action);
            if (ready) {
                ready = false;
                action.accept(h.l);
            }
            src.forEachRemaining(new Sink.OfLongConsumer(action));
        }
    }

    static final class DoubleItr implements PrimitiveIterator.OfDouble {
        private final Source src;
        private final Holder h = new Holder();
        private boolean ready;

        DoubleItr(Source src) {
            this.src = src;
        }

        public boolean hasNext() {
            if (!ready) {
                ready = src.tryAdvance(h);
            }
            return ready;
        }

        public double nextDouble() {
            if (!ready && !hasNext()) {
                throw noElement();
            }
            ready = false;
            return h.d;
        }

        public void forEachRemaining(DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (ready) {
                ready = false;
                action.accept(h.d);
            }
            src.forEachRemaining(new Sink.OfDoubleConsumer(action));
        }
    }
}
