package java.lang.invoke;

/**
 * Primitive types, their boxes and the value conversions of
 * java.lang.invoke: {@code asType}'s (boxing, unboxing, widening, casts),
 * {@code explicitCastArguments}'s (which also narrow) and those of bound
 * values ({@code insertArguments}, {@code constant}). Values travel boxed:
 * a primitive value is always in its own box (an Integer for an int).
 */
final class Wrappers {
    private Wrappers() {
    }

    // Primitive kinds in the JDK's order, which widening follows.
    static final int BOOLEAN = 0, BYTE = 1, SHORT = 2, CHAR = 3, INT = 4, LONG = 5, FLOAT = 6, DOUBLE = 7,
            VOID = 8, OBJECT = -1;

    static int kind(Class<?> t) {
        if (!t.isPrimitive()) {
            return OBJECT;
        }
        if (t == int.class) return INT;
        if (t == long.class) return LONG;
        if (t == boolean.class) return BOOLEAN;
        if (t == double.class) return DOUBLE;
        if (t == float.class) return FLOAT;
        if (t == byte.class) return BYTE;
        if (t == char.class) return CHAR;
        if (t == short.class) return SHORT;
        return VOID;
    }

    /** The kind of the primitive a box holds, or OBJECT. */
    static int boxKind(Class<?> c) {
        if (c == Integer.class) return INT;
        if (c == Long.class) return LONG;
        if (c == Boolean.class) return BOOLEAN;
        if (c == Double.class) return DOUBLE;
        if (c == Float.class) return FLOAT;
        if (c == Byte.class) return BYTE;
        if (c == Character.class) return CHAR;
        if (c == Short.class) return SHORT;
        if (c == Void.class) return VOID;
        return OBJECT;
    }

    private static final Class<?>[] PRIMS = {boolean.class, byte.class, short.class, char.class, int.class,
        long.class, float.class, double.class, void.class};
    private static final Class<?>[] BOXES = {Boolean.class, Byte.class, Short.class, Character.class,
        Integer.class, Long.class, Float.class, Double.class, Void.class};

    static Class<?> wrap(Class<?> t) {
        int k = kind(t);
        return k == OBJECT ? t : BOXES[k];
    }

    static Class<?> unwrap(Class<?> t) {
        int k = boxKind(t);
        return k == OBJECT ? t : PRIMS[k];
    }

    static Class<?> forBasicType(char c) {
        switch (c) {
            case 'Z': return boolean.class;
            case 'B': return byte.class;
            case 'S': return short.class;
            case 'C': return char.class;
            case 'I': return int.class;
            case 'J': return long.class;
            case 'F': return float.class;
            case 'D': return double.class;
            case 'V': return void.class;
            default: return null;
        }
    }

    /** JLS 5.1.2 (or identity) between primitive kinds. */
    static boolean widens(int from, int to) {
        if (from == to) {
            return true;
        }
        if (from == BOOLEAN || to == BOOLEAN || from == VOID || to == VOID || to < from) {
            return false;
        }
        if (to == CHAR) {
            return false; // nothing widens to char
        }
        if (from == CHAR) {
            return to >= INT;
        }
        return true;
    }

    static Object zero(Class<?> t) {
        switch (kind(t)) {
            case BOOLEAN: return Boolean.FALSE;
            case BYTE: return Byte.valueOf((byte) 0);
            case SHORT: return Short.valueOf((short) 0);
            case CHAR: return Character.valueOf((char) 0);
            case INT: return Integer.valueOf(0);
            case LONG: return Long.valueOf(0L);
            case FLOAT: return Float.valueOf(0f);
            case DOUBLE: return Double.valueOf(0d);
            default: return null;
        }
    }

    /** A boxed primitive (or Boolean) as a long, booleans as 0 or 1. */
    private static long longBits(Object v) {
        if (v instanceof Character c) {
            return c.charValue();
        }
        if (v instanceof Boolean b) {
            return b.booleanValue() ? 1 : 0;
        }
        return ((Number) v).longValue();
    }

    private static double doubleValue(Object v) {
        if (v instanceof Character c) {
            return c.charValue();
        }
        if (v instanceof Boolean b) {
            return b.booleanValue() ? 1 : 0;
        }
        return ((Number) v).doubleValue();
    }

    /** A boxed primitive converted to primitive kind {@code to} with Java's casting (narrowing too). */
    static Object primitiveCast(Object v, int to) {
        boolean floating = v instanceof Float || v instanceof Double;
        switch (to) {
            case BOOLEAN:
                if (v instanceof Boolean) {
                    return v;
                }
                return Boolean.valueOf(((floating ? (long) doubleValue(v) : longBits(v)) & 1) != 0);
            case BYTE: return Byte.valueOf(floating ? (byte) (int) doubleValue(v) : (byte) longBits(v));
            case SHORT: return Short.valueOf(floating ? (short) (int) doubleValue(v) : (short) longBits(v));
            case CHAR: return Character.valueOf(floating ? (char) (int) doubleValue(v) : (char) longBits(v));
            case INT: return Integer.valueOf(floating ? (int) doubleValue(v) : (int) longBits(v));
            case LONG: return Long.valueOf(floating ? (long) doubleValue(v) : longBits(v));
            case FLOAT: return Float.valueOf(v instanceof Double d ? (float) d.doubleValue()
                    : floating ? ((Float) v).floatValue() : (float) longBits(v));
            case DOUBLE: return Double.valueOf(floating ? doubleValue(v) : (double) longBits(v));
            default: return null;
        }
    }

    // asType.

    /** May asType convert a {@code src} value to {@code dst}? (Arguments: new to target; returns: target to new.) */
    static boolean canConvert(Class<?> src, Class<?> dst) {
        if (src == dst || src == Object.class || dst == Object.class) {
            return true;
        }
        if (src.isPrimitive()) {
            if (src == void.class) {
                return true; // a void result becomes null or zero
            }
            if (dst.isPrimitive()) {
                return dst != void.class ? widens(kind(src), kind(dst)) : true;
            }
            return dst.isAssignableFrom(wrap(src));
        }
        if (dst.isPrimitive()) {
            if (dst == void.class) {
                return true;
            }
            if (src.isAssignableFrom(wrap(dst))) {
                return true; // unbox from a dynamically checked box
            }
            int sk = boxKind(src);
            return sk != OBJECT && widens(sk, kind(dst));
        }
        return true; // reference to reference: null always fits
    }

    /** asType's conversion of value {@code v} of type {@code src} to {@code dst} (canConvert holds). */
    static Object convert(Object v, Class<?> src, Class<?> dst) {
        if (src == dst) {
            return v;
        }
        if (dst.isPrimitive()) {
            if (dst == void.class) {
                return null;
            }
            if (src == void.class) {
                return zero(dst);
            }
            if (src.isPrimitive()) {
                return primitiveCast(v, kind(dst));
            }
            return unbox(v, src, dst);
        }
        if (src == void.class) {
            return null;
        }
        if (!src.isPrimitive()) {
            return checkCast(v, dst);
        }
        return v; // boxed already, and the box fits dst
    }

    /** A reference cast as method handles make it, with Class.cast's message. */
    static Object checkCast(Object v, Class<?> dst) {
        if (v != null && !dst.isInstance(v)) {
            throw new ClassCastException("Cannot cast " + v.getClass().getName() + " to " + dst.getName());
        }
        return v;
    }

    /** Reference {@code v} (statically a {@code src}) unboxed to primitive {@code dst}, then widened. */
    private static Object unbox(Object v, Class<?> src, Class<?> dst) {
        int dk = kind(dst);
        if (boxKind(src) == dk) {
            return unboxExact(v, dk);
        }
        return primitiveConversion(v, dk);
    }

    /** The box's own value: null fails as the JDK's unboxing helpers do. */
    private static Object unboxExact(Object v, int kind) {
        switch (kind) {
            case BOOLEAN: return unboxBoolean((Boolean) v);
            case BYTE: return unboxByte((Byte) v);
            case SHORT: return unboxShort((Short) v);
            case CHAR: return unboxCharacter((Character) v);
            case INT: return unboxInteger((Integer) v);
            case LONG: return unboxLong((Long) v);
            case FLOAT: return unboxFloat((Float) v);
            default: return unboxDouble((Double) v);
        }
    }

    private static Object unboxBoolean(Boolean x) {
        return Boolean.valueOf(x.booleanValue());
    }

    private static Object unboxByte(Byte x) {
        return Byte.valueOf(x.byteValue());
    }

    private static Object unboxShort(Short x) {
        return Short.valueOf(x.shortValue());
    }

    private static Object unboxCharacter(Character x) {
        return Character.valueOf(x.charValue());
    }

    private static Object unboxInteger(Integer x) {
        return Integer.valueOf(x.intValue());
    }

    private static Object unboxLong(Long x) {
        return Long.valueOf(x.longValue());
    }

    private static Object unboxFloat(Float x) {
        return Float.valueOf(x.floatValue());
    }

    private static Object unboxDouble(Double x) {
        return Double.valueOf(x.doubleValue());
    }

    /** Unboxing a value of a general static type (Object, Number, ...): its box must widen to {@code to}. */
    private static Object primitiveConversion(Object x, int to) {
        if (x == null) {
            throw new NullPointerException(nullConversionMessage(to));
        }
        Class<?> box = BOXES[to];
        if (box.isInstance(x)) {
            return x;
        }
        if (!(x instanceof Boolean) && !(x instanceof Character)) {
            // Not a box at all: fails with the JDK's ClassCastException.
            Number n = (Number) x;
        }
        int xk = boxKind(x.getClass());
        if (xk == OBJECT || !widens(xk, to)) {
            throw new ClassCastException("Cannot cast " + x.getClass().getName() + " to " + box.getName());
        }
        return primitiveCast(x, to);
    }

    /** HotSpot's helpful message for this null, which it computes in its own unboxing helper. */
    private static String nullConversionMessage(int to) {
        String getter;
        switch (to) {
            case LONG: getter = "longValue"; break;
            case FLOAT: getter = "floatValue"; break;
            case DOUBLE: getter = "doubleValue"; break;
            case BYTE: getter = "byteValue"; break;
            case SHORT: getter = "shortValue"; break;
            default: getter = "intValue"; // int, char and boolean go through an int
        }
        return "Cannot invoke \"java.lang.Number." + getter + "()\" because the return value of "
                + "\"sun.invoke.util.ValueConversions.primitiveConversion(sun.invoke.util.Wrapper, Object, boolean)\""
                + " is null";
    }

    // explicitCastArguments.

    /** Like asType's conversion, but primitives also narrow (booleans as 0 and 1) and null unboxes to zero. */
    static Object explicitCast(Object v, Class<?> src, Class<?> dst) {
        if (src == dst) {
            return v;
        }
        if (dst == void.class) {
            return null;
        }
        if (src == void.class) {
            return zero(dst);
        }
        if (src.isPrimitive()) {
            if (dst.isPrimitive()) {
                return primitiveCast(v, kind(dst));
            }
            return checkCast(v, dst); // boxed, then cast: int to Long fails as in the JDK
        }
        if (dst.isPrimitive()) {
            if (v == null) {
                return zero(dst);
            }
            if (!(v instanceof Boolean) && !(v instanceof Character)) {
                Number n = (Number) v; // not a box: the JDK's ClassCastException
            }
            return primitiveCast(v, kind(dst));
        }
        return checkCast(v, dst);
    }

    // Bound values (insertArguments, constant, bindTo).

    /** {@code x} as a value of primitive type {@code type}: its own box, or one that widens to it. */
    static Object convertBound(Object x, Class<?> type) {
        Class<?> box = wrap(type);
        if (box.isInstance(x)) {
            return x;
        }
        Class<?> sourceType = x.getClass();
        int sk = boxKind(sourceType);
        if (sk == OBJECT || !widens(sk, kind(type))) {
            throw new ClassCastException(box + " is not compatible with " + sourceType);
        }
        return primitiveCast(x, kind(type));
    }

    /** A bound value for a parameter of {@code type}. */
    static Object bindValue(Object x, Class<?> type) {
        if (type.isPrimitive()) {
            return convertBound(x, type);
        }
        return type.cast(x);
    }
}
