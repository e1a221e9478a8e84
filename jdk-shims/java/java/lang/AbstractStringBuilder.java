package java.lang;

/**
 * Shared implementation of StringBuilder and StringBuffer: a growable UTF-16 char array.
 */
abstract class AbstractStringBuilder implements Appendable, CharSequence {
    /** The chars; only [0, count) is meaningful. */
    char[] value;

    /** The number of chars used. */
    int count;

    private static final char[] EMPTY = new char[0];

    AbstractStringBuilder() {
        value = EMPTY;
    }

    AbstractStringBuilder(int capacity) {
        value = new char[capacity];
    }

    AbstractStringBuilder(String str) {
        if (str == null) {
            throw new NullPointerException("Cannot invoke \"String.length()\" because \"str\" is null");
        }
        int length = str.length();
        value = new char[length < Integer.MAX_VALUE - 16 ? length + 16 : Integer.MAX_VALUE];
        str.getChars(value, 0);
        count = length;
    }

    AbstractStringBuilder(CharSequence seq) {
        if (seq == null) {
            throw new NullPointerException(
                    "Cannot invoke \"java.lang.CharSequence.length()\" because \"seq\" is null");
        }
        int length = seq.length();
        if (length < 0) {
            throw new NegativeArraySizeException("Negative length: " + length);
        }
        value = new char[length < Integer.MAX_VALUE - 16 ? length + 16 : Integer.MAX_VALUE];
        append(seq);
    }

    int compareTo(AbstractStringBuilder another) {
        if (this == another) {
            return 0;
        }
        char[] a = value;
        char[] b = another.value;
        int n1 = count;
        int n2 = another.count;
        int lim = n1 < n2 ? n1 : n2;
        for (int k = 0; k < lim; k++) {
            char c1 = a[k];
            char c2 = b[k];
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return n1 - n2;
    }

    public int length() {
        return count;
    }

    public int capacity() {
        return value.length;
    }

    public void ensureCapacity(int minimumCapacity) {
        if (minimumCapacity > 0 && minimumCapacity > value.length) {
            grow(minimumCapacity);
        }
    }

    /** Grows to at least minCapacity (which exceeds the current capacity): max(min, 2 * old + 2). */
    final void grow(int minCapacity) {
        int oldLength = value.length;
        int minGrowth = minCapacity - oldLength;
        int prefGrowth = oldLength + 2;
        int newLength = oldLength + (minGrowth > prefGrowth ? minGrowth : prefGrowth);
        if (newLength <= 0 || newLength > Integer.MAX_VALUE - 8) {
            if (minCapacity < 0) {
                throw new OutOfMemoryError("Required length exceeds implementation limit");
            }
            newLength = minCapacity <= Integer.MAX_VALUE - 8 ? Integer.MAX_VALUE - 8 : minCapacity;
            if (newLength == Integer.MAX_VALUE) {
                throw new OutOfMemoryError("Required length exceeds implementation limit");
            }
        }
        char[] v = new char[newLength];
        System.arraycopy(value, 0, v, 0, count);
        value = v;
    }

    final void ensureCapacityInternal(int minimumCapacity) {
        if (minimumCapacity > value.length) {
            grow(minimumCapacity);
        } else if (minimumCapacity < 0) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
    }

    public void trimToSize() {
        if (count < value.length) {
            char[] v = new char[count];
            System.arraycopy(value, 0, v, 0, count);
            value = v;
        }
    }

    public void setLength(int newLength) {
        if (newLength < 0) {
            throw new StringIndexOutOfBoundsException("String index out of range: " + newLength); // hotspot:322
        }
        ensureCapacityInternal(newLength);
        char[] v = value;
        for (int i = count; i < newLength; i++) {
            v[i] = '\0';
        }
        count = newLength;
    }

    static StringIndexOutOfBoundsException indexOutOfBounds(int index, int length) {
        return new StringIndexOutOfBoundsException("index " + index + ", length " + length);
    }

    public char charAt(int index) {
        if (index < 0 || index >= count) {
            String.checkIndex(index, count); // hotspot:354
        }
        return value[index];
    }

    public int codePointAt(int index) {
        int n = count;
        if (index < 0 || index >= n) {
            throw indexOutOfBounds(index, n);
        }
        return Character.codePointAtImpl(value, index, n);
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= count) {
            throw new StringIndexOutOfBoundsException("String index out of range: " + index);
        }
        return Character.codePointBeforeImpl(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || endIndex > count || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCountImpl(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > count) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePointsImpl(value, 0, count, index, codePointOffset);
    }

    static void checkRange(int start, int end, int len) {
        if (start < 0 || start > end || end > len) {
            throw new IndexOutOfBoundsException("start " + start + ", end " + end + ", length " + len); // hotspot:1805
        }
    }

    static void checkRangeSIOOBE(int start, int end, int len) {
        if (start < 0 || start > end || end > len) {
            throw new StringIndexOutOfBoundsException("start " + start + ", end " + end + ", length " + len); // hotspot:1813
        }
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkRangeSIOOBE(srcBegin, srcEnd, count);
        int n = srcEnd - srcBegin;
        checkRange(dstBegin, dstBegin + n, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, n);
    }

    public void setCharAt(int index, char ch) {
        if (index < 0 || index >= count) {
            String.checkIndex(index, count); // hotspot:536
        }
        value[index] = ch;
    }

    // ---------------------------------------------------------------- append

    public AbstractStringBuilder append(Object obj) {
        return append(String.valueOf(obj));
    }

    public AbstractStringBuilder append(String str) {
        if (str == null) {
            return appendNull();
        }
        int len = str.length();
        int c = count;
        int need = c + len;
        if (need > value.length) {
            ensureCapacityInternal(need);
        }
        str.getChars(value, c);
        count = need;
        return this;
    }

    public AbstractStringBuilder append(StringBuffer sb) {
        return append((AbstractStringBuilder) sb);
    }

    AbstractStringBuilder append(AbstractStringBuilder asb) {
        if (asb == null) {
            return appendNull();
        }
        int len = asb.count;
        int c = count;
        ensureCapacityInternal(c + len);
        System.arraycopy(asb.value, 0, value, c, len);
        count = c + len;
        return this;
    }

    public AbstractStringBuilder append(CharSequence s) {
        if (s == null) {
            return appendNull();
        }
        if (s instanceof String) {
            return append((String) s);
        }
        if (s instanceof AbstractStringBuilder) {
            return append((AbstractStringBuilder) s);
        }
        return append(s, 0, s.length());
    }

    final AbstractStringBuilder appendNull() {
        int c = count;
        ensureCapacityInternal(c + 4);
        char[] v = value;
        v[c] = 'n';
        v[c + 1] = 'u';
        v[c + 2] = 'l';
        v[c + 3] = 'l';
        count = c + 4;
        return this;
    }

    public AbstractStringBuilder append(CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        checkRange(start, end, s.length()); // hotspot:683
        int len = end - start;
        int c = count;
        ensureCapacityInternal(c + len);
        char[] v = value;
        if (s instanceof String) {
            ((String) s).getChars(start, end, v, c);
        } else if (s instanceof AbstractStringBuilder) {
            System.arraycopy(((AbstractStringBuilder) s).value, start, v, c, len);
        } else {
            for (int i = start; i < end; i++) {
                v[c++] = s.charAt(i);
            }
        }
        count += len;
        return this;
    }

    public AbstractStringBuilder append(char[] str) {
        int len = str.length;
        int c = count;
        ensureCapacityInternal(c + len);
        System.arraycopy(str, 0, value, c, len);
        count = c + len;
        return this;
    }

    public AbstractStringBuilder append(char[] str, int offset, int len) {
        int end = offset + len;
        checkRange(offset, end, str.length);
        int c = count;
        ensureCapacityInternal(c + len);
        System.arraycopy(str, offset, value, c, len);
        count = c + len;
        return this;
    }

    public AbstractStringBuilder append(boolean b) {
        return append(b ? "true" : "false");
    }

    public AbstractStringBuilder append(char c) {
        int n = count;
        if (n == value.length) {
            ensureCapacityInternal(n + 1);
        }
        value[n] = c;
        count = n + 1;
        return this;
    }

    public AbstractStringBuilder append(int i) {
        int c = count;
        int need = c + Integer.stringSize(i);
        if (need > value.length) {
            ensureCapacityInternal(need);
        }
        Integer.getChars(i, need, value);
        count = need;
        return this;
    }

    public AbstractStringBuilder append(long l) {
        int c = count;
        int need = c + Long.stringSize(l);
        if (need > value.length) {
            ensureCapacityInternal(need);
        }
        Long.getChars(l, need, value);
        count = need;
        return this;
    }

    public AbstractStringBuilder append(float f) {
        return append(Float.toString(f));
    }

    public AbstractStringBuilder append(double d) {
        return append(Double.toString(d));
    }

    public AbstractStringBuilder appendCodePoint(int codePoint) {
        if (Character.isBmpCodePoint(codePoint)) {
            return append((char) codePoint);
        }
        if (!Character.isValidCodePoint(codePoint)) {
            throw Character.invalidCodePoint(codePoint);
        }
        int c = count;
        ensureCapacityInternal(c + 2);
        Character.toSurrogates(codePoint, value, c);
        count = c + 2;
        return this;
    }

    // ---------------------------------------------------------------- delete / replace

    /** Moves [offset, count) by n positions (capacity must suffice). */
    private void shift(int offset, int n) {
        System.arraycopy(value, offset, value, offset + n, count - offset);
    }

    public AbstractStringBuilder delete(int start, int end) {
        int c = count;
        if (end > c) {
            end = c;
        }
        checkRangeSIOOBE(start, end, c); // hotspot:920
        int len = end - start;
        if (len > 0) {
            shift(end, -len);
            count = c - len;
        }
        return this;
    }

    public AbstractStringBuilder deleteCharAt(int index) {
        if (index < 0 || index >= count) {
            String.checkIndex(index, count); // hotspot:973
        }
        shift(index + 1, -1);
        count--;
        return this;
    }

    public AbstractStringBuilder replace(int start, int end, String str) {
        int c = count;
        if (end > c) {
            end = c;
        }
        checkRangeSIOOBE(start, end, c); // hotspot:1003
        if (str == null) {
            throw new NullPointerException("Cannot invoke \"String.length()\" because \"str\" is null");
        }
        int len = str.length();
        int newCount = c + len - (end - start);
        ensureCapacityInternal(newCount);
        shift(end, newCount - c);
        count = newCount;
        str.getChars(value, start);
        return this;
    }

    // ---------------------------------------------------------------- substrings

    public String substring(int start) {
        return substring(start, count); // hotspot:1025
    }

    public CharSequence subSequence(int start, int end) {
        return substring(start, end);
    }

    public String substring(int start, int end) {
        checkRangeSIOOBE(start, end, count); // hotspot:1073
        return String.newString(value, start, end - start);
    }

    // ---------------------------------------------------------------- insert

    public AbstractStringBuilder insert(int index, char[] str, int offset, int len) {
        String.checkOffset(index, count);
        checkRangeSIOOBE(offset, offset + len, str.length);
        int c = count;
        ensureCapacityInternal(c + len);
        shift(index, len);
        count = c + len;
        System.arraycopy(str, offset, value, index, len);
        return this;
    }

    public AbstractStringBuilder insert(int offset, Object obj) {
        return insert(offset, String.valueOf(obj));
    }

    public AbstractStringBuilder insert(int offset, String str) {
        String.checkOffset(offset, count); // hotspot:1173
        if (str == null) {
            str = "null";
        }
        int len = str.length();
        int c = count;
        ensureCapacityInternal(c + len);
        shift(offset, len);
        count = c + len;
        str.getChars(value, offset);
        return this;
    }

    public AbstractStringBuilder insert(int offset, char[] str) {
        String.checkOffset(offset, count);
        int len = str.length;
        int c = count;
        ensureCapacityInternal(c + len);
        shift(offset, len);
        count = c + len;
        System.arraycopy(str, 0, value, offset, len);
        return this;
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s) {
        if (s == null) {
            s = "null";
        }
        if (s instanceof String) {
            return insert(dstOffset, (String) s);
        }
        return insert(dstOffset, s, 0, s.length());
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        String.checkOffset(dstOffset, count);
        checkRange(start, end, s.length());
        int len = end - start;
        int c = count;
        ensureCapacityInternal(c + len);
        shift(dstOffset, len);
        count = c + len;
        char[] v = value;
        if (s instanceof String) {
            ((String) s).getChars(start, end, v, dstOffset);
        } else {
            for (int i = start; i < end; i++) {
                v[dstOffset++] = s.charAt(i);
            }
        }
        return this;
    }

    public AbstractStringBuilder insert(int offset, boolean b) {
        return insert(offset, b ? "true" : "false");
    }

    public AbstractStringBuilder insert(int offset, char c) {
        String.checkOffset(offset, count); // hotspot:1354
        int n = count;
        ensureCapacityInternal(n + 1);
        shift(offset, 1);
        value[offset] = c;
        count = n + 1;
        return this;
    }

    public AbstractStringBuilder insert(int offset, int i) {
        return insert(offset, Integer.toString(i)); // hotspot:1389
    }

    public AbstractStringBuilder insert(int offset, long l) {
        return insert(offset, Long.toString(l));
    }

    public AbstractStringBuilder insert(int offset, float f) {
        return insert(offset, Float.toString(f));
    }

    public AbstractStringBuilder insert(int offset, double d) {
        return insert(offset, Double.toString(d));
    }

    // ---------------------------------------------------------------- search

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        if (str == null) {
            throw new NullPointerException("Cannot read field \"value\" because \"tgtStr\" is null");
        }
        return String.indexOf(value, count, str.value(), fromIndex);
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, count);
    }

    public int lastIndexOf(String str, int fromIndex) {
        if (str == null) {
            throw new NullPointerException("Cannot read field \"value\" because \"tgtStr\" is null");
        }
        return String.lastIndexOf(value, count, str.value(), fromIndex);
    }

    public AbstractStringBuilder reverse() {
        char[] v = value;
        int n = count - 1;
        boolean hasSurrogates = false;
        for (int j = (n - 1) >> 1; j >= 0; j--) {
            int k = n - j;
            char cj = v[j];
            char ck = v[k];
            v[j] = ck;
            v[k] = cj;
            if (Character.isSurrogate(cj) || Character.isSurrogate(ck)) {
                hasSurrogates = true;
            }
        }
        if (hasSurrogates) {
            // pairs came out as low-high; put each valid pair back in order
            for (int i = 0; i < n; i++) {
                char c2 = v[i];
                if (Character.isLowSurrogate(c2)) {
                    char c1 = v[i + 1];
                    if (Character.isHighSurrogate(c1)) {
                        v[i++] = c1;
                        v[i] = c2;
                    }
                }
            }
        }
        return this;
    }

    public abstract String toString();
}
