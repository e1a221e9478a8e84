package java.util.stream;

import java.util.Objects;
import java.util.Spliterator;
import java.util.function.Supplier;
import jdk.internal.terrarium.stream.Streams;

public final class StreamSupport {
    private StreamSupport() {
    }

    public static <T> Stream<T> stream(Spliterator<T> spliterator, boolean parallel) {
        Objects.requireNonNull(spliterator);
        return Streams.refSpliterator(spliterator, parallel);
    }

    public static <T> Stream<T> stream(Supplier<? extends Spliterator<T>> supplier, int characteristics,
            boolean parallel) {
        Objects.requireNonNull(supplier);
        return Streams.refSpliterator(supplier, characteristics, parallel);
    }

    public static IntStream intStream(Spliterator.OfInt spliterator, boolean parallel) {
        Objects.requireNonNull(spliterator);
        return Streams.intSpliterator(spliterator, parallel);
    }

    public static IntStream intStream(Supplier<? extends Spliterator.OfInt> supplier, int characteristics,
            boolean parallel) {
        Objects.requireNonNull(supplier);
        return Streams.intSpliterator(supplier, characteristics, parallel);
    }

    public static LongStream longStream(Spliterator.OfLong spliterator, boolean parallel) {
        Objects.requireNonNull(spliterator);
        return Streams.longSpliterator(spliterator, parallel);
    }

    public static LongStream longStream(Supplier<? extends Spliterator.OfLong> supplier, int characteristics,
            boolean parallel) {
        Objects.requireNonNull(supplier);
        return Streams.longSpliterator(supplier, characteristics, parallel);
    }

    public static DoubleStream doubleStream(Spliterator.OfDouble spliterator, boolean parallel) {
        Objects.requireNonNull(spliterator);
        return Streams.doubleSpliterator(spliterator, parallel);
    }

    public static DoubleStream doubleStream(Supplier<? extends Spliterator.OfDouble> supplier,
            int characteristics, boolean parallel) {
        Objects.requireNonNull(supplier);
        return Streams.doubleSpliterator(supplier, characteristics, parallel);
    }
}
