package java.lang;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/** A value per thread, kept in the thread's own map (keyed by identity). */
public class ThreadLocal<T> {
    public ThreadLocal() {
    }

    protected T initialValue() {
        return null;
    }

    public static <S> ThreadLocal<S> withInitial(Supplier<? extends S> supplier) {
        return new SuppliedThreadLocal<>(supplier);
    }

    /** This kind of local's map in `t` (InheritableThreadLocal uses the other one). */
    Map<ThreadLocal<?>, Object> getMap(Thread t) {
        return t.threadLocals;
    }

    void createMap(Thread t) {
        t.threadLocals = new IdentityHashMap<>();
    }

    @SuppressWarnings("unchecked")
    public T get() {
        Thread t = Thread.currentThread();
        Map<ThreadLocal<?>, Object> map = getMap(t);
        if (map != null && map.containsKey(this)) {
            return (T) map.get(this);
        }
        T value = initialValue();
        set(value);
        return value;
    }

    public void set(T value) {
        Thread t = Thread.currentThread();
        if (getMap(t) == null) {
            createMap(t);
        }
        getMap(t).put(this, value);
    }

    public void remove() {
        Map<ThreadLocal<?>, Object> map = getMap(Thread.currentThread());
        if (map != null) {
            map.remove(this);
        }
    }

    static final class SuppliedThreadLocal<T> extends ThreadLocal<T> {
        private final Supplier<? extends T> supplier;

        SuppliedThreadLocal(Supplier<? extends T> supplier) {
            this.supplier = Objects.requireNonNull(supplier);
        }

        @Override
        protected T initialValue() {
            return supplier.get();
        }
    }
}
