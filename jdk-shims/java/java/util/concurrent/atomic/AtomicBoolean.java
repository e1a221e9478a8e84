package java.util.concurrent.atomic;

/** Same scheme as AtomicInteger: synchronized read-modify-writes, volatile plain accesses. */
public class AtomicBoolean implements java.io.Serializable {
    private static final long serialVersionUID = 4654671469794556979L;

    private volatile boolean value;

    public AtomicBoolean(boolean initialValue) {
        value = initialValue;
    }

    public AtomicBoolean() {
    }

    public final boolean get() {
        return value;
    }

    public final synchronized boolean compareAndSet(boolean expectedValue, boolean newValue) {
        if (value != expectedValue) {
            return false;
        }
        value = newValue;
        return true;
    }

    @Deprecated(since = "9")
    public boolean weakCompareAndSet(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public boolean weakCompareAndSetPlain(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final void set(boolean newValue) {
        value = newValue;
    }

    public final void lazySet(boolean newValue) {
        value = newValue;
    }

    public final synchronized boolean getAndSet(boolean newValue) {
        boolean prev = value;
        value = newValue;
        return prev;
    }

    public String toString() {
        return Boolean.toString(get());
    }

    public final boolean getPlain() {
        return value;
    }

    public final void setPlain(boolean newValue) {
        value = newValue;
    }

    public final boolean getOpaque() {
        return value;
    }

    public final void setOpaque(boolean newValue) {
        value = newValue;
    }

    public final boolean getAcquire() {
        return value;
    }

    public final void setRelease(boolean newValue) {
        value = newValue;
    }

    public final synchronized boolean compareAndExchange(boolean expectedValue, boolean newValue) {
        boolean witness = value;
        if (witness == expectedValue) {
            value = newValue;
        }
        return witness;
    }

    public final boolean compareAndExchangeAcquire(boolean expectedValue, boolean newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean compareAndExchangeRelease(boolean expectedValue, boolean newValue) {
        return compareAndExchange(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetAcquire(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetRelease(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }
}
