package java.util;

/** A task for a Timer; its schedule fields are guarded by lock and read by the timer's thread. */
public abstract class TimerTask implements Runnable {
    static final int VIRGIN = 0;
    static final int SCHEDULED = 1;
    static final int EXECUTED = 2;
    static final int CANCELLED = 3;

    final Object lock = new Object();
    int state = VIRGIN;
    /** In System.currentTimeMillis terms. */
    long nextExecutionTime;
    /** Positive: fixed rate; negative: fixed delay; zero: once. */
    long period;

    protected TimerTask() {
    }

    public abstract void run();

    /** True if this stops a scheduled execution (a one-shot task not yet run, or a repeating one). */
    public boolean cancel() {
        synchronized (lock) {
            boolean result = (state == SCHEDULED);
            state = CANCELLED;
            return result;
        }
    }

    public long scheduledExecutionTime() {
        synchronized (lock) {
            return (period < 0) ? nextExecutionTime + period : nextExecutionTime - period;
        }
    }
}
