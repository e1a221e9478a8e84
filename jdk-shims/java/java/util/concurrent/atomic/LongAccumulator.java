package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;

/**
 * A single value (see Striped64). The function runs outside the monitor and
 * the update retries if another thread got in between, as the JDK's CAS does.
 */
public class LongAccumulator extends Striped64 implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;

    private final LongBinaryOperator function;
    private final long identity;
    private volatile long base;

    public LongAccumulator(LongBinaryOperator accumulatorFunction, long identity) {
        this.function = accumulatorFunction;
        this.identity = identity;
        this.base = identity;
    }

    private synchronized boolean replace(long expected, long value) {
        if (base != expected) {
            return false;
        }
        base = value;
        return true;
    }

    public void accumulate(long x) {
        for (;;) {
            long b = base;
            long r = function.applyAsLong(b, x);
            if (r == b || replace(b, r)) {
                return;
            }
        }
    }

    public long get() {
        return base;
    }

    public void reset() {
        base = identity;
    }

    public synchronized long getThenReset() {
        long result = base;
        base = identity;
        return result;
    }

    public String toString() {
        return Long.toString(get());
    }

    public long longValue() {
        return get();
    }

    public int intValue() {
        return (int) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return (double) get();
    }
}
