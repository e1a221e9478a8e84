package java.lang;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A value computed lazily once per class. As in the JDK, threads racing
 * to compute the same value each run computeValue and the first result
 * stored wins; remove during a computation does not discard it; a value
 * computed after remove replaces the removed one.
 */
public abstract class ClassValue<T> {
    /** Class → a Computing mark, or a Value; guarded by itself. */
    private final Map<Class<?>, Object> values = new IdentityHashMap<>();

    /** Marks a value being computed; shared by the threads computing it together. */
    private static final class Computing {
    }

    private static final class Value {
        final Object value;

        Value(Object value) {
            this.value = value;
        }
    }

    protected ClassValue() {
    }

    protected abstract T computeValue(Class<?> type);

    @SuppressWarnings("unchecked")
    public T get(Class<?> type) {
        Objects.requireNonNull(type);
        for (;;) {
            Object mark;
            synchronized (values) {
                Object e = values.get(type);
                if (e instanceof Value) {
                    return (T) ((Value) e).value;
                }
                if (e == null) {
                    e = new Computing();
                    values.put(type, e);
                }
                mark = e;
            }
            T v;
            try {
                v = computeValue(type);
            } catch (Throwable t) {
                synchronized (values) {
                    if (values.get(type) == mark) {
                        values.remove(type);
                    }
                }
                throw t;
            }
            synchronized (values) {
                if (values.get(type) == mark) {
                    values.put(type, new Value(v));
                    return v;
                }
            }
            // Another thread stored its value first (or it was removed since): look again.
        }
    }

    public void remove(Class<?> type) {
        Objects.requireNonNull(type);
        synchronized (values) {
            if (values.get(type) instanceof Value) {
                values.remove(type);
            }
        }
    }
}
