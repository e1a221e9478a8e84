package java.lang;

public final class Short extends Number implements Comparable<Short>, java.lang.constant.Constable {
    private static final long serialVersionUID = 7515723908773894738L;

    public static final short MIN_VALUE = -32768;
    public static final short MAX_VALUE = 32767;

    @SuppressWarnings("unchecked")
    public static final Class<Short> TYPE = (Class<Short>) Class.getPrimitiveClass("short");

    public static final int SIZE = 16;
    public static final int BYTES = 2;

    private final short value;

    @Deprecated(since = "9", forRemoval = true)
    public Short(short value) {
        this.value = value;
    }

    @Deprecated(since = "9", forRemoval = true)
    public Short(String s) throws NumberFormatException {
        this.value = parseShort(s, 10);
    }

    public static String toString(short s) {
        return Integer.toString(s);
    }

    public static short parseShort(String s, int radix) throws NumberFormatException {
        int i = Integer.parseInt(s, radix); // hotspot:137
        if (i < MIN_VALUE || i > MAX_VALUE) {
            throw new NumberFormatException("Value out of range. Value:\"" + s + "\" Radix:" + radix); // hotspot:139
        }
        return (short) i;
    }

    public static short parseShort(String s) throws NumberFormatException {
        return parseShort(s, 10); // hotspot:163
    }

    public static Short valueOf(String s, int radix) throws NumberFormatException {
        return valueOf(parseShort(s, radix)); // hotspot:193
    }

    public static Short valueOf(String s) throws NumberFormatException {
        return valueOf(s, 10); // hotspot:219
    }

    private static final class ShortCache {
        static final Short[] CACHE;

        static {
            Short[] c = new Short[256];
            for (int k = 0; k < 256; k++) {
                c[k] = new Short((short) (k - 128));
            }
            CACHE = c;
        }
    }

    public static Short valueOf(short s) {
        if (s >= -128 && s <= 127) {
            return ShortCache.CACHE[s + 128];
        }
        return new Short(s);
    }

    public static Short decode(String nm) throws NumberFormatException {
        int i = Integer.decode(nm).intValue();
        if (i < MIN_VALUE || i > MAX_VALUE) {
            throw new NumberFormatException("Value " + i + " out of range from input " + nm);
        }
        return valueOf((short) i);
    }

    public byte byteValue() {
        return (byte) value;
    }

    public short shortValue() {
        return value;
    }

    public int intValue() {
        return value;
    }

    public long longValue() {
        return value;
    }

    public float floatValue() {
        return value;
    }

    public double doubleValue() {
        return value;
    }

    public String toString() {
        return Integer.toString(value);
    }

    public int hashCode() {
        return value;
    }

    public static int hashCode(short value) {
        return value;
    }

    public boolean equals(Object obj) {
        if (obj instanceof Short) {
            return value == ((Short) obj).value;
        }
        return false;
    }

    public int compareTo(Short anotherShort) {
        return value - anotherShort.value;
    }

    public static int compare(short x, short y) {
        return x - y;
    }

    public static int compareUnsigned(short x, short y) {
        return (x & 0xffff) - (y & 0xffff);
    }

    public static short reverseBytes(short i) {
        return (short) (((i & 0xff00) >> 8) | (i << 8));
    }

    public static int toUnsignedInt(short x) {
        return x & 0xffff;
    }

    public static long toUnsignedLong(short x) {
        return x & 0xffffL;
    }

    /** A dynamic constant that casts the int value to short (ConstantBootstraps.explicitCast). */
    public java.util.Optional<java.lang.constant.DynamicConstantDesc<Short>> describeConstable() {
        return java.util.Optional.of(java.lang.constant.DynamicConstantDesc.ofNamed(
                java.lang.constant.ConstantDescs.BSM_EXPLICIT_CAST, java.lang.constant.ConstantDescs.DEFAULT_NAME,
                java.lang.constant.ConstantDescs.CD_short, intValue()));
    }
}
