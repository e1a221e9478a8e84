package sun.misc;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Objects;
import jdk.internal.terrarium.FieldAccess;
import jdk.internal.terrarium.reflect.ReflectAccess;
import jdk.internal.terrarium.reflect.VmReflect;

/**
 * sun.misc.Unsafe's object and array access, as libraries (guava) use it;
 * no raw memory (allocateMemory, addresses): those methods are absent.
 *
 * An offset names a place the way HotSpot's do, as far as programs can
 * tell: array element offsets are HotSpot's byte offsets (base 16, an
 * element's size as its scale, a reference 4 bytes as with compressed
 * oops), and reading a wider value than the element assembles bytes
 * little-endian (ByteOrder.nativeOrder()); a field's offset encodes its
 * declaring class (an index in a table here) in the high half and its slot
 * (VmReflect's) in the low half. Atomic operations and writes hold the lock
 * the field updaters and VarHandles hold, since a green thread's turn may
 * end between a read and a write.
 */
public final class Unsafe {
    private static final Unsafe theUnsafe = new Unsafe();

    public static final int INVALID_FIELD_OFFSET = -1;
    public static final int ARRAY_BOOLEAN_BASE_OFFSET = 16;
    public static final int ARRAY_BYTE_BASE_OFFSET = 16;
    public static final int ARRAY_SHORT_BASE_OFFSET = 16;
    public static final int ARRAY_CHAR_BASE_OFFSET = 16;
    public static final int ARRAY_INT_BASE_OFFSET = 16;
    public static final int ARRAY_LONG_BASE_OFFSET = 16;
    public static final int ARRAY_FLOAT_BASE_OFFSET = 16;
    public static final int ARRAY_DOUBLE_BASE_OFFSET = 16;
    public static final int ARRAY_OBJECT_BASE_OFFSET = 16;
    public static final int ARRAY_BOOLEAN_INDEX_SCALE = 1;
    public static final int ARRAY_BYTE_INDEX_SCALE = 1;
    public static final int ARRAY_SHORT_INDEX_SCALE = 2;
    public static final int ARRAY_CHAR_INDEX_SCALE = 2;
    public static final int ARRAY_INT_INDEX_SCALE = 4;
    public static final int ARRAY_LONG_INDEX_SCALE = 8;
    public static final int ARRAY_FLOAT_INDEX_SCALE = 4;
    public static final int ARRAY_DOUBLE_INDEX_SCALE = 8;
    public static final int ARRAY_OBJECT_INDEX_SCALE = 4;
    public static final int ADDRESS_SIZE = 8;

    private static final int BASE = 16;

    /** The classes whose fields have offsets (copied on write); a class's index plus one is an offset's high half. */
    private static volatile Class<?>[] classes = new Class<?>[0];
    private static final Object CLASSES_LOCK = new Object();

    /** What an offset's bits 24..31 say its field holds, so that an access needs no look-up. */
    private static final int INTEGRAL = 0;
    private static final int LONG = 1;
    private static final int FLOAT = 2;
    private static final int DOUBLE = 3;
    private static final int REFERENCE = 4;

    private Unsafe() {
    }

    /** As on JDK 17, only the class library's own code may ask; others take theUnsafe by reflection. */
    public static Unsafe getUnsafe() {
        Class<?> caller = VmReflect.callerClass(1);
        if (caller != null && caller.getClassLoader() != null) {
            throw new SecurityException("Unsafe");
        }
        return theUnsafe;
    }

    // ------------------------------------------------------------------ offsets

    public long objectFieldOffset(Field f) {
        Class<?> c = Objects.requireNonNull(f).getDeclaringClass();
        if (c.isHidden()) {
            throw new UnsupportedOperationException("can't get field offset on a hidden class: " + f);
        }
        if (c.isRecord()) {
            throw new UnsupportedOperationException("can't get field offset on a record class: " + f);
        }
        if (Modifier.isStatic(f.getModifiers())) {
            throw new IllegalArgumentException();
        }
        return encode(f);
    }

    public long staticFieldOffset(Field f) {
        Class<?> c = Objects.requireNonNull(f).getDeclaringClass();
        if (c.isHidden()) {
            throw new UnsupportedOperationException("can't get field offset on a hidden class: " + f);
        }
        if (c.isRecord()) {
            throw new UnsupportedOperationException("can't get field offset on a record class: " + f);
        }
        if (!Modifier.isStatic(f.getModifiers())) {
            throw new IllegalArgumentException();
        }
        return encode(f);
    }

    /** The "base" of a static field: its class, which the accessors below then ignore. */
    public Object staticFieldBase(Field f) {
        Class<?> c = f.getDeclaringClass();
        if (c.isHidden()) {
            throw new UnsupportedOperationException("can't get base address on a hidden class: " + f);
        }
        if (c.isRecord()) {
            throw new UnsupportedOperationException("can't get base address on a record class: " + f);
        }
        if (!Modifier.isStatic(f.getModifiers())) {
            throw new IllegalArgumentException();
        }
        return c;
    }

    private static long encode(Field f) {
        Class<?> c = f.getDeclaringClass();
        int index;
        synchronized (CLASSES_LOCK) {
            Class<?>[] cs = classes;
            index = 0;
            while (index < cs.length && cs[index] != c) {
                index++;
            }
            if (index == cs.length) {
                Class<?>[] more = java.util.Arrays.copyOf(cs, cs.length + 1);
                more[index] = c;
                classes = more;
            }
        }
        Class<?> t = f.getType();
        int kind = t == long.class ? LONG : t == float.class ? FLOAT : t == double.class ? DOUBLE
                : t.isPrimitive() ? INTEGRAL : REFERENCE;
        return ((long) (index + 1) << 32) | ((long) kind << 24) | ReflectAccess.slot(f);
    }

    private static Class<?> fieldClass(long offset) {
        int index = (int) (offset >>> 32) - 1;
        Class<?>[] cs = classes;
        if (index < 0 || index >= cs.length) {
            throw new IllegalArgumentException("Terrarium: " + offset + " is no field offset Unsafe gave");
        }
        return cs[index];
    }

    private static int fieldSlot(long offset) {
        return (int) offset & 0xFFFFFF;
    }

    private static int fieldKind(long offset) {
        return (int) (offset >>> 24) & 0xFF;
    }

    public int arrayBaseOffset(Class<?> arrayClass) {
        if (!arrayClass.isArray()) {
            throw new IllegalArgumentException("Terrarium: not an array class: " + arrayClass);
        }
        return BASE;
    }

    public int arrayIndexScale(Class<?> arrayClass) {
        if (!arrayClass.isArray()) {
            throw new IllegalArgumentException("Terrarium: not an array class: " + arrayClass);
        }
        Class<?> e = arrayClass.getComponentType();
        if (e == boolean.class || e == byte.class) {
            return 1;
        }
        if (e == short.class || e == char.class) {
            return 2;
        }
        if (e == int.class || e == float.class) {
            return 4;
        }
        if (e == long.class || e == double.class) {
            return 8;
        }
        return ARRAY_OBJECT_INDEX_SCALE;
    }

    public int addressSize() {
        return ADDRESS_SIZE;
    }

    public int pageSize() {
        return 4096;
    }

    // ------------------------------------------------------------------ the places

    /** A primitive array's bytes: `n` of them from byte offset `off`, little-endian. */
    private static long readBytes(Object a, long off, int n) {
        long i = off - BASE;
        if (a instanceof byte[] && n == 1) {
            return ((byte[]) a)[(int) i] & 0xFF;
        }
        if (a instanceof int[] && n == 4 && (i & 3) == 0) {
            return ((int[]) a)[(int) (i >> 2)] & 0xFFFFFFFFL;
        }
        if (a instanceof long[] && n == 8 && (i & 7) == 0) {
            return ((long[]) a)[(int) (i >> 3)];
        }
        long v = 0;
        for (int k = 0; k < n; k++) {
            v |= (long) (byteAt(a, i + k) & 0xFF) << (8 * k);
        }
        return v;
    }

    private static int byteAt(Object a, long i) {
        if (a instanceof byte[]) {
            return ((byte[]) a)[(int) i];
        }
        if (a instanceof boolean[]) {
            return ((boolean[]) a)[(int) i] ? 1 : 0;
        }
        long e;
        int size;
        if (a instanceof short[]) {
            e = ((short[]) a)[(int) (i >> 1)];
            size = 2;
        } else if (a instanceof char[]) {
            e = ((char[]) a)[(int) (i >> 1)];
            size = 2;
        } else if (a instanceof int[]) {
            e = ((int[]) a)[(int) (i >> 2)];
            size = 4;
        } else if (a instanceof float[]) {
            e = Float.floatToRawIntBits(((float[]) a)[(int) (i >> 2)]);
            size = 4;
        } else if (a instanceof long[]) {
            e = ((long[]) a)[(int) (i >> 3)];
            size = 8;
        } else if (a instanceof double[]) {
            e = Double.doubleToRawLongBits(((double[]) a)[(int) (i >> 3)]);
            size = 8;
        } else {
            throw new IllegalArgumentException("Terrarium: no bytes to read in " + a.getClass().getName());
        }
        return (int) (e >> (8 * (i & (size - 1)))) & 0xFF;
    }

    private static void writeBytes(Object a, long off, int n, long v) {
        long i = off - BASE;
        if (a instanceof byte[] && n == 1) {
            ((byte[]) a)[(int) i] = (byte) v;
            return;
        }
        if (a instanceof int[] && n == 4 && (i & 3) == 0) {
            ((int[]) a)[(int) (i >> 2)] = (int) v;
            return;
        }
        if (a instanceof long[] && n == 8 && (i & 7) == 0) {
            ((long[]) a)[(int) (i >> 3)] = v;
            return;
        }
        for (int k = 0; k < n; k++) {
            setByteAt(a, i + k, (int) (v >>> (8 * k)) & 0xFF);
        }
    }

    private static void setByteAt(Object a, long i, int b) {
        if (a instanceof byte[]) {
            ((byte[]) a)[(int) i] = (byte) b;
            return;
        }
        if (a instanceof boolean[]) {
            ((boolean[]) a)[(int) i] = b != 0;
            return;
        }
        int size = a instanceof short[] || a instanceof char[] ? 2
                : a instanceof int[] || a instanceof float[] ? 4 : 8;
        int shift = (int) (8 * (i & (size - 1)));
        long mask = ~(0xFFL << shift);
        long put = (long) b << shift;
        if (a instanceof short[]) {
            short[] s = (short[]) a;
            int j = (int) (i >> 1);
            s[j] = (short) ((s[j] & mask) | put);
        } else if (a instanceof char[]) {
            char[] s = (char[]) a;
            int j = (int) (i >> 1);
            s[j] = (char) ((s[j] & mask) | put);
        } else if (a instanceof int[]) {
            int[] s = (int[]) a;
            int j = (int) (i >> 2);
            s[j] = (int) ((s[j] & mask) | put);
        } else if (a instanceof float[]) {
            float[] s = (float[]) a;
            int j = (int) (i >> 2);
            s[j] = Float.intBitsToFloat((int) ((Float.floatToRawIntBits(s[j]) & mask) | put));
        } else if (a instanceof long[]) {
            long[] s = (long[]) a;
            int j = (int) (i >> 3);
            s[j] = (s[j] & mask) | put;
        } else if (a instanceof double[]) {
            double[] s = (double[]) a;
            int j = (int) (i >> 3);
            s[j] = Double.longBitsToDouble((Double.doubleToRawLongBits(s[j]) & mask) | put);
        } else {
            throw new IllegalArgumentException("Terrarium: no bytes to write in " + a.getClass().getName());
        }
    }

    private static Object[] refArray(Object o) {
        if (!(o instanceof Object[])) {
            throw new IllegalArgumentException("Terrarium: no references to access in " + o.getClass().getName());
        }
        return (Object[]) o;
    }

    private static int refIndex(long offset) {
        return (int) ((offset - BASE) / ARRAY_OBJECT_INDEX_SCALE);
    }

    /** Integral and floating values of n bytes, as raw bits (sign-extended for n < 8). */
    private static long getBits(Object o, long offset, int n) {
        if (o.getClass().isArray()) {
            long v = readBytes(o, offset, n);
            return n == 8 ? v : (v << (64 - 8 * n)) >> (64 - 8 * n);
        }
        Class<?> c = fieldClass(offset);
        int slot = fieldSlot(offset);
        int kind = fieldKind(offset);
        if (kind == LONG) {
            return VmReflect.getLong(o, c, slot);
        }
        if (kind == DOUBLE) {
            return Double.doubleToRawLongBits(VmReflect.getDouble(o, c, slot));
        }
        if (kind == FLOAT) {
            return Float.floatToRawIntBits(VmReflect.getFloat(o, c, slot));
        }
        return VmReflect.getInt(o, c, slot);
    }

    private static void putBits(Object o, long offset, int n, long v) {
        if (o.getClass().isArray()) {
            writeBytes(o, offset, n, v);
            return;
        }
        Class<?> c = fieldClass(offset);
        int slot = fieldSlot(offset);
        int kind = fieldKind(offset);
        if (kind == LONG) {
            VmReflect.putLong(o, c, slot, v);
        } else if (kind == DOUBLE) {
            VmReflect.putDouble(o, c, slot, Double.longBitsToDouble(v));
        } else if (kind == FLOAT) {
            VmReflect.putFloat(o, c, slot, Float.intBitsToFloat((int) v));
        } else {
            VmReflect.putInt(o, c, slot, (int) v);
        }
    }

    private static Object getRef(Object o, long offset) {
        if (o.getClass().isArray()) {
            return refArray(o)[refIndex(offset)];
        }
        return VmReflect.getReference(o, fieldClass(offset), fieldSlot(offset));
    }

    private static void putRef(Object o, long offset, Object x) {
        if (o.getClass().isArray()) {
            refArray(o)[refIndex(offset)] = x;
            return;
        }
        VmReflect.putReference(o, fieldClass(offset), fieldSlot(offset), x);
    }

    // ------------------------------------------------------------------ plain and volatile access

    public int getInt(Object o, long offset) {
        return (int) getBits(o, offset, 4);
    }

    public void putInt(Object o, long offset, int x) {
        synchronized (FieldAccess.LOCK) {
            putBits(o, offset, 4, x);
        }
    }

    public long getLong(Object o, long offset) {
        return getBits(o, offset, 8);
    }

    public void putLong(Object o, long offset, long x) {
        synchronized (FieldAccess.LOCK) {
            putBits(o, offset, 8, x);
        }
    }

    public Object getObject(Object o, long offset) {
        return getRef(o, offset);
    }

    public void putObject(Object o, long offset, Object x) {
        synchronized (FieldAccess.LOCK) {
            putRef(o, offset, x);
        }
    }

    public boolean getBoolean(Object o, long offset) {
        return getBits(o, offset, 1) != 0;
    }

    public void putBoolean(Object o, long offset, boolean x) {
        synchronized (FieldAccess.LOCK) {
            putBits(o, offset, 1, x ? 1 : 0);
        }
    }

    public byte getByte(Object o, long offset) {
        return (byte) getBits(o, offset, 1);
    }

    public void putByte(Object o, long offset, byte x) {
        synchronized (FieldAccess.LOCK) {
            putBits(o, offset, 1, x);
        }
    }

    public short getShort(Object o, long offset) {
        return (short) getBits(o, offset, 2);
    }

    public void putShort(Object o, long offset, short x) {
        synchronized (FieldAccess.LOCK) {
            putBits(o, offset, 2, x);
        }
    }

    public char getChar(Object o, long offset) {
        return (char) getBits(o, offset, 2);
    }

    public void putChar(Object o, long offset, char x) {
        synchronized (FieldAccess.LOCK) {
            putBits(o, offset, 2, x);
        }
    }

    public float getFloat(Object o, long offset) {
        return Float.intBitsToFloat((int) getBits(o, offset, 4));
    }

    public void putFloat(Object o, long offset, float x) {
        synchronized (FieldAccess.LOCK) {
            putBits(o, offset, 4, Float.floatToRawIntBits(x));
        }
    }

    public double getDouble(Object o, long offset) {
        return Double.longBitsToDouble(getBits(o, offset, 8));
    }

    public void putDouble(Object o, long offset, double x) {
        synchronized (FieldAccess.LOCK) {
            putBits(o, offset, 8, Double.doubleToRawLongBits(x));
        }
    }

    // One green thread runs at a time: volatile and ordered forms are the plain ones.

    public Object getObjectVolatile(Object o, long offset) {
        return getObject(o, offset);
    }

    public void putObjectVolatile(Object o, long offset, Object x) {
        putObject(o, offset, x);
    }

    public int getIntVolatile(Object o, long offset) {
        return getInt(o, offset);
    }

    public void putIntVolatile(Object o, long offset, int x) {
        putInt(o, offset, x);
    }

    public boolean getBooleanVolatile(Object o, long offset) {
        return getBoolean(o, offset);
    }

    public void putBooleanVolatile(Object o, long offset, boolean x) {
        putBoolean(o, offset, x);
    }

    public byte getByteVolatile(Object o, long offset) {
        return getByte(o, offset);
    }

    public void putByteVolatile(Object o, long offset, byte x) {
        putByte(o, offset, x);
    }

    public short getShortVolatile(Object o, long offset) {
        return getShort(o, offset);
    }

    public void putShortVolatile(Object o, long offset, short x) {
        putShort(o, offset, x);
    }

    public char getCharVolatile(Object o, long offset) {
        return getChar(o, offset);
    }

    public void putCharVolatile(Object o, long offset, char x) {
        putChar(o, offset, x);
    }

    public long getLongVolatile(Object o, long offset) {
        return getLong(o, offset);
    }

    public void putLongVolatile(Object o, long offset, long x) {
        putLong(o, offset, x);
    }

    public float getFloatVolatile(Object o, long offset) {
        return getFloat(o, offset);
    }

    public void putFloatVolatile(Object o, long offset, float x) {
        putFloat(o, offset, x);
    }

    public double getDoubleVolatile(Object o, long offset) {
        return getDouble(o, offset);
    }

    public void putDoubleVolatile(Object o, long offset, double x) {
        putDouble(o, offset, x);
    }

    public void putOrderedObject(Object o, long offset, Object x) {
        putObject(o, offset, x);
    }

    public void putOrderedInt(Object o, long offset, int x) {
        putInt(o, offset, x);
    }

    public void putOrderedLong(Object o, long offset, long x) {
        putLong(o, offset, x);
    }

    // ------------------------------------------------------------------ atomic

    public boolean compareAndSwapObject(Object o, long offset, Object expected, Object x) {
        synchronized (FieldAccess.LOCK) {
            if (getRef(o, offset) != expected) {
                return false;
            }
            putRef(o, offset, x);
            return true;
        }
    }

    public boolean compareAndSwapInt(Object o, long offset, int expected, int x) {
        synchronized (FieldAccess.LOCK) {
            if ((int) getBits(o, offset, 4) != expected) {
                return false;
            }
            putBits(o, offset, 4, x);
            return true;
        }
    }

    public boolean compareAndSwapLong(Object o, long offset, long expected, long x) {
        synchronized (FieldAccess.LOCK) {
            if (getBits(o, offset, 8) != expected) {
                return false;
            }
            putBits(o, offset, 8, x);
            return true;
        }
    }

    public int getAndAddInt(Object o, long offset, int delta) {
        synchronized (FieldAccess.LOCK) {
            int v = (int) getBits(o, offset, 4);
            putBits(o, offset, 4, v + delta);
            return v;
        }
    }

    public long getAndAddLong(Object o, long offset, long delta) {
        synchronized (FieldAccess.LOCK) {
            long v = getBits(o, offset, 8);
            putBits(o, offset, 8, v + delta);
            return v;
        }
    }

    public int getAndSetInt(Object o, long offset, int newValue) {
        synchronized (FieldAccess.LOCK) {
            int v = (int) getBits(o, offset, 4);
            putBits(o, offset, 4, newValue);
            return v;
        }
    }

    public long getAndSetLong(Object o, long offset, long newValue) {
        synchronized (FieldAccess.LOCK) {
            long v = getBits(o, offset, 8);
            putBits(o, offset, 8, newValue);
            return v;
        }
    }

    public Object getAndSetObject(Object o, long offset, Object newValue) {
        synchronized (FieldAccess.LOCK) {
            Object v = getRef(o, offset);
            putRef(o, offset, newValue);
            return v;
        }
    }

    public void loadFence() {
    }

    public void storeFence() {
    }

    public void fullFence() {
    }

    // ------------------------------------------------------------------ classes and exceptions

    public Object allocateInstance(Class<?> cls) throws InstantiationException {
        int m = cls.getModifiers();
        if (cls.isPrimitive() || cls.isArray() || Modifier.isAbstract(m) || Modifier.isInterface(m)
                || cls == Class.class) {
            throw new InstantiationException(cls.getName());
        }
        return VmReflect.allocate(cls);
    }

    public void ensureClassInitialized(Class<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        VmReflect.ensureInitialized(c);
    }

    public void throwException(Throwable ee) {
        throw ReflectAccess.<RuntimeException>sneaky(ee);
    }
}
