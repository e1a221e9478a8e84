package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/**
 * Green threads run one at a time but can be preempted at any taken branch,
 * so every read-modify-write is a synchronized method; plain reads and writes
 * are single volatile field accesses. The functional variants call the user's
 * function outside the monitor and retry on interference, as the JDK's CAS
 * loops do (so the function may run more than once under contention).
 */
public class AtomicInteger extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 6214790243416807050L;

    private volatile int value;

    public AtomicInteger(int initialValue) {
        value = initialValue;
    }

    public AtomicInteger() {
    }

    public final int get() {
        return value;
    }

    public final void set(int newValue) {
        value = newValue;
    }

    public final void lazySet(int newValue) {
        value = newValue;
    }

    public final synchronized int getAndSet(int newValue) {
        int prev = value;
        value = newValue;
        return prev;
    }

    public final synchronized boolean compareAndSet(int expectedValue, int newValue) {
        if (value != expectedValue) {
            return false;
        }
        value = newValue;
        return true;
    }

    @Deprecated(since = "9")
    public final boolean weakCompareAndSet(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final synchronized int getAndIncrement() {
        return value++;
    }

    public final synchronized int getAndDecrement() {
        return value--;
    }

    public final synchronized int getAndAdd(int delta) {
        int prev = value;
        value = prev + delta;
        return prev;
    }

    public final synchronized int incrementAndGet() {
        return ++value;
    }

    public final synchronized int decrementAndGet() {
        return --value;
    }

    public final synchronized int addAndGet(int delta) {
        return value += delta;
    }

    public final int getAndUpdate(IntUnaryOperator updateFunction) {
        int prev = get();
        for (;;) {
            int next = updateFunction.applyAsInt(prev);
            int seen = compareAndExchange(prev, next);
            if (seen == prev) {
                return prev;
            }
            prev = seen;
        }
    }

    public final int updateAndGet(IntUnaryOperator updateFunction) {
        int prev = get();
        for (;;) {
            int next = updateFunction.applyAsInt(prev);
            int seen = compareAndExchange(prev, next);
            if (seen == prev) {
                return next;
            }
            prev = seen;
        }
    }

    public final int getAndAccumulate(int x, IntBinaryOperator accumulatorFunction) {
        int prev = get();
        for (;;) {
            int next = accumulatorFunction.applyAsInt(prev, x);
            int seen = compareAndExchange(prev, next);
            if (seen == prev) {
                return prev;
            }
            prev = seen;
        }
    }

    public final int accumulateAndGet(int x, IntBinaryOperator accumulatorFunction) {
        int prev = get();
        for (;;) {
            int next = accumulatorFunction.applyAsInt(prev, x);
            int seen = compareAndExchange(prev, next);
            if (seen == prev) {
                return next;
            }
            prev = seen;
        }
    }

    public String toString() {
        return Integer.toString(get());
    }

    public int intValue() {
        return get();
    }

    public long longValue() {
        return (long) get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return (double) get();
    }

    public final int getPlain() {
        return value;
    }

    public final void setPlain(int newValue) {
        value = newValue;
    }

    public final int getOpaque() {
        return value;
    }

    public final void setOpaque(int newValue) {
        value = newValue;
    }

    public final int getAcquire() {
        return value;
    }

    public final void setRelease(int newValue) {
        value = newValue;
    }

    public final synchronized int compareAndExchange(int expectedValue, int newValue) {
        int witness = value;
        if (witness == expectedValue) {
            value = newValue;
        }
        return witness;
    }

    public final int compareAndExchangeAcquire(int expectedValue, int newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final int compareAndExchangeRelease(int expectedValue, int newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }
}
