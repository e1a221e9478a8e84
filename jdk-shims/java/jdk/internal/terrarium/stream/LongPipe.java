package jdk.internal.terrarium.stream;

import java.util.Arrays;
import java.util.LongSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.function.BiConsumer;
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjLongConsumer;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;
import java.util.function.LongToIntFunction;
import java.util.function.LongToDoubleFunction;
import java.util.stream.DoubleStream;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/** A stage whose output is ints: java.util.stream.LongStream. */
public class LongPipe extends Pipe implements LongStream {
    LongPipe(Source source, int flags) {
        super(source, flags);
    }

    LongPipe(Pipe up, int opFlags) {
        super(up, opFlags);
    }

    Buffer newBuffer() {
        return new LongBuffer();
    }

    // ---------------------------------------------------------------- BaseStream

    public PrimitiveIterator.OfLong iterator() {
        return new RefPipe.LongItr(pullSource());
    }

    public Spliterator.OfLong spliterator() {
        return (Spliterator.OfLong) pullSpliterator(Source.LONG);
    }

    public LongStream sequential() {
        head.parallel = false;
        return this;
    }

    public LongStream parallel() {
        head.parallel = true;
        return this;
    }

    public LongStream unordered() {
        return new LongPipe(this, NOT_ORDERED) {
            Sink wrap(Sink downstream) {
                return downstream;
            }
        };
    }

    public LongStream onClose(Runnable closeHandler) {
        addCloseAction(closeHandler);
        return this;
    }

    // ---------------------------------------------------------------- stateless

    public LongStream filter(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipe(this, NOT_SIZED) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void begin(long size) {
                        d.begin(-1);
                    }

                    public void accept(long t) {
                        if (predicate.test(t)) {
                            d.accept(t);
                        }
                    }
                };
            }
        };
    }

    public LongStream map(final LongUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(this, NOT_SORTED | NOT_DISTINCT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(long t) {
                        d.accept(mapper.applyAsLong(t));
                    }
                };
            }
        };
    }

    public <U> Stream<U> mapToObj(final LongFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipe<U>(this, NOT_SORTED | NOT_DISTINCT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(long t) {
                        d.accept(mapper.apply(t));
                    }
                };
            }
        };
    }

    public IntStream mapToInt(final LongToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(this, NOT_SORTED | NOT_DISTINCT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(long t) {
                        d.accept(mapper.applyAsInt(t));
                    }
                };
            }
        };
    }

    public DoubleStream mapToDouble(final LongToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(this, NOT_SORTED | NOT_DISTINCT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(long t) {
                        d.accept(mapper.applyAsDouble(t));
                    }
                };
            }
        };
    }

    public DoubleStream asDoubleStream() {
        return new DoublePipe(this, 0) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(long t) {
                        d.accept((double) t);
                    }
                };
            }
        };
    }

    public LongStream distinct() {
        return boxed().distinct().mapToLong(new ToLongFunction<Long>() {
            public long applyAsLong(Long i) {
                return i.longValue();
            }
        });
    }

    /** As the JDK's mapToObj(valueOf) with no flags: boxing keeps SORTED and DISTINCT. */
    public Stream<Long> boxed() {
        return new RefPipe<Long>(this, 0) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(long t) {
                        d.accept((Object) Long.valueOf(t));
                    }
                };
            }
        };
    }

    /** Feeds an inner stream's elements to d, then closes it (flatMap). */
    static void feedLong(LongStream result, Sink d, boolean cancellable) {
        try (LongStream s = result) {
            if (s != null) {
                if (!cancellable) {
                    s.sequential().forEach(new Sink.OfLongConsumer(d));
                } else {
                    PrimitiveIterator.OfLong it = s.sequential().iterator();
                    while (!d.cancellationRequested() && it.hasNext()) {
                        d.accept(it.nextLong());
                    }
                }
            }
        }
    }

    public LongStream flatMap(final LongFunction<? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(this, RefPipe.FLAT) {
            Sink wrap(final Sink d) {
                return new RefPipe.FlatSink(d) {
                    public void accept(long t) {
                        feedLong(mapper.apply(t), d, polled);
                    }
                };
            }
        };
    }

    public LongStream mapMulti(final LongMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(this, RefPipe.FLAT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void begin(long size) {
                        d.begin(-1);
                    }

                    public void accept(long t) {
                        mapper.accept(t, d);
                    }
                };
            }
        };
    }

    public LongStream peek(final LongConsumer action) {
        Objects.requireNonNull(action);
        return new LongPipe(this, 0) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(long t) {
                        action.accept(t);
                        d.accept(t);
                    }
                };
            }
        };
    }

    // ---------------------------------------------------------------- stateful


    public LongStream sorted() {
        return new LongPipe(this, SET_SORTED | SET_ORDERED) {
            Sink wrap(final Sink d) {
                if ((upstream.flags & SORTED) != 0) {
                    return d;
                }
                return new Sink.Chained(d) {
                    private long[] a;
                    private int n;
                    private boolean polled;

                    public void begin(long size) {
                        if (size >= Integer.MAX_VALUE - 8) {
                            throw new IllegalArgumentException("Stream size exceeds max array size");
                        }
                        a = new long[size > 0 ? (int) size : 16];
                        n = 0;
                    }

                    public void accept(long t) {
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
                        long[] a = this.a;
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

    public LongStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return slice(0, maxSize);
    }

    public LongStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return slice(n, -1);
    }

    private LongStream slice(final long skip, final long limit) {
        return new LongPipe(this, ADJUSTS_SIZE | (limit != -1 ? SHORT_CIRCUIT : 0)) {
            long adjustSize(long size) {
                return RefPipe.sliceSize(size, skip, limit);
            }

            Sink wrap(final Sink d) {
                return new RefPipe.SliceSink(d, skip, limit) {
                    public void accept(long t) {
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

    public LongStream takeWhile(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipe(this, NOT_SIZED | SHORT_CIRCUIT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    boolean take = true;

                    public void begin(long size) {
                        d.begin(-1);
                    }

                    public void accept(long t) {
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

    public LongStream dropWhile(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipe(this, NOT_SIZED) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    boolean take;

                    public void begin(long size) {
                        d.begin(-1);
                    }

                    public void accept(long t) {
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

    public void forEach(LongConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Sink.OfLongConsumer(action), false);
    }

    public void forEachOrdered(LongConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Sink.OfLongConsumer(action), false);
    }

    static final class ToArraySink extends Sink {
        long[] a;
        int n;

        public void begin(long size) {
            a = new long[size > 0 && size < Integer.MAX_VALUE - 8 ? (int) size : 16];
        }

        public void accept(long t) {
            if (n == a.length) {
                a = Arrays.copyOf(a, n + (n >> 1) + 1);
            }
            a[n++] = t;
        }
    }

    public long[] toArray() {
        ToArraySink s = new ToArraySink();
        evaluate(s, false);
        return s.n == s.a.length ? s.a : Arrays.copyOf(s.a, s.n);
    }

    static final class ReduceSink extends Sink {
        final LongBinaryOperator op;
        final long seed;
        long state;

        ReduceSink(long seed, LongBinaryOperator op) {
            this.seed = seed;
            this.op = op;
        }

        public void begin(long size) {
            state = seed;
        }

        public void accept(long t) {
            state = op.applyAsLong(state, t);
        }
    }

    public long reduce(long identity, LongBinaryOperator op) {
        Objects.requireNonNull(op);
        ReduceSink s = new ReduceSink(identity, op);
        evaluate(s, false);
        return s.state;
    }

    static final class OptReduceSink extends Sink {
        final LongBinaryOperator op;
        boolean empty;
        long state;

        OptReduceSink(LongBinaryOperator op) {
            this.op = op;
        }

        public void begin(long size) {
            empty = true;
            state = 0;
        }

        public void accept(long t) {
            if (empty) {
                empty = false;
                state = t;
            } else {
                state = op.applyAsLong(state, t);
            }
        }
    }

    public OptionalLong reduce(LongBinaryOperator op) {
        Objects.requireNonNull(op);
        OptReduceSink s = new OptReduceSink(op);
        evaluate(s, false);
        return s.empty ? OptionalLong.empty() : OptionalLong.of(s.state);
    }

    static final class CollectSink<R> extends Sink {
        final Supplier<R> supplier;
        final ObjLongConsumer<R> accumulator;
        R state;

        CollectSink(Supplier<R> supplier, ObjLongConsumer<R> accumulator) {
            this.supplier = supplier;
            this.accumulator = accumulator;
        }

        public void begin(long size) {
            state = supplier.get();
        }

        public void accept(long t) {
            accumulator.accept(state, t);
        }
    }

    public <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(combiner);
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        CollectSink<R> s = new CollectSink<R>(supplier, accumulator);
        evaluate(s, false);
        return s.state;
    }

    static final LongBinaryOperator SUM = new LongBinaryOperator() {
        public long applyAsLong(long a, long b) {
            return a + b;
        }
    };

    static final LongBinaryOperator MIN = new LongBinaryOperator() {
        public long applyAsLong(long a, long b) {
            return Math.min(a, b);
        }
    };

    static final LongBinaryOperator MAX = new LongBinaryOperator() {
        public long applyAsLong(long a, long b) {
            return Math.max(a, b);
        }
    };

    public long sum() {
        return reduce(0, SUM);
    }

    public OptionalLong min() {
        return reduce(MIN);
    }

    public OptionalLong max() {
        return reduce(MAX);
    }

    public OptionalDouble average() {
        long[] avg = collect(new Supplier<long[]>() {
            public long[] get() {
                return new long[2];
            }
        }, new ObjLongConsumer<long[]>() {
            public void accept(long[] ll, long i) {
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

    public LongSummaryStatistics summaryStatistics() {
        return collect(new Supplier<LongSummaryStatistics>() {
            public LongSummaryStatistics get() {
                return new LongSummaryStatistics();
            }
        }, new ObjLongConsumer<LongSummaryStatistics>() {
            public void accept(LongSummaryStatistics st, long i) {
                st.accept(i);
            }
        }, new BiConsumer<LongSummaryStatistics, LongSummaryStatistics>() {
            public void accept(LongSummaryStatistics a, LongSummaryStatistics b) {
                a.combine(b);
            }
        });
    }

    public long count() {
        return RefPipe.countOf(this);
    }

    static final class MatchSink extends Sink {
        final LongPredicate predicate;
        final boolean stopOnMatch;
        final boolean shortResult;
        boolean stop;
        boolean value;

        MatchSink(LongPredicate predicate, boolean stopOnMatch, boolean shortResult) {
            this.predicate = predicate;
            this.stopOnMatch = stopOnMatch;
            this.shortResult = shortResult;
            this.value = !shortResult;
        }

        public void accept(long t) {
            if (!stop && predicate.test(t) == stopOnMatch) {
                stop = true;
                value = shortResult;
            }
        }

        public boolean cancellationRequested() {
            return stop;
        }
    }

    public boolean anyMatch(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        MatchSink s = new MatchSink(predicate, true, true);
        evaluate(s, true);
        return s.value;
    }

    public boolean allMatch(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        MatchSink s = new MatchSink(predicate, false, false);
        evaluate(s, true);
        return s.value;
    }

    public boolean noneMatch(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        MatchSink s = new MatchSink(predicate, true, false);
        evaluate(s, true);
        return s.value;
    }

    public OptionalLong findFirst() {
        RefPipe.FindSink s = new RefPipe.FindSink();
        evaluate(s, true);
        return s.hasValue ? OptionalLong.of(s.l) : OptionalLong.empty();
    }

    public OptionalLong findAny() {
        return findFirst();
    }
}
