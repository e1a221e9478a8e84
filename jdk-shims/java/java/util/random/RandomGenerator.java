package java.util.random;

import java.util.Objects;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import jdk.internal.terrarium.RandomChecks;
import jdk.internal.terrarium.stream.Streams;

/**
 * Java 17's common interface of random generators. The defaults derive
 * every kind of draw from nextLong() the way RandomSupport does, so a
 * generator that supplies only nextLong() (and nextInt()) draws HotSpot's
 * values. The ziggurat behind nextGaussian()/nextExponential() is not
 * here: its tables are out of reach, so those defaults say so rather than
 * draw different numbers.
 */
public interface RandomGenerator {

    static RandomGenerator of(String name) {
        Objects.requireNonNull(name);
        // Only the library's own algorithms; HotSpot's LXM and Xoroshiro families are not here.
        if (name.equals("Random")) {
            return new java.util.Random();
        }
        if (name.equals("SplittableRandom")) {
            return new java.util.SplittableRandom();
        }
        throw new IllegalArgumentException(
                "No implementation of the random number generator algorithm \"" + name + "\" is available");
    }

    static RandomGenerator getDefault() {
        return of("L32X64MixRandom");
    }

    default boolean isDeprecated() {
        return false;
    }

    default DoubleStream doubles() {
        return Streams.randomDoubles(this, false, Long.MAX_VALUE, Double.MAX_VALUE, 0.0);
    }

    default DoubleStream doubles(double randomNumberOrigin, double randomNumberBound) {
        RandomChecks.range(randomNumberOrigin, randomNumberBound);
        return Streams.randomDoubles(this, false, Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }

    default DoubleStream doubles(long streamSize) {
        RandomChecks.size(streamSize);
        return Streams.randomDoubles(this, false, streamSize, Double.MAX_VALUE, 0.0);
    }

    default DoubleStream doubles(long streamSize, double randomNumberOrigin, double randomNumberBound) {
        RandomChecks.size(streamSize);
        RandomChecks.range(randomNumberOrigin, randomNumberBound);
        return Streams.randomDoubles(this, false, streamSize, randomNumberOrigin, randomNumberBound);
    }

    default IntStream ints() {
        return Streams.randomInts(this, false, Long.MAX_VALUE, Integer.MAX_VALUE, 0);
    }

    default IntStream ints(int randomNumberOrigin, int randomNumberBound) {
        RandomChecks.range(randomNumberOrigin, randomNumberBound);
        return Streams.randomInts(this, false, Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }

    default IntStream ints(long streamSize) {
        RandomChecks.size(streamSize);
        return Streams.randomInts(this, false, streamSize, Integer.MAX_VALUE, 0);
    }

    default IntStream ints(long streamSize, int randomNumberOrigin, int randomNumberBound) {
        RandomChecks.size(streamSize);
        RandomChecks.range(randomNumberOrigin, randomNumberBound);
        return Streams.randomInts(this, false, streamSize, randomNumberOrigin, randomNumberBound);
    }

    default LongStream longs() {
        return Streams.randomLongs(this, false, Long.MAX_VALUE, Long.MAX_VALUE, 0L);
    }

    default LongStream longs(long randomNumberOrigin, long randomNumberBound) {
        RandomChecks.range(randomNumberOrigin, randomNumberBound);
        return Streams.randomLongs(this, false, Long.MAX_VALUE, randomNumberOrigin, randomNumberBound);
    }

    default LongStream longs(long streamSize) {
        RandomChecks.size(streamSize);
        return Streams.randomLongs(this, false, streamSize, Long.MAX_VALUE, 0L);
    }

    default LongStream longs(long streamSize, long randomNumberOrigin, long randomNumberBound) {
        RandomChecks.size(streamSize);
        RandomChecks.range(randomNumberOrigin, randomNumberBound);
        return Streams.randomLongs(this, false, streamSize, randomNumberOrigin, randomNumberBound);
    }

    default boolean nextBoolean() {
        return nextInt() < 0;
    }

    /** Eight bytes per nextLong(), low byte first; the tail from one more. */
    default void nextBytes(byte[] bytes) {
        int i = 0;
        int len = bytes.length;
        for (int words = len >> 3; words > 0; words--) {
            long rnd = nextLong();
            for (int n = 0; n < 8; n++) {
                bytes[i++] = (byte) rnd;
                rnd >>>= 8;
            }
        }
        if (i < len) {
            long rnd = nextLong();
            while (i < len) {
                bytes[i++] = (byte) rnd;
                rnd >>>= 8;
            }
        }
    }

    default float nextFloat() {
        return (nextInt() >>> 8) * 0x1.0p-24f;
    }

    default float nextFloat(float bound) {
        RandomChecks.bound(bound);
        float r = nextFloat() * bound;
        if (r >= bound) {
            r = Math.nextDown(bound);
        }
        return r;
    }

    default float nextFloat(float origin, float bound) {
        RandomChecks.range(origin, bound);
        float r = nextFloat() * (bound - origin) + origin;
        if (r >= bound) {
            r = Math.nextAfter(bound, origin);
        }
        return r;
    }

    default double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    default double nextDouble(double bound) {
        RandomChecks.bound(bound);
        double r = nextDouble() * bound;
        if (r >= bound) {
            r = Math.nextDown(bound);
        }
        return r;
    }

    default double nextDouble(double origin, double bound) {
        RandomChecks.range(origin, bound);
        double r = nextDouble() * (bound - origin) + origin;
        if (r >= bound) {
            r = Math.nextAfter(bound, origin);
        }
        return r;
    }

    default int nextInt() {
        return (int) (nextLong() >>> 32);
    }

    default int nextInt(int bound) {
        RandomChecks.bound(bound);
        int r = nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) {
            return r & m;
        }
        // Rejects the draws of the incomplete last period so every value is equally likely.
        for (int u = r >>> 1; u + m - (r = u % bound) < 0; u = nextInt() >>> 1) {
        }
        return r;
    }

    default int nextInt(int origin, int bound) {
        RandomChecks.range(origin, bound);
        int r = nextInt();
        int n = bound - origin;
        int m = n - 1;
        if ((n & m) == 0) {
            return (r & m) + origin;
        }
        if (n > 0) {
            for (int u = r >>> 1; u + m - (r = u % n) < 0; u = nextInt() >>> 1) {
            }
            return r + origin;
        }
        // The range exceeds int: draw until in range.
        while (r < origin || r >= bound) {
            r = nextInt();
        }
        return r;
    }

    long nextLong();

    default long nextLong(long bound) {
        RandomChecks.bound(bound);
        long r = nextLong();
        long m = bound - 1;
        if ((bound & m) == 0L) {
            return r & m;
        }
        for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = nextLong() >>> 1) {
        }
        return r;
    }

    default long nextLong(long origin, long bound) {
        RandomChecks.range(origin, bound);
        long r = nextLong();
        long n = bound - origin;
        long m = n - 1;
        if ((n & m) == 0L) {
            return (r & m) + origin;
        }
        if (n > 0L) {
            for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = nextLong() >>> 1) {
            }
            return r + origin;
        }
        while (r < origin || r >= bound) {
            r = nextLong();
        }
        return r;
    }

    default double nextGaussian() {
        throw new UnsupportedOperationException(
                "RandomGenerator.nextGaussian() (HotSpot's ziggurat) is not provided by Terrarium's class library");
    }

    default double nextGaussian(double mean, double stddev) {
        if (stddev < 0.0) {
            throw new IllegalArgumentException("standard deviation must be non-negative");
        }
        throw new UnsupportedOperationException(
                "RandomGenerator.nextGaussian(double, double) (HotSpot's ziggurat) is not provided by Terrarium's class library");
    }

    default double nextExponential() {
        throw new UnsupportedOperationException(
                "RandomGenerator.nextExponential() (HotSpot's ziggurat) is not provided by Terrarium's class library");
    }

    /** Generators that make streams of new generators. */
    interface StreamableGenerator extends RandomGenerator {
        static StreamableGenerator of(String name) {
            RandomGenerator g = RandomGenerator.of(name);
            if (g instanceof StreamableGenerator) {
                return (StreamableGenerator) g;
            }
            throw new IllegalArgumentException("The random number generator algorithm \"" + name
                    + "\" is not a StreamableGenerator");
        }

        Stream<RandomGenerator> rngs();

        default Stream<RandomGenerator> rngs(long streamSize) {
            RandomChecks.size(streamSize);
            return rngs().limit(streamSize);
        }
    }

    /** Generators that split off new, statistically independent generators. */
    interface SplittableGenerator extends StreamableGenerator {
        static SplittableGenerator of(String name) {
            RandomGenerator g = RandomGenerator.of(name);
            if (g instanceof SplittableGenerator) {
                return (SplittableGenerator) g;
            }
            throw new IllegalArgumentException("The random number generator algorithm \"" + name
                    + "\" is not a SplittableGenerator");
        }

        SplittableGenerator split();

        SplittableGenerator split(SplittableGenerator source);

        default Stream<SplittableGenerator> splits() {
            return splits(this);
        }

        Stream<SplittableGenerator> splits(long streamSize);

        Stream<SplittableGenerator> splits(SplittableGenerator source);

        Stream<SplittableGenerator> splits(long streamSize, SplittableGenerator source);

        @SuppressWarnings({"unchecked", "rawtypes"})
        default Stream<RandomGenerator> rngs() {
            return (Stream) splits();
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        default Stream<RandomGenerator> rngs(long streamSize) {
            return (Stream) splits(streamSize);
        }
    }
}
