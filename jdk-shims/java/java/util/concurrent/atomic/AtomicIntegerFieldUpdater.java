package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import jdk.internal.terrarium.FieldAccess;

/**
 * Atomic operations on a named `volatile int` instance field, without
 * reflection: the field is found by jdk.internal.terrarium.FieldAccess and
 * read and written by slot. Green threads run one at a time, and a native
 * call is not a preemption point, so a plain get or set is one FieldAccess
 * call; read-modify-writes hold a lock private to the implementation class
 * (the target object's own monitor belongs to the user), shared by every
 * updater of that class so two updaters of one field stay atomic together.
 *
 * newUpdater checks, in the JDK's order: the class declares the field
 * (RuntimeException wrapping NoSuchFieldException), its type is int, it is
 * volatile, it is not static (IllegalArgumentException without a message).
 * Not reproduced: the caller-sensitive access checks (a private or
 * package-private field of a class the caller may not access, and the
 * narrowing of receivers for protected fields accessed from a subclass in
 * another package).
 */
public abstract class AtomicIntegerFieldUpdater<T> {

    public static <U> AtomicIntegerFieldUpdater<U> newUpdater(Class<U> tclass, String fieldName) {
        return new AtomicIntegerFieldUpdaterImpl<U>(tclass, fieldName);
    }

    protected AtomicIntegerFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, int expect, int update);

    public abstract boolean weakCompareAndSet(T obj, int expect, int update);

    public abstract void set(T obj, int newValue);

    public abstract void lazySet(T obj, int newValue);

    public abstract int get(T obj);

    // The defaults below serve user subclasses: each is a loop of get and
    // compareAndSet, re-reading the field after every failed attempt.

    public int getAndSet(T obj, int newValue) {
        for (;;) {
            int prev = get(obj);
            if (compareAndSet(obj, prev, newValue)) {
                return prev;
            }
        }
    }

    public int getAndIncrement(T obj) {
        return getAndAdd(obj, 1);
    }

    public int getAndDecrement(T obj) {
        return getAndAdd(obj, -1);
    }

    public int getAndAdd(T obj, int delta) {
        for (;;) {
            int prev = get(obj);
            if (compareAndSet(obj, prev, prev + delta)) {
                return prev;
            }
        }
    }

    public int incrementAndGet(T obj) {
        return addAndGet(obj, 1);
    }

    public int decrementAndGet(T obj) {
        return addAndGet(obj, -1);
    }

    public int addAndGet(T obj, int delta) {
        for (;;) {
            int prev = get(obj);
            int next = prev + delta;
            if (compareAndSet(obj, prev, next)) {
                return next;
            }
        }
    }

    // The functional forms may call the function more than once when the
    // field changes between the read and the compareAndSet.

    public final int getAndUpdate(T obj, IntUnaryOperator updateFunction) {
        for (;;) {
            int prev = get(obj);
            int next = updateFunction.applyAsInt(prev);
            if (compareAndSet(obj, prev, next)) {
                return prev;
            }
        }
    }

    public final int updateAndGet(T obj, IntUnaryOperator updateFunction) {
        for (;;) {
            int prev = get(obj);
            int next = updateFunction.applyAsInt(prev);
            if (compareAndSet(obj, prev, next)) {
                return next;
            }
        }
    }

    public final int getAndAccumulate(T obj, int x, IntBinaryOperator accumulatorFunction) {
        for (;;) {
            int prev = get(obj);
            int next = accumulatorFunction.applyAsInt(prev, x);
            if (compareAndSet(obj, prev, next)) {
                return prev;
            }
        }
    }

    public final int accumulateAndGet(T obj, int x, IntBinaryOperator accumulatorFunction) {
        for (;;) {
            int prev = get(obj);
            int next = accumulatorFunction.applyAsInt(prev, x);
            if (compareAndSet(obj, prev, next)) {
                return next;
            }
        }
    }

    /**
     * The slot of instance field `fieldName` declared by `tclass` (-2 when
     * it is static), or the JDK's exception for a missing field. Shared by
     * the three updaters. The JDK looks the field up with
     * `tclass.getDeclaredField(fieldName)` inside an anonymous privileged
     * action and wraps whatever it throws in a RuntimeException, so a null
     * class gives its helpful NullPointerException message, naming that
     * action's captured variable, and a null name a bare one.
     */
    static int declaredSlot(Class<?> tclass, String fieldName) {
        if (tclass == null) {
            throw new RuntimeException(new NullPointerException(
                    "Cannot invoke \"java.lang.Class.getDeclaredField(String)\" because \"this.val$tclass\" is null"));
        }
        if (fieldName == null) {
            throw new RuntimeException(new NullPointerException());
        }
        int slot = FieldAccess.slot(tclass, fieldName);
        if (slot == -1) {
            throw new RuntimeException(new NoSuchFieldException(fieldName));
        }
        return slot;
    }

    /** Whether access flags `modifiers` include ACC_VOLATILE. */
    static boolean isVolatile(int modifiers) {
        return (modifiers & 0x0040) != 0;
    }

    private static final class AtomicIntegerFieldUpdaterImpl<T> extends AtomicIntegerFieldUpdater<T> {
        /** Guards every read-modify-write of every int field updater. */
        private static final Object LOCK = jdk.internal.terrarium.FieldAccess.LOCK;

        private final Class<T> tclass;
        private final int slot;

        AtomicIntegerFieldUpdaterImpl(Class<T> tclass, String fieldName) {
            int s = declaredSlot(tclass, fieldName);
            if (!"I".equals(FieldAccess.descriptor(tclass, fieldName))) {
                throw new IllegalArgumentException("Must be integer type");
            }
            if (!isVolatile(FieldAccess.modifiers(tclass, fieldName))) {
                throw new IllegalArgumentException("Must be volatile type");
            }
            if (s < 0) {
                throw new IllegalArgumentException();
            }
            this.tclass = tclass;
            this.slot = s;
        }

        /** The JDK's receiver check: null or not a T is a ClassCastException without a message. */
        private void check(T obj) {
            if (!tclass.isInstance(obj)) {
                throw new ClassCastException();
            }
        }

        public final boolean compareAndSet(T obj, int expect, int update) {
            check(obj);
            synchronized (LOCK) {
                if (FieldAccess.getInt(obj, slot) != expect) {
                    return false;
                }
                FieldAccess.putInt(obj, slot, update);
                return true;
            }
        }

        public final boolean weakCompareAndSet(T obj, int expect, int update) {
            return compareAndSet(obj, expect, update);
        }

        public final void set(T obj, int newValue) {
            check(obj);
            FieldAccess.putInt(obj, slot, newValue);
        }

        public final void lazySet(T obj, int newValue) {
            check(obj);
            FieldAccess.putInt(obj, slot, newValue);
        }

        public final int get(T obj) {
            check(obj);
            return FieldAccess.getInt(obj, slot);
        }

        public final int getAndSet(T obj, int newValue) {
            check(obj);
            synchronized (LOCK) {
                int prev = FieldAccess.getInt(obj, slot);
                FieldAccess.putInt(obj, slot, newValue);
                return prev;
            }
        }

        public final int getAndAdd(T obj, int delta) {
            check(obj);
            synchronized (LOCK) {
                int prev = FieldAccess.getInt(obj, slot);
                FieldAccess.putInt(obj, slot, prev + delta);
                return prev;
            }
        }

        public final int addAndGet(T obj, int delta) {
            check(obj);
            synchronized (LOCK) {
                int next = FieldAccess.getInt(obj, slot) + delta;
                FieldAccess.putInt(obj, slot, next);
                return next;
            }
        }

        public final int getAndIncrement(T obj) {
            return getAndAdd(obj, 1);
        }

        public final int getAndDecrement(T obj) {
            return getAndAdd(obj, -1);
        }

        public final int incrementAndGet(T obj) {
            return addAndGet(obj, 1);
        }

        public final int decrementAndGet(T obj) {
            return addAndGet(obj, -1);
        }
    }
}
