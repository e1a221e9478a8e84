package java.util.concurrent.locks;

import java.util.HashMap;
import java.util.Map;

/**
 * Parking on the VM's green threads: a thread parks until its permit is
 * given (unpark), it is interrupted, or its virtual deadline passes.
 */
public class LockSupport {
    /** What each parked thread waits for (getBlocker); Thread keeps no field for it here. */
    private static final Map<Thread, Object> blockers = new HashMap<>();

    private LockSupport() {
    }

    private static native void park0();

    private static native void parkNanos0(long nanos);

    private static native void unpark0(Thread thread);

    public static void unpark(Thread thread) {
        if (thread != null) {
            unpark0(thread);
        }
    }

    public static void park() {
        park0();
    }

    public static void park(Object blocker) {
        Thread t = Thread.currentThread();
        setBlocker(t, blocker);
        try {
            park0();
        } finally {
            setBlocker(t, null);
        }
    }

    public static void parkNanos(long nanos) {
        if (nanos > 0) {
            parkNanos0(nanos);
        }
    }

    public static void parkNanos(Object blocker, long nanos) {
        if (nanos > 0) {
            Thread t = Thread.currentThread();
            setBlocker(t, blocker);
            try {
                parkNanos0(nanos);
            } finally {
                setBlocker(t, null);
            }
        }
    }

    public static void parkUntil(long deadline) {
        parkNanos(untilNanos(deadline));
    }

    public static void parkUntil(Object blocker, long deadline) {
        parkNanos(blocker, untilNanos(deadline));
    }

    private static long untilNanos(long deadlineMillis) {
        long ms = deadlineMillis - System.currentTimeMillis();
        return ms <= 0 ? 0 : (ms > Long.MAX_VALUE / 1000000 ? Long.MAX_VALUE : ms * 1000000);
    }

    public static Object getBlocker(Thread t) {
        if (t == null) {
            throw new NullPointerException();
        }
        synchronized (blockers) {
            return blockers.get(t);
        }
    }

    public static void setCurrentBlocker(Object blocker) {
        setBlocker(Thread.currentThread(), blocker);
    }

    private static void setBlocker(Thread t, Object blocker) {
        synchronized (blockers) {
            if (blocker == null) {
                blockers.remove(t);
            } else {
                blockers.put(t, blocker);
            }
        }
    }
}
