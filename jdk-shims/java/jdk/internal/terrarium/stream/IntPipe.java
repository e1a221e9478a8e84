package jdk.internal.terrarium.stream;

import java.util.Arrays;
import java.util.IntSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.function.BiConsumer;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.ObjIntConsumer;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/** A stage whose output is ints: java.util.stream.IntStream. */
public class IntPipe extends Pipe implements IntStream {
    IntPipe(Source source, int flags) {
        super(source, flags);
    }

    IntPipe(Pipe up, int opFlags) {
        super(up, opFlags);
    }

    Buffer newBuffer() {
        return new IntBuffer();
    }

    // ---------------------------------------------------------------- BaseStream

    public PrimitiveIterator.OfInt iterator() {
        return new RefPipe.IntItr(pullSource());
    }

    public Spliterator.OfInt spliterator() {
        return (Spliterator.OfInt) pullSpliterator(Source.INT);
    }

    public IntStream sequential() {
        head.parallel = false;
        return this;
    }

    public IntStream parallel() {
        head.parallel = true;
        return this;
    }

    public IntStream unordered() {
        return new IntPipe(this, NOT_ORDERED) {
            Sink wrap(Sink downstream) {
                return downstream;
            }
        };
    }

    public IntStream onClose(Runnable closeHandler) {
        addCloseAction(closeHandler);
        return this;
    }

    // ---------------------------------------------------------------- stateless

    public IntStream filter(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipe(this, NOT_SIZED) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void begin(long size) {
                        d.begin(-1);
                    }

                    public void accept(int t) {
                        if (predicate.test(t)) {
                            d.accept(t);
                        }
                    }
                };
            }
        };
    }

    public IntStream map(final IntUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(this, NOT_SORTED | NOT_DISTINCT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(int t) {
                        d.accept(mapper.applyAsInt(t));
                    }
                };
            }
        };
    }

    public <U> Stream<U> mapToObj(final IntFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipe<U>(this, NOT_SORTED | NOT_DISTINCT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(int t) {
                        d.accept(mapper.apply(t));
                    }
                };
            }
        };
    }

    //@@MAPTO
    public LongStream mapToLong(final IntToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(this, NOT_SORTED | NOT_DISTINCT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(int t) {
                        d.accept(mapper.applyAsLong(t));
                    }
                };
            }
        };
    }

    public DoubleStream mapToDouble(final IntToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(this, NOT_SORTED | NOT_DISTINCT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(int t) {
                        d.accept(mapper.applyAsDouble(t));
                    }
                };
            }
        };
    }

    public LongStream asLongStream() {
        return new LongPipe(this, 0) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(int t) {
                        d.accept((long) t);
                    }
                };
            }
        };
    }

    public DoubleStream asDoubleStream() {
        return new DoublePipe(this, 0) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(int t) {
                        d.accept((double) t);
                    }
                };
            }
        };
    }
    //@@END

    /** As the JDK's mapToObj(valueOf) with no flags: boxing keeps SORTED and DISTINCT. */
    public Stream<Integer> boxed() {
        return new RefPipe<Integer>(this, 0) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(int t) {
                        d.accept((Object) Integer.valueOf(t));
                    }
                };
            }
        };
    }

    /** Feeds an inner stream's elements to d, then closes it (flatMap). */
    static void feedInt(IntStream result, Sink d, boolean cancellable) {
        try (IntStream s = result) {
            if (s != null) {
                if (!cancellable) {
                    s.sequential().forEach(new Sink.OfIntConsumer(d));
                } else {
                    PrimitiveIterator.OfInt it = s.sequential().iterator();
                    while (!d.cancellationRequested() && it.hasNext()) {
                        d.accept(it.nextInt());
                    }
                }
            }
        }
    }

    public IntStream flatMap(final IntFunction<? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(this, RefPipe.FLAT) {
            Sink wrap(final Sink d) {
                return new RefPipe.FlatSink(d) {
                    public void accept(int t) {
                        feedInt(mapper.apply(t), d, polled);
                    }
                };
            }
        };
    }

    public IntStream mapMulti(final IntMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(this, RefPipe.FLAT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void begin(long size) {
                        d.begin(-1);
                    }

                    public void accept(int t) {
                        mapper.accept(t, d);
                    }
                };
            }
        };
    }

    public IntStream peek(final IntConsumer action) {
        Objects.requireNonNull(action);
        return new IntPipe(this, 0) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(int t) {
                        action.accept(t);
                        d.accept(t);
                    }
                };
            }
        };
    }

    // ---------------------------------------------------------------- stateful

    public IntStream distinct() {
        return boxed().distinct().mapToInt(new ToIntFunction<Integer>() {
            public int applyAsInt(Integer i) {
                return i.intValue();
            }
        });
    }

    public IntStream sorted() {
        return new IntPipe(this, SET_SORTED | SET_ORDERED) {
            Sink wrap(final Sink d) {
                if ((upstream.flags & SORTED) != 0) {
                    return d;
                }
                return new Sink.Chained(d) {
                    private int[] a;
                    private int n;
                    private boolean polled;

                    public void begin(long size) {
                        if (size >= Integer.MAX_VALUE - 8) {
                            throw new IllegalArgumentException("Stream size exceeds max array size");
                        }
                        a = new int[size > 0 ? (int) size : 16];
                        n = 0;
                    }

                    public void accept(int t) {
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
                        int[] a = this.a;
                        int n = this.n;
                        Arrays.sort(a, 0, n);
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
                };
            }
        };
    }

    public IntStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return slice(0, maxSize);
    }

    public IntStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return slice(n, -1);
    }

    private IntStream slice(final long skip, final long limit) {
        return new IntPipe(this, ADJUSTS_SIZE | (limit != -1 ? SHORT_CIRCUIT : 0)) {
            long adjustSize(long size) {
                return RefPipe.sliceSize(size, skip, limit);
            }

            Sink wrap(final Sink d) {
                return new RefPipe.SliceSink(d, skip, limit) {
                    public void accept(int t) {
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

    public IntStream takeWhile(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipe(this, NOT_SIZED | SHORT_CIRCUIT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    boolean take = true;

                    public void begin(long size) {
                        d.begin(-1);
                    }

                    public void accept(int t) {
                        if (take && (take = predicate.test(t))) {
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

    public IntStream dropWhile(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipe(this, NOT_SIZED) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    boolean take;

                    public void begin(long size) {
                        d.begin(-1);
                    }

                    public void accept(int t) {
                        boolean takeElement = take || (take = !predicate.test(t));
                        if (takeElement) {
                            d.accept(t);
                        }
                    }
                };
            }
        };
    }

    // ---------------------------------------------------------------- terminal

    public void forEach(IntConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Sink.OfIntConsumer(action), false);
    }

    public void forEachOrdered(IntConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Sink.OfIntConsumer(action), false);
    }

    static final class ToArraySink extends Sink {
        int[] a;
        int n;

        public void begin(long size) {
            a = new int[size > 0 && size < Integer.MAX_VALUE - 8 ? (int) size : 16];
        }

        public void accept(int t) {
            if (n == a.length) {
                a = Arrays.copyOf(a, n + (n >> 1) + 1);
            }
            a[n++] = t;
        }
    }

    public int[] toArray() {
        ToArraySink s = new ToArraySink();
        evaluate(s, false);
        return s.n == s.a.length ? s.a : Arrays.copyOf(s.a, s.n);
    }

    static final class ReduceSink extends Sink {
        final IntBinaryOperator op;
        final int seed;
        int state;

        ReduceSink(int seed, IntBinaryOperator op) {
            this.seed = seed;
            this.op = op;
        }

        public void begin(long size) {
            state = seed;
        }

        public void accept(int t) {
            state = op.applyAsInt(state, t);
        }
    }

    public int reduce(int identity, IntBinaryOperator op) {
        Objects.requireNonNull(op);
        ReduceSink s = new ReduceSink(identity, op);
        evaluate(s, false);
        return s.state;
    }

    static final class OptReduceSink extends Sink {
        final IntBinaryOperator op;
        boolean empty;
        int state;

        OptReduceSink(IntBinaryOperator op) {
            this.op = op;
        }

        public void begin(long size) {
            empty = true;
            state = 0;
        }

        public void accept(int t) {
            if (empty) {
                empty = false;
                state = t;
            } else {
                state = op.applyAsInt(state, t);
            }
        }
    }

    public OptionalInt reduce(IntBinaryOperator op) {
        Objects.requireNonNull(op);
        OptReduceSink s = new OptReduceSink(op);
        evaluate(s, false);
        return s.empty ? OptionalInt.empty() : OptionalInt.of(s.state);
    }

    static final class CollectSink<R> extends Sink {
        final Supplier<R> supplier;
        final ObjIntConsumer<R> accumulator;
        R state;

        CollectSink(Supplier<R> supplier, ObjIntConsumer<R> accumulator) {
            this.supplier = supplier;
            this.accumulator = accumulator;
        }

        public void begin(long size) {
            state = supplier.get();
        }

        public void accept(int t) {
            accumulator.accept(state, t);
        }
    }

    public <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(combiner);
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        CollectSink<R> s = new CollectSink<R>(supplier, accumulator);
        evaluate(s, false);
        return s.state;
    }

    //@@AGG
    static final IntBinaryOperator SUM = new IntBinaryOperator() {
        public int applyAsInt(int a, int b) {
            return a + b;
        }
    };

    static final IntBinaryOperator MIN = new IntBinaryOperator() {
        public int applyAsInt(int a, int b) {
            return Math.min(a, b);
        }
    };

    static final IntBinaryOperator MAX = new IntBinaryOperator() {
        public int applyAsInt(int a, int b) {
            return Math.max(a, b);
        }
    };

    public int sum() {
        return reduce(0, SUM);
    }

    public OptionalInt min() {
        return reduce(MIN);
    }

    public OptionalInt max() {
        return reduce(MAX);
    }

    public OptionalDouble average() {
        long[] avg = collect(new Supplier<long[]>() {
            public long[] get() {
                return new long[2];
            }
        }, new ObjIntConsumer<long[]>() {
            public void accept(long[] ll, int i) {
                ll[0]++;
                ll[1] += i;
            }
        }, new BiConsumer<long[], long[]>() {
            public void accept(long[] ll, long[] rr) {
                ll[0] += rr[0];
                ll[1] += rr[1];
            }
        });
        return avg[0] > 0 ? OptionalDouble.of((double) avg[1] / avg[0]) : OptionalDouble.empty();
    }

    public IntSummaryStatistics summaryStatistics() {
        return collect(new Supplier<IntSummaryStatistics>() {
            public IntSummaryStatistics get() {
                return new IntSummaryStatistics();
            }
        }, new ObjIntConsumer<IntSummaryStatistics>() {
            public void accept(IntSummaryStatistics st, int i) {
                st.accept(i);
            }
        }, new BiConsumer<IntSummaryStatistics, IntSummaryStatistics>() {
            public void accept(IntSummaryStatistics a, IntSummaryStatistics b) {
                a.combine(b);
            }
        });
    }
    //@@END

    public long count() {
        return RefPipe.countOf(this);
    }

    static final class MatchSink extends Sink {
        final IntPredicate predicate;
        final boolean stopOnMatch;
        final boolean shortResult;
        boolean stop;
        boolean value;

        MatchSink(IntPredicate predicate, boolean stopOnMatch, boolean shortResult) {
            this.predicate = predicate;
            this.stopOnMatch = stopOnMatch;
            this.shortResult = shortResult;
            this.value = !shortResult;
        }

        public void accept(int t) {
            if (!stop && predicate.test(t) == stopOnMatch) {
                stop = true;
                value = shortResult;
            }
        }

        public boolean cancellationRequested() {
            return stop;
        }
    }

    public boolean anyMatch(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        MatchSink s = new MatchSink(predicate, true, true);
        evaluate(s, true);
        return s.value;
    }

    public boolean allMatch(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        MatchSink s = new MatchSink(predicate, false, false);
        evaluate(s, true);
        return s.value;
    }

    public boolean noneMatch(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        MatchSink s = new MatchSink(predicate, true, false);
        evaluate(s, true);
        return s.value;
    }

    public OptionalInt findFirst() {
        RefPipe.FindSink s = new RefPipe.FindSink();
        evaluate(s, true);
        return s.hasValue ? OptionalInt.of(s.i) : OptionalInt.empty();
    }

    public OptionalInt findAny() {
        return findFirst();
    }
}
