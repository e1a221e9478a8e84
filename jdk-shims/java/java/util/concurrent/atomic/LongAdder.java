package java.util.concurrent.atomic;

/** A single synchronized sum (see Striped64). */
public class LongAdder extends Striped64 implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;

    private volatile long base;

    public LongAdder() {
    }

    public synchronized void add(long x) {
        base += x;
    }

    public void increment() {
        add(1L);
    }

    public void decrement() {
        add(-1L);
    }

    public long sum() {
        return base;
    }

    public void reset() {
        base = 0L;
    }

    public synchronized long sumThenReset() {
        long sum = base;
        base = 0L;
        return sum;
    }

    public String toString() {
        return Long.toString(sum());
    }

    public long longValue() {
        return sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }

    public double doubleValue() {
        return (double) sum();
    }
}
