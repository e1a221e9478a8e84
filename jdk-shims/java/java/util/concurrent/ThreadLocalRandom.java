package java.util.concurrent;

import java.util.Random;

/**
 * The (single) thread's random generator: an unseeded Random (the world's:
 * queued values first, every draw logged) whose bits are splitmix64 seeded
 * from the world's seed.
 */
public class ThreadLocalRandom extends Random {
    private static final long serialVersionUID = -5851777807851030925L;
    private static final long GAMMA = 0x9e3779b97f4a7c15L;

    private static ThreadLocalRandom instance;

    private long seed;
    private final boolean initialized;

    private ThreadLocalRandom() {
        super();
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

    private static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }

    @Override
    protected int next(int bits) {
        return mix32(seed += GAMMA) >>> (32 - bits);
    }
}
