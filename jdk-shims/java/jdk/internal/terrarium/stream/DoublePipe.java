package jdk.internal.terrarium.stream;

import java.util.Arrays;
import java.util.DoubleSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.function.BiConsumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleToLongFunction;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/** A stage whose output is ints: java.util.stream.DoubleStream. */
public class DoublePipe extends Pipe implements DoubleStream {
    DoublePipe(Source source, int flags) {
        super(source, flags);
    }

    DoublePipe(Pipe up, int opFlags) {
        super(up, opFlags);
    }

    Buffer newBuffer() {
        return new DoubleBuffer();
    }

    // ---------------------------------------------------------------- BaseStream

    public PrimitiveIterator.OfDouble iterator() {
        return new RefPipe.DoubleItr(pullSource());
    }

    public Spliterator.OfDouble spliterator() {
        return (Spliterator.OfDouble) pullSpliterator(Source.DOUBLE);
    }

    public DoubleStream sequential() {
        head.parallel = false;
        return this;
    }

    public DoubleStream parallel() {
        head.parallel = true;
        return this;
    }

    public DoubleStream unordered() {
        return new DoublePipe(this, NOT_ORDERED) {
            Sink wrap(Sink downstream) {
                return downstream;
            }
        };
    }

    public DoubleStream onClose(Runnable closeHandler) {
        addCloseAction(closeHandler);
        return this;
    }

    // ---------------------------------------------------------------- stateless

    public DoubleStream filter(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipe(this, NOT_SIZED) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void begin(long size) {
                        d.begin(-1);
                    }

                    public void accept(double t) {
                        if (predicate.test(t)) {
                            d.accept(t);
                        }
                    }
                };
            }
        };
    }

    public DoubleStream map(final DoubleUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(this, NOT_SORTED | NOT_DISTINCT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(double t) {
                        d.accept(mapper.applyAsDouble(t));
                    }
                };
            }
        };
    }

    public <U> Stream<U> mapToObj(final DoubleFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipe<U>(this, NOT_SORTED | NOT_DISTINCT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(double t) {
                        d.accept(mapper.apply(t));
                    }
                };
            }
        };
    }

    public IntStream mapToInt(final DoubleToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipe(this, NOT_SORTED | NOT_DISTINCT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(double t) {
                        d.accept(mapper.applyAsInt(t));
                    }
                };
            }
        };
    }

    public LongStream mapToLong(final DoubleToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipe(this, NOT_SORTED | NOT_DISTINCT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(double t) {
                        d.accept(mapper.applyAsLong(t));
                    }
                };
            }
        };
    }

    public DoubleStream distinct() {
        return boxed().distinct().mapToDouble(new ToDoubleFunction<Double>() {
            public double applyAsDouble(Double i) {
                return i.doubleValue();
            }
        });
    }

    /** As the JDK's mapToObj(valueOf) with no flags: boxing keeps SORTED and DISTINCT. */
    public Stream<Double> boxed() {
        return new RefPipe<Double>(this, 0) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(double t) {
                        d.accept((Object) Double.valueOf(t));
                    }
                };
            }
        };
    }

    /** Feeds an inner stream's elements to d, then closes it (flatMap). */
    static void feedDouble(DoubleStream result, Sink d, boolean cancellable) {
        try (DoubleStream s = result) {
            if (s != null) {
                if (!cancellable) {
                    s.sequential().forEach(new Sink.OfDoubleConsumer(d));
                } else {
                    PrimitiveIterator.OfDouble it = s.sequential().iterator();
                    while (!d.cancellationRequested() && it.hasNext()) {
                        d.accept(it.nextDouble());
                    }
                }
            }
        }
    }

    public DoubleStream flatMap(final DoubleFunction<? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(this, RefPipe.FLAT) {
            Sink wrap(final Sink d) {
                return new RefPipe.FlatSink(d) {
                    public void accept(double t) {
                        feedDouble(mapper.apply(t), d, polled);
                    }
                };
            }
        };
    }

    public DoubleStream mapMulti(final DoubleMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipe(this, RefPipe.FLAT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void begin(long size) {
                        d.begin(-1);
                    }

                    public void accept(double t) {
                        mapper.accept(t, d);
                    }
                };
            }
        };
    }

    public DoubleStream peek(final DoubleConsumer action) {
        Objects.requireNonNull(action);
        return new DoublePipe(this, 0) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    public void accept(double t) {
                        action.accept(t);
                        d.accept(t);
                    }
                };
            }
        };
    }

    // ---------------------------------------------------------------- stateful


    public DoubleStream sorted() {
        return new DoublePipe(this, SET_SORTED | SET_ORDERED) {
            Sink wrap(final Sink d) {
                if ((upstream.flags & SORTED) != 0) {
                    return d;
                }
                return new Sink.Chained(d) {
                    private double[] a;
                    private int n;
                    private boolean polled;

                    public void begin(long size) {
                        if (size >= Integer.MAX_VALUE - 8) {
                            throw new IllegalArgumentException("Stream size exceeds max array size");
                        }
                        a = new double[size > 0 ? (int) size : 16];
                        n = 0;
                    }

                    public void accept(double t) {
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
                        double[] a = this.a;
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

    public DoubleStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return slice(0, maxSize);
    }

    public DoubleStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return slice(n, -1);
    }

    private DoubleStream slice(final long skip, final long limit) {
        return new DoublePipe(this, ADJUSTS_SIZE | (limit != -1 ? SHORT_CIRCUIT : 0)) {
            long adjustSize(long size) {
                return RefPipe.sliceSize(size, skip, limit);
            }

            Sink wrap(final Sink d) {
                return new RefPipe.SliceSink(d, skip, limit) {
                    public void accept(double t) {
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

    public DoubleStream takeWhile(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipe(this, NOT_SIZED | SHORT_CIRCUIT) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    boolean take = true;

                    public void begin(long size) {
                        d.begin(-1);
                    }

                    public void accept(double t) {
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

    public DoubleStream dropWhile(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipe(this, NOT_SIZED) {
            Sink wrap(final Sink d) {
                return new Sink.Chained(d) {
                    boolean take;

                    public void begin(long size) {
                        d.begin(-1);
                    }

                    public void accept(double t) {
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

    public void forEach(DoubleConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Sink.OfDoubleConsumer(action), false);
    }

    public void forEachOrdered(DoubleConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Sink.OfDoubleConsumer(action), false);
    }

    static final class ToArraySink extends Sink {
        double[] a;
        int n;

        public void begin(long size) {
            a = new double[size > 0 && size < Integer.MAX_VALUE - 8 ? (int) size : 16];
        }

        public void accept(double t) {
            if (n == a.length) {
                a = Arrays.copyOf(a, n + (n >> 1) + 1);
            }
            a[n++] = t;
        }
    }

    public double[] toArray() {
        ToArraySink s = new ToArraySink();
        evaluate(s, false);
        return s.n == s.a.length ? s.a : Arrays.copyOf(s.a, s.n);
    }

    static final class ReduceSink extends Sink {
        final DoubleBinaryOperator op;
        final double seed;
        double state;

        ReduceSink(double seed, DoubleBinaryOperator op) {
            this.seed = seed;
            this.op = op;
        }

        public void begin(long size) {
            state = seed;
        }

        public void accept(double t) {
            state = op.applyAsDouble(state, t);
        }
    }

    public double reduce(double identity, DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        ReduceSink s = new ReduceSink(identity, op);
        evaluate(s, false);
        return s.state;
    }

    static final class OptReduceSink extends Sink {
        final DoubleBinaryOperator op;
        boolean empty;
        double state;

        OptReduceSink(DoubleBinaryOperator op) {
            this.op = op;
        }

        public void begin(long size) {
            empty = true;
            state = 0;
        }

        public void accept(double t) {
            if (empty) {
                empty = false;
                state = t;
            } else {
                state = op.applyAsDouble(state, t);
            }
        }
    }

    public OptionalDouble reduce(DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        OptReduceSink s = new OptReduceSink(op);
        evaluate(s, false);
        return s.empty ? OptionalDouble.empty() : OptionalDouble.of(s.state);
    }

    static final class CollectSink<R> extends Sink {
        final Supplier<R> supplier;
        final ObjDoubleConsumer<R> accumulator;
        R state;

        CollectSink(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator) {
            this.supplier = supplier;
            this.accumulator = accumulator;
        }

        public void begin(long size) {
            state = supplier.get();
        }

        public void accept(double t) {
            accumulator.accept(state, t);
        }
    }

    public <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(combiner);
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        CollectSink<R> s = new CollectSink<R>(supplier, accumulator);
        evaluate(s, false);
        return s.state;
    }

    static final DoubleBinaryOperator MIN = new DoubleBinaryOperator() {
        public double applyAsDouble(double a, double b) {
            return Math.min(a, b);
        }
    };

    static final DoubleBinaryOperator MAX = new DoubleBinaryOperator() {
        public double applyAsDouble(double a, double b) {
            return Math.max(a, b);
        }
    };

    /** Kahan summation as the JDK's Collectors.sumWithCompensation. */
    public static double[] sumWithCompensation(double[] intermediateSum, double value) {
        double tmp = value - intermediateSum[1];
        double sum = intermediateSum[0];
        double velvel = sum + tmp;
        intermediateSum[1] = (velvel - sum) - tmp;
        intermediateSum[0] = velvel;
        return intermediateSum;
    }

    /** The compensated sum; the last slot holds the simple sum. */
    public static double computeFinalSum(double[] summands) {
        double tmp = summands[0] - summands[1];
        double simpleSum = summands[summands.length - 1];
        if (Double.isNaN(tmp) && Double.isInfinite(simpleSum)) {
            return simpleSum;
        }
        return tmp;
    }

    public double sum() {
        double[] summation = collect(new Supplier<double[]>() {
            public double[] get() {
                return new double[3];
            }
        }, new ObjDoubleConsumer<double[]>() {
            public void accept(double[] ll, double d) {
                sumWithCompensation(ll, d);
                ll[2] += d;
            }
        }, new BiConsumer<double[], double[]>() {
            public void accept(double[] ll, double[] rr) {
                sumWithCompensation(ll, rr[0]);
                sumWithCompensation(ll, -rr[1]);
                ll[2] += rr[2];
            }
        });
        return computeFinalSum(summation);
    }

    public OptionalDouble min() {
        return reduce(MIN);
    }

    public OptionalDouble max() {
        return reduce(MAX);
    }

    public OptionalDouble average() {
        double[] avg = collect(new Supplier<double[]>() {
            public double[] get() {
                return new double[4];
            }
        }, new ObjDoubleConsumer<double[]>() {
            public void accept(double[] ll, double d) {
                ll[2]++;
                sumWithCompensation(ll, d);
                ll[3] += d;
            }
        }, new BiConsumer<double[], double[]>() {
            public void accept(double[] ll, double[] rr) {
                sumWithCompensation(ll, rr[0]);
                sumWithCompensation(ll, -rr[1]);
                ll[2] += rr[2];
                ll[3] += rr[3];
            }
        });
        return avg[2] > 0 ? OptionalDouble.of(computeFinalSum(avg) / avg[2]) : OptionalDouble.empty();
    }

    public DoubleSummaryStatistics summaryStatistics() {
        return collect(new Supplier<DoubleSummaryStatistics>() {
            public DoubleSummaryStatistics get() {
                return new DoubleSummaryStatistics();
            }
        }, new ObjDoubleConsumer<DoubleSummaryStatistics>() {
            public void accept(DoubleSummaryStatistics st, double i) {
                st.accept(i);
            }
        }, new BiConsumer<DoubleSummaryStatistics, DoubleSummaryStatistics>() {
            public void accept(DoubleSummaryStatistics a, DoubleSummaryStatistics b) {
                a.combine(b);
            }
        });
    }

    public long count() {
        return RefPipe.countOf(this);
    }

    static final class MatchSink extends Sink {
        final DoublePredicate predicate;
        final boolean stopOnMatch;
        final boolean shortResult;
        boolean stop;
        boolean value;

        MatchSink(DoublePredicate predicate, boolean stopOnMatch, boolean shortResult) {
            this.predicate = predicate;
            this.stopOnMatch = stopOnMatch;
            this.shortResult = shortResult;
            this.value = !shortResult;
        }

        public void accept(double t) {
            if (!stop && predicate.test(t) == stopOnMatch) {
                stop = true;
                value = shortResult;
            }
        }

        public boolean cancellationRequested() {
            return stop;
        }
    }

    public boolean anyMatch(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        MatchSink s = new MatchSink(predicate, true, true);
        evaluate(s, true);
        return s.value;
    }

    public boolean allMatch(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        MatchSink s = new MatchSink(predicate, false, false);
        evaluate(s, true);
        return s.value;
    }

    public boolean noneMatch(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        MatchSink s = new MatchSink(predicate, true, false);
        evaluate(s, true);
        return s.value;
    }

    public OptionalDouble findFirst() {
        RefPipe.FindSink s = new RefPipe.FindSink();
        evaluate(s, true);
        return s.hasValue ? OptionalDouble.of(s.d) : OptionalDouble.empty();
    }

    public OptionalDouble findAny() {
        return findFirst();
    }
}
