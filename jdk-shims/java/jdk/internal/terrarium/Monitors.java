package jdk.internal.terrarium;

/**
 * Timed waits in nanoseconds for java.util.concurrent (HotSpot parks for
 * exactly that long; Object.wait(ms, ns) rounds up to a millisecond, which
 * would make scheduled tasks and timed awaits fire late).
 */
public final class Monitors {
    private Monitors() {
    }

    /** Object.wait on `m` (held by the caller) for at most `nanos` (> 0) of virtual time. */
    public static native void waitNanos(Object m, long nanos) throws InterruptedException;
}
