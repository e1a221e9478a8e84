package jdk.internal.terrarium;

/** Deterministic seed material drawn from the world's seed (splitmix64). */
public final class Seeds {
    private Seeds() {
    }

    private static long state;
    private static boolean started;

    public static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** The next 64 bits of the run's seed sequence. */
    public static long next() {
        if (!started) {
            started = true;
            state = mix64(VM.seed() ^ 0x6a09e667f3bcc909L);
        }
        state += 0x9e3779b97f4a7c15L;
        return mix64(state);
    }
}
