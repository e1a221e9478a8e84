package jdk.internal.terrarium;

/** RandomSupport's argument checks and their messages. */
public final class RandomChecks {
    private RandomChecks() {
    }

    public static void size(long streamSize) {
        if (streamSize < 0L) {
            throw new IllegalArgumentException("size must be non-negative");
        }
    }

    public static void bound(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
    }

    public static void bound(long bound) {
        if (bound <= 0L) {
            throw new IllegalArgumentException("bound must be positive");
        }
    }

    public static void bound(float bound) {
        if (!(bound > 0.0f && bound < Float.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be finite and positive");
        }
    }

    public static void bound(double bound) {
        if (!(bound > 0.0 && bound < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be finite and positive");
        }
    }

    public static void range(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }

    public static void range(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }

    public static void range(float origin, float bound) {
        if (!(origin < bound && (bound - origin) < Float.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }

    public static void range(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
    }
}
