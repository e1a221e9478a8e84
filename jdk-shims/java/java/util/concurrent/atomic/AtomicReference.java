package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/** Same scheme as AtomicInteger; comparisons are by identity (==), as the JDK's. */
public class AtomicReference<V> implements java.io.Serializable {
    private static final long serialVersionUID = -1848883965231344442L;

    private volatile V value;

    public AtomicReference(V initialValue) {
        value = initialValue;
    }

    public AtomicReference() {
    }

    public final V get() {
        return value;
    }

    public final void set(V newValue) {
        value = newValue;
    }

    public final void lazySet(V newValue) {
        value = newValue;
    }

    public final synchronized boolean compareAndSet(V expectedValue, V newValue) {
        if (value != expectedValue) {
            return false;
        }
        value = newValue;
        return true;
    }

    @Deprecated(since = "9")
    public final boolean weakCompareAndSet(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final synchronized V getAndSet(V newValue) {
        V prev = value;
        value = newValue;
        return prev;
    }

    public final V getAndUpdate(UnaryOperator<V> updateFunction) {
        V prev = get();
        for (;;) {
            V next = updateFunction.apply(prev);
            V seen = compareAndExchange(prev, next);
            if (seen == prev) {
                return prev;
            }
            prev = seen;
        }
    }

    public final V updateAndGet(UnaryOperator<V> updateFunction) {
        V prev = get();
        for (;;) {
            V next = updateFunction.apply(prev);
            V seen = compareAndExchange(prev, next);
            if (seen == prev) {
                return next;
            }
            prev = seen;
        }
    }

    public final V getAndAccumulate(V x, BinaryOperator<V> accumulatorFunction) {
        V prev = get();
        for (;;) {
            V next = accumulatorFunction.apply(prev, x);
            V seen = compareAndExchange(prev, next);
            if (seen == prev) {
                return prev;
            }
            prev = seen;
        }
    }

    public final V accumulateAndGet(V x, BinaryOperator<V> accumulatorFunction) {
        V prev = get();
        for (;;) {
            V next = accumulatorFunction.apply(prev, x);
            V seen = compareAndExchange(prev, next);
            if (seen == prev) {
                return next;
            }
            prev = seen;
        }
    }

    public String toString() {
        return String.valueOf(get());
    }

    public final V getPlain() {
        return value;
    }

    public final void setPlain(V newValue) {
        value = newValue;
    }

    public final V getOpaque() {
        return value;
    }

    public final void setOpaque(V newValue) {
        value = newValue;
    }

    public final V getAcquire() {
        return value;
    }

    public final void setRelease(V newValue) {
        value = newValue;
    }

    public final synchronized V compareAndExchange(V expectedValue, V newValue) {
        V witness = value;
        if (witness == expectedValue) {
            value = newValue;
        }
        return witness;
    }

    public final V compareAndExchangeAcquire(V expectedValue, V newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final V compareAndExchangeRelease(V expectedValue, V newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }
}
