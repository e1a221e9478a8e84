package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/**
 * Same scheme as AtomicInteger, per element: read-modify-writes are
 * synchronized, plain accesses are single array loads and stores (whose
 * bounds errors read as the JDK's: "Index 5 out of bounds for length 3").
 */
public class AtomicIntegerArray implements java.io.Serializable {
    private static final long serialVersionUID = 2862133569453604235L;

    private final int[] array;

    public AtomicIntegerArray(int length) {
        array = new int[length];
    }

    public AtomicIntegerArray(int[] array) {
        this.array = array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final int get(int i) {
        return array[i];
    }

    public final void set(int i, int newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, int newValue) {
        array[i] = newValue;
    }

    public final synchronized int getAndSet(int i, int newValue) {
        int prev = array[i];
        array[i] = newValue;
        return prev;
    }

    public final synchronized boolean compareAndSet(int i, int expectedValue, int newValue) {
        if (array[i] != expectedValue) {
            return false;
        }
        array[i] = newValue;
        return true;
    }

    @Deprecated(since = "9")
    public final boolean weakCompareAndSet(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final synchronized int getAndIncrement(int i) {
        return array[i]++;
    }

    public final synchronized int getAndDecrement(int i) {
        return array[i]--;
    }

    public final synchronized int getAndAdd(int i, int delta) {
        int prev = array[i];
        array[i] = prev + delta;
        return prev;
    }

    public final synchronized int incrementAndGet(int i) {
        return ++array[i];
    }

    public final synchronized int decrementAndGet(int i) {
        return --array[i];
    }

    public final synchronized int addAndGet(int i, int delta) {
        return array[i] += delta;
    }

    public final int getAndUpdate(int i, IntUnaryOperator updateFunction) {
        int prev = get(i);
        for (;;) {
            int next = updateFunction.applyAsInt(prev);
            int seen = compareAndExchange(i, prev, next);
            if (seen == prev) {
                return prev;
            }
            prev = seen;
        }
    }

    public final int updateAndGet(int i, IntUnaryOperator updateFunction) {
        int prev = get(i);
        for (;;) {
            int next = updateFunction.applyAsInt(prev);
            int seen = compareAndExchange(i, prev, next);
            if (seen == prev) {
                return next;
            }
            prev = seen;
        }
    }

    public final int getAndAccumulate(int i, int x, IntBinaryOperator accumulatorFunction) {
        int prev = get(i);
        for (;;) {
            int next = accumulatorFunction.applyAsInt(prev, x);
            int seen = compareAndExchange(i, prev, next);
            if (seen == prev) {
                return prev;
            }
            prev = seen;
        }
    }

    public final int accumulateAndGet(int i, int x, IntBinaryOperator accumulatorFunction) {
        int prev = get(i);
        for (;;) {
            int next = accumulatorFunction.applyAsInt(prev, x);
            int seen = compareAndExchange(i, prev, next);
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

    public final int getPlain(int i) {
        return array[i];
    }

    public final void setPlain(int i, int newValue) {
        array[i] = newValue;
    }

    public final int getOpaque(int i) {
        return array[i];
    }

    public final void setOpaque(int i, int newValue) {
        array[i] = newValue;
    }

    public final int getAcquire(int i) {
        return array[i];
    }

    public final void setRelease(int i, int newValue) {
        array[i] = newValue;
    }

    public final synchronized int compareAndExchange(int i, int expectedValue, int newValue) {
        int witness = array[i];
        if (witness == expectedValue) {
            array[i] = newValue;
        }
        return witness;
    }

    public final int compareAndExchangeAcquire(int i, int expectedValue, int newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final int compareAndExchangeRelease(int i, int expectedValue, int newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }
}
