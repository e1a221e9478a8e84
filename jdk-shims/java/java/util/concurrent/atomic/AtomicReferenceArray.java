package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/** Same scheme as AtomicIntegerArray; comparisons are by identity (==). */
public class AtomicReferenceArray<E> implements java.io.Serializable {
    private static final long serialVersionUID = -6209656149925076980L;

    // An Object[] whatever the argument's runtime type, so any E can be stored.
    private final Object[] array;

    public AtomicReferenceArray(int length) {
        array = new Object[length];
    }

    public AtomicReferenceArray(E[] array) {
        Object[] copy = new Object[array.length];
        System.arraycopy(array, 0, copy, 0, copy.length);
        this.array = copy;
    }

    public final int length() {
        return array.length;
    }

    @SuppressWarnings("unchecked")
    private E at(int i) {
        return (E) array[i];
    }

    public final E get(int i) {
        return at(i);
    }

    public final void set(int i, E newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, E newValue) {
        array[i] = newValue;
    }

    public final synchronized E getAndSet(int i, E newValue) {
        E prev = at(i);
        array[i] = newValue;
        return prev;
    }

    public final synchronized boolean compareAndSet(int i, E expectedValue, E newValue) {
        if (array[i] != expectedValue) {
            return false;
        }
        array[i] = newValue;
        return true;
    }

    @Deprecated(since = "9")
    public final boolean weakCompareAndSet(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final E getAndUpdate(int i, UnaryOperator<E> updateFunction) {
        E prev = get(i);
        for (;;) {
            E next = updateFunction.apply(prev);
            E seen = compareAndExchange(i, prev, next);
            if (seen == prev) {
                return prev;
            }
            prev = seen;
        }
    }

    public final E updateAndGet(int i, UnaryOperator<E> updateFunction) {
        E prev = get(i);
        for (;;) {
            E next = updateFunction.apply(prev);
            E seen = compareAndExchange(i, prev, next);
            if (seen == prev) {
                return next;
            }
            prev = seen;
        }
    }

    public final E getAndAccumulate(int i, E x, BinaryOperator<E> accumulatorFunction) {
        E prev = get(i);
        for (;;) {
            E next = accumulatorFunction.apply(prev, x);
            E seen = compareAndExchange(i, prev, next);
            if (seen == prev) {
                return prev;
            }
            prev = seen;
        }
    }

    public final E accumulateAndGet(int i, E x, BinaryOperator<E> accumulatorFunction) {
        E prev = get(i);
        for (;;) {
            E next = accumulatorFunction.apply(prev, x);
            E seen = compareAndExchange(i, prev, next);
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

    public final E getPlain(int i) {
        return at(i);
    }

    public final void setPlain(int i, E newValue) {
        array[i] = newValue;
    }

    public final E getOpaque(int i) {
        return at(i);
    }

    public final void setOpaque(int i, E newValue) {
        array[i] = newValue;
    }

    public final E getAcquire(int i) {
        return at(i);
    }

    public final void setRelease(int i, E newValue) {
        array[i] = newValue;
    }

    public final synchronized E compareAndExchange(int i, E expectedValue, E newValue) {
        E witness = at(i);
        if (witness == expectedValue) {
            array[i] = newValue;
        }
        return witness;
    }

    public final E compareAndExchangeAcquire(int i, E expectedValue, E newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final E compareAndExchangeRelease(int i, E expectedValue, E newValue) {
        return compareAndExchange(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }
}
