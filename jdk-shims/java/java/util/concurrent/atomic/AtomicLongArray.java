package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/** Same scheme as AtomicIntegerArray. */
public class AtomicLongArray implements java.io.Serializable {
    private static final long serialVersionUID = -2308431214976778248L;

    private final long[] array;

    public AtomicLongArray(int length) {
        array = new long[length];
    }

    public AtomicLongArray(long[] array) {
        this.array = array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final long get(int i) {
        return array[i];
    }

    public final void set(int i, long newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, long newValue) {
        array[i] = newValue;
    }

    public final synchronized long getAndSet(int i, long newValue) {
        long prev = array[i];
        array[i] = newValue;
        return prev;
    }

    public final synchronized boolean compareAndSet(int i, long expectedValue, long newValue) {
        if (array[i] != expectedValue) {
            return false;
        }
        array[i] = newValue;
        return true;
    }

    @Deprecated(since = "9")
    public final boolean weakCompareAndSet(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final synchronized long getAndIncrement(int i) {
        return array[i]++;
    }

    public final synchronized long getAndDecrement(int i) {
        return array[i]--;
    }

    public final synchronized long getAndAdd(int i, long delta) {
        long prev = array[i];
        array[i] = prev + delta;
        return prev;
    }

    public final synchronized long incrementAndGet(int i) {
        return ++array[i];
    }

    public final synchronized long decrementAndGet(int i) {
        return --array[i];
    }

    public final synchronized long addAndGet(int i, long delta) {
        return array[i] += delta;
    }

    public final long getAndUpdate(int i, LongUnaryOperator updateFunction) {
        long prev = get(i);
        for (;;) {
            long next = updateFunction.applyAsLong(prev);
            long seen = compareAndExchange(i, prev, next);
            if (seen == prev) {
                return prev;
            }
            prev = seen;
        }
    }

    public final long updateAndGet(int i, LongUnaryOperator updateFunction) {
        long prev = get(i);
        for (;;) {
            long next = updateFunction.applyAsLong(prev);
            long seen = compareAndExchange(i, prev, next);
            if (seen == prev) {
                return next;
            }
            prev = seen;
        }
    }

    public final long getAndAccumulate(int i, long x, LongBinaryOperator accumulatorFunction) {
        long prev = get(i);
        for (;;) {
            long next = accumulatorFunction.applyAsLong(prev, x);
            long seen = compareAndExchange(i, prev, next);
            if (seen == prev) {
                return prev;
            }
            prev = seen;
        }
    }

    public final long accumulateAndGet(int i, long x, LongBinaryOperator accumulatorFunction) {
        long prev = get(i);
        for (;;) {
            long next = accumulatorFunction.applyAsLong(prev, x);
            long seen = compareAndExchange(i, prev, next);
            if (seen == prev) {
                return next;
            }
            prev = seen;
        }
    }

    public String toString() {
        int last = array.length - 1;
        if (last == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(array[i]);
            if (i == last) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public final long getPlain(int i) {
        return array[i];
    }

    public final void setPlain(int i, long newValue) {
        array[i] = newValue;
    }

    public final long getOpaque(int i) {
        return array[i];
    }

    public final void setOpaque(int i, long newValue) {
        array[i] = newValue;
    }

    public final long getAcquire(int i) {
        return array[i];
    }

    public final void setRelease(int i, long newValue) {
        array[i] = newValue;
    }

    public final synchronized long compareAndExchange(int i, long expectedValue, long newValue) {
        long witness = array[i];
        if (witness == expectedValue) {
            array[i] = newValue;
        }
        return witness;
    }

    public final long compareAndExchangeAcquire(int i, long expectedValue, long newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final long compareAndExchangeRelease(int i, long expectedValue, long newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }
}
