package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/** Same scheme as AtomicInteger: synchronized read-modify-writes, volatile plain accesses. */
public class AtomicLong extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 1927816293512124184L;

    private volatile long value;

    public AtomicLong(long initialValue) {
        value = initialValue;
    }

    public AtomicLong() {
    }

    public final long get() {
        return value;
    }

    public final void set(long newValue) {
        value = newValue;
    }

    public final void lazySet(long newValue) {
        value = newValue;
    }

    public final synchronized long getAndSet(long newValue) {
        long prev = value;
        value = newValue;
        return prev;
    }

    public final synchronized boolean compareAndSet(long expectedValue, long newValue) {
        if (value != expectedValue) {
            return false;
        }
        value = newValue;
        return true;
    }

    @Deprecated(since = "9")
    public final boolean weakCompareAndSet(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final synchronized long getAndIncrement() {
        return value++;
    }

    public final synchronized long getAndDecrement() {
        return value--;
    }

    public final synchronized long getAndAdd(long delta) {
        long prev = value;
        value = prev + delta;
        return prev;
    }

    public final synchronized long incrementAndGet() {
        return ++value;
    }

    public final synchronized long decrementAndGet() {
        return --value;
    }

    public final synchronized long addAndGet(long delta) {
        return value += delta;
    }

    public final long getAndUpdate(LongUnaryOperator updateFunction) {
        long prev = get();
        for (;;) {
            long next = updateFunction.applyAsLong(prev);
            long seen = compareAndExchange(prev, next);
            if (seen == prev) {
                return prev;
            }
            prev = seen;
        }
    }

    public final long updateAndGet(LongUnaryOperator updateFunction) {
        long prev = get();
        for (;;) {
            long next = updateFunction.applyAsLong(prev);
            long seen = compareAndExchange(prev, next);
            if (seen == prev) {
                return next;
            }
            prev = seen;
        }
    }

    public final long getAndAccumulate(long x, LongBinaryOperator accumulatorFunction) {
        long prev = get();
        for (;;) {
            long next = accumulatorFunction.applyAsLong(prev, x);
            long seen = compareAndExchange(prev, next);
            if (seen == prev) {
                return prev;
            }
            prev = seen;
        }
    }

    public final long accumulateAndGet(long x, LongBinaryOperator accumulatorFunction) {
        long prev = get();
        for (;;) {
            long next = accumulatorFunction.applyAsLong(prev, x);
            long seen = compareAndExchange(prev, next);
            if (seen == prev) {
                return next;
            }
            prev = seen;
        }
    }

    public String toString() {
        return Long.toString(get());
    }

    public int intValue() {
        return (int) get();
    }

    public long longValue() {
        return get();
    }

    public float floatValue() {
        return (float) get();
    }

    public double doubleValue() {
        return (double) get();
    }

    public final long getPlain() {
        return value;
    }

    public final void setPlain(long newValue) {
        value = newValue;
    }

    public final long getOpaque() {
        return value;
    }

    public final void setOpaque(long newValue) {
        value = newValue;
    }

    public final long getAcquire() {
        return value;
    }

    public final void setRelease(long newValue) {
        value = newValue;
    }

    public final synchronized long compareAndExchange(long expectedValue, long newValue) {
        long witness = value;
        if (witness == expectedValue) {
            value = newValue;
        }
        return witness;
    }

    public final long compareAndExchangeAcquire(long expectedValue, long newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final long compareAndExchangeRelease(long expectedValue, long newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }
}
