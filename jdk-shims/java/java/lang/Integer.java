package java.lang;

public final class Integer extends Number implements Comparable<Integer>, java.lang.constant.Constable,
        java.lang.constant.ConstantDesc {
    private static final long serialVersionUID = 1360826667806852920L;

    public static final int MIN_VALUE = 0x80000000;
    public static final int MAX_VALUE = 0x7fffffff;

    @SuppressWarnings("unchecked")
    public static final Class<Integer> TYPE = (Class<Integer>) Class.getPrimitiveClass("int");

    public static final int SIZE = 32;
    public static final int BYTES = 4;

    /** Digit characters for every radix up to 36. */
    static final char[] DIGITS = {
        '0', '1', '2', '3', '4', '5', '6', '7', '8', '9',
        'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j',
        'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't',
        'u', 'v', 'w', 'x', 'y', 'z'
    };

    /** For 0 <= r < 100: TENS_CHAR[r] is the tens digit, ONES_CHAR[r] the ones digit. */
    static final char[] TENS_CHAR = new char[100];
    static final char[] ONES_CHAR = new char[100];

    static {
        for (int r = 0; r < 100; r++) {
            TENS_CHAR[r] = (char) ('0' + r / 10);
            ONES_CHAR[r] = (char) ('0' + r % 10);
        }
    }

    private final int value;

    @Deprecated(since = "9", forRemoval = true)
    public Integer(int value) {
        this.value = value;
    }

    @Deprecated(since = "9", forRemoval = true)
    public Integer(String s) throws NumberFormatException {
        this.value = parseInt(s, 10); // hotspot:1127
    }

    // ---------------------------------------------------------------- toString

    public static String toString(int i, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        if (radix == 10) {
            return toString(i);
        }
        char[] buf = new char[33];
        int pos = 33;
        boolean negative = i < 0;
        int n = negative ? i : -i; // work with non-positive numbers to cover MIN_VALUE
        while (n <= -radix) {
            int q = n / radix;
            buf[--pos] = DIGITS[q * radix - n];
            n = q;
        }
        buf[--pos] = DIGITS[-n];
        if (negative) {
            buf[--pos] = '-';
        }
        return new String(buf, pos, 33 - pos);
    }

    public static String toUnsignedString(int i, int radix) {
        return Long.toUnsignedString(i & 0xffffffffL, radix);
    }

    public static String toHexString(int i) {
        return toUnsignedPow2(i, 4);
    }

    public static String toOctalString(int i) {
        return toUnsignedPow2(i, 3);
    }

    public static String toBinaryString(int i) {
        return toUnsignedPow2(i, 1);
    }

    private static String toUnsignedPow2(int i, int shift) {
        int bits = 32 - numberOfLeadingZeros(i);
        int len = bits == 0 ? 1 : (bits + shift - 1) / shift;
        char[] buf = new char[len];
        int mask = (1 << shift) - 1;
        int pos = len;
        do {
            buf[--pos] = DIGITS[i & mask];
            i >>>= shift;
        } while (pos > 0);
        return new String(buf, true);
    }

    public static String toString(int i) {
        int len = stringSize(i);
        char[] buf = new char[len];
        getChars(i, len, buf);
        return new String(buf, true);
    }

    public static String toUnsignedString(int i) {
        return Long.toString(i & 0xffffffffL);
    }

    /** Number of chars needed to print i in decimal, including a minus sign. */
    static int stringSize(int x) {
        int d = 1;
        if (x >= 0) {
            d = 0;
            x = -x;
        }
        int p = -10;
        for (int i = 1; i < 10; i++) {
            if (x > p) {
                return i + d;
            }
            p = 10 * p;
        }
        return 10 + d;
    }

    /** Writes the decimal digits of i into buf, ending just before index end; returns the start. */
    static int getChars(int i, int end, char[] buf) {
        int pos = end;
        boolean negative = i < 0;
        if (!negative) {
            i = -i;
        }
        while (i <= -100) {
            int q = i / 100;
            int r = q * 100 - i;
            i = q;
            buf[--pos] = ONES_CHAR[r];
            buf[--pos] = TENS_CHAR[r];
        }
        int r = -i;
        buf[--pos] = ONES_CHAR[r];
        if (r >= 10) {
            buf[--pos] = TENS_CHAR[r];
        }
        if (negative) {
            buf[--pos] = '-';
        }
        return pos;
    }

    // ---------------------------------------------------------------- parsing

    static void checkRadix(int radix) {
        if (radix < Character.MIN_RADIX) {
            throw new NumberFormatException("radix " + radix + " less than Character.MIN_RADIX");
        }
        if (radix > Character.MAX_RADIX) {
            throw new NumberFormatException("radix " + radix + " greater than Character.MAX_RADIX");
        }
    }

    public static int parseInt(String s, int radix) throws NumberFormatException {
        if (s == null) {
            throw new NumberFormatException("Cannot parse null string"); // hotspot:630
        }
        if (radix < Character.MIN_RADIX) {
            throw new NumberFormatException("radix " + radix + " less than Character.MIN_RADIX"); // hotspot:634
        }
        if (radix > Character.MAX_RADIX) {
            throw new NumberFormatException("radix " + radix + " greater than Character.MAX_RADIX"); // hotspot:639
        }
        int len = s.length();
        if (len == 0) {
            throw NumberFormatException.forInputString(s, radix); // hotspot:678
        }
        int i = 0;
        boolean negative = false;
        int limit = -MAX_VALUE;
        char first = s.charAt(0);
        if (first < '0') {
            if (first == '-') {
                negative = true;
                limit = MIN_VALUE;
            } else if (first != '+') {
                throw NumberFormatException.forInputString(s, radix); // hotspot:654
            }
            if (len == 1) {
                throw NumberFormatException.forInputString(s, radix); // hotspot:658
            }
            i = 1;
        }
        int multmin = limit / radix;
        int result = 0;
        while (i < len) {
            int digit = Character.digitFast(s.charAt(i++), radix);
            if (digit < 0 || result < multmin) {
                throw NumberFormatException.forInputString(s, radix); // hotspot:668
            }
            result *= radix;
            if (result < limit + digit) {
                throw NumberFormatException.forInputString(s, radix); // hotspot:672
            }
            result -= digit;
        }
        return negative ? result : -result;
    }

    public static int parseInt(CharSequence s, int beginIndex, int endIndex, int radix)
            throws NumberFormatException {
        if (s == null) {
            throw new NullPointerException();
        }
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > s.length()) {
            throw new IndexOutOfBoundsException();
        }
        checkRadix(radix);
        int i = beginIndex;
        if (i >= endIndex) {
            throw NumberFormatException.forInputString("", radix);
        }
        boolean negative = false;
        int limit = -MAX_VALUE;
        char first = s.charAt(i);
        if (first < '0') {
            if (first == '-') {
                negative = true;
                limit = MIN_VALUE;
            } else if (first != '+') {
                throw NumberFormatException.forCharSequence(s, beginIndex, endIndex, i);
            }
            i++;
            if (i == endIndex) {
                throw NumberFormatException.forCharSequence(s, beginIndex, endIndex, i);
            }
        }
        int multmin = limit / radix;
        int result = 0;
        while (i < endIndex) {
            int digit = Character.digitFast(s.charAt(i), radix);
            if (digit < 0 || result < multmin) {
                throw NumberFormatException.forCharSequence(s, beginIndex, endIndex, i); // hotspot:751
            }
            result *= radix;
            if (result < limit + digit) {
                throw NumberFormatException.forCharSequence(s, beginIndex, endIndex, i);
            }
            i++;
            result -= digit;
        }
        return negative ? result : -result;
    }

    public static int parseInt(String s) throws NumberFormatException {
        return parseInt(s, 10); // hotspot:786
    }

    public static int parseUnsignedInt(String s, int radix) throws NumberFormatException {
        if (s == null) {
            throw new NumberFormatException("Cannot parse null string");
        }
        int len = s.length();
        if (len == 0) {
            throw NumberFormatException.forInputString(s, radix);
        }
        if (s.charAt(0) == '-') {
            throw new NumberFormatException("Illegal leading minus sign on unsigned string " + s + "."); // hotspot:843
        }
        if (len <= 5 || (radix == 10 && len <= 9)) {
            return parseInt(s, radix);
        }
        long v = Long.parseLong(s, radix);
        if ((v & 0xffffffff00000000L) != 0) {
            throw new NumberFormatException("String value " + s + " exceeds range of unsigned int.");
        }
        return (int) v;
    }

    public static int parseUnsignedInt(CharSequence s, int beginIndex, int endIndex, int radix)
            throws NumberFormatException {
        if (s == null) {
            throw new NullPointerException();
        }
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > s.length()) {
            throw new IndexOutOfBoundsException();
        }
        int len = endIndex - beginIndex;
        if (len == 0) {
            throw new NumberFormatException("");
        }
        if (s.charAt(beginIndex) == '-') {
            throw new NumberFormatException("Illegal leading minus sign on unsigned string " + s + ".");
        }
        if (len <= 5 || (radix == 10 && len <= 9)) {
            return parseInt(s, beginIndex, endIndex, radix);
        }
        long v = Long.parseLong(s, beginIndex, endIndex, radix);
        if ((v & 0xffffffff00000000L) != 0) {
            throw new NumberFormatException("String value " + s + " exceeds range of unsigned int.");
        }
        return (int) v;
    }

    public static int parseUnsignedInt(String s) throws NumberFormatException {
        return parseUnsignedInt(s, 10); // hotspot:944
    }

    public static Integer valueOf(String s, int radix) throws NumberFormatException {
        return valueOf(parseInt(s, radix)); // hotspot:973
    }

    public static Integer valueOf(String s) throws NumberFormatException {
        return valueOf(parseInt(s, 10)); // hotspot:999
    }

    private static final class IntegerCache {
        static final int LOW = -128;
        static final int HIGH = 127;
        static final Integer[] CACHE;

        static {
            Integer[] c = new Integer[HIGH - LOW + 1];
            for (int k = 0; k < c.length; k++) {
                c[k] = new Integer(k + LOW);
            }
            CACHE = c;
        }
    }

    public static Integer valueOf(int i) {
        if (i >= -128 && i <= 127) {
            return IntegerCache.CACHE[i + 128];
        }
        return new Integer(i);
    }

    public static Integer decode(String nm) throws NumberFormatException {
        if (nm == null) {
            throw new NullPointerException("Cannot invoke \"String.isEmpty()\" because \"nm\" is null");
        }
        int len = nm.length();
        if (len == 0) {
            throw new NumberFormatException("Zero length string"); // hotspot:1423
        }
        int radix = 10;
        int index = 0;
        boolean negative = false;
        char first = nm.charAt(0);
        if (first == '-') {
            negative = true;
            index = 1;
        } else if (first == '+') {
            index = 1;
        }
        if (nm.startsWith("0x", index) || nm.startsWith("0X", index)) {
            index += 2;
            radix = 16;
        } else if (nm.startsWith("#", index)) {
            index++;
            radix = 16;
        } else if (nm.startsWith("0", index) && len > 1 + index) {
            index++;
            radix = 8;
        }
        if (nm.startsWith("-", index) || nm.startsWith("+", index)) {
            throw new NumberFormatException("Sign character in wrong position");
        }
        Integer result;
        try {
            result = valueOf(nm.substring(index), radix);
            result = negative ? valueOf(-result.intValue()) : result;
        } catch (NumberFormatException e) {
            String constant = negative ? ("-" + nm.substring(index)) : nm.substring(index);
            result = valueOf(constant, radix); // hotspot:1458
        }
        return result;
    }

    public static Integer getInteger(String nm) {
        return getInteger(nm, null);
    }

    public static Integer getInteger(String nm, int val) {
        Integer result = getInteger(nm, null);
        return (result == null) ? valueOf(val) : result;
    }

    public static Integer getInteger(String nm, Integer val) {
        String v = null;
        try {
            v = System.getProperty(nm);
        } catch (IllegalArgumentException | NullPointerException e) {
            // treated as absent
        }
        if (v != null) {
            try {
                return decode(v);
            } catch (NumberFormatException e) {
                // fall through
            }
        }
        return val;
    }

    // ---------------------------------------------------------------- instance

    public byte byteValue() {
        return (byte) value;
    }

    public short shortValue() {
        return (short) value;
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
        return toString(value);
    }

    public int hashCode() {
        return value;
    }

    public static int hashCode(int value) {
        return value;
    }

    public boolean equals(Object obj) {
        if (obj instanceof Integer) {
            return value == ((Integer) obj).value;
        }
        return false;
    }

    public int compareTo(Integer anotherInteger) {
        return compare(value, anotherInteger.value);
    }

    public static int compare(int x, int y) {
        return (x < y) ? -1 : ((x == y) ? 0 : 1);
    }

    public static int compareUnsigned(int x, int y) {
        return compare(x + MIN_VALUE, y + MIN_VALUE);
    }

    public static long toUnsignedLong(int x) {
        return x & 0xffffffffL;
    }

    public static int divideUnsigned(int dividend, int divisor) {
        return (int) ((dividend & 0xffffffffL) / (divisor & 0xffffffffL)); // hotspot:1555
    }

    public static int remainderUnsigned(int dividend, int divisor) {
        return (int) ((dividend & 0xffffffffL) % (divisor & 0xffffffffL));
    }

    // ---------------------------------------------------------------- bits

    public static int highestOneBit(int i) {
        return i & (MIN_VALUE >>> numberOfLeadingZeros(i));
    }

    public static int lowestOneBit(int i) {
        return i & -i;
    }

    public static int numberOfLeadingZeros(int i) {
        if (i <= 0) {
            return i == 0 ? 32 : 0;
        }
        int n = 31;
        if (i >= 1 << 16) { n -= 16; i >>>= 16; }
        if (i >= 1 << 8) { n -= 8; i >>>= 8; }
        if (i >= 1 << 4) { n -= 4; i >>>= 4; }
        if (i >= 1 << 2) { n -= 2; i >>>= 2; }
        return n - (i >>> 1);
    }

    public static int numberOfTrailingZeros(int i) {
        if (i == 0) {
            return 32;
        }
        int n = 0;
        if ((i & 0xffff) == 0) { n += 16; i >>>= 16; }
        if ((i & 0xff) == 0) { n += 8; i >>>= 8; }
        if ((i & 0xf) == 0) { n += 4; i >>>= 4; }
        if ((i & 0x3) == 0) { n += 2; i >>>= 2; }
        return n + ((i & 1) ^ 1);
    }

    public static int bitCount(int i) {
        i = i - ((i >>> 1) & 0x55555555);
        i = (i & 0x33333333) + ((i >>> 2) & 0x33333333);
        i = (i + (i >>> 4)) & 0x0f0f0f0f;
        i = i + (i >>> 8);
        i = i + (i >>> 16);
        return i & 0x3f;
    }

    public static int rotateLeft(int i, int distance) {
        return (i << distance) | (i >>> -distance);
    }

    public static int rotateRight(int i, int distance) {
        return (i >>> distance) | (i << -distance);
    }

    public static int reverse(int i) {
        i = ((i & 0x55555555) << 1) | ((i >>> 1) & 0x55555555);
        i = ((i & 0x33333333) << 2) | ((i >>> 2) & 0x33333333);
        i = ((i & 0x0f0f0f0f) << 4) | ((i >>> 4) & 0x0f0f0f0f);
        return reverseBytes(i);
    }

    public static int signum(int i) {
        return (i >> 31) | (-i >>> 31);
    }

    public static int reverseBytes(int i) {
        return (i << 24) | ((i & 0xff00) << 8) | ((i >>> 8) & 0xff00) | (i >>> 24);
    }

    public static int sum(int a, int b) {
        return a + b;
    }

    public static int max(int a, int b) {
        return a >= b ? a : b;
    }

    public static int min(int a, int b) {
        return a <= b ? a : b;
    }

    public java.util.Optional<Integer> describeConstable() {
        return java.util.Optional.of(this);
    }

    public Integer resolveConstantDesc(java.lang.invoke.MethodHandles.Lookup lookup) {
        return this;
    }
}
