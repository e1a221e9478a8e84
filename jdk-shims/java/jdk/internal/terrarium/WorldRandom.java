package jdk.internal.terrarium;

/**
 * The world's randomness as unseeded generators see it: the values the world
 * queued for the next draws (a world file's "random", World.nextRandom in a
 * test), and the access log, which records every draw with its value.
 * What a queued value means for each kind of draw is decided in Rust
 * (world/random.rs); the draws themselves are java.util.Random's.
 */
public final class WorldRandom {
    private WorldRandom() {
    }

    /** Whether a queued value waits for the next draw. */
    public static native boolean queued();

    /** The next queued value as a whole number in [origin, bound); origin == bound: any long. */
    public static native long takeLong(long origin, long bound);

    public static native boolean takeBoolean();

    /** The next queued value as a double in [0, 1). */
    public static native double takeDouble();

    /** The next queued value as a float in [0, 1). */
    public static native float takeFloat();

    public static native double takeGaussian();

    /** Logs a draw of {@code call} that gave {@code value}, and returns it. */
    public static native int drew(String call, int value);

    public static native long drew(String call, long value);

    public static native boolean drew(String call, boolean value);

    public static native float drew(String call, float value);

    public static native double drew(String call, double value);

    public static native void drew(String call, byte[] value);
}
