package java.util;

import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;

/**
 * SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
 * generators", OOPSLA 2014): a seed advanced by an odd gamma, each value a
 * mix of the new seed. Same seed, same values as HotSpot's. Bounded draws,
 * doubles, booleans and bytes are RandomGenerator's defaults, as in JDK 17.
 * An unseeded instance is seeded from the world's seed, not the host's
 * clock, so a run draws the same values wherever it runs.
 */
public final class SplittableRandom implements RandomGenerator, RandomGenerator.SplittableGenerator {
    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

    /** The seed of the next unseeded instance (HotSpot's defaultGen), from the world's seed. */
    private static long defaultGen;
    private static boolean defaultGenStarted;

    private long seed;
    private final long gamma;

    private SplittableRandom(long seed, long gamma) {
        this.seed = seed;
        this.gamma = gamma;
    }

    public SplittableRandom(long seed) {
        this(seed, GOLDEN_GAMMA);
    }

    public SplittableRandom() {
        long s = nextDefaultSeed();
        this.seed = mix64(s);
        this.gamma = mixGamma(s + GOLDEN_GAMMA);
    }

    private static synchronized long nextDefaultSeed() {
        if (!defaultGenStarted) {
            defaultGenStarted = true;
            // Its own stream of the world's seed: creating one leaves Seeds.next() (ThreadLocalRandom's) alone.
            defaultGen = jdk.internal.terrarium.Seeds.mix64(jdk.internal.terrarium.VM.seed() ^ 0x3c6ef372fe94f82bL);
        }
        long s = defaultGen;
        defaultGen += 2 * GOLDEN_GAMMA;
        return s;
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    private static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }

    /** An odd gamma with enough bit transitions to spread the seeds it makes. */
    private static long mixGamma(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        z = (z ^ (z >>> 33)) | 1L;
        int n = Long.bitCount(z ^ (z >>> 1));
        return (n < 24) ? z ^ 0xaaaaaaaaaaaaaaaaL : z;
    }

    private long nextSeed() {
        return seed += gamma;
    }

    public SplittableRandom split() {
        return new SplittableRandom(nextLong(), mixGamma(nextSeed()));
    }

    public SplittableRandom split(SplittableGenerator source) {
        return new SplittableRandom(source.nextLong(), mixGamma(source.nextLong()));
    }

    public int nextInt() {
        return mix32(nextSeed());
    }

    public long nextLong() {
        return mix64(nextSeed());
    }

    public void nextBytes(byte[] bytes) {
        SplittableGenerator.super.nextBytes(bytes);
    }

    public Stream<SplittableGenerator> splits() {
        return splits(Long.MAX_VALUE, this);
    }

    public Stream<SplittableGenerator> splits(long streamSize) {
        return splits(streamSize, this);
    }

    public Stream<SplittableGenerator> splits(SplittableGenerator source) {
        return splits(Long.MAX_VALUE, source);
    }

    public Stream<SplittableGenerator> splits(long streamSize, SplittableGenerator source) {
        jdk.internal.terrarium.RandomChecks.size(streamSize);
        Objects.requireNonNull(source);
        return Stream.generate(new Splitter(this, source)).limit(streamSize);
    }

    /** Each element a new generator split off from the source. */
    private static final class Splitter implements Supplier<SplittableGenerator> {
        private final SplittableRandom generator;
        private final SplittableGenerator source;

        Splitter(SplittableRandom generator, SplittableGenerator source) {
            this.generator = generator;
            this.source = source;
        }

        public SplittableGenerator get() {
            return generator.split(source);
        }
    }
}
