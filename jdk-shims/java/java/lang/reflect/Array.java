package java.lang.reflect;

public final class Array {
    private Array() {
    }

    public static Object newInstance(Class<?> componentType, int length) throws NegativeArraySizeException {
        return newArray(componentType, length);
    }

    public static Object newInstance(Class<?> componentType, int... dimensions)
            throws IllegalArgumentException, NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (dimensions.length == 0) {
            throw new IllegalArgumentException();
        }
        for (int i = 0; i < dimensions.length; i++) {
            if (dimensions[i] < 0) {
                throw new NegativeArraySizeException(String.valueOf(dimensions[i]));
            }
        }
        // elementTypes[d] is the component type of the array created at depth d.
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

    private static native Object newArray(Class<?> componentType, int length) throws NegativeArraySizeException;

    public static native int getLength(Object array) throws IllegalArgumentException;

    private static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new ArrayIndexOutOfBoundsException();
        }
    }

    private static IllegalArgumentException notAnArray(Object array) {
        if (array == null) {
            throw new NullPointerException();
        }
        return new IllegalArgumentException("Argument is not an array");
    }

    private static IllegalArgumentException mismatch() {
        return new IllegalArgumentException("argument type mismatch");
    }

    public static Object get(Object array, int index)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            checkIndex(index, a.length);
            return a[index];
        } else if (array instanceof int[]) {
            int[] a = (int[]) array;
            checkIndex(index, a.length);
            return Integer.valueOf(a[index]);
        } else if (array instanceof long[]) {
            long[] a = (long[]) array;
            checkIndex(index, a.length);
            return Long.valueOf(a[index]);
        } else if (array instanceof double[]) {
            double[] a = (double[]) array;
            checkIndex(index, a.length);
            return Double.valueOf(a[index]);
        } else if (array instanceof char[]) {
            char[] a = (char[]) array;
            checkIndex(index, a.length);
            return Character.valueOf(a[index]);
        } else if (array instanceof byte[]) {
            byte[] a = (byte[]) array;
            checkIndex(index, a.length);
            return Byte.valueOf(a[index]);
        } else if (array instanceof boolean[]) {
            boolean[] a = (boolean[]) array;
            checkIndex(index, a.length);
            return Boolean.valueOf(a[index]);
        } else if (array instanceof float[]) {
            float[] a = (float[]) array;
            checkIndex(index, a.length);
            return Float.valueOf(a[index]);
        } else if (array instanceof short[]) {
            short[] a = (short[]) array;
            checkIndex(index, a.length);
            return Short.valueOf(a[index]);
        }
        throw notAnArray(array);
    }

    public static void set(Object array, int index, Object value)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            checkIndex(index, a.length);
            if (value != null && !a.getClass().getComponentType().isInstance(value)) {
                throw new IllegalArgumentException("array element type mismatch");
            }
            a[index] = value;
            return;
        }
        if (array == null || !array.getClass().isArray()) {
            throw notAnArray(array);
        }
        if (value == null) {
            throw new IllegalArgumentException();
        }
        if (!isWrapper(value)) {
            throw mismatch();
        }
        checkIndex(index, getLength(array));
        if (array instanceof int[]) {
            ((int[]) array)[index] = toInt(value);
        } else if (array instanceof long[]) {
            ((long[]) array)[index] = toLong(value);
        } else if (array instanceof double[]) {
            ((double[]) array)[index] = toDouble(value);
        } else if (array instanceof char[]) {
            if (!(value instanceof Character)) {
                throw mismatch();
            }
            ((char[]) array)[index] = ((Character) value).charValue();
        } else if (array instanceof byte[]) {
            if (!(value instanceof Byte)) {
                throw mismatch();
            }
            ((byte[]) array)[index] = ((Byte) value).byteValue();
        } else if (array instanceof boolean[]) {
            if (!(value instanceof Boolean)) {
                throw mismatch();
            }
            ((boolean[]) array)[index] = ((Boolean) value).booleanValue();
        } else if (array instanceof float[]) {
            ((float[]) array)[index] = toFloat(value);
        } else {
            short[] a = (short[]) array;
            if (value instanceof Short) {
                a[index] = ((Short) value).shortValue();
            } else if (value instanceof Byte) {
                a[index] = ((Byte) value).byteValue();
            } else {
                throw mismatch();
            }
        }
    }

    private static boolean isWrapper(Object v) {
        return v instanceof Integer || v instanceof Long || v instanceof Double || v instanceof Character
                || v instanceof Byte || v instanceof Boolean || v instanceof Float || v instanceof Short;
    }

    private static int toInt(Object v) {
        if (v instanceof Integer) {
            return ((Integer) v).intValue();
        } else if (v instanceof Character) {
            return ((Character) v).charValue();
        } else if (v instanceof Short) {
            return ((Short) v).shortValue();
        } else if (v instanceof Byte) {
            return ((Byte) v).byteValue();
        }
        throw mismatch();
    }

    private static long toLong(Object v) {
        if (v instanceof Long) {
            return ((Long) v).longValue();
        }
        return toInt(v);
    }

    private static float toFloat(Object v) {
        if (v instanceof Float) {
            return ((Float) v).floatValue();
        }
        return toLong(v);
    }

    private static double toDouble(Object v) {
        if (v instanceof Double) {
            return ((Double) v).doubleValue();
        }
        return toFloat(v);
    }
}
