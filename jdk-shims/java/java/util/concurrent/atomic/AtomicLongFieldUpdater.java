package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import jdk.internal.terrarium.FieldAccess;

/**
 * Atomic operations on a named `volatile long` instance field, built as
 * AtomicIntegerFieldUpdater is (and sharing its lookup helpers): the field
 * is found by jdk.internal.terrarium.FieldAccess and read and written by
 * slot (a long in one native call, never torn). Green threads run one at a time, and a native
 * call is not a preemption point, so a plain get or set is one FieldAccess
 * call; read-modify-writes hold a lock private to the implementation class
 * (the target object's own monitor belongs to the user), shared by every
 * updater of that class so two updaters of one field stay atomic together.
 *
 * newUpdater checks, in the JDK's order: the class declares the field
 * (RuntimeException wrapping NoSuchFieldException), its type is long, it is
 * volatile, it is not static (IllegalArgumentException without a message).
 * Not reproduced: the caller-sensitive access checks (a private or
 * package-private field of a class the caller may not access, and the
 * narrowing of receivers for protected fields accessed from a subclass in
 * another package).
 */
public abstract class AtomicLongFieldUpdater<T> {

    public static <U> AtomicLongFieldUpdater<U> newUpdater(Class<U> tclass, String fieldName) {
        return new CASUpdater<U>(tclass, fieldName);
    }

    protected AtomicLongFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, long expect, long update);

    public abstract boolean weakCompareAndSet(T obj, long expect, long update);

    public abstract void set(T obj, long newValue);

    public abstract void lazySet(T obj, long newValue);

    public abstract long get(T obj);

    // The defaults below serve user subclasses: each is a loop of get and
    // compareAndSet, re-reading the field after every failed attempt.

    public long getAndSet(T obj, long newValue) {
        for (;;) {
            long prev = get(obj);
            if (compareAndSet(obj, prev, newValue)) {
                return prev;
            }
        }
    }

    public long getAndIncrement(T obj) {
        return getAndAdd(obj, 1L);
    }

    public long getAndDecrement(T obj) {
        return getAndAdd(obj, -1L);
    }

    public long getAndAdd(T obj, long delta) {
        for (;;) {
            long prev = get(obj);
            if (compareAndSet(obj, prev, prev + delta)) {
                return prev;
            }
        }
    }

    public long incrementAndGet(T obj) {
        return addAndGet(obj, 1L);
    }

    public long decrementAndGet(T obj) {
        return addAndGet(obj, -1L);
    }

    public long addAndGet(T obj, long delta) {
        for (;;) {
            long prev = get(obj);
            long next = prev + delta;
            if (compareAndSet(obj, prev, next)) {
                return next;
            }
        }
    }

    // The functional forms may call the function more than once when the
    // field changes between the read and the compareAndSet.

    public final long getAndUpdate(T obj, LongUnaryOperator updateFunction) {
        for (;;) {
            long prev = get(obj);
            long next = updateFunction.applyAsLong(prev);
            if (compareAndSet(obj, prev, next)) {
                return prev;
            }
        }
    }

    public final long updateAndGet(T obj, LongUnaryOperator updateFunction) {
        for (;;) {
            long prev = get(obj);
            long next = updateFunction.applyAsLong(prev);
            if (compareAndSet(obj, prev, next)) {
                return next;
            }
        }
    }

    public final long getAndAccumulate(T obj, long x, LongBinaryOperator accumulatorFunction) {
        for (;;) {
            long prev = get(obj);
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(obj, prev, next)) {
                return prev;
            }
        }
    }

    public final long accumulateAndGet(T obj, long x, LongBinaryOperator accumulatorFunction) {
        for (;;) {
            long prev = get(obj);
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(obj, prev, next)) {
                return next;
            }
        }
    }

    /** Named as HotSpot's implementation (the JDK picks it where the VM has a long CAS). */
    private static final class CASUpdater<T> extends AtomicLongFieldUpdater<T> {
        /** Guards every read-modify-write of every long field updater. */
        private static final Object LOCK = jdk.internal.terrarium.FieldAccess.LOCK;

        private final Class<T> tclass;
        private final int slot;

        CASUpdater(Class<T> tclass, String fieldName) {
            int s = AtomicIntegerFieldUpdater.declaredSlot(tclass, fieldName);
            if (!"J".equals(FieldAccess.descriptor(tclass, fieldName))) {
                throw new IllegalArgumentException("Must be long type");
            }
            if (!AtomicIntegerFieldUpdater.isVolatile(FieldAccess.modifiers(tclass, fieldName))) {
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

        public final boolean compareAndSet(T obj, long expect, long update) {
            check(obj);
            synchronized (LOCK) {
                if (FieldAccess.getLong(obj, slot) != expect) {
                    return false;
                }
                FieldAccess.putLong(obj, slot, update);
                return true;
            }
        }

        public final boolean weakCompareAndSet(T obj, long expect, long update) {
            return compareAndSet(obj, expect, update);
        }

        public final void set(T obj, long newValue) {
            check(obj);
            FieldAccess.putLong(obj, slot, newValue);
        }

        public final void lazySet(T obj, long newValue) {
            check(obj);
            FieldAccess.putLong(obj, slot, newValue);
        }

        public final long get(T obj) {
            check(obj);
            return FieldAccess.getLong(obj, slot);
        }

        public final long getAndSet(T obj, long newValue) {
            check(obj);
            synchronized (LOCK) {
                long prev = FieldAccess.getLong(obj, slot);
                FieldAccess.putLong(obj, slot, newValue);
                return prev;
            }
        }

        public final long getAndAdd(T obj, long delta) {
            check(obj);
            synchronized (LOCK) {
                long prev = FieldAccess.getLong(obj, slot);
                FieldAccess.putLong(obj, slot, prev + delta);
                return prev;
            }
        }

        public final long addAndGet(T obj, long delta) {
            check(obj);
            synchronized (LOCK) {
                long next = FieldAccess.getLong(obj, slot) + delta;
                FieldAccess.putLong(obj, slot, next);
                return next;
            }
        }

        public final long getAndIncrement(T obj) {
            return getAndAdd(obj, 1L);
        }

        public final long getAndDecrement(T obj) {
            return getAndAdd(obj, -1L);
        }

        public final long incrementAndGet(T obj) {
            return addAndGet(obj, 1L);
        }

        public final long decrementAndGet(T obj) {
            return addAndGet(obj, -1L);
        }
    }
}
