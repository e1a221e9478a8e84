package java.lang.invoke;

import java.util.List;
import java.util.Objects;

/**
 * A typed reference to a variable (a field, a static field or an array
 * element) with the access modes of the JDK. The VM turns each call of an
 * access-mode method into a call of
 * {@code jdk.internal.terrarium.invoke.Sites.invoke}, which lands in
 * {@link #invokeFromSite}. Terrarium runs green threads, so the atomic
 * modes are plain reads and writes under one lock; every write of a
 * VarHandle takes it, so a compare-and-set never loses a write made
 * through a VarHandle.
 */
public abstract class VarHandle {
    /** Guards every VarHandle write and read-modify-write (shared with the field updaters and Unsafe). */
    private static final Object LOCK = jdk.internal.terrarium.FieldAccess.LOCK;

    final Class<?> varType;
    final Class<?>[] coordinates;
    final boolean exact;
    private final MethodType[] accessModeTypes = new MethodType[AccessMode.values().length];
    private final MethodHandle[] invokers = new MethodHandle[AccessMode.values().length];

    VarHandle(Class<?> varType, Class<?>[] coordinates, boolean exact) {
        this.varType = varType;
        this.coordinates = coordinates;
        this.exact = exact;
    }

    /** The kinds of access, by what they take and return. */
    enum AccessType {
        GET,
        SET,
        COMPARE_AND_SET,
        COMPARE_AND_EXCHANGE,
        GET_AND_UPDATE
    }

    public enum AccessMode {
        GET("get", AccessType.GET),
        SET("set", AccessType.SET),
        GET_VOLATILE("getVolatile", AccessType.GET),
        SET_VOLATILE("setVolatile", AccessType.SET),
        GET_ACQUIRE("getAcquire", AccessType.GET),
        SET_RELEASE("setRelease", AccessType.SET),
        GET_OPAQUE("getOpaque", AccessType.GET),
        SET_OPAQUE("setOpaque", AccessType.SET),
        COMPARE_AND_SET("compareAndSet", AccessType.COMPARE_AND_SET),
        COMPARE_AND_EXCHANGE("compareAndExchange", AccessType.COMPARE_AND_EXCHANGE),
        COMPARE_AND_EXCHANGE_ACQUIRE("compareAndExchangeAcquire", AccessType.COMPARE_AND_EXCHANGE),
        COMPARE_AND_EXCHANGE_RELEASE("compareAndExchangeRelease", AccessType.COMPARE_AND_EXCHANGE),
        WEAK_COMPARE_AND_SET_PLAIN("weakCompareAndSetPlain", AccessType.COMPARE_AND_SET),
        WEAK_COMPARE_AND_SET("weakCompareAndSet", AccessType.COMPARE_AND_SET),
        WEAK_COMPARE_AND_SET_ACQUIRE("weakCompareAndSetAcquire", AccessType.COMPARE_AND_SET),
        WEAK_COMPARE_AND_SET_RELEASE("weakCompareAndSetRelease", AccessType.COMPARE_AND_SET),
        GET_AND_SET("getAndSet", AccessType.GET_AND_UPDATE),
        GET_AND_SET_ACQUIRE("getAndSetAcquire", AccessType.GET_AND_UPDATE),
        GET_AND_SET_RELEASE("getAndSetRelease", AccessType.GET_AND_UPDATE),
        GET_AND_ADD("getAndAdd", AccessType.GET_AND_UPDATE),
        GET_AND_ADD_ACQUIRE("getAndAddAcquire", AccessType.GET_AND_UPDATE),
        GET_AND_ADD_RELEASE("getAndAddRelease", AccessType.GET_AND_UPDATE),
        GET_AND_BITWISE_OR("getAndBitwiseOr", AccessType.GET_AND_UPDATE),
        GET_AND_BITWISE_OR_RELEASE("getAndBitwiseOrRelease", AccessType.GET_AND_UPDATE),
        GET_AND_BITWISE_OR_ACQUIRE("getAndBitwiseOrAcquire", AccessType.GET_AND_UPDATE),
        GET_AND_BITWISE_AND("getAndBitwiseAnd", AccessType.GET_AND_UPDATE),
        GET_AND_BITWISE_AND_RELEASE("getAndBitwiseAndRelease", AccessType.GET_AND_UPDATE),
        GET_AND_BITWISE_AND_ACQUIRE("getAndBitwiseAndAcquire", AccessType.GET_AND_UPDATE),
        GET_AND_BITWISE_XOR("getAndBitwiseXor", AccessType.GET_AND_UPDATE),
        GET_AND_BITWISE_XOR_RELEASE("getAndBitwiseXorRelease", AccessType.GET_AND_UPDATE),
        GET_AND_BITWISE_XOR_ACQUIRE("getAndBitwiseXorAcquire", AccessType.GET_AND_UPDATE);

        final String methodName;
        final AccessType at;

        AccessMode(String methodName, AccessType at) {
            this.methodName = methodName;
            this.at = at;
        }

        public String methodName() {
            return methodName;
        }

        public static AccessMode valueFromMethodName(String methodName) {
            AccessMode m = forMethodName(methodName);
            if (m == null) {
                throw new IllegalArgumentException("No AccessMode value for method name " + methodName);
            }
            return m;
        }

        static AccessMode forMethodName(String methodName) {
            for (AccessMode m : values()) {
                if (m.methodName.equals(methodName)) {
                    return m;
                }
            }
            return null;
        }
    }

    // The access modes: signature-polymorphic, so each call site has its own type.

    public final native @MethodHandle.PolymorphicSignature Object get(Object... args);

    public final native @MethodHandle.PolymorphicSignature void set(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getVolatile(Object... args);

    public final native @MethodHandle.PolymorphicSignature void setVolatile(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getAcquire(Object... args);

    public final native @MethodHandle.PolymorphicSignature void setRelease(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getOpaque(Object... args);

    public final native @MethodHandle.PolymorphicSignature void setOpaque(Object... args);

    public final native @MethodHandle.PolymorphicSignature boolean compareAndSet(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object compareAndExchange(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object compareAndExchangeAcquire(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object compareAndExchangeRelease(Object... args);

    public final native @MethodHandle.PolymorphicSignature boolean weakCompareAndSetPlain(Object... args);

    public final native @MethodHandle.PolymorphicSignature boolean weakCompareAndSet(Object... args);

    public final native @MethodHandle.PolymorphicSignature boolean weakCompareAndSetAcquire(Object... args);

    public final native @MethodHandle.PolymorphicSignature boolean weakCompareAndSetRelease(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getAndSet(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getAndSetAcquire(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getAndSetRelease(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getAndAdd(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getAndAddAcquire(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getAndAddRelease(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getAndBitwiseOr(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getAndBitwiseOrRelease(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getAndBitwiseOrAcquire(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getAndBitwiseAnd(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getAndBitwiseAndRelease(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getAndBitwiseAndAcquire(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getAndBitwiseXor(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getAndBitwiseXorRelease(Object... args);

    public final native @MethodHandle.PolymorphicSignature Object getAndBitwiseXorAcquire(Object... args);

    // The variable and its types.

    public Class<?> varType() {
        return varType;
    }

    public List<Class<?>> coordinateTypes() {
        return List.of(coordinates);
    }

    public final MethodType accessModeType(AccessMode accessMode) {
        MethodType t = accessModeTypes[accessMode.ordinal()];
        if (t == null) {
            t = computeAccessModeType(accessMode.at);
            accessModeTypes[accessMode.ordinal()] = t;
        }
        return t;
    }

    private MethodType computeAccessModeType(AccessType at) {
        switch (at) {
            case GET:
                return MethodType.methodType(varType, coordinates);
            case SET:
                return MethodType.methodType(void.class, withValues(1));
            case COMPARE_AND_SET:
                return MethodType.methodType(boolean.class, withValues(2));
            case COMPARE_AND_EXCHANGE:
                return MethodType.methodType(varType, withValues(2));
            default:
                return MethodType.methodType(varType, withValues(1));
        }
    }

    private Class<?>[] withValues(int n) {
        Class<?>[] p = new Class<?>[coordinates.length + n];
        System.arraycopy(coordinates, 0, p, 0, coordinates.length);
        for (int i = 0; i < n; i++) {
            p[coordinates.length + i] = varType;
        }
        return p;
    }

    /** Writable variables support every mode their type allows: numeric ones adding, integral ones bitwise. */
    public final boolean isAccessModeSupported(AccessMode accessMode) {
        if (accessMode.at == AccessType.GET) {
            return true;
        }
        if (isReadOnly()) {
            return false;
        }
        if (accessMode.at != AccessType.GET_AND_UPDATE) {
            return true;
        }
        int kind = Wrappers.kind(varType);
        switch (accessMode) {
            case GET_AND_SET:
            case GET_AND_SET_ACQUIRE:
            case GET_AND_SET_RELEASE:
                return true;
            case GET_AND_ADD:
            case GET_AND_ADD_ACQUIRE:
            case GET_AND_ADD_RELEASE:
                return kind != Wrappers.OBJECT && kind != Wrappers.BOOLEAN;
            default:
                return kind != Wrappers.OBJECT && kind != Wrappers.FLOAT && kind != Wrappers.DOUBLE;
        }
    }

    public MethodHandle toMethodHandle(AccessMode accessMode) {
        return new VarHandles.ModeHandle(this, accessMode);
    }

    public boolean hasInvokeExactBehavior() {
        return exact;
    }

    public VarHandle withInvokeExactBehavior() {
        return exact ? this : withExact(true);
    }

    public VarHandle withInvokeBehavior() {
        return exact ? withExact(false) : this;
    }

    @Override
    public final String toString() {
        return "VarHandle[varType=" + varType.getName() + ", coord=" + coordinateTypes() + "]";
    }

    public static void fullFence() {
    }

    public static void acquireFence() {
    }

    public static void releaseFence() {
    }

    public static void loadLoadFence() {
    }

    public static void storeStoreFence() {
    }

    // What the kinds of variable provide.

    abstract VarHandle withExact(boolean exact);

    abstract boolean isReadOnly();

    /** The variable's value; its coordinates are args[0..k). */
    abstract Object read(Object[] args);

    abstract void write(Object[] args, Object value);

    // Access.

    /** A call whose type matched the access mode's exactly: arguments boxed per accessModeType. */
    final Object access(AccessMode mode, Object[] args) throws Throwable {
        if (!isAccessModeSupported(mode)) {
            throw new UnsupportedOperationException();
        }
        int k = coordinates.length;
        switch (mode.at) {
            case GET:
                return read(args);
            case SET:
                synchronized (LOCK) {
                    write(args, args[k]);
                }
                return null;
            case COMPARE_AND_SET:
                synchronized (LOCK) {
                    if (same(read(args), args[k])) {
                        write(args, args[k + 1]);
                        return Boolean.TRUE;
                    }
                    return Boolean.FALSE;
                }
            case COMPARE_AND_EXCHANGE:
                synchronized (LOCK) {
                    Object witness = read(args);
                    if (same(witness, args[k])) {
                        write(args, args[k + 1]);
                    }
                    return witness;
                }
            default:
                synchronized (LOCK) {
                    Object old = read(args);
                    write(args, update(mode, old, args[k]));
                    return old;
                }
        }
    }

    /** Compare-and-set's comparison: references by identity, floating values by their bits. */
    private boolean same(Object current, Object expected) {
        switch (Wrappers.kind(varType)) {
            case Wrappers.OBJECT:
                return current == expected;
            case Wrappers.FLOAT:
                return Float.floatToRawIntBits((Float) current) == Float.floatToRawIntBits((Float) expected);
            case Wrappers.DOUBLE:
                return Double.doubleToRawLongBits((Double) current) == Double.doubleToRawLongBits((Double) expected);
            default:
                return current.equals(expected);
        }
    }

    private Object update(AccessMode mode, Object old, Object v) {
        int op;
        switch (mode) {
            case GET_AND_SET:
            case GET_AND_SET_ACQUIRE:
            case GET_AND_SET_RELEASE:
                return v;
            case GET_AND_ADD:
            case GET_AND_ADD_ACQUIRE:
            case GET_AND_ADD_RELEASE:
                op = 0;
                break;
            case GET_AND_BITWISE_OR:
            case GET_AND_BITWISE_OR_ACQUIRE:
            case GET_AND_BITWISE_OR_RELEASE:
                op = 1;
                break;
            case GET_AND_BITWISE_AND:
            case GET_AND_BITWISE_AND_ACQUIRE:
            case GET_AND_BITWISE_AND_RELEASE:
                op = 2;
                break;
            default:
                op = 3;
        }
        switch (Wrappers.kind(varType)) {
            case Wrappers.BOOLEAN: {
                boolean a = (Boolean) old;
                boolean b = (Boolean) v;
                return op == 1 ? a | b : op == 2 ? a & b : a ^ b;
            }
            case Wrappers.FLOAT:
                return (Float) old + (Float) v;
            case Wrappers.DOUBLE:
                return (Double) old + (Double) v;
            case Wrappers.LONG: {
                long a = (Long) old;
                long b = (Long) v;
                return op == 0 ? a + b : op == 1 ? a | b : op == 2 ? a & b : a ^ b;
            }
            default: {
                long a = bits(old);
                long b = bits(v);
                long r = op == 0 ? a + b : op == 1 ? a | b : op == 2 ? a & b : a ^ b;
                return Wrappers.primitiveCast(Long.valueOf(r), Wrappers.kind(varType));
            }
        }
    }

    private static long bits(Object v) {
        return v instanceof Character c ? c.charValue() : ((Number) v).longValue();
    }

    /** What a call site does: exact types go straight in, others through asType (named with the handle). */
    final Object invokeFromSite(AccessMode mode, MethodType siteType, Object[] args) throws Throwable {
        MethodType amt = accessModeType(mode);
        if (amt == siteType || amt.equals(siteType)) {
            return access(mode, args);
        }
        if (exact) {
            throw new WrongMethodTypeException("expected " + amt + " but found " + siteType);
        }
        MethodHandle inv = invokers[mode.ordinal()];
        if (inv == null) {
            inv = new VarHandles.Invoker(mode, amt, true);
            invokers[mode.ordinal()] = inv;
        }
        Object[] a = new Object[args.length + 1];
        a[0] = this;
        System.arraycopy(args, 0, a, 1, args.length);
        return inv.asType(siteType.insertParameterTypes(0, VarHandle.class)).call(a);
    }

    static Object requireReceiver(Object o) {
        return Objects.requireNonNull(o);
    }
}
