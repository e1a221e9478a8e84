package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import jdk.internal.terrarium.FieldAccess;

/**
 * Atomic operations on a named `volatile` reference instance field, built as
 * AtomicIntegerFieldUpdater is (and sharing its lookup helpers); comparisons
 * are by identity (==), as the JDK's.
 *
 * newUpdater checks, in the JDK's order: the class declares the field
 * (RuntimeException wrapping NoSuchFieldException), its declared type is
 * exactly `vclass` (ClassCastException without a message; a null vclass
 * never matches), `vclass` is not primitive ("Must be reference type"), the
 * field is volatile, it is not static (IllegalArgumentException without a
 * message). The type match compares the field's descriptor with vclass's
 * name, so two distinct classes of one name from different loaders would
 * pass where the JDK's identity check fails. Each write checks the new
 * value is null or a `vclass` (ClassCastException without a message); the
 * expected value of compareAndSet is not checked. Not reproduced: the
 * caller-sensitive access checks (see AtomicIntegerFieldUpdater).
 */
public abstract class AtomicReferenceFieldUpdater<T, V> {

    public static <U, W> AtomicReferenceFieldUpdater<U, W> newUpdater(Class<U> tclass, Class<W> vclass,
            String fieldName) {
        return new AtomicReferenceFieldUpdaterImpl<U, W>(tclass, vclass, fieldName);
    }

    protected AtomicReferenceFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, V expect, V update);

    public abstract boolean weakCompareAndSet(T obj, V expect, V update);

    public abstract void set(T obj, V newValue);

    public abstract void lazySet(T obj, V newValue);

    public abstract V get(T obj);

    /** For user subclasses: a loop of get and compareAndSet. */
    public V getAndSet(T obj, V newValue) {
        for (;;) {
            V prev = get(obj);
            if (compareAndSet(obj, prev, newValue)) {
                return prev;
            }
        }
    }

    // The functional forms may call the function more than once when the
    // field changes between the read and the compareAndSet.

    public final V getAndUpdate(T obj, UnaryOperator<V> updateFunction) {
        for (;;) {
            V prev = get(obj);
            V next = updateFunction.apply(prev);
            if (compareAndSet(obj, prev, next)) {
                return prev;
            }
        }
    }

    public final V updateAndGet(T obj, UnaryOperator<V> updateFunction) {
        for (;;) {
            V prev = get(obj);
            V next = updateFunction.apply(prev);
            if (compareAndSet(obj, prev, next)) {
                return next;
            }
        }
    }

    public final V getAndAccumulate(T obj, V x, BinaryOperator<V> accumulatorFunction) {
        for (;;) {
            V prev = get(obj);
            V next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(obj, prev, next)) {
                return prev;
            }
        }
    }

    public final V accumulateAndGet(T obj, V x, BinaryOperator<V> accumulatorFunction) {
        for (;;) {
            V prev = get(obj);
            V next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(obj, prev, next)) {
                return next;
            }
        }
    }

    /** The field descriptor naming `c`: "I", "[Ljava/lang/String;", "Ljava/lang/String;". */
    private static String descriptorOf(Class<?> c) {
        String name = c.getName();
        if (c.isPrimitive()) {
            switch (name) {
                case "boolean": return "Z";
                case "byte": return "B";
                case "char": return "C";
                case "short": return "S";
                case "int": return "I";
                case "long": return "J";
                case "float": return "F";
                case "double": return "D";
                default: return "V";
            }
        }
        name = name.replace('.', '/');
        return name.startsWith("[") ? name : "L" + name + ";";
    }

    private static final class AtomicReferenceFieldUpdaterImpl<T, V> extends AtomicReferenceFieldUpdater<T, V> {
        /** Guards every read-modify-write of every reference field updater. */
        private static final Object LOCK = jdk.internal.terrarium.FieldAccess.LOCK;

        private final Class<T> tclass;
        private final Class<V> vclass;
        private final int slot;

        AtomicReferenceFieldUpdaterImpl(Class<T> tclass, Class<V> vclass, String fieldName) {
            int s = AtomicIntegerFieldUpdater.declaredSlot(tclass, fieldName);
            if (vclass == null || !descriptorOf(vclass).equals(FieldAccess.descriptor(tclass, fieldName))) {
                throw new ClassCastException();
            }
            if (vclass.isPrimitive()) {
                throw new IllegalArgumentException("Must be reference type");
            }
            if (!AtomicIntegerFieldUpdater.isVolatile(FieldAccess.modifiers(tclass, fieldName))) {
                throw new IllegalArgumentException("Must be volatile type");
            }
            if (s < 0) {
                throw new IllegalArgumentException();
            }
            this.tclass = tclass;
            this.vclass = vclass;
            this.slot = s;
        }

        /** The JDK's receiver check: null or not a T is a ClassCastException without a message. */
        private void check(T obj) {
            if (!tclass.isInstance(obj)) {
                throw new ClassCastException();
            }
        }

        /** The JDK's value check, after the receiver's: null or a V. */
        private void checkValue(V v) {
            if (v != null && !vclass.isInstance(v)) {
                throw new ClassCastException();
            }
        }

        public final boolean compareAndSet(T obj, V expect, V update) {
            check(obj);
            checkValue(update);
            synchronized (LOCK) {
                if (FieldAccess.getObject(obj, slot) != expect) {
                    return false;
                }
                FieldAccess.putObject(obj, slot, update);
                return true;
            }
        }

        public final boolean weakCompareAndSet(T obj, V expect, V update) {
            return compareAndSet(obj, expect, update);
        }

        public final void set(T obj, V newValue) {
            check(obj);
            checkValue(newValue);
            FieldAccess.putObject(obj, slot, newValue);
        }

        public final void lazySet(T obj, V newValue) {
            check(obj);
            checkValue(newValue);
            FieldAccess.putObject(obj, slot, newValue);
        }

        @SuppressWarnings("unchecked")
        public final V get(T obj) {
            check(obj);
            return (V) FieldAccess.getObject(obj, slot);
        }

        @SuppressWarnings("unchecked")
        public final V getAndSet(T obj, V newValue) {
            check(obj);
            checkValue(newValue);
            synchronized (LOCK) {
                V prev = (V) FieldAccess.getObject(obj, slot);
                FieldAccess.putObject(obj, slot, newValue);
                return prev;
            }
        }
    }
}
