package java.util.concurrent;

import java.util.Random;

/** The (single) thread's random generator: splitmix64 seeded from the world's seed. */
public class ThreadLocalRandom extends Random {
    private static final long serialVersionUID = -5851777807851030925L;
    private static final long GAMMA = 0x9e3779b97f4a7c15L;

    private static ThreadLocalRandom instance;

    private long seed;
    private final boolean initialized;

    private ThreadLocalRandom() {
        super(0L);
        seed = jdk.internal.terrarium.Seeds.next();
        initialized = true;
    }

    public static ThreadLocalRandom current() {
        ThreadLocalRandom r = instance;
        if (r == null) {
            instance = r = new ThreadLocalRandom();
        }
        return r;
    }

    @Override
    public void setSeed(long seed) {
        if (initialized) {
            throw new UnsupportedOperationException();
        }
    }

    private long nextSeed() {
        return seed += GAMMA;
    }

    private static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }

    @Override
    protected int next(int bits) {
        return nextInt() >>> (32 - bits);
    }

    @Override
    public int nextInt() {
        return mix32(nextSeed());
    }

    @Override
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        int r = nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) {
            r &= m;
        } else {
            for (int u = r >>> 1; u + m - (r = u % bound) < 0; u = nextInt() >>> 1) {
            }
        }
        return r;
    }

    @Override
    public long nextLong() {
        return jdk.internal.terrarium.Seeds.mix64(nextSeed());
    }

    @Override
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    @Override
    public float nextFloat() {
        return (nextInt() >>> 8) * 0x1.0p-24f;
    }

    @Override
    public boolean nextBoolean() {
        return nextInt() < 0;
    }
}
