package java.lang;

public final class Long extends Number implements Comparable<Long>, java.lang.constant.Constable,
        java.lang.constant.ConstantDesc {
    private static final long serialVersionUID = 4290774380558885855L;

    public static final long MIN_VALUE = 0x8000000000000000L;
    public static final long MAX_VALUE = 0x7fffffffffffffffL;

    @SuppressWarnings("unchecked")
    public static final Class<Long> TYPE = (Class<Long>) Class.getPrimitiveClass("long");

    public static final int SIZE = 64;
    public static final int BYTES = 8;

    private final long value;

    @Deprecated(since = "9", forRemoval = true)
    public Long(long value) {
        this.value = value;
    }

    @Deprecated(since = "9", forRemoval = true)
    public Long(String s) throws NumberFormatException {
        this.value = parseLong(s, 10);
    }

    // ---------------------------------------------------------------- toString

    public static String toString(long i, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        if (radix == 10) {
            return toString(i);
        }
        char[] buf = new char[65];
        int pos = 65;
        boolean negative = i < 0;
        long n = negative ? i : -i;
        while (n <= -radix) {
            long q = n / radix;
            buf[--pos] = Integer.DIGITS[(int) (q * radix - n)];
            n = q;
        }
        buf[--pos] = Integer.DIGITS[(int) -n];
        if (negative) {
            buf[--pos] = '-';
        }
        return new String(buf, pos, 65 - pos);
    }

    public static String toUnsignedString(long i, int radix) {
        if (i >= 0) {
            return toString(i, radix);
        }
        switch (radix) {
            case 2:
                return toBinaryString(i);
            case 4:
                return toUnsignedPow2(i, 2);
            case 8:
                return toOctalString(i);
            case 16:
                return toHexString(i);
            case 32:
                return toUnsignedPow2(i, 5);
            default:
                break;
        }
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        // i is negative, i.e. >= 2^63 unsigned: peel off one digit unsigned, the rest is signed-positive
        long q = divideUnsigned(i, radix);
        int r = (int) (i - q * radix);
        char[] buf = new char[65];
        int pos = 65;
        buf[--pos] = Integer.DIGITS[r];
        while (q > 0) {
            long q2 = q / radix;
            buf[--pos] = Integer.DIGITS[(int) (q - q2 * radix)];
            q = q2;
        }
        return new String(buf, pos, 65 - pos);
    }

    public static String toHexString(long i) {
        return toUnsignedPow2(i, 4);
    }

    public static String toOctalString(long i) {
        return toUnsignedPow2(i, 3);
    }

    public static String toBinaryString(long i) {
        return toUnsignedPow2(i, 1);
    }

    private static String toUnsignedPow2(long i, int shift) {
        int bits = 64 - numberOfLeadingZeros(i);
        int len = bits == 0 ? 1 : (bits + shift - 1) / shift;
        char[] buf = new char[len];
        int mask = (1 << shift) - 1;
        int pos = len;
        do {
            buf[--pos] = Integer.DIGITS[((int) i) & mask];
            i >>>= shift;
        } while (pos > 0);
        return new String(buf, true);
    }

    public static String toString(long i) {
        if (i == (int) i) {
            return Integer.toString((int) i);
        }
        int len = stringSize(i);
        char[] buf = new char[len];
        getChars(i, len, buf);
        return new String(buf, true);
    }

    public static String toUnsignedString(long i) {
        return toUnsignedString(i, 10);
    }

    static int stringSize(long x) {
        int d = 1;
        if (x >= 0) {
            d = 0;
            x = -x;
        }
        long p = -10;
        for (int i = 1; i < 19; i++) {
            if (x > p) {
                return i + d;
            }
            p = 10 * p;
        }
        return 19 + d;
    }

    static int getChars(long i, int end, char[] buf) {
        int pos = end;
        boolean negative = i < 0;
        if (!negative) {
            i = -i;
        }
        while (i <= Integer.MIN_VALUE) {
            long q = i / 100;
            int r = (int) (q * 100 - i);
            i = q;
            buf[--pos] = Integer.ONES_CHAR[r];
            buf[--pos] = Integer.TENS_CHAR[r];
        }
        int j = (int) i;
        while (j <= -100) {
            int q = j / 100;
            int r = q * 100 - j;
            j = q;
            buf[--pos] = Integer.ONES_CHAR[r];
            buf[--pos] = Integer.TENS_CHAR[r];
        }
        int r = -j;
        buf[--pos] = Integer.ONES_CHAR[r];
        if (r >= 10) {
            buf[--pos] = Integer.TENS_CHAR[r];
        }
        if (negative) {
            buf[--pos] = '-';
        }
        return pos;
    }

    // ---------------------------------------------------------------- parsing

    public static long parseLong(String s, int radix) throws NumberFormatException {
        if (s == null) {
            throw new NumberFormatException("Cannot parse null string"); // hotspot:674
        }
        if (radix < Character.MIN_RADIX) {
            throw new NumberFormatException("radix " + radix + " less than Character.MIN_RADIX"); // hotspot:678
        }
        if (radix > Character.MAX_RADIX) {
            throw new NumberFormatException("radix " + radix + " greater than Character.MAX_RADIX"); // hotspot:682
        }
        int len = s.length();
        if (len == 0) {
            throw NumberFormatException.forInputString(s, radix); // hotspot:721
        }
        int i = 0;
        boolean negative = false;
        long limit = -MAX_VALUE;
        char first = s.charAt(0);
        if (first < '0') {
            if (first == '-') {
                negative = true;
                limit = MIN_VALUE;
            } else if (first != '+') {
                throw NumberFormatException.forInputString(s, radix); // hotspot:697
            }
            if (len == 1) {
                throw NumberFormatException.forInputString(s, radix); // hotspot:701
            }
            i = 1;
        }
        long multmin = limit / radix;
        long result = 0;
        while (i < len) {
            int digit = Character.digitFast(s.charAt(i++), radix);
            if (digit < 0 || result < multmin) {
                throw NumberFormatException.forInputString(s, radix); // hotspot:711
            }
            result *= radix;
            if (result < limit + digit) {
                throw NumberFormatException.forInputString(s, radix); // hotspot:715
            }
            result -= digit;
        }
        return negative ? result : -result;
    }

    public static long parseLong(CharSequence s, int beginIndex, int endIndex, int radix)
            throws NumberFormatException {
        if (s == null) {
            throw new NullPointerException();
        }
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > s.length()) {
            throw new IndexOutOfBoundsException();
        }
        Integer.checkRadix(radix);
        int i = beginIndex;
        if (i >= endIndex) {
            throw new NumberFormatException("");
        }
        boolean negative = false;
        long limit = -MAX_VALUE;
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
        long multmin = limit / radix;
        long result = 0;
        while (i < endIndex) {
            int digit = Character.digitFast(s.charAt(i), radix);
            if (digit < 0 || result < multmin) {
                throw NumberFormatException.forCharSequence(s, beginIndex, endIndex, i); // hotspot:794
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

    public static long parseLong(String s) throws NumberFormatException {
        return parseLong(s, 10); // hotspot:836
    }

    public static long parseUnsignedLong(String s, int radix) throws NumberFormatException {
        if (s == null) {
            throw new NumberFormatException("Cannot parse null string");
        }
        int len = s.length();
        if (len == 0) {
            throw NumberFormatException.forInputString(s, radix);
        }
        if (s.charAt(0) == '-') {
            throw new NumberFormatException("Illegal leading minus sign on unsigned string " + s + ".");
        }
        if (len <= 12 || (radix == 10 && len <= 18)) {
            return parseLong(s, radix);
        }
        long first = parseLong(s, 0, len - 1, radix);
        int second = Character.digitFast(s.charAt(len - 1), radix);
        if (second < 0) {
            throw new NumberFormatException("Bad digit at end of " + s);
        }
        if (Long.compareUnsigned(first, divideUnsigned(-1L - second, radix)) > 0) {
            throw new NumberFormatException("String value " + s + " exceeds range of unsigned long.");
        }
        return first * radix + second;
    }

    public static long parseUnsignedLong(CharSequence s, int beginIndex, int endIndex, int radix)
            throws NumberFormatException {
        if (s == null) {
            throw new NullPointerException();
        }
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > s.length()) {
            throw new IndexOutOfBoundsException();
        }
        int len = endIndex - beginIndex;
        if (len == 0) {
            throw NumberFormatException.forInputString("", radix);
        }
        if (s.charAt(beginIndex) == '-') {
            throw new NumberFormatException("Illegal leading minus sign on unsigned string "
                    + s.subSequence(beginIndex, endIndex) + ".");
        }
        if (len <= 12 || (radix == 10 && len <= 18)) {
            return parseLong(s, beginIndex, endIndex, radix);
        }
        long first = parseLong(s, beginIndex, endIndex - 1, radix);
        int second = Character.digitFast(s.charAt(endIndex - 1), radix);
        if (second < 0) {
            throw new NumberFormatException("Bad digit at end of " + s.subSequence(beginIndex, endIndex));
        }
        if (Long.compareUnsigned(first, divideUnsigned(-1L - second, radix)) > 0) {
            throw new NumberFormatException("String value " + s.subSequence(beginIndex, endIndex)
                    + " exceeds range of unsigned long.");
        }
        return first * radix + second;
    }

    public static long parseUnsignedLong(String s) throws NumberFormatException {
        return parseUnsignedLong(s, 10);
    }

    public static Long valueOf(String s, int radix) throws NumberFormatException {
        return valueOf(parseLong(s, radix)); // hotspot:1136
    }

    public static Long valueOf(String s) throws NumberFormatException {
        return valueOf(parseLong(s, 10)); // hotspot:1163
    }

    private static final class LongCache {
        static final Long[] CACHE;

        static {
            Long[] c = new Long[256];
            for (int k = 0; k < 256; k++) {
                c[k] = new Long(k - 128);
            }
            CACHE = c;
        }
    }

    public static Long valueOf(long l) {
        if (l >= -128 && l <= 127) {
            return LongCache.CACHE[(int) l + 128];
        }
        return new Long(l);
    }

    public static Long decode(String nm) throws NumberFormatException {
        if (nm == null) {
            throw new NullPointerException("Cannot invoke \"String.isEmpty()\" because \"nm\" is null");
        }
        int len = nm.length();
        if (len == 0) {
            throw new NumberFormatException("Zero length string");
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
        Long result;
        try {
            result = valueOf(nm.substring(index), radix);
            result = negative ? valueOf(-result.longValue()) : result;
        } catch (NumberFormatException e) {
            String constant = negative ? ("-" + nm.substring(index)) : nm.substring(index);
            result = valueOf(constant, radix); // hotspot:1299
        }
        return result;
    }

    public static Long getLong(String nm) {
        return getLong(nm, null);
    }

    public static Long getLong(String nm, long val) {
        Long result = getLong(nm, null);
        return (result == null) ? valueOf(val) : result;
    }

    public static Long getLong(String nm, Long val) {
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
        return (int) value;
    }

    public long longValue() {
        return value;
    }

    public float floatValue() {
        return (float) value;
    }

    public double doubleValue() {
        return (double) value;
    }

    public String toString() {
        return toString(value);
    }

    public int hashCode() {
        return (int) (value ^ (value >>> 32));
    }

    public static int hashCode(long value) {
        return (int) (value ^ (value >>> 32));
    }

    public boolean equals(Object obj) {
        if (obj instanceof Long) {
            return value == ((Long) obj).value;
        }
        return false;
    }

    public int compareTo(Long anotherLong) {
        return compare(value, anotherLong.value);
    }

    public static int compare(long x, long y) {
        return (x < y) ? -1 : ((x == y) ? 0 : 1);
    }

    public static int compareUnsigned(long x, long y) {
        return compare(x + MIN_VALUE, y + MIN_VALUE);
    }

    public static long divideUnsigned(long dividend, long divisor) {
        if (divisor < 0) {
            // divisor >= 2^63: the quotient is 0 or 1
            return compareUnsigned(dividend, divisor) < 0 ? 0L : 1L;
        }
        if (dividend >= 0) {
            return dividend / divisor;
        }
        long q = ((dividend >>> 1) / divisor) << 1;
        long r = dividend - q * divisor;
        return q + (compareUnsigned(r, divisor) >= 0 ? 1 : 0);
    }

    public static long remainderUnsigned(long dividend, long divisor) {
        if (divisor < 0) {
            return compareUnsigned(dividend, divisor) < 0 ? dividend : dividend - divisor;
        }
        if (dividend >= 0) {
            return dividend % divisor;
        }
        long q = ((dividend >>> 1) / divisor) << 1;
        long r = dividend - q * divisor;
        return compareUnsigned(r, divisor) >= 0 ? r - divisor : r;
    }

    // ---------------------------------------------------------------- bits

    public static long highestOneBit(long i) {
        return i & (MIN_VALUE >>> numberOfLeadingZeros(i));
    }

    public static long lowestOneBit(long i) {
        return i & -i;
    }

    public static int numberOfLeadingZeros(long i) {
        int hi = (int) (i >>> 32);
        return hi == 0 ? 32 + Integer.numberOfLeadingZeros((int) i) : Integer.numberOfLeadingZeros(hi);
    }

    public static int numberOfTrailingZeros(long i) {
        int lo = (int) i;
        return lo == 0 ? 32 + Integer.numberOfTrailingZeros((int) (i >>> 32)) : Integer.numberOfTrailingZeros(lo);
    }

    public static int bitCount(long i) {
        return Integer.bitCount((int) i) + Integer.bitCount((int) (i >>> 32));
    }

    public static long rotateLeft(long i, int distance) {
        return (i << distance) | (i >>> -distance);
    }

    public static long rotateRight(long i, int distance) {
        return (i >>> distance) | (i << -distance);
    }

    public static long reverse(long i) {
        return ((long) Integer.reverse((int) i) << 32) | (Integer.reverse((int) (i >>> 32)) & 0xffffffffL);
    }

    public static int signum(long i) {
        return (int) ((i >> 63) | (-i >>> 63));
    }

    public static long reverseBytes(long i) {
        return ((long) Integer.reverseBytes((int) i) << 32) | (Integer.reverseBytes((int) (i >>> 32)) & 0xffffffffL);
    }

    public static long sum(long a, long b) {
        return a + b;
    }

    public static long max(long a, long b) {
        return a >= b ? a : b;
    }

    public static long min(long a, long b) {
        return a <= b ? a : b;
    }

    public java.util.Optional<Long> describeConstable() {
        return java.util.Optional.of(this);
    }

    public Long resolveConstantDesc(java.lang.invoke.MethodHandles.Lookup lookup) {
        return this;
    }
}
