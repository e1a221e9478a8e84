package java.lang;

import java.io.UnsupportedEncodingException;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Locale;
import java.util.function.Function;
import jdk.internal.terrarium.Codec;

public final class String implements java.io.Serializable, Comparable<String>, CharSequence, // hotspot:140
        java.lang.constant.Constable, java.lang.constant.ConstantDesc {
    /** UTF-16 code units; never modified once the string is published. The VM relies on this layout. */
    private final char[] value;

    /** Cached hash code; 0 means not yet computed (or genuinely 0). */
    private int hash;

    private static final long serialVersionUID = -6849794470754667710L;
    /** Strings have their own tag in the stream format; as a class, no fields. */
    private static final java.io.ObjectStreamField[] serialPersistentFields = new java.io.ObjectStreamField[0];

    public static final Comparator<String> CASE_INSENSITIVE_ORDER = new CaseInsensitiveComparator();

    // ================================================================ constructors

    public String() {
        this.value = new char[0];
    }

    public String(String original) {
        this.value = original.value;
        this.hash = original.hash;
    }

    public String(char[] value) {
        int n = value.length; // hotspot:275
        char[] v = new char[n];
        System.arraycopy(value, 0, v, 0, n);
        this.value = v;
    }

    public String(char[] value, int offset, int count) {
        rangeCheck(value, offset, count); // hotspot:300
        char[] v = new char[count];
        System.arraycopy(value, offset, v, 0, count);
        this.value = v;
    }

    public String(int[] codePoints, int offset, int count) {
        checkBoundsOffCount(offset, count, codePoints.length);
        int end = offset + count;
        int n = count;
        for (int i = offset; i < end; i++) {
            int c = codePoints[i];
            if (c >>> 16 == 0) {
                continue;
            }
            if (Character.isValidCodePoint(c)) {
                n++;
            } else {
                throw new IllegalArgumentException(Integer.toString(c));
            }
        }
        char[] v = new char[n];
        int j = 0;
        for (int i = offset; i < end; i++) {
            int c = codePoints[i];
            if (c >>> 16 == 0) {
                v[j++] = (char) c;
            } else {
                Character.toSurrogates(c, v, j);
                j += 2;
            }
        }
        this.value = v;
    }

    @Deprecated(since = "1.1")
    public String(byte[] ascii, int hibyte, int offset, int count) {
        checkBoundsOffCount(offset, count, ascii.length);
        char[] v = new char[count];
        int hi = (hibyte & 0xff) << 8;
        for (int i = 0; i < count; i++) {
            v[i] = (char) (hi | (ascii[offset + i] & 0xff));
        }
        this.value = v;
    }

    @Deprecated(since = "1.1")
    public String(byte[] ascii, int hibyte) {
        this(ascii, hibyte, 0, ascii.length);
    }

    public String(byte[] bytes, int offset, int length, String charsetName)
            throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException();
        }
        java.nio.charset.Charset cs = Codec.forName(charsetName);
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = Codec.decode(cs, bytes, offset, length);
    }

    public String(byte[] bytes, String charsetName) throws UnsupportedEncodingException {
        this(bytes, 0, bytes.length, charsetName);
    }

    public String(byte[] bytes, int offset, int length, java.nio.charset.Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = Codec.decode(charset, bytes, offset, length);
    }

    public String(byte[] bytes, java.nio.charset.Charset charset) {
        this(bytes, 0, bytes.length, charset);
    }

    public String(byte[] bytes, int offset, int length) {
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = Codec.decode(Codec.UTF_8, bytes, offset, length);
    }

    public String(byte[] bytes) {
        this.value = Codec.decode(Codec.UTF_8, bytes, 0, bytes.length);
    }

    public String(StringBuffer buffer) {
        synchronized (buffer) {
            this.value = copyOf(buffer.value, buffer.count);
        }
    }

    public String(StringBuilder builder) {
        this.value = copyOf(builder.value, builder.count);
    }

    /** Wraps the array without copying; the caller must not modify it afterwards. */
    String(char[] value, boolean share) {
        this.value = value;
    }

    private static char[] copyOf(char[] src, int count) {
        char[] v = new char[count];
        System.arraycopy(src, 0, v, 0, count);
        return v;
    }

    /** A new string holding src[offset, offset + count); no bounds checks. */
    static String newString(char[] src, int offset, int count) {
        if (count == 0) {
            return "";
        }
        char[] v = new char[count];
        System.arraycopy(src, offset, v, 0, count);
        return new String(v, true);
    }

    /** The backing array (package-private, for the string builders). Never modify it. */
    char[] value() {
        return value;
    }

    // ================================================================ bounds checks

    private static void rangeCheck(char[] value, int offset, int count) {
        checkBoundsOffCount(offset, count, value.length); // hotspot:304
    }

    static void checkBoundsOffCount(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", count " + count + ", length " + length); // hotspot:4591
        }
    }

    static void checkBoundsBeginEnd(int begin, int end, int length) {
        if (begin < 0 || begin > end || end > length) {
            throw new StringIndexOutOfBoundsException( // hotspot:4606
                    "begin " + begin + ", end " + end + ", length " + length);
        }
    }

    static void checkOffset(int offset, int length) {
        if (offset < 0 || offset > length) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", length " + length); // hotspot:4576
        }
    }

    static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length); // hotspot:4565
        }
    }

    /** True if every char fits in Latin-1, i.e. the JDK would store this string compactly. */
    private boolean isLatin1() {
        char[] v = value;
        for (int i = 0; i < v.length; i++) {
            if (v[i] > 0xff) {
                return false;
            }
        }
        return true;
    }

    // ================================================================ basic accessors

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        try {
            return value[index];
        } catch (ArrayIndexOutOfBoundsException e) {
            // the JDK's message and frames depend on its internal (Latin-1 or UTF-16) representation
            if (isLatin1()) {
                return StringLatin1.charAt(value, index); // hotspot:1517
            }
            return StringUTF16.charAt(value, index); // hotspot:1519
        }
    }

    public int codePointAt(int index) {
        char[] v = value;
        checkIndex(index, v.length); // hotspot:1547
        return Character.codePointAtImpl(v, index, v.length);
    }

    public int codePointBefore(int index) {
        char[] v = value;
        int i = index - 1;
        if (i < 0 || i >= v.length) {
            throw new StringIndexOutOfBoundsException("String index out of range: " + index);
        }
        return Character.codePointBeforeImpl(v, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCountImpl(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePointsImpl(value, 0, value.length, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length); // hotspot:1678
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    /** Copies all chars into dst at dstBegin without checks (for the string builders). */
    void getChars(char[] dst, int dstBegin) {
        System.arraycopy(value, 0, dst, dstBegin, value.length);
    }

    @Deprecated(since = "1.1")
    public void getBytes(int srcBegin, int srcEnd, byte[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        if (dst == null) {
            throw new NullPointerException();
        }
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        char[] v = value;
        int j = dstBegin;
        for (int i = srcBegin; i < srcEnd; i++) {
            dst[j++] = (byte) v[i];
        }
    }

    public byte[] getBytes(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException();
        }
        return Codec.encode(Codec.forName(charsetName), value, 0, value.length);
    }

    public byte[] getBytes(java.nio.charset.Charset charset) {
        if (charset == null) {
            throw new NullPointerException();
        }
        return Codec.encode(charset, value, 0, value.length);
    }

    public byte[] getBytes() {
        return Codec.encode(Codec.UTF_8, value, 0, value.length);
    }

    public char[] toCharArray() {
        char[] v = value;
        char[] r = new char[v.length];
        System.arraycopy(v, 0, r, 0, v.length);
        return r;
    }

    public String toString() {
        return this;
    }

    // ================================================================ comparison

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (anObject instanceof String) {
            char[] a = value;
            char[] b = ((String) anObject).value;
            int n = a.length;
            if (n != b.length) {
                return false;
            }
            for (int i = 0; i < n; i++) {
                if (a[i] != b[i]) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    public boolean contentEquals(CharSequence cs) {
        if (cs == null) {
            throw new NullPointerException(
                    "Cannot invoke \"java.lang.CharSequence.length()\" because \"cs\" is null");
        }
        char[] v = value;
        int n = v.length;
        if (cs instanceof AbstractStringBuilder) {
            AbstractStringBuilder asb = (AbstractStringBuilder) cs;
            if (asb instanceof StringBuffer) {
                synchronized (asb) {
                    return equalsRange(v, asb.value, asb.count);
                }
            }
            return equalsRange(v, asb.value, asb.count);
        }
        if (cs instanceof String) {
            return equals(cs);
        }
        if (n != cs.length()) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (v[i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static boolean equalsRange(char[] v, char[] other, int count) {
        if (v.length != count) {
            return false;
        }
        for (int i = 0; i < count; i++) {
            if (v[i] != other[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean equalsIgnoreCase(String anotherString) {
        if (this == anotherString) {
            return true;
        }
        return anotherString != null
                && anotherString.value.length == value.length
                && regionMatchesCI(value, 0, anotherString.value, 0, value.length);
    }

    public int compareTo(String anotherString) {
        char[] a = value;
        char[] b = anotherString.value; // hotspot:2017
        int n1 = a.length;
        int n2 = b.length;
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

    private static final class CaseInsensitiveComparator implements Comparator<String>, java.io.Serializable {
        private static final long serialVersionUID = 8575799808933029326L;

        public int compare(String s1, String s2) {
            return compareCI(s1.value, s2.value);
        }
    }

    public int compareToIgnoreCase(String str) {
        return compareCI(value, str.value);
    }

    private static int compareCI(char[] a, char[] b) {
        int n1 = a.length;
        int n2 = b.length;
        int lim = n1 < n2 ? n1 : n2;
        for (int k = 0; k < lim; k++) {
            char c1 = a[k];
            char c2 = b[k];
            if (c1 == c2) {
                continue;
            }
            if (c1 < 128 && c2 < 128) {
                if (c1 >= 'A' && c1 <= 'Z') {
                    c1 += 32;
                }
                if (c2 >= 'A' && c2 <= 'Z') {
                    c2 += 32;
                }
                if (c1 != c2) {
                    return c1 - c2;
                }
                continue;
            }
            int cp1 = c1;
            int cp2 = c2;
            // The JDK compares whole code points only when neither string is Latin-1 (compact)
            if ((Character.isSurrogate(c1) || Character.isSurrogate(c2)) && !isLatin1(a) && !isLatin1(b)) {
                cp1 = codePointIncluding(a, k, 0, n1);
                cp2 = codePointIncluding(b, k, 0, n2);
            }
            int d = compareCodePointCI(cp1, cp2);
            if (d != 0) {
                return d;
            }
        }
        return n1 - n2;
    }

    private static boolean isLatin1(char[] v) {
        for (int i = 0; i < v.length; i++) {
            if (v[i] > 0xff) {
                return false;
            }
        }
        return true;
    }

    /** The code point containing the surrogate at v[k], looking at most at [start, end). */
    private static int codePointIncluding(char[] v, int k, int start, int end) {
        char c = v[k];
        if (Character.isHighSurrogate(c)) {
            if (k + 1 < end && Character.isLowSurrogate(v[k + 1])) {
                return Character.toCodePoint(c, v[k + 1]);
            }
        } else if (Character.isLowSurrogate(c)) {
            if (k > start && Character.isHighSurrogate(v[k - 1])) {
                return Character.toCodePoint(v[k - 1], c);
            }
        }
        return c;
    }

    private static int compareCodePointCI(int cp1, int cp2) {
        cp1 = Character.toUpperCase(cp1);
        cp2 = Character.toUpperCase(cp2);
        if (cp1 != cp2) {
            cp1 = Character.toLowerCase(cp1);
            cp2 = Character.toLowerCase(cp2);
            if (cp1 != cp2) {
                return cp1 - cp2;
            }
        }
        return 0;
    }

    /** Case-insensitive comparison of len chars; bounds already checked. */
    private static boolean regionMatchesCI(char[] a, int ai, char[] b, int bi, int len) {
        int aStart = ai;
        int bStart = bi;
        int aEnd = ai + len;
        int bEnd = bi + len;
        for (; ai < aEnd; ai++, bi++) {
            char c1 = a[ai];
            char c2 = b[bi];
            if (c1 == c2) {
                continue;
            }
            if (c1 < 128 && c2 < 128) {
                if (c1 >= 'A' && c1 <= 'Z') {
                    c1 += 32;
                }
                if (c2 >= 'A' && c2 <= 'Z') {
                    c2 += 32;
                }
                if (c1 != c2) {
                    return false;
                }
                continue;
            }
            int cp1 = c1;
            int cp2 = c2;
            if (Character.isSurrogate(c1) || Character.isSurrogate(c2)) {
                cp1 = codePointIncluding(a, ai, aStart, aEnd);
                cp2 = codePointIncluding(b, bi, bStart, bEnd);
            }
            if (compareCodePointCI(cp1, cp2) != 0) {
                return false;
            }
        }
        return true;
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        if (other == null) {
            throw new NullPointerException("Cannot read field \"value\" because \"other\" is null");
        }
        char[] ta = value;
        char[] pa = other.value;
        if (ooffset < 0 || toffset < 0 || toffset > (long) ta.length - len
                || ooffset > (long) pa.length - len) {
            return false;
        }
        while (len-- > 0) {
            if (ta[toffset++] != pa[ooffset++]) {
                return false;
            }
        }
        return true;
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset, int len) {
        if (!ignoreCase) {
            return regionMatches(toffset, other, ooffset, len);
        }
        if (other == null) {
            throw new NullPointerException("Cannot invoke \"String.length()\" because \"other\" is null");
        }
        if (ooffset < 0 || toffset < 0 || toffset > (long) value.length - len
                || ooffset > (long) other.value.length - len) {
            return false;
        }
        if (len <= 0) {
            return true;
        }
        return regionMatchesCI(value, toffset, other.value, ooffset, len);
    }

    public boolean startsWith(String prefix, int toffset) {
        if (prefix == null) {
            throw new NullPointerException("Cannot invoke \"String.length()\" because \"prefix\" is null");
        }
        char[] ta = value;
        char[] pa = prefix.value;
        int pc = pa.length;
        if (toffset < 0 || toffset > ta.length - pc) {
            return false;
        }
        for (int i = 0; i < pc; i++) {
            if (ta[toffset + i] != pa[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        if (suffix == null) {
            throw new NullPointerException("Cannot invoke \"String.length()\" because \"suffix\" is null");
        }
        return startsWith(suffix, value.length - suffix.value.length);
    }

    public int hashCode() {
        int h = hash;
        if (h == 0) {
            char[] v = value;
            for (int i = 0; i < v.length; i++) {
                h = 31 * h + v[i];
            }
            hash = h;
        }
        return h;
    }

    // ================================================================ searching

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    public int indexOf(int ch, int fromIndex) {
        char[] v = value;
        int n = v.length;
        if (fromIndex < 0) {
            fromIndex = 0;
        } else if (fromIndex >= n) {
            return -1;
        }
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = fromIndex; i < n; i++) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch <= Character.MAX_CODE_POINT) {
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            int max = n - 1;
            for (int i = fromIndex; i < max; i++) {
                if (v[i] == hi && v[i + 1] == lo) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        char[] v = value;
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            int i = fromIndex >= v.length ? v.length - 1 : fromIndex;
            for (; i >= 0; i--) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch <= Character.MAX_CODE_POINT) {
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            int i = fromIndex >= v.length - 1 ? v.length - 2 : fromIndex;
            for (; i >= 0; i--) {
                if (v[i] == hi && v[i + 1] == lo) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        if (str == null) {
            throw new NullPointerException("Cannot read field \"value\" because \"tgtStr\" is null");
        }
        return indexOf(value, value.length, str.value, fromIndex);
    }

    /** Searches src[0, srcCount) for tgt starting at fromIndex (shared with the string builders). */
    static int indexOf(char[] src, int srcCount, char[] tgt, int fromIndex) {
        int tgtCount = tgt.length;
        if (fromIndex >= srcCount) {
            return tgtCount == 0 ? srcCount : -1;
        }
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (tgtCount == 0) {
            return fromIndex;
        }
        if (tgtCount > srcCount) {
            return -1;
        }
        char first = tgt[0];
        int max = srcCount - tgtCount;
        for (int i = fromIndex; i <= max; i++) {
            if (src[i] != first) {
                while (++i <= max && src[i] != first) {
                    // skip
                }
            }
            if (i <= max) {
                int j = i + 1;
                int end = i + tgtCount;
                for (int k = 1; j < end && src[j] == tgt[k]; j++, k++) {
                    // match
                }
                if (j == end) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        if (str == null) {
            throw new NullPointerException("Cannot read field \"value\" because \"tgtStr\" is null");
        }
        return lastIndexOf(value, value.length, str.value, fromIndex);
    }

    static int lastIndexOf(char[] src, int srcCount, char[] tgt, int fromIndex) {
        int tgtCount = tgt.length;
        int rightIndex = srcCount - tgtCount;
        if (fromIndex > rightIndex) {
            fromIndex = rightIndex;
        }
        if (fromIndex < 0) {
            return -1;
        }
        if (tgtCount == 0) {
            return fromIndex;
        }
        int last = tgtCount - 1;
        char lastChar = tgt[last];
        for (int i = fromIndex + last; i >= last; i--) {
            if (src[i] != lastChar) {
                continue;
            }
            int j = i - 1;
            int start = i - last;
            int k = last - 1;
            while (j >= start && src[j] == tgt[k]) {
                j--;
                k--;
            }
            if (j < start) {
                return start;
            }
        }
        return -1;
    }

    public boolean contains(CharSequence s) {
        if (s == null) {
            throw new NullPointerException(
                    "Cannot invoke \"java.lang.CharSequence.toString()\" because \"s\" is null");
        }
        return indexOf(s.toString()) >= 0;
    }

    // ================================================================ substrings

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length); // hotspot:2682
    }

    public String substring(int beginIndex, int endIndex) {
        int n = value.length;
        checkBoundsBeginEnd(beginIndex, endIndex, n); // hotspot:2709
        if (beginIndex == 0 && endIndex == n) {
            return this;
        }
        return newString(value, beginIndex, endIndex - beginIndex);
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return substring(beginIndex, endIndex); // hotspot:2747
    }

    public String concat(String str) {
        if (str == null) {
            throw new NullPointerException("Cannot invoke \"String.isEmpty()\" because \"str\" is null"); // hotspot:2771
        }
        char[] b = str.value;
        if (b.length == 0) {
            return this;
        }
        char[] a = value;
        if (a.length == 0) {
            return str;
        }
        char[] r = new char[a.length + b.length];
        System.arraycopy(a, 0, r, 0, a.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return new String(r, true);
    }

    // ================================================================ replacing

    public String replace(char oldChar, char newChar) {
        if (oldChar != newChar) {
            char[] v = value;
            int n = v.length;
            for (int i = 0; i < n; i++) {
                if (v[i] == oldChar) {
                    char[] r = new char[n];
                    System.arraycopy(v, 0, r, 0, i);
                    for (; i < n; i++) {
                        char c = v[i];
                        r[i] = (c == oldChar) ? newChar : c;
                    }
                    return new String(r, true);
                }
            }
        }
        return this;
    }

    public boolean matches(String regex) {
        return java.util.regex.Pattern.matches(regex, this);
    }

    public String replaceFirst(String regex, String replacement) {
        return java.util.regex.Pattern.compile(regex).matcher(this).replaceFirst(replacement);
    }

    public String replaceAll(String regex, String replacement) {
        return java.util.regex.Pattern.compile(regex).matcher(this).replaceAll(replacement);
    }

    public String replace(CharSequence target, CharSequence replacement) {
        if (target == null) {
            throw new NullPointerException(
                    "Cannot invoke \"java.lang.CharSequence.toString()\" because \"target\" is null");
        }
        if (replacement == null) {
            throw new NullPointerException(
                    "Cannot invoke \"java.lang.CharSequence.toString()\" because \"replacement\" is null");
        }
        char[] tgt = target.toString().value;
        char[] repl = replacement.toString().value;
        char[] v = value;
        int n = v.length;
        int tl = tgt.length;
        int rl = repl.length;
        if (tl == 0) {
            // the replacement goes before every char and at the end
            long total = (long) n + (long) (n + 1) * rl;
            if (total > Integer.MAX_VALUE) {
                throw new OutOfMemoryError("Required length exceeds implementation limit");
            }
            char[] r = new char[(int) total];
            int p = 0;
            for (int i = 0; i < n; i++) {
                System.arraycopy(repl, 0, r, p, rl);
                p += rl;
                r[p++] = v[i];
            }
            System.arraycopy(repl, 0, r, p, rl);
            return new String(r, true);
        }
        if (tl == 1 && rl == 1) {
            return replace(tgt[0], repl[0]);
        }
        int j = indexOf(v, n, tgt, 0);
        if (j < 0) {
            return this;
        }
        // count the matches to size the result exactly
        int count = 0;
        for (int k = j; k >= 0; k = indexOf(v, n, tgt, k + tl)) {
            count++;
        }
        long total = n + (long) count * (rl - tl);
        if (total > Integer.MAX_VALUE) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        char[] r = new char[(int) total];
        int p = 0;
        int i = 0;
        while (j >= 0) {
            System.arraycopy(v, i, r, p, j - i);
            p += j - i;
            System.arraycopy(repl, 0, r, p, rl);
            p += rl;
            i = j + tl;
            j = indexOf(v, n, tgt, i);
        }
        System.arraycopy(v, i, r, p, n - i);
        return new String(r, true);
    }

    // ================================================================ splitting & joining

    /** A regex without metacharacters matches itself literally. */
    private static boolean isPlainLiteral(char[] rv) {
        for (char c : rv) {
            if (".$|()[]{}^?*+\\".indexOf(c) >= 0 || Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    /** split() for a multi-character literal separator, with Pattern.split's results. */
    private String[] splitLiteral(String sep, int limit) {
        int n = value.length;
        int sl = sep.value.length;
        java.util.ArrayList<String> parts = new java.util.ArrayList<>();
        int off = 0;
        int at;
        while ((limit <= 0 || parts.size() < limit - 1) && (at = indexOf(sep, off)) >= 0) {
            parts.add(newString(value, off, at - off));
            off = at + sl;
        }
        if (off == 0) {
            return new String[] {this};
        }
        parts.add(newString(value, off, n - off));
        int size = parts.size();
        if (limit == 0) {
            while (size > 0 && parts.get(size - 1).value.length == 0) {
                size--;
            }
        }
        String[] result = new String[size];
        for (int i = 0; i < size; i++) {
            result[i] = parts.get(i);
        }
        return result;
    }

    public String[] split(String regex, int limit) {
        if (regex == null) {
            throw new NullPointerException("Cannot invoke \"String.length()\" because \"regex\" is null");
        }
        char ch = 0;
        char[] rv = regex.value;
        boolean literal = false;
        if (rv.length == 1) {
            ch = rv[0];
            literal = ".$|()[{^?*+\\".indexOf(ch) < 0;
        } else if (rv.length == 2 && rv[0] == '\\') {
            ch = rv[1];
            literal = !((ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z'));
        }
        if (!literal && rv.length > 1 && isPlainLiteral(rv)) {
            return splitLiteral(regex, limit);
        }
        if (!literal || Character.isSurrogate(ch)) {
            return java.util.regex.Pattern.compile(regex).split(this, limit);
        }
        char[] v = value;
        int n = v.length;
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (v[i] == ch) {
                count++;
            }
        }
        if (count == 0) {
            return new String[] {this};
        }
        int pieces = count + 1;
        if (limit > 0 && pieces > limit) {
            pieces = limit;
        }
        String[] parts = new String[pieces];
        int k = 0;
        int off = 0;
        for (int i = 0; k < pieces - 1; i++) {
            if (v[i] == ch) {
                parts[k++] = newString(v, off, i - off);
                off = i + 1;
            }
        }
        parts[k] = off == 0 ? this : newString(v, off, n - off);
        if (limit == 0) {
            int size = pieces;
            while (size > 0 && parts[size - 1].value.length == 0) {
                size--;
            }
            if (size != pieces) {
                String[] trimmed = new String[size];
                System.arraycopy(parts, 0, trimmed, 0, size);
                return trimmed;
            }
        }
        return parts;
    }

    public String[] split(String regex) {
        return split(regex, 0);
    }

    public static String join(CharSequence delimiter, CharSequence... elements) {
        if (delimiter == null) {
            throw new NullPointerException(
                    "Cannot invoke \"java.lang.CharSequence.toString()\" because \"delimiter\" is null");
        }
        if (elements == null) {
            throw new NullPointerException("Cannot read the array length because \"elements\" is null");
        }
        String delim = delimiter.toString();
        int size = elements.length;
        String[] elems = new String[size];
        for (int i = 0; i < size; i++) {
            elems[i] = String.valueOf(elements[i]);
        }
        return join(delim, elems, size);
    }

    static String join(String delim, String[] elems, int size) {
        if (size == 0) {
            return "";
        }
        char[] d = delim.value;
        long total = (long) d.length * (size - 1);
        for (int i = 0; i < size; i++) {
            total += elems[i].value.length;
        }
        if (total > Integer.MAX_VALUE) {
            throw new OutOfMemoryError("Requested string length exceeds VM limit");
        }
        char[] r = new char[(int) total];
        int p = 0;
        for (int i = 0; i < size; i++) {
            if (i > 0) {
                System.arraycopy(d, 0, r, p, d.length);
                p += d.length;
            }
            char[] e = elems[i].value;
            System.arraycopy(e, 0, r, p, e.length);
            p += e.length;
        }
        return new String(r, true);
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        java.util.Objects.requireNonNull(delimiter);
        java.util.Objects.requireNonNull(elements); // hotspot:3325
        String delim = delimiter.toString();
        String[] elems = new String[8];
        int size = 0;
        for (Iterator<? extends CharSequence> it = elements.iterator(); it.hasNext(); ) {
            CharSequence cs = it.next();
            if (size == elems.length) {
                String[] bigger = new String[size << 1];
                System.arraycopy(elems, 0, bigger, 0, size);
                elems = bigger;
            }
            elems[size++] = String.valueOf(cs);
        }
        return join(delim, elems, size);
    }

    // ================================================================ case mapping

    /** The root rules, and Unicode's SpecialCasing for Turkish/Azeri (dotless i) and Lithuanian (kept dots). */
    public String toLowerCase(Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        String lang = locale.getLanguage();
        if (lang.equals("tr") || lang.equals("az")) {
            if (indexOf('I') < 0 && indexOf('\u0130') < 0) {
                return toLowerCase();
            }
            StringBuilder sb = new StringBuilder(length());
            for (int i = 0; i < length(); i++) {
                char c = charAt(i);
                if (c == 'I') {
                    if (i + 1 < length() && charAt(i + 1) == '\u0307') {
                        sb.append('i');
                        i++;
                    } else {
                        sb.append('\u0131');
                    }
                } else if (c == '\u0130') {
                    sb.append('i');
                } else {
                    sb.append(c);
                }
            }
            return sb.toString().toLowerCase();
        }
        if (lang.equals("lt")) {
            StringBuilder sb = new StringBuilder(length());
            for (int i = 0; i < length(); i++) {
                char c = charAt(i);
                if (c == '\u00cc') {
                    sb.append("i\u0307\u0300");
                } else if (c == '\u00cd') {
                    sb.append("i\u0307\u0301");
                } else if (c == '\u0128') {
                    sb.append("i\u0307\u0303");
                } else if ((c == 'I' || c == 'J' || c == '\u012e') && i + 1 < length()
                        && Character.getType(charAt(i + 1)) == Character.NON_SPACING_MARK) {
                    // a soft-dotted letter keeps its dot under an accent above
                    sb.append(Character.toLowerCase(c)).append('\u0307');
                } else {
                    sb.append(c);
                }
            }
            return sb.toString().toLowerCase();
        }
        return toLowerCase();
    }

    public String toLowerCase() {
        char[] v = value;
        int n = v.length;
        int first = 0;
        // find the first char that may change
        for (; first < n; first++) {
            char c = v[first];
            if (c < 128) {
                if (c >= 'A' && c <= 'Z') {
                    break;
                }
            } else if (c >= Character.MIN_SURROGATE || c == '\u0130' || c == '\u03A3'
                    || Character.toLowerCase((int) c) != c) {
                break;
            }
        }
        if (first == n) {
            return this;
        }
        char[] r = new char[n];
        System.arraycopy(v, 0, r, 0, first);
        int p = first;
        for (int i = first; i < n; i++) {
            char c = v[i];
            if (c < 128) {
                r[p++] = (c >= 'A' && c <= 'Z') ? (char) (c + 32) : c;
                continue;
            }
            if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(v[i + 1])) {
                int lc = Character.toLowerCase(Character.toCodePoint(c, v[i + 1]));
                i++;
                if (lc >= Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                    Character.toSurrogates(lc, r, p);
                    p += 2;
                } else {
                    r[p++] = (char) lc;
                }
                continue;
            }
            if (c == '\u0130') {
                // LATIN CAPITAL LETTER I WITH DOT ABOVE -> i + COMBINING DOT ABOVE
                r = ensureLength(r, p, n - i + 1);
                r[p++] = 'i';
                r[p++] = '\u0307';
                continue;
            }
            if (c == '\u03A3') {
                r[p++] = isFinalSigma(v, i) ? '\u03C2' : '\u03C3';
                continue;
            }
            r[p++] = (char) Character.toLowerCase((int) c);
        }
        if (p != r.length) {
            r = copyOf(r, p);
        }
        return new String(r, true);
    }

    /** Makes room for `needed` more chars after position p. */
    private static char[] ensureLength(char[] r, int p, int needed) {
        if (p + needed <= r.length) {
            return r;
        }
        int len = r.length + (r.length >> 1) + needed;
        char[] bigger = new char[len];
        System.arraycopy(r, 0, bigger, 0, p);
        return bigger;
    }

    private static boolean isCased(int cp) {
        return Character.isUpperCase(cp) || Character.isLowerCase(cp) || Character.isTitleCase(cp);
    }

    /** Unicode Final_Sigma condition for the capital sigma at index i (approximating word boundaries). */
    private static boolean isFinalSigma(char[] v, int i) {
        if (i == 0) {
            return false;
        }
        int before = Character.codePointBeforeImpl(v, i, 0);
        if (!isCased(before)) {
            return false;
        }
        int n = v.length;
        int j = i + 1;
        while (j < n) {
            int cp = Character.codePointAtImpl(v, j, n);
            if (isCased(cp)) {
                return false;
            }
            if (!Character.isLetterOrDigit(cp)) {
                int t = Character.getType(cp);
                if (t != Character.NON_SPACING_MARK && t != Character.ENCLOSING_MARK
                        && t != Character.COMBINING_SPACING_MARK) {
                    break;
                }
            }
            j += Character.charCount(cp);
        }
        return true;
    }

    /** The root rules, and Unicode's SpecialCasing for Turkish/Azeri (dotted I) and Lithuanian (dots dropped). */
    public String toUpperCase(Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        String lang = locale.getLanguage();
        if (lang.equals("tr") || lang.equals("az")) {
            return indexOf('i') < 0 ? toUpperCase() : replace('i', '\u0130').toUpperCase();
        }
        if (lang.equals("lt") && indexOf('\u0307') >= 0) {
            StringBuilder sb = new StringBuilder(length());
            for (int i = 0; i < length(); i++) {
                char c = charAt(i);
                if (c == '\u0307' && i > 0 && isSoftDotted(charAt(i - 1))) {
                    continue;
                }
                sb.append(c);
            }
            return sb.toString().toUpperCase();
        }
        return toUpperCase();
    }

    private static boolean isSoftDotted(char c) {
        return c == 'i' || c == 'j' || c == '\u012f' || c == '\u0268' || c == '\u0456' || c == '\u0458';
    }

    public String toUpperCase() {
        char[] v = value;
        int n = v.length;
        int first = 0;
        for (; first < n; first++) {
            char c = v[first];
            if (c < 128) {
                if (c >= 'a' && c <= 'z') {
                    break;
                }
            } else if (c >= Character.MIN_SURROGATE || c == '\u00DF'
                    || Character.toUpperCase((int) c) != c || UpperSpecial.lookup(c) >= 0) {
                break;
            }
        }
        if (first == n) {
            return this;
        }
        char[] r = new char[n];
        System.arraycopy(v, 0, r, 0, first);
        int p = first;
        for (int i = first; i < n; i++) {
            char c = v[i];
            if (c < 128) {
                r[p++] = (c >= 'a' && c <= 'z') ? (char) (c - 32) : c;
                continue;
            }
            if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(v[i + 1])) {
                int uc = Character.toUpperCase(Character.toCodePoint(c, v[i + 1]));
                i++;
                if (uc >= Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                    Character.toSurrogates(uc, r, p);
                    p += 2;
                } else {
                    r[p++] = (char) uc;
                }
                continue;
            }
            int k = c >= '\u00DF' ? UpperSpecial.lookup(c) : -1;
            if (k >= 0) {
                String t = UpperSpecial.TABLE;
                int len = t.charAt(k + 1);
                r = ensureLength(r, p, n - i + len);
                for (int m = 0; m < len; m++) {
                    r[p++] = t.charAt(k + 2 + m);
                }
                continue;
            }
            r[p++] = (char) Character.toUpperCase((int) c);
        }
        if (p != r.length) {
            r = copyOf(r, p);
        }
        return new String(r, true);
    }

    /** Chars whose upper case is several chars (Unicode SpecialCasing, unconditional). */
    private static final class UpperSpecial {
        /** Entries: char, count, then count replacement chars. Sorted by char. */
        static final String TABLE = ""
            + "\u00DF\u0002\u0053\u0053\u0149\u0002\u02BC\u004E\u01F0\u0002\u004A\u030C\u0390\u0003\u0399\u0308"
            + "\u0301\u03B0\u0003\u03A5\u0308\u0301\u0587\u0002\u0535\u0552\u1E96\u0002\u0048\u0331\u1E97\u0002"
            + "\u0054\u0308\u1E98\u0002\u0057\u030A\u1E99\u0002\u0059\u030A\u1E9A\u0002\u0041\u02BE\u1F50\u0002"
            + "\u03A5\u0313\u1F52\u0003\u03A5\u0313\u0300\u1F54\u0003\u03A5\u0313\u0301\u1F56\u0003\u03A5\u0313"
            + "\u0342\u1F80\u0002\u1F08\u0399\u1F81\u0002\u1F09\u0399\u1F82\u0002\u1F0A\u0399\u1F83\u0002\u1F0B"
            + "\u0399\u1F84\u0002\u1F0C\u0399\u1F85\u0002\u1F0D\u0399\u1F86\u0002\u1F0E\u0399\u1F87\u0002\u1F0F"
            + "\u0399\u1F88\u0002\u1F08\u0399\u1F89\u0002\u1F09\u0399\u1F8A\u0002\u1F0A\u0399\u1F8B\u0002\u1F0B"
            + "\u0399\u1F8C\u0002\u1F0C\u0399\u1F8D\u0002\u1F0D\u0399\u1F8E\u0002\u1F0E\u0399\u1F8F\u0002\u1F0F"
            + "\u0399\u1F90\u0002\u1F28\u0399\u1F91\u0002\u1F29\u0399\u1F92\u0002\u1F2A\u0399\u1F93\u0002\u1F2B"
            + "\u0399\u1F94\u0002\u1F2C\u0399\u1F95\u0002\u1F2D\u0399\u1F96\u0002\u1F2E\u0399\u1F97\u0002\u1F2F"
            + "\u0399\u1F98\u0002\u1F28\u0399\u1F99\u0002\u1F29\u0399\u1F9A\u0002\u1F2A\u0399\u1F9B\u0002\u1F2B"
            + "\u0399\u1F9C\u0002\u1F2C\u0399\u1F9D\u0002\u1F2D\u0399\u1F9E\u0002\u1F2E\u0399\u1F9F\u0002\u1F2F"
            + "\u0399\u1FA0\u0002\u1F68\u0399\u1FA1\u0002\u1F69\u0399\u1FA2\u0002\u1F6A\u0399\u1FA3\u0002\u1F6B"
            + "\u0399\u1FA4\u0002\u1F6C\u0399\u1FA5\u0002\u1F6D\u0399\u1FA6\u0002\u1F6E\u0399\u1FA7\u0002\u1F6F"
            + "\u0399\u1FA8\u0002\u1F68\u0399\u1FA9\u0002\u1F69\u0399\u1FAA\u0002\u1F6A\u0399\u1FAB\u0002\u1F6B"
            + "\u0399\u1FAC\u0002\u1F6C\u0399\u1FAD\u0002\u1F6D\u0399\u1FAE\u0002\u1F6E\u0399\u1FAF\u0002\u1F6F"
            + "\u0399\u1FB2\u0002\u1FBA\u0399\u1FB3\u0002\u0391\u0399\u1FB4\u0002\u0386\u0399\u1FB6\u0002\u0391"
            + "\u0342\u1FB7\u0003\u0391\u0342\u0399\u1FBC\u0002\u0391\u0399\u1FC2\u0002\u1FCA\u0399\u1FC3\u0002"
            + "\u0397\u0399\u1FC4\u0002\u0389\u0399\u1FC6\u0002\u0397\u0342\u1FC7\u0003\u0397\u0342\u0399\u1FCC"
            + "\u0002\u0397\u0399\u1FD2\u0003\u0399\u0308\u0300\u1FD3\u0003\u0399\u0308\u0301\u1FD6\u0002\u0399"
            + "\u0342\u1FD7\u0003\u0399\u0308\u0342\u1FE2\u0003\u03A5\u0308\u0300\u1FE3\u0003\u03A5\u0308\u0301"
            + "\u1FE4\u0002\u03A1\u0313\u1FE6\u0002\u03A5\u0342\u1FE7\u0003\u03A5\u0308\u0342\u1FF2\u0002\u1FFA"
            + "\u0399\u1FF3\u0002\u03A9\u0399\u1FF4\u0002\u038F\u0399\u1FF6\u0002\u03A9\u0342\u1FF7\u0003\u03A9"
            + "\u0342\u0399\u1FFC\u0002\u03A9\u0399\uFB00\u0002\u0046\u0046\uFB01\u0002\u0046\u0049\uFB02\u0002"
            + "\u0046\u004C\uFB03\u0003\u0046\u0046\u0049\uFB04\u0003\u0046\u0046\u004C\uFB05\u0002\u0053\u0054"
            + "\uFB06\u0002\u0053\u0054\uFB13\u0002\u0544\u0546\uFB14\u0002\u0544\u0535\uFB15\u0002\u0544\u053B"
            + "\uFB16\u0002\u054E\u0546\uFB17\u0002\u0544\u053D";

        /** Sorted keys and their offsets in TABLE. */
        static final char[] KEYS;
        static final int[] OFFSETS;

        static {
            String t = TABLE;
            int count = 0;
            for (int k = 0; k < t.length(); k += 2 + t.charAt(k + 1)) {
                count++;
            }
            char[] keys = new char[count];
            int[] offsets = new int[count];
            int idx = 0;
            for (int k = 0; k < t.length(); k += 2 + t.charAt(k + 1)) {
                keys[idx] = t.charAt(k);
                offsets[idx] = k;
                idx++;
            }
            KEYS = keys;
            OFFSETS = offsets;
        }

        /** Offset of c's entry in TABLE, or -1. */
        static int lookup(char c) {
            char[] keys = KEYS;
            int lo = 0;
            int hi = keys.length - 1;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                char k = keys[mid];
                if (k < c) {
                    lo = mid + 1;
                } else if (k > c) {
                    hi = mid - 1;
                } else {
                    return OFFSETS[mid];
                }
            }
            return -1;
        }
    }

    // ================================================================ whitespace

    public String trim() {
        char[] v = value;
        int end = v.length;
        int st = 0;
        while (st < end && v[st] <= ' ') {
            st++;
        }
        while (st < end && v[end - 1] <= ' ') {
            end--;
        }
        return (st > 0 || end < v.length) ? newString(v, st, end - st) : this;
    }

    private int indexOfNonWhitespace() {
        char[] v = value;
        int n = v.length;
        int i = 0;
        while (i < n && Character.isWhitespace(v[i])) {
            i++;
        }
        return i;
    }

    private int lastIndexOfNonWhitespace() {
        char[] v = value;
        int i = v.length;
        while (i > 0 && Character.isWhitespace(v[i - 1])) {
            i--;
        }
        return i;
    }

    public String strip() {
        int left = indexOfNonWhitespace();
        if (left == value.length) {
            return "";
        }
        int right = lastIndexOfNonWhitespace();
        return (left > 0 || right < value.length) ? newString(value, left, right - left) : this;
    }

    public String stripLeading() {
        int left = indexOfNonWhitespace();
        return left == 0 ? this : newString(value, left, value.length - left);
    }

    public String stripTrailing() {
        int right = lastIndexOfNonWhitespace();
        return right == value.length ? this : newString(value, 0, right);
    }

    public boolean isBlank() {
        return indexOfNonWhitespace() == value.length;
    }

    /** Index just past the line starting at start (excluding its terminator). */
    private static int lineEnd(char[] v, int start) {
        int n = v.length;
        int i = start;
        while (i < n && v[i] != '\n' && v[i] != '\r') {
            i++;
        }
        return i;
    }

    /** Index of the next line's start after a line ending at end. */
    private static int nextLineStart(char[] v, int end) {
        int n = v.length;
        if (end < n) {
            if (v[end] == '\r' && end + 1 < n && v[end + 1] == '\n') {
                return end + 2;
            }
            return end + 1;
        }
        return end;
    }

    /**
     * Splits into lines as lines() does: terminators are \n, \r and \r\n; a terminator at the very
     * end does not start another line. Returns {start0, end0, start1, end1, ...}; count in [0] of ends.
     */
    private int[] lineBounds() {
        char[] v = value;
        int n = v.length;
        int[] b = new int[8];
        int count = 0;
        int start = 0;
        while (start < n) {
            int end = lineEnd(v, start);
            if (count + 2 > b.length) {
                int[] bigger = new int[b.length * 2];
                System.arraycopy(b, 0, bigger, 0, count);
                b = bigger;
            }
            b[count++] = start;
            b[count++] = end;
            start = nextLineStart(v, end);
        }
        int[] r = new int[count];
        System.arraycopy(b, 0, r, 0, count);
        return r;
    }

    public String indent(int n) {
        char[] v = value;
        if (v.length == 0) {
            return "";
        }
        int[] lines = lineBounds();
        StringBuilder sb = new StringBuilder(v.length + 16);
        int remove = n == Integer.MIN_VALUE ? Integer.MAX_VALUE : -n;
        for (int k = 0; k < lines.length; k += 2) {
            int start = lines[k];
            int end = lines[k + 1];
            if (n > 0) {
                for (int m = 0; m < n; m++) {
                    sb.append(' ');
                }
            } else if (n < 0) {
                int s = start;
                while (s < end && s - start < remove && Character.isWhitespace(v[s])) {
                    s++;
                }
                start = s;
            }
            sb.append(v, start, end - start);
            sb.append('\n');
        }
        return sb.toString();
    }

    public String stripIndent() {
        char[] v = value;
        int length = v.length;
        if (length == 0) {
            return "";
        }
        char lastChar = v[length - 1];
        boolean optOut = lastChar == '\n' || lastChar == '\r';
        int[] lines = lineBounds();
        int outdent = 0;
        if (!optOut) {
            outdent = Integer.MAX_VALUE;
            int lastWs = 0;
            boolean lastBlank = false;
            for (int k = 0; k < lines.length; k += 2) {
                int start = lines[k];
                int end = lines[k + 1];
                int ws = start;
                while (ws < end && Character.isWhitespace(v[ws])) {
                    ws++;
                }
                if (ws != end && ws - start < outdent) {
                    outdent = ws - start;
                }
                lastBlank = ws == end;
                lastWs = end - start;
            }
            if (lastBlank && lastWs < outdent) {
                outdent = lastWs;
            }
        }
        StringBuilder sb = new StringBuilder(length);
        for (int k = 0; k < lines.length; k += 2) {
            int start = lines[k];
            int end = lines[k + 1];
            if (k > 0) {
                sb.append('\n');
            }
            int first = start;
            while (first < end && Character.isWhitespace(v[first])) {
                first++;
            }
            int last = end;
            while (last > start && Character.isWhitespace(v[last - 1])) {
                last--;
            }
            if (first >= last) {
                continue;
            }
            int s = start + Math.min(outdent, first - start);
            sb.append(v, s, last - s);
        }
        if (optOut) {
            sb.append('\n');
        }
        return sb.toString();
    }

    public String translateEscapes() {
        char[] v = value;
        int n = v.length;
        if (n == 0) {
            return "";
        }
        char[] r = new char[n];
        int p = 0;
        int i = 0;
        while (i < n) {
            char c = v[i++];
            if (c == '\\') {
                c = i < n ? v[i++] : '\0';
                switch (c) {
                    case 'b':
                        c = '\b';
                        break;
                    case 'f':
                        c = '\f';
                        break;
                    case 'n':
                        c = '\n';
                        break;
                    case 'r':
                        c = '\r';
                        break;
                    case 's':
                        c = ' ';
                        break;
                    case 't':
                        c = '\t';
                        break;
                    case '\'':
                    case '\"':
                    case '\\':
                        break;
                    case '0': case '1': case '2': case '3':
                    case '4': case '5': case '6': case '7': {
                        int limit = Math.min(i + (c <= '3' ? 2 : 1), n);
                        int code = c - '0';
                        while (i < limit) {
                            char d = v[i];
                            if (d < '0' || d > '7') {
                                break;
                            }
                            i++;
                            code = (code << 3) | (d - '0');
                        }
                        c = (char) code;
                        break;
                    }
                    case '\n':
                        continue;
                    case '\r':
                        if (i < n && v[i] == '\n') {
                            i++;
                        }
                        continue;
                    default: {
                        String hex = Integer.toHexString(c).toUpperCase();
                        while (hex.length() < 4) {
                            hex = "0" + hex;
                        }
                        throw new IllegalArgumentException("Invalid escape sequence: \\" + c + " \\\\u" + hex);
                    }
                }
            }
            r[p++] = c;
        }
        return newString(r, 0, p);
    }

    public <R> R transform(Function<? super String, ? extends R> f) {
        return f.apply(this);
    }

    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count); // hotspot:4417
        }
        if (count == 1) {
            return this;
        }
        char[] v = value;
        int len = v.length;
        if (len == 0 || count == 0) {
            return "";
        }
        if (len > Integer.MAX_VALUE / count) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        int total = len * count;
        char[] r = new char[total];
        if (len == 1) {
            char c = v[0];
            for (int i = 0; i < total; i++) {
                r[i] = c;
            }
        } else {
            System.arraycopy(v, 0, r, 0, len);
            int filled = len;
            while (filled < total - filled) {
                System.arraycopy(r, 0, r, filled, filled);
                filled <<= 1;
            }
            System.arraycopy(r, 0, r, filled, total - filled);
        }
        return new String(r, true);
    }

    // ================================================================ formatting & valueOf

    public static String format(String format, Object... args) {
        return new java.util.Formatter().format(format, args).toString(); // hotspot:4145
    }

    public static String format(Locale l, String format, Object... args) {
        return new java.util.Formatter(l).format(format, args).toString();
    }

    public String formatted(Object... args) {
        return new java.util.Formatter().format(this, args).toString();
    }

    public static String valueOf(Object obj) {
        return (obj == null) ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data); // hotspot:4234
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        return new String(new char[] {c}, true);
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }

    public native String intern();

    @Override
    public java.util.stream.IntStream chars() {
        return jdk.internal.terrarium.stream.Streams.chars(this);
    }

    @Override
    public java.util.stream.IntStream codePoints() {
        return jdk.internal.terrarium.stream.Streams.codePoints(this);
    }

    public java.util.stream.Stream<String> lines() {
        return jdk.internal.terrarium.stream.Streams.lines(this);
    }

    public java.util.Optional<String> describeConstable() {
        return java.util.Optional.of(this);
    }

    public String resolveConstantDesc(java.lang.invoke.MethodHandles.Lookup lookup) {
        return this;
    }
}
