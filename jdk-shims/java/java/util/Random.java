package java.util;

import jdk.internal.terrarium.WorldRandom;

/**
 * The JDK's linear congruential generator, bit for bit: same seed, same
 * sequence. An unseeded Random is the world's: its seed comes from the
 * world's seed instead of the host's clock, each draw first takes the value
 * the world queued for it, if any (WorldRandom), and every draw is logged.
 */
public class Random implements java.util.random.RandomGenerator, java.io.Serializable {
    private static final long serialVersionUID = 3905348978240129619L;
    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;
    private static final double DOUBLE_UNIT = 0x1.0p-53;
    private static long seedUniquifier = 8682522807148012L;

    private long seed;
    private double nextNextGaussian;
    private boolean haveNextNextGaussian;
    /** Unseeded: draws come from the world and are logged (a seeded Random stays HotSpot's). */
    private boolean world;
    /** Inside a world draw: the calls its algorithm makes draw plainly (one value, one log record). */
    private boolean drawing;

    public Random() {
        // From the world's seed only (not the clock), so a test draws the same values wherever it runs.
        this(nextSeedUniquifier() ^ jdk.internal.terrarium.Seeds.mix64(jdk.internal.terrarium.VM.seed()));
        world = true;
    }

    private static long nextSeedUniquifier() {
        seedUniquifier *= 1181783497276652981L;
        return seedUniquifier;
    }

    public Random(long seed) {
        this.seed = initialScramble(seed);
    }

    private static long initialScramble(long seed) {
        return (seed ^ MULTIPLIER) & MASK;
    }

    public synchronized void setSeed(long seed) {
        this.seed = initialScramble(seed);
        haveNextNextGaussian = false;
        // Seeded from now on: HotSpot's sequence, no world values.
        world = false;
    }

    /** Starts a world draw (true: the caller draws, logs and calls {@link #endDraw}). */
    private boolean startDraw() {
        if (!world || drawing) {
            return false;
        }
        drawing = true;
        return true;
    }

    private void endDraw() {
        drawing = false;
    }

    protected int next(int bits) {
        seed = (seed * MULTIPLIER + ADDEND) & MASK;
        return (int) (seed >>> (48 - bits));
    }

    public void nextBytes(byte[] bytes) {
        if (startDraw()) {
            try {
                // One queued value per byte, the rest from the stream.
                int i = 0;
                while (i < bytes.length && WorldRandom.queued()) {
                    bytes[i++] = (byte) WorldRandom.takeLong(-128, 128);
                }
                if (i < bytes.length) {
                    byte[] rest = new byte[bytes.length - i];
                    nextBytes(rest);
                    System.arraycopy(rest, 0, bytes, i, rest.length);
                }
                WorldRandom.drew("nextBytes(byte[])", bytes);
                return;
            } finally {
                endDraw();
            }
        }
        for (int i = 0, len = bytes.length; i < len; ) {
            for (int rnd = nextInt(), n = Math.min(len - i, Integer.SIZE / Byte.SIZE); n-- > 0; rnd >>= Byte.SIZE) {
                bytes[i++] = (byte) rnd;
            }
        }
    }

    public int nextInt() {
        if (startDraw()) {
            try {
                return WorldRandom.drew("nextInt()",
                        WorldRandom.queued() ? (int) WorldRandom.takeLong(Integer.MIN_VALUE, 1L << 31) : nextInt());
            } finally {
                endDraw();
            }
        }
        return next(32);
    }

    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive"); // hotspot:322
        }
        if (startDraw()) {
            try {
                return WorldRandom.drew("nextInt(bound)",
                        WorldRandom.queued() ? (int) WorldRandom.takeLong(0, bound) : nextInt(bound));
            } finally {
                endDraw();
            }
        }
        int r = next(31);
        int m = bound - 1;
        if ((bound & m) == 0) {
            r = (int) ((bound * (long) r) >> 31);
        } else {
            for (int u = r; u - (r = u % bound) + m < 0; u = next(31)) {
            }
        }
        return r;
    }

    public int nextInt(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        if (startDraw()) {
            try {
                return WorldRandom.drew("nextInt(origin, bound)",
                        WorldRandom.queued() ? (int) WorldRandom.takeLong(origin, bound) : nextInt(origin, bound));
            } finally {
                endDraw();
            }
        }
        int r = nextInt();
        int n = bound - origin;
        int m = n - 1;
        if ((n & m) == 0) {
            r = (r & m) + origin;
        } else if (n > 0) {
            for (int u = r >>> 1; u + m - (r = u % n) < 0; u = nextInt() >>> 1) {
            }
            r += origin;
        } else {
            while (r < origin || r >= bound) {
                r = nextInt();
            }
        }
        return r;
    }

    public long nextLong() {
        if (startDraw()) {
            try {
                return WorldRandom.drew("nextLong()", WorldRandom.queued() ? WorldRandom.takeLong(0, 0) : nextLong());
            } finally {
                endDraw();
            }
        }
        return ((long) next(32) << 32) + next(32);
    }

    public boolean nextBoolean() {
        if (startDraw()) {
            try {
                return WorldRandom.drew("nextBoolean()",
                        WorldRandom.queued() ? WorldRandom.takeBoolean() : nextBoolean());
            } finally {
                endDraw();
            }
        }
        return next(1) != 0;
    }

    public float nextFloat() {
        if (startDraw()) {
            try {
                return WorldRandom.drew("nextFloat()", WorldRandom.queued() ? WorldRandom.takeFloat() : nextFloat());
            } finally {
                endDraw();
            }
        }
        return next(24) / ((float) (1 << 24));
    }

    public double nextDouble() {
        if (startDraw()) {
            try {
                return WorldRandom.drew("nextDouble()",
                        WorldRandom.queued() ? WorldRandom.takeDouble() : nextDouble());
            } finally {
                endDraw();
            }
        }
        return (((long) next(26) << 27) + next(27)) * DOUBLE_UNIT;
    }

    public synchronized double nextGaussian() {
        if (startDraw()) {
            try {
                return WorldRandom.drew("nextGaussian()",
                        WorldRandom.queued() ? WorldRandom.takeGaussian() : nextGaussian());
            } finally {
                endDraw();
            }
        }
        if (haveNextNextGaussian) {
            haveNextNextGaussian = false;
            return nextNextGaussian;
        }
        double v1;
        double v2;
        double s;
        do {
            v1 = 2 * nextDouble() - 1;
            v2 = 2 * nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
        nextNextGaussian = v2 * multiplier;
        haveNextNextGaussian = true;
        return v1 * multiplier;
    }

    // RandomGenerator's bounded defaults (JDK 17 RandomSupport), as Random inherits them.
    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        if (startDraw()) {
            try {
                return WorldRandom.drew("nextLong(bound)",
                        WorldRandom.queued() ? WorldRandom.takeLong(0, bound) : nextLong(bound));
            } finally {
                endDraw();
            }
        }
        long m = bound - 1;
        long r = nextLong();
        if ((bound & m) == 0L) {
            r &= m;
        } else {
            for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = nextLong() >>> 1) {
            }
        }
        return r;
    }

    public long nextLong(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        if (startDraw()) {
            try {
                return WorldRandom.drew("nextLong(origin, bound)",
                        WorldRandom.queued() ? WorldRandom.takeLong(origin, bound) : nextLong(origin, bound));
            } finally {
                endDraw();
            }
        }
        long r = nextLong();
        long n = bound - origin;
        long m = n - 1;
        if ((n & m) == 0L) {
            r = (r & m) + origin;
        } else if (n > 0L) {
            for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = nextLong() >>> 1) {
            }
            r += origin;
        } else {
            while (r < origin || r >= bound) {
                r = nextLong();
            }
        }
        return r;
    }

    /** A bounded double from a draw in [0, 1), as RandomSupport scales it. */
    private static double scale(double r, double origin, double bound) {
        r = r * (bound - origin) + origin;
        if (r >= bound) {
            r = Math.nextAfter(bound, origin);
        }
        return r;
    }

    private static float scale(float r, float origin, float bound) {
        r = r * (bound - origin) + origin;
        if (r >= bound) {
            r = Math.nextAfter(bound, origin);
        }
        return r;
    }

    public double nextDouble(double bound) {
        if (!(bound > 0.0 && bound < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be finite and positive");
        }
        if (startDraw()) {
            try {
                return WorldRandom.drew("nextDouble(bound)",
                        scale(WorldRandom.queued() ? WorldRandom.takeDouble() : nextDouble(), 0.0, bound));
            } finally {
                endDraw();
            }
        }
        double r = nextDouble();
        r = r * bound;
        if (r >= bound) {
            r = Math.nextDown(bound);
        }
        return r;
    }

    public double nextDouble(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        if (startDraw()) {
            try {
                return WorldRandom.drew("nextDouble(origin, bound)",
                        scale(WorldRandom.queued() ? WorldRandom.takeDouble() : nextDouble(), origin, bound));
            } finally {
                endDraw();
            }
        }
        return scale(nextDouble(), origin, bound);
    }

    public float nextFloat(float bound) {
        if (!(bound > 0.0f && bound < Float.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be finite and positive");
        }
        if (startDraw()) {
            try {
                return WorldRandom.drew("nextFloat(bound)",
                        scale(WorldRandom.queued() ? WorldRandom.takeFloat() : nextFloat(), 0.0f, bound));
            } finally {
                endDraw();
            }
        }
        float r = nextFloat();
        r = r * bound;
        if (r >= bound) {
            r = Math.nextDown(bound);
        }
        return r;
    }

    public float nextFloat(float origin, float bound) {
        if (!(origin < bound && (bound - origin) < Float.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        if (startDraw()) {
            try {
                return WorldRandom.drew("nextFloat(origin, bound)",
                        scale(WorldRandom.queued() ? WorldRandom.takeFloat() : nextFloat(), origin, bound));
            } finally {
                endDraw();
            }
        }
        return scale(nextFloat(), origin, bound);
    }

    private static final String BAD_SIZE = "size must be non-negative";
    private static final String BAD_RANGE = "bound must be greater than origin";

    public java.util.stream.IntStream ints(long streamSize) {
        if (streamSize < 0L) {
            throw new IllegalArgumentException(BAD_SIZE);
        }
        return jdk.internal.terrarium.stream.Streams.randomInts(this, world, streamSize, Integer.MAX_VALUE, 0);
    }

    public java.util.stream.IntStream ints() {
        return jdk.internal.terrarium.stream.Streams.randomInts(this, world, Long.MAX_VALUE, Integer.MAX_VALUE, 0);
    }

    public java.util.stream.IntStream ints(long streamSize, int randomNumberOrigin, int randomNumberBound) {
        if (streamSize < 0L) {
            throw new IllegalArgumentException(BAD_SIZE);
        }
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return jdk.internal.terrarium.stream.Streams.randomInts(this, world, streamSize, randomNumberOrigin,
                randomNumberBound);
    }

    public java.util.stream.IntStream ints(int randomNumberOrigin, int randomNumberBound) {
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return jdk.internal.terrarium.stream.Streams.randomInts(this, world, Long.MAX_VALUE, randomNumberOrigin,
                randomNumberBound);
    }

    public java.util.stream.LongStream longs(long streamSize) {
        if (streamSize < 0L) {
            throw new IllegalArgumentException(BAD_SIZE);
        }
        return jdk.internal.terrarium.stream.Streams.randomLongs(this, world, streamSize, Long.MAX_VALUE, 0L);
    }

    public java.util.stream.LongStream longs() {
        return jdk.internal.terrarium.stream.Streams.randomLongs(this, world, Long.MAX_VALUE, Long.MAX_VALUE, 0L);
    }

    public java.util.stream.LongStream longs(long streamSize, long randomNumberOrigin, long randomNumberBound) {
        if (streamSize < 0L) {
            throw new IllegalArgumentException(BAD_SIZE);
        }
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return jdk.internal.terrarium.stream.Streams.randomLongs(this, world, streamSize, randomNumberOrigin,
                randomNumberBound);
    }

    public java.util.stream.LongStream longs(long randomNumberOrigin, long randomNumberBound) {
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return jdk.internal.terrarium.stream.Streams.randomLongs(this, world, Long.MAX_VALUE, randomNumberOrigin,
                randomNumberBound);
    }

    public java.util.stream.DoubleStream doubles(long streamSize) {
        if (streamSize < 0L) {
            throw new IllegalArgumentException(BAD_SIZE);
        }
        return jdk.internal.terrarium.stream.Streams.randomDoubles(this, world, streamSize, Double.MAX_VALUE, 0.0);
    }

    public java.util.stream.DoubleStream doubles() {
        return jdk.internal.terrarium.stream.Streams.randomDoubles(this, world, Long.MAX_VALUE, Double.MAX_VALUE, 0.0);
    }

    public java.util.stream.DoubleStream doubles(long streamSize, double randomNumberOrigin,
            double randomNumberBound) {
        if (streamSize < 0L) {
            throw new IllegalArgumentException(BAD_SIZE);
        }
        if (!(randomNumberOrigin < randomNumberBound
                && (randomNumberBound - randomNumberOrigin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return jdk.internal.terrarium.stream.Streams.randomDoubles(this, world, streamSize, randomNumberOrigin,
                randomNumberBound);
    }

    public java.util.stream.DoubleStream doubles(double randomNumberOrigin, double randomNumberBound) {
        if (!(randomNumberOrigin < randomNumberBound
                && (randomNumberBound - randomNumberOrigin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return jdk.internal.terrarium.stream.Streams.randomDoubles(this, world, Long.MAX_VALUE, randomNumberOrigin,
                randomNumberBound);
    }
}
