package java.util.stream;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IntSummaryStatistics;
import java.util.Iterator;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;
import jdk.internal.terrarium.stream.DoublePipe;

public final class Collectors {
    static final Set<Collector.Characteristics> CH_ID =
            Collections.unmodifiableSet(EnumSet.of(Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> CH_UNORDERED_ID =
            Collections.unmodifiableSet(EnumSet.of(Collector.Characteristics.UNORDERED,
                    Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> CH_NOID = Collections.emptySet();
    static final Set<Collector.Characteristics> CH_UNORDERED_NOID =
            Collections.unmodifiableSet(EnumSet.of(Collector.Characteristics.UNORDERED));

    private Collectors() {
    }

    static final Function<Object, Object> IDENTITY = new Function<Object, Object>() {
        public Object apply(Object o) {
            return o;
        }
    };

    @SuppressWarnings("unchecked")
    private static <I, R> Function<I, R> castingIdentity() {
        return (Function<I, R>) (Function<?, ?>) IDENTITY;
    }

    static class CollectorImpl<T, A, R> implements Collector<T, A, R> {
        private final Supplier<A> supplier;
        private final BiConsumer<A, T> accumulator;
        private final BinaryOperator<A> combiner;
        private final Function<A, R> finisher;
        private final Set<Characteristics> characteristics;

        CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
                Function<A, R> finisher, Set<Characteristics> characteristics) {
            this.supplier = supplier;
            this.accumulator = accumulator;
            this.combiner = combiner;
            this.finisher = finisher;
            this.characteristics = characteristics;
        }

        CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
                Set<Characteristics> characteristics) {
            this(supplier, accumulator, combiner, Collectors.<A, R>castingIdentity(), characteristics);
        }

        public BiConsumer<A, T> accumulator() {
            return accumulator;
        }

        public Supplier<A> supplier() {
            return supplier;
        }

        public BinaryOperator<A> combiner() {
            return combiner;
        }

        public Function<A, R> finisher() {
            return finisher;
        }

        public Set<Characteristics> characteristics() {
            return characteristics;
        }
    }

    private static IllegalStateException duplicateKeyException(Object k, Object u, Object v) {
        return new IllegalStateException("Duplicate key " + k + " (attempted merging values " + u + " and " + v + ")");
    }

    // ------------------------------------------------------------ collections

    static final Supplier<Object> ARRAY_LIST = new Supplier<Object>() {
        public Object get() {
            return new ArrayList<Object>();
        }
    };

    static final Supplier<Object> HASH_SET = new Supplier<Object>() {
        public Object get() {
            return new HashSet<Object>();
        }
    };

    static final BiConsumer<Object, Object> COLLECTION_ADD = new BiConsumer<Object, Object>() {
        @SuppressWarnings("unchecked")
        public void accept(Object c, Object t) {
            ((Collection<Object>) c).add(t);
        }
    };

    static final BinaryOperator<Object> LIST_COMBINE = new BinaryOperator<Object>() {
        @SuppressWarnings("unchecked")
        public Object apply(Object left, Object right) {
            ((Collection<Object>) left).addAll((Collection<Object>) right);
            return left;
        }
    };

    static final BinaryOperator<Object> SET_COMBINE = new BinaryOperator<Object>() {
        @SuppressWarnings("unchecked")
        public Object apply(Object left, Object right) {
            Collection<Object> l = (Collection<Object>) left;
            Collection<Object> r = (Collection<Object>) right;
            if (l.size() < r.size()) {
                r.addAll(l);
                return r;
            }
            l.addAll(r);
            return l;
        }
    };

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T, C extends Collection<T>> Collector<T, ?, C> toCollection(Supplier<C> collectionFactory) {
        return new CollectorImpl<>(collectionFactory, (BiConsumer) COLLECTION_ADD, (BinaryOperator) LIST_COMBINE,
                CH_ID);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> Collector<T, ?, List<T>> toList() {
        return new CollectorImpl<>((Supplier) ARRAY_LIST, (BiConsumer) COLLECTION_ADD, (BinaryOperator) LIST_COMBINE,
                CH_ID);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> Collector<T, ?, List<T>> toUnmodifiableList() {
        return new CollectorImpl<>((Supplier) ARRAY_LIST, (BiConsumer) COLLECTION_ADD, (BinaryOperator) LIST_COMBINE,
                new Function<List<T>, List<T>>() {
                    public List<T> apply(List<T> list) {
                        if (list.getClass() == ArrayList.class) {
                            return (List<T>) List.of(list.toArray());
                        }
                        throw new IllegalArgumentException();
                    }
                }, CH_NOID);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> Collector<T, ?, Set<T>> toSet() {
        return new CollectorImpl<>((Supplier) HASH_SET, (BiConsumer) COLLECTION_ADD, (BinaryOperator) SET_COMBINE,
                CH_UNORDERED_ID);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> Collector<T, ?, Set<T>> toUnmodifiableSet() {
        return new CollectorImpl<>((Supplier) HASH_SET, (BiConsumer) COLLECTION_ADD, (BinaryOperator) SET_COMBINE,
                new Function<Set<T>, Set<T>>() {
                    public Set<T> apply(Set<T> set) {
                        return (Set<T>) Set.of(set.toArray());
                    }
                }, CH_UNORDERED_NOID);
    }

    // ------------------------------------------------------------ joining

    public static Collector<CharSequence, ?, String> joining() {
        return new CollectorImpl<CharSequence, StringBuilder, String>(new Supplier<StringBuilder>() {
            public StringBuilder get() {
                return new StringBuilder();
            }
        }, new BiConsumer<StringBuilder, CharSequence>() {
            public void accept(StringBuilder sb, CharSequence cs) {
                sb.append(cs);
            }
        }, new BinaryOperator<StringBuilder>() {
            public StringBuilder apply(StringBuilder r1, StringBuilder r2) {
                r1.append(r2);
                return r1;
            }
        }, new Function<StringBuilder, String>() {
            public String apply(StringBuilder sb) {
                return sb.toString();
            }
        }, CH_NOID);
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter) {
        return joining(delimiter, "", "");
    }

    public static Collector<CharSequence, ?, String> joining(final CharSequence delimiter,
            final CharSequence prefix, final CharSequence suffix) {
        return new CollectorImpl<CharSequence, StringJoiner, String>(new Supplier<StringJoiner>() {
            public StringJoiner get() {
                return new StringJoiner(delimiter, prefix, suffix);
            }
        }, new BiConsumer<StringJoiner, CharSequence>() {
            public void accept(StringJoiner j, CharSequence cs) {
                j.add(cs);
            }
        }, new BinaryOperator<StringJoiner>() {
            public StringJoiner apply(StringJoiner a, StringJoiner b) {
                return a.merge(b);
            }
        }, new Function<StringJoiner, String>() {
            public String apply(StringJoiner j) {
                return j.toString();
            }
        }, CH_NOID);
    }

    // ------------------------------------------------------------ adapters

    public static <T, U, A, R> Collector<T, ?, R> mapping(final Function<? super T, ? extends U> mapper,
            Collector<? super U, A, R> downstream) {
        final BiConsumer<A, ? super U> downstreamAccumulator = downstream.accumulator();
        return new CollectorImpl<>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(A r, T t) {
                downstreamAccumulator.accept(r, mapper.apply(t));
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, U, A, R> Collector<T, ?, R> flatMapping(
            final Function<? super T, ? extends Stream<? extends U>> mapper, Collector<? super U, A, R> downstream) {
        final BiConsumer<A, ? super U> downstreamAccumulator = downstream.accumulator();
        return new CollectorImpl<>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(final A r, T t) {
                try (Stream<? extends U> result = mapper.apply(t)) {
                    if (result != null) {
                        result.sequential().forEach(new Consumer<U>() {
                            public void accept(U u) {
                                downstreamAccumulator.accept(r, u);
                            }
                        });
                    }
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R> Collector<T, ?, R> filtering(final Predicate<? super T> predicate,
            Collector<? super T, A, R> downstream) {
        final BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        return new CollectorImpl<>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(A r, T t) {
                if (predicate.test(t)) {
                    downstreamAccumulator.accept(r, t);
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R, RR> Collector<T, A, RR> collectingAndThen(Collector<T, A, R> downstream,
            Function<R, RR> finisher) {
        Set<Collector.Characteristics> characteristics = downstream.characteristics();
        if (characteristics.contains(Collector.Characteristics.IDENTITY_FINISH)) {
            if (characteristics.size() == 1) {
                characteristics = Collectors.CH_NOID;
            } else {
                characteristics = EnumSet.copyOf(characteristics);
                characteristics.remove(Collector.Characteristics.IDENTITY_FINISH);
                characteristics = Collections.unmodifiableSet(characteristics);
            }
        }
        return new CollectorImpl<>(downstream.supplier(), downstream.accumulator(), downstream.combiner(),
                downstream.finisher().andThen(finisher), characteristics);
    }

    // ------------------------------------------------------------ numbers

    public static <T> Collector<T, ?, Long> counting() {
        return summingLong(new ToLongFunction<T>() {
            public long applyAsLong(T e) {
                return 1L;
            }
        });
    }

    public static <T> Collector<T, ?, Optional<T>> minBy(Comparator<? super T> comparator) {
        return reducing(BinaryOperator.minBy(comparator));
    }

    public static <T> Collector<T, ?, Optional<T>> maxBy(Comparator<? super T> comparator) {
        return reducing(BinaryOperator.maxBy(comparator));
    }

    public static <T> Collector<T, ?, Integer> summingInt(final ToIntFunction<? super T> mapper) {
        return new CollectorImpl<T, int[], Integer>(new Supplier<int[]>() {
            public int[] get() {
                return new int[1];
            }
        }, new BiConsumer<int[], T>() {
            public void accept(int[] a, T t) {
                a[0] += mapper.applyAsInt(t);
            }
        }, new BinaryOperator<int[]>() {
            public int[] apply(int[] a, int[] b) {
                a[0] += b[0];
                return a;
            }
        }, new Function<int[], Integer>() {
            public Integer apply(int[] a) {
                return a[0];
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Long> summingLong(final ToLongFunction<? super T> mapper) {
        return new CollectorImpl<T, long[], Long>(new Supplier<long[]>() {
            public long[] get() {
                return new long[1];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsLong(t);
            }
        }, new BinaryOperator<long[]>() {
            public long[] apply(long[] a, long[] b) {
                a[0] += b[0];
                return a;
            }
        }, new Function<long[], Long>() {
            public Long apply(long[] a) {
                return a[0];
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Double> summingDouble(final ToDoubleFunction<? super T> mapper) {
        return new CollectorImpl<T, double[], Double>(new Supplier<double[]>() {
            public double[] get() {
                return new double[3];
            }
        }, new BiConsumer<double[], T>() {
            public void accept(double[] a, T t) {
                double val = mapper.applyAsDouble(t);
                DoublePipe.sumWithCompensation(a, val);
                a[2] += val;
            }
        }, new BinaryOperator<double[]>() {
            public double[] apply(double[] a, double[] b) {
                DoublePipe.sumWithCompensation(a, b[0]);
                a[2] += b[2];
                return DoublePipe.sumWithCompensation(a, -b[1]);
            }
        }, new Function<double[], Double>() {
            public Double apply(double[] a) {
                return DoublePipe.computeFinalSum(a);
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Double> averagingInt(final ToIntFunction<? super T> mapper) {
        return new CollectorImpl<T, long[], Double>(new Supplier<long[]>() {
            public long[] get() {
                return new long[2];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsInt(t);
                a[1]++;
            }
        }, new BinaryOperator<long[]>() {
            public long[] apply(long[] a, long[] b) {
                a[0] += b[0];
                a[1] += b[1];
                return a;
            }
        }, new Function<long[], Double>() {
            public Double apply(long[] a) {
                return (a[1] == 0) ? 0.0d : (double) a[0] / a[1];
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Double> averagingLong(final ToLongFunction<? super T> mapper) {
        return new CollectorImpl<T, long[], Double>(new Supplier<long[]>() {
            public long[] get() {
                return new long[2];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsLong(t);
                a[1]++;
            }
        }, new BinaryOperator<long[]>() {
            public long[] apply(long[] a, long[] b) {
                a[0] += b[0];
                a[1] += b[1];
                return a;
            }
        }, new Function<long[], Double>() {
            public Double apply(long[] a) {
                return (a[1] == 0) ? 0.0d : (double) a[0] / a[1];
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Double> averagingDouble(final ToDoubleFunction<? super T> mapper) {
        return new CollectorImpl<T, double[], Double>(new Supplier<double[]>() {
            public double[] get() {
                return new double[4];
            }
        }, new BiConsumer<double[], T>() {
            public void accept(double[] a, T t) {
                double val = mapper.applyAsDouble(t);
                DoublePipe.sumWithCompensation(a, val);
                a[2]++;
                a[3] += val;
            }
        }, new BinaryOperator<double[]>() {
            public double[] apply(double[] a, double[] b) {
                DoublePipe.sumWithCompensation(a, b[0]);
                DoublePipe.sumWithCompensation(a, -b[1]);
                a[2] += b[2];
                a[3] += b[3];
                return a;
            }
        }, new Function<double[], Double>() {
            public Double apply(double[] a) {
                return (a[2] == 0) ? 0.0d : (DoublePipe.computeFinalSum(a) / a[2]);
            }
        }, CH_NOID);
    }

    // ------------------------------------------------------------ reducing

    public static <T> Collector<T, ?, T> reducing(final T identity, final BinaryOperator<T> op) {
        return new CollectorImpl<T, Object[], T>(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {identity};
            }
        }, new BiConsumer<Object[], T>() {
            @SuppressWarnings("unchecked")
            public void accept(Object[] a, T t) {
                a[0] = op.apply((T) a[0], t);
            }
        }, new BinaryOperator<Object[]>() {
            @SuppressWarnings("unchecked")
            public Object[] apply(Object[] a, Object[] b) {
                a[0] = op.apply((T) a[0], (T) b[0]);
                return a;
            }
        }, new Function<Object[], T>() {
            @SuppressWarnings("unchecked")
            public T apply(Object[] a) {
                return (T) a[0];
            }
        }, CH_NOID);
    }

    static final class OptionalBox<T> implements Consumer<T> {
        final BinaryOperator<T> op;
        T value;
        boolean present;

        OptionalBox(BinaryOperator<T> op) {
            this.op = op;
        }

        public void accept(T t) {
            if (present) {
                value = op.apply(value, t);
            } else {
                value = t;
                present = true;
            }
        }
    }

    public static <T> Collector<T, ?, Optional<T>> reducing(final BinaryOperator<T> op) {
        return new CollectorImpl<T, OptionalBox<T>, Optional<T>>(new Supplier<OptionalBox<T>>() {
            public OptionalBox<T> get() {
                return new OptionalBox<T>(op);
            }
        }, new BiConsumer<OptionalBox<T>, T>() {
            public void accept(OptionalBox<T> a, T t) {
                a.accept(t);
            }
        }, new BinaryOperator<OptionalBox<T>>() {
            public OptionalBox<T> apply(OptionalBox<T> a, OptionalBox<T> b) {
                if (b.present) {
                    a.accept(b.value);
                }
                return a;
            }
        }, new Function<OptionalBox<T>, Optional<T>>() {
            public Optional<T> apply(OptionalBox<T> a) {
                return Optional.ofNullable(a.value);
            }
        }, CH_NOID);
    }

    public static <T, U> Collector<T, ?, U> reducing(final U identity, final Function<? super T, ? extends U> mapper,
            final BinaryOperator<U> op) {
        return new CollectorImpl<T, Object[], U>(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {identity};
            }
        }, new BiConsumer<Object[], T>() {
            @SuppressWarnings("unchecked")
            public void accept(Object[] a, T t) {
                a[0] = op.apply((U) a[0], mapper.apply(t));
            }
        }, new BinaryOperator<Object[]>() {
            @SuppressWarnings("unchecked")
            public Object[] apply(Object[] a, Object[] b) {
                a[0] = op.apply((U) a[0], (U) b[0]);
                return a;
            }
        }, new Function<Object[], U>() {
            @SuppressWarnings("unchecked")
            public U apply(Object[] a) {
                return (U) a[0];
            }
        }, CH_NOID);
    }

    // ------------------------------------------------------------ grouping

    static final Supplier<Object> HASH_MAP = new Supplier<Object>() {
        public Object get() {
            return new HashMap<Object, Object>();
        }
    };

    static final Supplier<Object> CONCURRENT_MAP = new Supplier<Object>() {
        public Object get() {
            return new ConcurrentHashMap<Object, Object>();
        }
    };

    // Streams run sequentially here, so the concurrent collectors are the
    // plain ones into a ConcurrentHashMap (same contents; its own order).
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T, K> Collector<T, ?, ConcurrentMap<K, List<T>>> groupingByConcurrent(
            Function<? super T, ? extends K> classifier) {
        return groupingByConcurrent(classifier, (Supplier) CONCURRENT_MAP, toList());
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T, K, A, D> Collector<T, ?, ConcurrentMap<K, D>> groupingByConcurrent(
            Function<? super T, ? extends K> classifier, Collector<? super T, A, D> downstream) {
        return groupingByConcurrent(classifier, (Supplier) CONCURRENT_MAP, downstream);
    }

    public static <T, K, A, D, M extends ConcurrentMap<K, D>> Collector<T, ?, M> groupingByConcurrent(
            Function<? super T, ? extends K> classifier, Supplier<M> mapFactory,
            Collector<? super T, A, D> downstream) {
        return groupingBy(classifier, mapFactory, downstream);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T, K, U> Collector<T, ?, ConcurrentMap<K, U>> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper) {
        return new CollectorImpl<>((Supplier) CONCURRENT_MAP, uniqKeysMapAccumulator(keyMapper, valueMapper),
                uniqKeysMapMerger(), CH_ID);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T, K, U> Collector<T, ?, ConcurrentMap<K, U>> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> mergeFunction) {
        return toMap(keyMapper, valueMapper, mergeFunction, (Supplier) CONCURRENT_MAP);
    }

    public static <T, K, U, M extends ConcurrentMap<K, U>> Collector<T, ?, M> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        return toMap(keyMapper, valueMapper, mergeFunction, mapFactory);
    }

    private static <K, V, M extends Map<K, V>> BinaryOperator<M> mapMerger(final BinaryOperator<V> mergeFunction) {
        return new BinaryOperator<M>() {
            public M apply(M m1, M m2) {
                for (Map.Entry<K, V> e : m2.entrySet()) {
                    m1.merge(e.getKey(), e.getValue(), mergeFunction);
                }
                return m1;
            }
        };
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T, K> Collector<T, ?, Map<K, List<T>>> groupingBy(Function<? super T, ? extends K> classifier) {
        return groupingBy(classifier, (Supplier) HASH_MAP, toList());
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T, K, A, D> Collector<T, ?, Map<K, D>> groupingBy(Function<? super T, ? extends K> classifier,
            Collector<? super T, A, D> downstream) {
        return groupingBy(classifier, (Supplier) HASH_MAP, downstream);
    }

    @SuppressWarnings("unchecked")
    public static <T, K, D, A, M extends Map<K, D>> Collector<T, ?, M> groupingBy(
            final Function<? super T, ? extends K> classifier, Supplier<M> mapFactory,
            Collector<? super T, A, D> downstream) {
        final Supplier<A> downstreamSupplier = downstream.supplier();
        final BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        final Function<K, A> newContainer = new Function<K, A>() {
            public A apply(K k) {
                return downstreamSupplier.get();
            }
        };
        BiConsumer<Map<K, A>, T> accumulator = new BiConsumer<Map<K, A>, T>() {
            public void accept(Map<K, A> m, T t) {
                K key = Objects.requireNonNull(classifier.apply(t), "element cannot be mapped to a null key");
                A container = m.computeIfAbsent(key, newContainer);
                downstreamAccumulator.accept(container, t);
            }
        };
        BinaryOperator<Map<K, A>> merger = Collectors.<K, A, Map<K, A>>mapMerger(downstream.combiner());
        Supplier<Map<K, A>> mangledFactory = (Supplier<Map<K, A>>) mapFactory;
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return new CollectorImpl<>(mangledFactory, accumulator, merger, CH_ID);
        }
        final Function<A, A> downstreamFinisher = (Function<A, A>) downstream.finisher();
        final BiFunction<K, A, A> replacer = new BiFunction<K, A, A>() {
            public A apply(K k, A v) {
                return downstreamFinisher.apply(v);
            }
        };
        Function<Map<K, A>, M> finisher = new Function<Map<K, A>, M>() {
            public M apply(Map<K, A> intermediate) {
                intermediate.replaceAll(replacer);
                return (M) intermediate;
            }
        };
        return new CollectorImpl<>(mangledFactory, accumulator, merger, finisher, CH_NOID);
    }

    private static final class Partition<T> extends AbstractMap<Boolean, T> implements Map<Boolean, T> {
        final T forTrue;
        final T forFalse;

        Partition(T forTrue, T forFalse) {
            this.forTrue = forTrue;
            this.forFalse = forFalse;
        }

        @Override
        public Set<Map.Entry<Boolean, T>> entrySet() {
            return new AbstractSet<Map.Entry<Boolean, T>>() {
                @Override
                public Iterator<Map.Entry<Boolean, T>> iterator() {
                    Map.Entry<Boolean, T> falseEntry = new SimpleImmutableEntry<>(false, forFalse);
                    Map.Entry<Boolean, T> trueEntry = new SimpleImmutableEntry<>(true, forTrue);
                    return List.of(falseEntry, trueEntry).iterator();
                }

                @Override
                public int size() {
                    return 2;
                }
            };
        }

        @Override
        public boolean containsKey(Object key) {
            return key instanceof Boolean;
        }

        @Override
        public T get(Object key) {
            if (key instanceof Boolean) {
                return ((Boolean) key) ? forTrue : forFalse;
            }
            return null;
        }
    }

    public static <T> Collector<T, ?, Map<Boolean, List<T>>> partitioningBy(Predicate<? super T> predicate) {
        return partitioningBy(predicate, toList());
    }

    public static <T, D, A> Collector<T, ?, Map<Boolean, D>> partitioningBy(final Predicate<? super T> predicate,
            final Collector<? super T, A, D> downstream) {
        final BiConsumer<A, ? super T> downstreamAccumulator = downstream.accumulator();
        BiConsumer<Partition<A>, T> accumulator = new BiConsumer<Partition<A>, T>() {
            public void accept(Partition<A> result, T t) {
                downstreamAccumulator.accept(predicate.test(t) ? result.forTrue : result.forFalse, t);
            }
        };
        final BinaryOperator<A> op = downstream.combiner();
        BinaryOperator<Partition<A>> merger = new BinaryOperator<Partition<A>>() {
            public Partition<A> apply(Partition<A> left, Partition<A> right) {
                return new Partition<>(op.apply(left.forTrue, right.forTrue), op.apply(left.forFalse, right.forFalse));
            }
        };
        Supplier<Partition<A>> supplier = new Supplier<Partition<A>>() {
            public Partition<A> get() {
                return new Partition<>(downstream.supplier().get(), downstream.supplier().get());
            }
        };
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return new CollectorImpl<>(supplier, accumulator, merger, CH_ID);
        }
        Function<Partition<A>, Map<Boolean, D>> finisher = new Function<Partition<A>, Map<Boolean, D>>() {
            public Map<Boolean, D> apply(Partition<A> par) {
                return new Partition<>(downstream.finisher().apply(par.forTrue),
                        downstream.finisher().apply(par.forFalse));
            }
        };
        return new CollectorImpl<>(supplier, accumulator, merger, finisher, CH_NOID);
    }

    // ------------------------------------------------------------ maps

    private static <T, K, V> BiConsumer<Map<K, V>, T> uniqKeysMapAccumulator(
            final Function<? super T, ? extends K> keyMapper, final Function<? super T, ? extends V> valueMapper) {
        return new BiConsumer<Map<K, V>, T>() {
            public void accept(Map<K, V> map, T element) {
                K k = keyMapper.apply(element);
                V v = Objects.requireNonNull(valueMapper.apply(element));
                V u = map.putIfAbsent(k, v);
                if (u != null) {
                    throw duplicateKeyException(k, u, v);
                }
            }
        };
    }

    private static <K, V, M extends Map<K, V>> BinaryOperator<M> uniqKeysMapMerger() {
        return new BinaryOperator<M>() {
            public M apply(M m1, M m2) {
                for (Map.Entry<K, V> e : m2.entrySet()) {
                    K k = e.getKey();
                    V v = Objects.requireNonNull(e.getValue());
                    V u = m1.putIfAbsent(k, v);
                    if (u != null) {
                        throw duplicateKeyException(k, u, v);
                    }
                }
                return m1;
            }
        };
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper) {
        return new CollectorImpl<>((Supplier) HASH_MAP, uniqKeysMapAccumulator(keyMapper, valueMapper),
                uniqKeysMapMerger(), CH_ID);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper) {
        Objects.requireNonNull(keyMapper, "keyMapper");
        Objects.requireNonNull(valueMapper, "valueMapper");
        return collectingAndThen(toMap(keyMapper, valueMapper), new Function<Map<K, U>, Map<K, U>>() {
            public Map<K, U> apply(Map<K, U> map) {
                return (Map<K, U>) Map.ofEntries(map.entrySet().toArray(new Map.Entry[0]));
            }
        });
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        return toMap(keyMapper, valueMapper, mergeFunction, (Supplier) HASH_MAP);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        Objects.requireNonNull(keyMapper, "keyMapper");
        Objects.requireNonNull(valueMapper, "valueMapper");
        Objects.requireNonNull(mergeFunction, "mergeFunction");
        return collectingAndThen(toMap(keyMapper, valueMapper, mergeFunction, (Supplier) HASH_MAP),
                new Function<Map<K, U>, Map<K, U>>() {
                    public Map<K, U> apply(Map<K, U> map) {
                        return (Map<K, U>) Map.ofEntries(map.entrySet().toArray(new Map.Entry[0]));
                    }
                });
    }

    public static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMap(
            final Function<? super T, ? extends K> keyMapper, final Function<? super T, ? extends U> valueMapper,
            final BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        BiConsumer<M, T> accumulator = new BiConsumer<M, T>() {
            public void accept(M map, T element) {
                map.merge(keyMapper.apply(element), valueMapper.apply(element), mergeFunction);
            }
        };
        return new CollectorImpl<>(mapFactory, accumulator, Collectors.<K, U, M>mapMerger(mergeFunction), CH_ID);
    }

    // ------------------------------------------------------------ statistics

    public static <T> Collector<T, ?, IntSummaryStatistics> summarizingInt(final ToIntFunction<? super T> mapper) {
        return new CollectorImpl<T, IntSummaryStatistics, IntSummaryStatistics>(
                new Supplier<IntSummaryStatistics>() {
                    public IntSummaryStatistics get() {
                        return new IntSummaryStatistics();
                    }
                }, new BiConsumer<IntSummaryStatistics, T>() {
                    public void accept(IntSummaryStatistics r, T t) {
                        r.accept(mapper.applyAsInt(t));
                    }
                }, new BinaryOperator<IntSummaryStatistics>() {
                    public IntSummaryStatistics apply(IntSummaryStatistics l, IntSummaryStatistics r) {
                        l.combine(r);
                        return l;
                    }
                }, CH_ID);
    }

    public static <T> Collector<T, ?, LongSummaryStatistics> summarizingLong(final ToLongFunction<? super T> mapper) {
        return new CollectorImpl<T, LongSummaryStatistics, LongSummaryStatistics>(
                new Supplier<LongSummaryStatistics>() {
                    public LongSummaryStatistics get() {
                        return new LongSummaryStatistics();
                    }
                }, new BiConsumer<LongSummaryStatistics, T>() {
                    public void accept(LongSummaryStatistics r, T t) {
                        r.accept(mapper.applyAsLong(t));
                    }
                }, new BinaryOperator<LongSummaryStatistics>() {
                    public LongSummaryStatistics apply(LongSummaryStatistics l, LongSummaryStatistics r) {
                        l.combine(r);
                        return l;
                    }
                }, CH_ID);
    }

    public static <T> Collector<T, ?, DoubleSummaryStatistics> summarizingDouble(
            final ToDoubleFunction<? super T> mapper) {
        return new CollectorImpl<T, DoubleSummaryStatistics, DoubleSummaryStatistics>(
                new Supplier<DoubleSummaryStatistics>() {
                    public DoubleSummaryStatistics get() {
                        return new DoubleSummaryStatistics();
                    }
                }, new BiConsumer<DoubleSummaryStatistics, T>() {
                    public void accept(DoubleSummaryStatistics r, T t) {
                        r.accept(mapper.applyAsDouble(t));
                    }
                }, new BinaryOperator<DoubleSummaryStatistics>() {
                    public DoubleSummaryStatistics apply(DoubleSummaryStatistics l, DoubleSummaryStatistics r) {
                        l.combine(r);
                        return l;
                    }
                }, CH_ID);
    }

    // ------------------------------------------------------------ teeing

    public static <T, R1, R2, R> Collector<T, ?, R> teeing(Collector<? super T, ?, R1> downstream1,
            Collector<? super T, ?, R2> downstream2, BiFunction<? super R1, ? super R2, R> merger) {
        return teeing0(downstream1, downstream2, merger);
    }

    private static <T, A1, A2, R1, R2, R> Collector<T, ?, R> teeing0(Collector<? super T, A1, R1> downstream1,
            Collector<? super T, A2, R2> downstream2, final BiFunction<? super R1, ? super R2, R> merger) {
        Objects.requireNonNull(downstream1, "downstream1");
        Objects.requireNonNull(downstream2, "downstream2");
        Objects.requireNonNull(merger, "merger");
        final Supplier<A1> c1Supplier = Objects.requireNonNull(downstream1.supplier(), "downstream1 supplier");
        final Supplier<A2> c2Supplier = Objects.requireNonNull(downstream2.supplier(), "downstream2 supplier");
        final BiConsumer<A1, ? super T> c1Accumulator =
                Objects.requireNonNull(downstream1.accumulator(), "downstream1 accumulator");
        final BiConsumer<A2, ? super T> c2Accumulator =
                Objects.requireNonNull(downstream2.accumulator(), "downstream2 accumulator");
        final BinaryOperator<A1> c1Combiner = Objects.requireNonNull(downstream1.combiner(), "downstream1 combiner");
        final BinaryOperator<A2> c2Combiner = Objects.requireNonNull(downstream2.combiner(), "downstream2 combiner");
        final Function<A1, R1> c1Finisher = Objects.requireNonNull(downstream1.finisher(), "downstream1 finisher");
        final Function<A2, R2> c2Finisher = Objects.requireNonNull(downstream2.finisher(), "downstream2 finisher");

        Set<Collector.Characteristics> characteristics;
        Set<Collector.Characteristics> c1Characteristics = downstream1.characteristics();
        Set<Collector.Characteristics> c2Characteristics = downstream2.characteristics();
        if (CH_ID.containsAll(c1Characteristics) && CH_ID.containsAll(c2Characteristics)) {
            characteristics = CH_NOID;
        } else {
            EnumSet<Collector.Characteristics> c = EnumSet.noneOf(Collector.Characteristics.class);
            c.addAll(c1Characteristics);
            c.retainAll(c2Characteristics);
            c.remove(Collector.Characteristics.IDENTITY_FINISH);
            characteristics = Collections.unmodifiableSet(c);
        }

        final class PairBox {
            A1 left = c1Supplier.get();
            A2 right = c2Supplier.get();

            void add(T t) {
                c1Accumulator.accept(left, t);
                c2Accumulator.accept(right, t);
            }

            PairBox combine(PairBox other) {
                left = c1Combiner.apply(left, other.left);
                right = c2Combiner.apply(right, other.right);
                return this;
            }

            R get() {
                R1 r1 = c1Finisher.apply(left);
                R2 r2 = c2Finisher.apply(right);
                return merger.apply(r1, r2);
            }
        }

        return new CollectorImpl<T, PairBox, R>(new Supplier<PairBox>() {
            public PairBox get() {
                return new PairBox();
            }
        }, new BiConsumer<PairBox, T>() {
            public void accept(PairBox p, T t) {
                p.add(t);
            }
        }, new BinaryOperator<PairBox>() {
            public PairBox apply(PairBox a, PairBox b) {
                return a.combine(b);
            }
        }, new Function<PairBox, R>() {
            public R apply(PairBox p) {
                return p.get();
            }
        }, characteristics);
    }
}
