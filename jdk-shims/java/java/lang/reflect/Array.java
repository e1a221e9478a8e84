package java.lang.reflect;

/**
 * Follows HotSpot 17 (jvm.cpp, reflection.cpp): the order of its checks decides which exception
 * wins, and the exceptions it throws itself (bounds, null, dimension limits) carry no message.
 */
public final class Array {
    // The most dimensions an array class may have (JVMS 4.4.1).
    private static final int MAX_DIMENSIONS = 255;

    private Array() {
    }

    public static Object newInstance(Class<?> componentType, int length) throws NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        // HotSpot checks the length before the type: newInstance(void.class, -1) is a NegativeArraySizeException.
        if (length < 0) {
            throw new NegativeArraySizeException(String.valueOf(length));
        }
        if (dimensions(componentType) >= MAX_DIMENSIONS) {
            throw new IllegalArgumentException();
        }
        return newArray(componentType, length);
    }

    public static Object newInstance(Class<?> componentType, int... dimensions)
            throws IllegalArgumentException, NegativeArraySizeException {
        if (dimensions == null || componentType == null) {
            throw new NullPointerException();
        }
        if (dimensions.length == 0 || dimensions.length > MAX_DIMENSIONS) {
            throw new IllegalArgumentException();
        }
        // Every length is checked, even those below a zero length that will never be allocated.
        for (int d : dimensions) {
            if (d < 0) {
                throw new NegativeArraySizeException(String.valueOf(d));
            }
        }
        if (componentType == void.class || dimensions(componentType) + dimensions.length > MAX_DIMENSIONS) {
            throw new IllegalArgumentException();
        }
        // elementTypes[d] is the component type of the arrays created at depth d.
        Class<?>[] elementTypes = new Class<?>[dimensions.length];
        Class<?> c = componentType;
        for (int d = dimensions.length - 1; d >= 0; d--) {
            elementTypes[d] = c;
            if (d > 0) {
                c = newArray(c, 0).getClass();
            }
        }
        return build(elementTypes, dimensions, 0);
    }

    private static Object build(Class<?>[] elementTypes, int[] dimensions, int depth) {
        Object array = newArray(elementTypes[depth], dimensions[depth]);
        if (depth + 1 < dimensions.length) {
            Object[] outer = (Object[]) array;
            for (int i = 0; i < outer.length; i++) {
                outer[i] = build(elementTypes, dimensions, depth + 1);
            }
        }
        return array;
    }

    private static int dimensions(Class<?> c) {
        int n = 0;
        for (; c.isArray(); c = c.getComponentType()) {
            n++;
        }
        return n;
    }

    private static native Object newArray(Class<?> componentType, int length) throws NegativeArraySizeException;

    /** NullPointerException for null, IllegalArgumentException "Argument is not an array" for a non-array. */
    public static native int getLength(Object array) throws IllegalArgumentException;

    public static Object get(Object array, int index)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            checkIndex(index, a.length);
            return a[index];
        }
        return getPrimitive(array, index);
    }

    public static boolean getBoolean(Object array, int index)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        return asBoolean(getPrimitive(array, index));
    }

    public static byte getByte(Object array, int index)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        return asByte(getPrimitive(array, index));
    }

    public static char getChar(Object array, int index)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        return asChar(getPrimitive(array, index));
    }

    public static short getShort(Object array, int index)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        return asShort(getPrimitive(array, index));
    }

    public static int getInt(Object array, int index)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        return asInt(getPrimitive(array, index));
    }

    public static long getLong(Object array, int index)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        return asLong(getPrimitive(array, index));
    }

    public static float getFloat(Object array, int index)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        return asFloat(getPrimitive(array, index));
    }

    public static double getDouble(Object array, int index)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        return asDouble(getPrimitive(array, index));
    }

    public static void set(Object array, int index, Object value)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        int length = getLength(array);
        if (array instanceof Object[]) {
            checkIndex(index, length);
            if (value != null && !array.getClass().getComponentType().isInstance(value)) {
                throw new IllegalArgumentException("array element type mismatch");
            }
            ((Object[]) array)[index] = value;
        } else if (value == null) {
            // HotSpot fails to unbox null before it looks at the index.
            throw new IllegalArgumentException();
        } else {
            setPrimitive(array, index, value);
        }
    }

    public static void setBoolean(Object array, int index, boolean z)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        setPrimitive(array, index, Boolean.valueOf(z));
    }

    public static void setByte(Object array, int index, byte b)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        setPrimitive(array, index, Byte.valueOf(b));
    }

    public static void setChar(Object array, int index, char c)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        setPrimitive(array, index, Character.valueOf(c));
    }

    public static void setShort(Object array, int index, short s)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        setPrimitive(array, index, Short.valueOf(s));
    }

    public static void setInt(Object array, int index, int i)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        setPrimitive(array, index, Integer.valueOf(i));
    }

    public static void setLong(Object array, int index, long l)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        setPrimitive(array, index, Long.valueOf(l));
    }

    public static void setFloat(Object array, int index, float f)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        setPrimitive(array, index, Float.valueOf(f));
    }

    public static void setDouble(Object array, int index, double d)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        setPrimitive(array, index, Double.valueOf(d));
    }

    // HotSpot's reflection throws a bare exception, without the message an array instruction gives.
    private static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new ArrayIndexOutOfBoundsException();
        }
    }

    private static int primitiveLength(Object array) {
        int length = getLength(array);
        if (array instanceof Object[]) {
            throw new IllegalArgumentException("Argument is not an array of primitive type");
        }
        return length;
    }

    // A fresh box, never a cached one: HotSpot allocates, so Array.get(a, 0) != Array.get(a, 0).
    @SuppressWarnings("removal")
    private static Object getPrimitive(Object array, int index) {
        checkIndex(index, primitiveLength(array));
        if (array instanceof int[]) {
            return new Integer(((int[]) array)[index]);
        } else if (array instanceof long[]) {
            return new Long(((long[]) array)[index]);
        } else if (array instanceof double[]) {
            return new Double(((double[]) array)[index]);
        } else if (array instanceof char[]) {
            return new Character(((char[]) array)[index]);
        } else if (array instanceof byte[]) {
            return new Byte(((byte[]) array)[index]);
        } else if (array instanceof boolean[]) {
            return new Boolean(((boolean[]) array)[index]);
        } else if (array instanceof float[]) {
            return new Float(((float[]) array)[index]);
        }
        return new Short(((short[]) array)[index]);
    }

    // The index is checked before the value's type, as in HotSpot.
    private static void setPrimitive(Object array, int index, Object value) {
        checkIndex(index, primitiveLength(array));
        if (array instanceof int[]) {
            ((int[]) array)[index] = asInt(value);
        } else if (array instanceof long[]) {
            ((long[]) array)[index] = asLong(value);
        } else if (array instanceof double[]) {
            ((double[]) array)[index] = asDouble(value);
        } else if (array instanceof char[]) {
            ((char[]) array)[index] = asChar(value);
        } else if (array instanceof byte[]) {
            ((byte[]) array)[index] = asByte(value);
        } else if (array instanceof boolean[]) {
            ((boolean[]) array)[index] = asBoolean(value);
        } else if (array instanceof float[]) {
            ((float[]) array)[index] = asFloat(value);
        } else {
            ((short[]) array)[index] = asShort(value);
        }
    }

    // Unboxing with the widening primitive conversions (JLS 5.1.2); anything else is a mismatch.

    private static IllegalArgumentException mismatch() {
        return new IllegalArgumentException("argument type mismatch");
    }

    private static boolean asBoolean(Object v) {
        if (v instanceof Boolean) {
            return ((Boolean) v).booleanValue();
        }
        throw mismatch();
    }

    private static byte asByte(Object v) {
        if (v instanceof Byte) {
            return ((Byte) v).byteValue();
        }
        throw mismatch();
    }

    private static char asChar(Object v) {
        if (v instanceof Character) {
            return ((Character) v).charValue();
        }
        throw mismatch();
    }

    private static short asShort(Object v) {
        if (v instanceof Short) {
            return ((Short) v).shortValue();
        }
        return asByte(v);
    }

    private static int asInt(Object v) {
        if (v instanceof Integer) {
            return ((Integer) v).intValue();
        } else if (v instanceof Character) {
            return ((Character) v).charValue();
        }
        return asShort(v);
    }

    private static long asLong(Object v) {
        if (v instanceof Long) {
            return ((Long) v).longValue();
        }
        return asInt(v);
    }

    private static float asFloat(Object v) {
        if (v instanceof Float) {
            return ((Float) v).floatValue();
        }
        return asLong(v);
    }

    private static double asDouble(Object v) {
        if (v instanceof Double) {
            return ((Double) v).doubleValue();
        } else if (v instanceof Float) {
            return ((Float) v).floatValue();
        }
        // Not through float, which would round an int or long.
        return asLong(v);
    }
}
