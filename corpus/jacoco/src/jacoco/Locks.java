package jacoco;

/** synchronized blocks: javac adds a handler that releases the monitor. */
public class Locks {
    private final Object lock = new Object();
    private int value;

    public int inc(int by) {
        synchronized (lock) {
            if (by < 0) {
                throw new IllegalArgumentException("negative");
            }
            value += by;
            return value;
        }
    }

    public synchronized int get() {
        return value;
    }

    public int nested(int by) {
        synchronized (lock) {
            synchronized (this) {
                value = by > 0 ? value + by : value;
            }
        }
        return value;
    }
}
