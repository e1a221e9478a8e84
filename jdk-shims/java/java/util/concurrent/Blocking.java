package java.util.concurrent;

/**
 * Timed waiting shared by this package's executors and synchronizers: deadlines
 * come from System.nanoTime (Terrarium's virtual clock), and a wait is
 * a nanosecond-exact Object.wait on a monitor the caller holds.
 */
final class Blocking {
    private Blocking() {
    }

    /** Waits on m (held by the caller) for at most nanos; returns at once when nanos <= 0. */
    static void waitNanos(Object m, long nanos) throws InterruptedException {
        if (nanos <= 0L) {
            return;
        }
        jdk.internal.terrarium.Monitors.waitNanos(m, nanos);
    }

    /** A deadline nanos from now, saturating instead of overflowing. */
    static long deadline(long nanos) {
        long now = System.nanoTime();
        long d = now + nanos;
        if (nanos > 0 && d < now) {
            return Long.MAX_VALUE;
        }
        return d;
    }
}
