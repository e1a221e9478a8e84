package java.lang;

import java.util.IdentityHashMap;
import java.util.Map;

/** A ThreadLocal whose values a new thread copies from the thread that made it. */
public class InheritableThreadLocal<T> extends ThreadLocal<T> {
    public InheritableThreadLocal() {
    }

    protected T childValue(T parentValue) {
        return parentValue;
    }

    @Override
    Map<ThreadLocal<?>, Object> getMap(Thread t) {
        return t.inheritableThreadLocals;
    }

    @Override
    void createMap(Thread t) {
        t.inheritableThreadLocals = new IdentityHashMap<>();
    }
}
