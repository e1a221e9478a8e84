package java.math;

import java.util.Random;

/**
 * Arbitrary-precision integers. Sign-magnitude: {@code mag} holds the magnitude as
 * 32-bit words, least significant first, with no high zero words (length 0 for zero).
 */
public class BigInteger extends Number implements Comparable<BigInteger> {
    private static final long serialVersionUID = -8287574255936472291L;

    private static final long M = 0xffffffffL;
    private static final int[] NO_WORDS = new int[0];

    final int signum;
    final int[] mag;

    public static final BigInteger ZERO = new BigInteger(NO_WORDS, 0);
    public static final BigInteger ONE = new BigInteger(new int[] {1}, 1);
    public static final BigInteger TWO = new BigInteger(new int[] {2}, 1);
    public static final BigInteger TEN = new BigInteger(new int[] {10}, 1);
    static final BigInteger NEGATIVE_ONE = new BigInteger(new int[] {1}, -1);

    private static final int[] SMALL_PRIMES = {3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59,
        61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151, 157, 163, 167,
        173, 179, 181, 191, 193, 197, 199, 211, 223, 227, 229, 233, 239, 241, 251};

    /** Trusted: mag already trimmed. */
    BigInteger(int[] mag, int signum) {
        this.mag = mag;
        this.signum = mag.length == 0 ? 0 : signum;
    }

    // ------------------------------------------------------------------ constructors

    public BigInteger(byte[] val, int off, int len) {
        if (val.length == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        java.util.Objects.checkFromIndexSize(off, len, val.length);
        if (len == 0) {
            this.mag = NO_WORDS;
            this.signum = 0;
            return;
        }
        boolean neg = val[off] < 0;
        int[] words = new int[(len + 3) / 4];
        // little-endian words from big-endian bytes
        for (int i = 0; i < len; i++) {
            int b = val[off + len - 1 - i] & 0xff;
            words[i >>> 2] |= b << ((i & 3) << 3);
        }
        if (neg) {
            int top = len & 3;
            if (top != 0) {
                words[words.length - 1] |= -1 << (top << 3);
            }
            // negate two's complement
            negateInPlace(words);
            int[] m = trim(words);
            this.mag = m;
            this.signum = m.length == 0 ? 0 : -1;
        } else {
            int[] m = trim(words);
            this.mag = m;
            this.signum = m.length == 0 ? 0 : 1;
        }
    }

    public BigInteger(byte[] val) {
        this(val, 0, val.length);
    }

    public BigInteger(int signum, byte[] magnitude, int off, int len) {
        if (signum < -1 || signum > 1) {
            throw new NumberFormatException("Invalid signum value");
        }
        java.util.Objects.checkFromIndexSize(off, len, magnitude.length);
        int[] m = bytesToMag(magnitude, off, len);
        this.mag = m;
        if (m.length == 0) {
            this.signum = 0;
        } else {
            if (signum == 0) {
                throw new NumberFormatException("signum-magnitude mismatch");
            }
            this.signum = signum;
        }
    }

    public BigInteger(int signum, byte[] magnitude) {
        this(signum, magnitude, 0, magnitude.length);
    }

    public BigInteger(String val, int radix) {
        int len = val.length();
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new NumberFormatException("Radix out of range");
        }
        if (len == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        int sign = 1;
        int pos = 0;
        int minus = val.lastIndexOf('-');
        int plus = val.lastIndexOf('+');
        if (minus >= 0) {
            if (minus != 0 || plus >= 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            sign = -1;
            pos = 1;
        } else if (plus >= 0) {
            if (plus != 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            pos = 1;
        }
        if (pos == len) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        while (pos < len && Character.digit(val.charAt(pos), radix) == 0) {
            pos++;
        }
        if (pos == len) {
            this.mag = NO_WORDS;
            this.signum = 0;
            return;
        }
        int ndigits = len - pos;
        int group = digitsPerInt(radix);
        int first = ndigits % group;
        if (first == 0) {
            first = group;
        }
        int groupMul = intPow(radix, group);
        // words needed: ndigits * log2(radix) / 32, generously
        int[] acc = new int[(int) (((long) ndigits * bitsPerDigitCeil(radix)) / 32) + 2];
        int used = 0;
        String piece = val.substring(pos, pos + first);
        pos += first;
        int v = Integer.parseInt(piece, radix); // hotspot:544
        if (v < 0) {
            throw new NumberFormatException("Illegal digit");
        }
        if (v != 0) {
            acc[0] = v;
            used = 1;
        }
        while (pos < len) {
            piece = val.substring(pos, pos + group);
            pos += group;
            v = Integer.parseInt(piece, radix);
            if (v < 0) {
                throw new NumberFormatException("Illegal digit");
            }
            used = mulAddInPlace(acc, used, groupMul, v);
        }
        int[] m = new int[used];
        System.arraycopy(acc, 0, m, 0, used);
        this.mag = m;
        this.signum = used == 0 ? 0 : sign;
    }

    public BigInteger(String val) {
        this(val, 10); // hotspot:682
    }

    public BigInteger(int numBits, Random rnd) {
        if (numBits < 0) {
            throw new IllegalArgumentException("numBits must be non-negative");
        }
        int nbytes = (int) (((long) numBits + 7) / 8);
        byte[] bytes = new byte[nbytes];
        if (nbytes > 0) {
            rnd.nextBytes(bytes);
            int excess = 8 * nbytes - numBits;
            bytes[0] &= (byte) ((1 << (8 - excess)) - 1);
        }
        int[] m = bytesToMag(bytes, 0, nbytes);
        this.mag = m;
        this.signum = m.length == 0 ? 0 : 1;
    }

    private static final BigInteger[] SMALL = new BigInteger[33];

    static {
        SMALL[16] = ZERO;
        SMALL[17] = ONE;
        SMALL[18] = TWO;
        SMALL[26] = TEN;
        SMALL[15] = NEGATIVE_ONE;
        for (int i = 1; i <= 16; i++) {
            if (SMALL[16 + i] == null) {
                SMALL[16 + i] = new BigInteger(new int[] {i}, 1);
            }
            if (SMALL[16 - i] == null) {
                SMALL[16 - i] = new BigInteger(new int[] {i}, -1);
            }
        }
    }

    public static BigInteger valueOf(long val) {
        if (val >= -16 && val <= 16) {
            return SMALL[(int) val + 16];
        }
        int sign = 1;
        long a = val;
        if (val < 0) {
            sign = -1;
            a = -val; // MIN_VALUE stays, read as unsigned below
        }
        int hi = (int) (a >>> 32);
        int[] m = hi == 0 ? new int[] {(int) a} : new int[] {(int) a, hi};
        return new BigInteger(m, sign);
    }

    // ------------------------------------------------------------------ magnitude helpers

    private static int[] bytesToMag(byte[] b, int off, int len) {
        int start = off;
        int end = off + len;
        while (start < end && b[start] == 0) {
            start++;
        }
        int n = end - start;
        if (n == 0) {
            return NO_WORDS;
        }
        int[] words = new int[(n + 3) / 4];
        for (int i = 0; i < n; i++) {
            int v = b[end - 1 - i] & 0xff;
            words[i >>> 2] |= v << ((i & 3) << 3);
        }
        return words;
    }

    private static void negateInPlace(int[] w) {
        long carry = 1;
        for (int i = 0; i < w.length; i++) {
            long s = ((~w[i]) & M) + carry;
            w[i] = (int) s;
            carry = s >>> 32;
        }
    }

    static int[] trim(int[] a) {
        int n = a.length;
        while (n > 0 && a[n - 1] == 0) {
            n--;
        }
        if (n == a.length) {
            return a;
        }
        if (n == 0) {
            return NO_WORDS;
        }
        int[] r = new int[n];
        System.arraycopy(a, 0, r, 0, n);
        return r;
    }

    private static int digitsPerInt(int radix) {
        int d = 0;
        long p = 1;
        while (p * radix <= Integer.MAX_VALUE) {
            p *= radix;
            d++;
        }
        return d;
    }

    private static int bitsPerDigitCeil(int radix) {
        int b = 1;
        while ((1 << b) < radix) {
            b++;
        }
        return b;
    }

    private static int intPow(int base, int e) {
        int r = 1;
        for (int i = 0; i < e; i++) {
            r *= base;
        }
        return r;
    }

    /** acc[0..used) = acc * mul + add; returns the new used length. */
    private static int mulAddInPlace(int[] acc, int used, int mul, int add) {
        long m = mul & M;
        long carry = add & M;
        for (int i = 0; i < used; i++) {
            long p = (acc[i] & M) * m + carry;
            acc[i] = (int) p;
            carry = p >>> 32;
        }
        if (carry != 0) {
            acc[used++] = (int) carry;
        }
        return used;
    }

    static int cmpMag(int[] a, int[] b) {
        if (a.length != b.length) {
            return a.length < b.length ? -1 : 1;
        }
        for (int i = a.length - 1; i >= 0; i--) {
            if (a[i] != b[i]) {
                return (a[i] & M) < (b[i] & M) ? -1 : 1;
            }
        }
        return 0;
    }

    private static int[] addMag(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int[] r = new int[a.length + 1];
        long carry = 0;
        int i = 0;
        for (; i < b.length; i++) {
            long s = (a[i] & M) + (b[i] & M) + carry;
            r[i] = (int) s;
            carry = s >>> 32;
        }
        for (; i < a.length; i++) {
            long s = (a[i] & M) + carry;
            r[i] = (int) s;
            carry = s >>> 32;
        }
        r[i] = (int) carry;
        return trim(r);
    }

    /** a - b where |a| >= |b|. */
    private static int[] subMag(int[] a, int[] b) {
        int[] r = new int[a.length];
        long borrow = 0;
        int i = 0;
        for (; i < b.length; i++) {
            long d = (a[i] & M) - (b[i] & M) - borrow;
            r[i] = (int) d;
            borrow = d < 0 ? 1 : 0;
        }
        for (; i < a.length; i++) {
            long d = (a[i] & M) - borrow;
            r[i] = (int) d;
            borrow = d < 0 ? 1 : 0;
        }
        return trim(r);
    }

    private static int[] mulMag(int[] a, int[] b) {
        int[] r = new int[a.length + b.length];
        for (int i = 0; i < a.length; i++) {
            long ai = a[i] & M;
            if (ai == 0) {
                continue;
            }
            long carry = 0;
            int k = i;
            for (int j = 0; j < b.length; j++, k++) {
                long p = ai * (b[j] & M) + (r[k] & M) + carry;
                r[k] = (int) p;
                carry = p >>> 32;
            }
            r[k] = (int) carry;
        }
        return trim(r);
    }

    private static int[] mulSmallMag(int[] a, long m) {
        int[] r = new int[a.length + 1];
        long carry = 0;
        for (int i = 0; i < a.length; i++) {
            long p = (a[i] & M) * m + carry;
            r[i] = (int) p;
            carry = p >>> 32;
        }
        r[a.length] = (int) carry;
        return trim(r);
    }

    /** Divides a (length len) in place by d (0 < d < 2^31), returns the remainder. */
    private static int divSmallInPlace(int[] a, int len, int d) {
        long dd = d;
        long rem = 0;
        for (int i = len - 1; i >= 0; i--) {
            long cur = (rem << 32) | (a[i] & M);
            long q = cur / dd;
            rem = cur - q * dd;
            a[i] = (int) q;
        }
        return (int) rem;
    }

    /** Magnitude division: returns {quotient, remainder}; b nonzero. */
    static int[][] divMag(int[] a, int[] b) {
        if (cmpMag(a, b) < 0) {
            return new int[][] {NO_WORDS, a};
        }
        int n = b.length;
        if (n == 1) {
            long d = b[0] & M;
            int[] q = new int[a.length];
            long rem = 0;
            for (int i = a.length - 1; i >= 0; i--) {
                long cur = (rem << 32) | (a[i] & M);
                long qq = cur >= 0 ? cur / d : Long.divideUnsigned(cur, d);
                rem = cur - qq * d;
                q[i] = (int) qq;
            }
            return new int[][] {trim(q), rem == 0 ? NO_WORDS : new int[] {(int) rem}};
        }
        int m = a.length - n;
        int s = Integer.numberOfLeadingZeros(b[n - 1]);
        int[] vn = new int[n];
        int[] un = new int[a.length + 1];
        if (s == 0) {
            System.arraycopy(b, 0, vn, 0, n);
            System.arraycopy(a, 0, un, 0, a.length);
        } else {
            for (int i = n - 1; i > 0; i--) {
                vn[i] = (b[i] << s) | (b[i - 1] >>> (32 - s));
            }
            vn[0] = b[0] << s;
            un[a.length] = a[a.length - 1] >>> (32 - s);
            for (int i = a.length - 1; i > 0; i--) {
                un[i] = (a[i] << s) | (a[i - 1] >>> (32 - s));
            }
            un[0] = a[0] << s;
        }
        int[] q = new int[m + 1];
        long vTop = vn[n - 1] & M;
        long vNext = vn[n - 2] & M;
        final long B = 1L << 32;
        for (int j = m; j >= 0; j--) {
            long num = ((un[j + n] & M) << 32) | (un[j + n - 1] & M);
            long qhat = num >= 0 ? num / vTop : Long.divideUnsigned(num, vTop);
            long rhat = num - qhat * vTop;
            while (qhat >= B
                    || Long.compareUnsigned(qhat * vNext, (rhat << 32) | (un[j + n - 2] & M)) > 0) {
                qhat--;
                rhat += vTop;
                if (rhat >= B) {
                    break;
                }
            }
            long carry = 0;
            long borrow = 0;
            for (int i = 0; i < n; i++) {
                long p = qhat * (vn[i] & M) + carry;
                carry = p >>> 32;
                long t = (un[i + j] & M) - (p & M) - borrow;
                un[i + j] = (int) t;
                borrow = t < 0 ? 1 : 0;
            }
            long t = (un[j + n] & M) - carry - borrow;
            un[j + n] = (int) t;
            if (t < 0) {
                qhat--;
                long c = 0;
                for (int i = 0; i < n; i++) {
                    long sum = (un[i + j] & M) + (vn[i] & M) + c;
                    un[i + j] = (int) sum;
                    c = sum >>> 32;
                }
                un[j + n] += (int) c;
            }
            q[j] = (int) qhat;
        }
        int[] r = new int[n];
        if (s == 0) {
            System.arraycopy(un, 0, r, 0, n);
        } else {
            for (int i = 0; i < n; i++) {
                r[i] = (un[i] >>> s) | (un[i + 1] << (32 - s));
            }
        }
        return new int[][] {trim(q), trim(r)};
    }

    private static int magBitLength(int[] m) {
        int n = m.length;
        if (n == 0) {
            return 0;
        }
        return (n - 1) * 32 + 32 - Integer.numberOfLeadingZeros(m[n - 1]);
    }

    private static int[] shiftLeftMag(int[] m, int n) {
        int words = n >>> 5;
        int bits = n & 31;
        int[] r = new int[m.length + words + 1];
        if (bits == 0) {
            System.arraycopy(m, 0, r, words, m.length);
        } else {
            int carry = 0;
            for (int i = 0; i < m.length; i++) {
                r[i + words] = (m[i] << bits) | carry;
                carry = m[i] >>> (32 - bits);
            }
            r[m.length + words] = carry;
        }
        return trim(r);
    }

    private static int[] shiftRightMag(int[] m, int n) {
        int words = n >>> 5;
        if (words >= m.length) {
            return NO_WORDS;
        }
        int bits = n & 31;
        int len = m.length - words;
        int[] r = new int[len];
        if (bits == 0) {
            System.arraycopy(m, words, r, 0, len);
        } else {
            for (int i = 0; i < len; i++) {
                int lo = m[i + words] >>> bits;
                int hi = (i + words + 1 < m.length) ? (m[i + words + 1] << (32 - bits)) : 0;
                r[i] = lo | hi;
            }
        }
        return trim(r);
    }

    private static int lowestSetBitMag(int[] m) {
        for (int i = 0; i < m.length; i++) {
            if (m[i] != 0) {
                return i * 32 + Integer.numberOfTrailingZeros(m[i]);
            }
        }
        return -1;
    }

    // ------------------------------------------------------------------ arithmetic

    public BigInteger add(BigInteger val) {
        if (val.signum == 0) {
            return this;
        }
        if (signum == 0) {
            return val;
        }
        if (val.signum == signum) {
            return new BigInteger(addMag(mag, val.mag), signum);
        }
        int c = cmpMag(mag, val.mag);
        if (c == 0) {
            return ZERO;
        }
        return c > 0 ? new BigInteger(subMag(mag, val.mag), signum)
                : new BigInteger(subMag(val.mag, mag), val.signum);
    }

    public BigInteger subtract(BigInteger val) {
        if (val.signum == 0) {
            return this;
        }
        if (signum == 0) {
            return val.negate();
        }
        if (val.signum != signum) {
            return new BigInteger(addMag(mag, val.mag), signum);
        }
        int c = cmpMag(mag, val.mag);
        if (c == 0) {
            return ZERO;
        }
        return c > 0 ? new BigInteger(subMag(mag, val.mag), signum)
                : new BigInteger(subMag(val.mag, mag), -signum);
    }

    public BigInteger multiply(BigInteger val) {
        if (val.signum == 0 || signum == 0) {
            return ZERO;
        }
        checkBits((long) magBitLength(mag) + magBitLength(val.mag) - 1);
        return new BigInteger(mulMag(mag, val.mag), signum * val.signum);
    }

    private static void checkBits(long bits) {
        if (bits > Integer.MAX_VALUE) {
            throw new ArithmeticException("BigInteger would overflow supported range");
        }
    }

    public BigInteger divide(BigInteger val) {
        if (val.signum == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
        if (signum == 0) {
            return ZERO;
        }
        int[][] qr = divMag(mag, val.mag);
        return new BigInteger(qr[0], signum * val.signum);
    }

    public BigInteger[] divideAndRemainder(BigInteger val) {
        if (val.signum == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
        BigInteger[] res = new BigInteger[2];
        if (signum == 0) {
            res[0] = ZERO;
            res[1] = ZERO;
            return res;
        }
        int[][] qr = divMag(mag, val.mag);
        res[0] = new BigInteger(qr[0], signum * val.signum);
        res[1] = new BigInteger(qr[1], signum);
        return res;
    }

    public BigInteger remainder(BigInteger val) {
        if (val.signum == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
        if (signum == 0) {
            return ZERO;
        }
        int[][] qr = divMag(mag, val.mag);
        return new BigInteger(qr[1], signum);
    }

    public BigInteger pow(int exponent) {
        if (exponent < 0) {
            throw new ArithmeticException("Negative exponent");
        }
        if (signum == 0) {
            return exponent == 0 ? ONE : this;
        }
        if (exponent == 0) {
            return ONE;
        }
        checkBits((long) (magBitLength(mag) - 1) * exponent);
        int[] result = new int[] {1};
        int[] base = mag;
        int e = exponent;
        while (true) {
            if ((e & 1) != 0) {
                result = mulMag(result, base);
            }
            e >>>= 1;
            if (e == 0) {
                break;
            }
            base = mulMag(base, base);
        }
        int sign = (signum < 0 && (exponent & 1) != 0) ? -1 : 1;
        return new BigInteger(result, sign);
    }

    public BigInteger sqrt() {
        if (signum < 0) {
            throw new ArithmeticException("Negative BigInteger");
        }
        if (signum == 0) {
            return ZERO;
        }
        int bl = magBitLength(mag);
        if (bl <= 52) {
            long v = longValue();
            long s = (long) Math.sqrt((double) v);
            while (s * s > v) {
                s--;
            }
            while ((s + 1) * (s + 1) <= v) {
                s++;
            }
            return valueOf(s);
        }
        // Newton iteration from an over-estimate
        BigInteger x = ONE.shiftLeft((bl + 1) / 2);
        while (true) {
            BigInteger y = x.add(this.divide(x)).shiftRight(1);
            if (y.compareTo(x) >= 0) {
                return x;
            }
            x = y;
        }
    }

    public BigInteger[] sqrtAndRemainder() {
        BigInteger s = sqrt();
        BigInteger[] r = new BigInteger[2];
        r[0] = s;
        r[1] = this.subtract(s.multiply(s));
        return r;
    }

    public BigInteger gcd(BigInteger val) {
        if (val.signum == 0) {
            return this.abs();
        }
        if (signum == 0) {
            return val.abs();
        }
        int[] a = mag;
        int[] b = val.mag;
        while (b.length != 0) {
            int[] r = divMag(a, b)[1];
            a = b;
            b = r;
        }
        return new BigInteger(a, 1);
    }

    public BigInteger abs() {
        return signum >= 0 ? this : negate();
    }

    public BigInteger negate() {
        return new BigInteger(mag, -signum);
    }

    public int signum() {
        return signum;
    }

    public BigInteger mod(BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        BigInteger r = remainder(m);
        return r.signum >= 0 ? r : r.add(m);
    }

    public BigInteger modPow(BigInteger exponent, BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        boolean modIsOne = m.mag.length == 1 && m.mag[0] == 1;
        if (exponent.signum == 0) {
            return modIsOne ? ZERO : ONE;
        }
        if (this.signum == 1 && mag.length == 1 && mag[0] == 1) {
            return modIsOne ? ZERO : ONE;
        }
        if (this.signum == 0 && exponent.signum >= 0) {
            return ZERO;
        }
        if (this.signum == -1 && mag.length == 1 && mag[0] == 1 && !exponent.testBit(0)) {
            return modIsOne ? ZERO : ONE;
        }
        boolean invert = exponent.signum < 0;
        int[] e = exponent.mag;
        BigInteger base = (signum < 0 || cmpMag(mag, m.mag) >= 0) ? this.mod(m) : this;
        int[] mm = m.mag;
        int[] b = base.mag;
        int[] result = modIsOne ? NO_WORDS : new int[] {1};
        int ebits = magBitLength(e);
        for (int i = ebits - 1; i >= 0; i--) {
            if (result.length != 0) {
                result = divMag(mulMag(result, result), mm)[1];
            }
            if ((e[i >>> 5] & (1 << (i & 31))) != 0) {
                result = divMag(mulMag(result, b), mm)[1];
            }
        }
        BigInteger r = new BigInteger(result, 1);
        return invert ? r.modInverse(m) : r;
    }

    public BigInteger modInverse(BigInteger m) {
        if (m.signum != 1) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (m.mag.length == 1 && m.mag[0] == 1) {
            return ZERO;
        }
        BigInteger a = this;
        if (signum < 0 || cmpMag(mag, m.mag) >= 0) {
            a = this.mod(m);
        }
        if (a.signum == 1 && a.mag.length == 1 && a.mag[0] == 1) {
            return ONE;
        }
        // extended Euclid: track coefficient of a
        BigInteger r0 = m;
        BigInteger r1 = a;
        BigInteger t0 = ZERO;
        BigInteger t1 = ONE;
        while (r1.signum != 0) {
            BigInteger[] qr = r0.divideAndRemainder(r1);
            BigInteger t2 = t0.subtract(qr[0].multiply(t1));
            r0 = r1;
            r1 = qr[1];
            t0 = t1;
            t1 = t2;
        }
        if (!(r0.mag.length == 1 && r0.mag[0] == 1)) {
            throw new ArithmeticException("BigInteger not invertible.");
        }
        return t0.signum < 0 ? t0.add(m) : t0;
    }

    // ------------------------------------------------------------------ shifts and bits

    public BigInteger shiftLeft(int n) {
        if (signum == 0) {
            return ZERO;
        }
        if (n > 0) {
            checkBits((long) magBitLength(mag) + n);
            return new BigInteger(shiftLeftMag(mag, n), signum);
        } else if (n == 0) {
            return this;
        } else {
            return shiftRightImpl(-n);
        }
    }

    public BigInteger shiftRight(int n) {
        if (signum == 0) {
            return ZERO;
        }
        if (n > 0) {
            return shiftRightImpl(n);
        } else if (n == 0) {
            return this;
        } else {
            if (n == Integer.MIN_VALUE) {
                throw new ArithmeticException("BigInteger would overflow supported range");
            }
            checkBits((long) magBitLength(mag) - n);
            return new BigInteger(shiftLeftMag(mag, -n), signum);
        }
    }

    /** Arithmetic shift right by n (n read as unsigned). */
    private BigInteger shiftRightImpl(int n) {
        long count = n & M;
        if (count >= (long) mag.length * 32) {
            return signum >= 0 ? ZERO : NEGATIVE_ONE;
        }
        int[] r = shiftRightMag(mag, n);
        if (signum < 0) {
            int low = lowestSetBitMag(mag);
            if (low < count) {
                r = addMag(r, new int[] {1});
            }
            return new BigInteger(r, -1);
        }
        return new BigInteger(r, 1);
    }

    /** Word n (little-endian) of the infinite two's complement representation. */
    private int word(int n) {
        if (n >= mag.length) {
            return signum < 0 ? -1 : 0;
        }
        int w = mag[n];
        if (signum >= 0) {
            return w;
        }
        int fnz = 0;
        while (mag[fnz] == 0) {
            fnz++;
        }
        if (n < fnz) {
            return 0;
        }
        return n == fnz ? -w : ~w;
    }

    private int[] twos(int len) {
        int[] r = new int[len];
        int n = Math.min(len, mag.length);
        System.arraycopy(mag, 0, r, 0, n);
        if (signum < 0) {
            for (int i = 0; i < len; i++) {
                r[i] = ~r[i];
            }
            for (int i = 0; i < len; i++) {
                r[i]++;
                if (r[i] != 0) {
                    break;
                }
            }
        }
        return r;
    }

    private static BigInteger fromTwos(int[] w) {
        if (w.length > 0 && w[w.length - 1] < 0) {
            negateInPlace(w);
            return new BigInteger(trim(w), -1);
        }
        return new BigInteger(trim(w), 1);
    }

    public BigInteger and(BigInteger val) {
        int len = Math.max(mag.length, val.mag.length) + 1;
        int[] a = twos(len);
        int[] b = val.twos(len);
        for (int i = 0; i < len; i++) {
            a[i] &= b[i];
        }
        return fromTwos(a);
    }

    public BigInteger or(BigInteger val) {
        int len = Math.max(mag.length, val.mag.length) + 1;
        int[] a = twos(len);
        int[] b = val.twos(len);
        for (int i = 0; i < len; i++) {
            a[i] |= b[i];
        }
        return fromTwos(a);
    }

    public BigInteger xor(BigInteger val) {
        int len = Math.max(mag.length, val.mag.length) + 1;
        int[] a = twos(len);
        int[] b = val.twos(len);
        for (int i = 0; i < len; i++) {
            a[i] ^= b[i];
        }
        return fromTwos(a);
    }

    public BigInteger not() {
        int len = mag.length + 1;
        int[] a = twos(len);
        for (int i = 0; i < len; i++) {
            a[i] = ~a[i];
        }
        return fromTwos(a);
    }

    public BigInteger andNot(BigInteger val) {
        int len = Math.max(mag.length, val.mag.length) + 1;
        int[] a = twos(len);
        int[] b = val.twos(len);
        for (int i = 0; i < len; i++) {
            a[i] &= ~b[i];
        }
        return fromTwos(a);
    }

    public boolean testBit(int n) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        return (word(n >>> 5) & (1 << (n & 31))) != 0;
    }

    private BigInteger changeBit(int n, int op) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        int idx = n >>> 5;
        int len = Math.max(mag.length, idx + 1) + 1;
        int[] a = twos(len);
        int bit = 1 << (n & 31);
        if (op == 0) {
            a[idx] |= bit;
        } else if (op == 1) {
            a[idx] &= ~bit;
        } else {
            a[idx] ^= bit;
        }
        return fromTwos(a);
    }

    public BigInteger setBit(int n) {
        return changeBit(n, 0);
    }

    public BigInteger clearBit(int n) {
        return changeBit(n, 1);
    }

    public BigInteger flipBit(int n) {
        return changeBit(n, 2);
    }

    public int getLowestSetBit() {
        return lowestSetBitMag(mag);
    }

    public int bitLength() {
        int bl = magBitLength(mag);
        if (signum < 0 && lowestSetBitMag(mag) == bl - 1) {
            return bl - 1;
        }
        return bl;
    }

    public int bitCount() {
        int c = 0;
        for (int i = 0; i < mag.length; i++) {
            c += Integer.bitCount(mag[i]);
        }
        if (signum < 0) {
            c += lowestSetBitMag(mag) - 1;
        }
        return c;
    }

    // ------------------------------------------------------------------ primes

    public boolean isProbablePrime(int certainty) {
        if (certainty <= 0) {
            return true;
        }
        BigInteger w = this.abs();
        if (w.mag.length == 1 && w.mag[0] == 2) {
            return true;
        }
        if (!w.testBit(0) || (w.mag.length == 1 && w.mag[0] == 1)) {
            return false;
        }
        return w.oddPrimeTest();
    }

    private boolean oddPrimeTest() {
        // this is odd and >= 3
        if (mag.length == 1 && (mag[0] & M) <= 251) {
            int v = mag[0];
            for (int i = 0; i < SMALL_PRIMES.length; i++) {
                if (SMALL_PRIMES[i] == v) {
                    return true;
                }
            }
            return false;
        }
        int[] tmp = new int[mag.length];
        for (int i = 0; i < SMALL_PRIMES.length; i++) {
            System.arraycopy(mag, 0, tmp, 0, mag.length);
            if (divSmallInPlace(tmp, tmp.length, SMALL_PRIMES[i]) == 0) {
                return false;
            }
        }
        BigInteger nm1 = this.subtract(ONE);
        int s = nm1.getLowestSetBit();
        BigInteger d = nm1.shiftRight(s);
        // The first 12 prime bases decide every n < 3.3e24 exactly; larger n also get
        // bases derived from n itself.
        int[] bases = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
        int bl = magBitLength(mag);
        int extra = bl <= 81 ? 0 : 6;
        for (int i = 0; i < bases.length + extra; i++) {
            BigInteger a;
            if (i < bases.length) {
                a = valueOf(bases[i]);
            } else {
                long seed = (mag[0] & M) * 0x9E3779B97F4A7C15L + i * 0xBF58476D1CE4E5B9L;
                seed ^= seed >>> 29;
                a = valueOf((seed >>> 2) | 2).mod(nm1.subtract(ONE)).add(TWO);
            }
            BigInteger x = a.modPow(d, this);
            if ((x.mag.length == 1 && x.mag[0] == 1 && x.signum == 1) || x.equals(nm1)) {
                continue;
            }
            boolean composite = true;
            for (int r = 1; r < s; r++) {
                x = x.multiply(x).mod(this);
                if (x.equals(nm1)) {
                    composite = false;
                    break;
                }
            }
            if (composite) {
                return false;
            }
        }
        return true;
    }

    public BigInteger nextProbablePrime() {
        if (signum < 0) {
            throw new ArithmeticException("start < 0: " + this);
        }
        if (signum == 0 || (mag.length == 1 && mag[0] == 1)) {
            return TWO;
        }
        BigInteger c = this.add(ONE);
        if (!c.testBit(0)) {
            c = c.add(ONE);
        }
        while (!c.isProbablePrime(100)) {
            c = c.add(TWO);
        }
        return c;
    }

    // ------------------------------------------------------------------ comparison

    public int compareTo(BigInteger val) {
        if (signum != val.signum) {
            return signum > val.signum ? 1 : -1;
        }
        if (signum == 0) {
            return 0;
        }
        int c = cmpMag(mag, val.mag);
        return signum > 0 ? c : -c;
    }

    public boolean equals(Object x) {
        if (x == this) {
            return true;
        }
        if (!(x instanceof BigInteger)) {
            return false;
        }
        BigInteger o = (BigInteger) x;
        if (o.signum != signum || o.mag.length != mag.length) {
            return false;
        }
        for (int i = 0; i < mag.length; i++) {
            if (mag[i] != o.mag[i]) {
                return false;
            }
        }
        return true;
    }

    public BigInteger min(BigInteger val) {
        return compareTo(val) < 0 ? this : val;
    }

    public BigInteger max(BigInteger val) {
        return compareTo(val) > 0 ? this : val;
    }

    public int hashCode() {
        int h = 0;
        for (int i = mag.length - 1; i >= 0; i--) {
            h = (int) (31 * h + (mag[i] & M));
        }
        return h * signum;
    }

    // ------------------------------------------------------------------ conversions

    public String toString(int radix) {
        if (signum == 0) {
            return "0";
        }
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        if (mag.length == 1 || (mag.length == 2 && mag[1] >= 0)) {
            long v = mag[0] & M;
            if (mag.length == 2) {
                v |= ((long) mag[1]) << 32;
            }
            return Long.toString(signum < 0 ? -v : v, radix);
        }
        int group = digitsPerInt(radix);
        int div = intPow(radix, group);
        int[] work = new int[mag.length];
        System.arraycopy(mag, 0, work, 0, mag.length);
        int len = work.length;
        int[] chunks = new int[magBitLength(mag) / 25 + 2];
        int nchunks = 0;
        while (len > 0) {
            int rem = divSmallInPlace(work, len, div);
            while (len > 0 && work[len - 1] == 0) {
                len--;
            }
            if (nchunks == chunks.length) {
                int[] bigger = new int[chunks.length * 2];
                System.arraycopy(chunks, 0, bigger, 0, nchunks);
                chunks = bigger;
            }
            chunks[nchunks++] = rem;
        }
        StringBuilder sb = new StringBuilder(nchunks * group + 1);
        if (signum < 0) {
            sb.append('-');
        }
        sb.append(Integer.toString(chunks[nchunks - 1], radix));
        for (int i = nchunks - 2; i >= 0; i--) {
            String s = Integer.toString(chunks[i], radix);
            for (int z = s.length(); z < group; z++) {
                sb.append('0');
            }
            sb.append(s);
        }
        return sb.toString();
    }

    public String toString() {
        return toString(10);
    }

    public byte[] toByteArray() {
        int byteLen = bitLength() / 8 + 1;
        byte[] out = new byte[byteLen];
        for (int i = 0; i < byteLen; i++) {
            int w = word(i >>> 2);
            out[byteLen - 1 - i] = (byte) (w >>> ((i & 3) << 3));
        }
        return out;
    }

    public int intValue() {
        return word(0);
    }

    public long longValue() {
        return ((long) word(1) << 32) | (word(0) & M);
    }

    public float floatValue() {
        if (signum == 0) {
            return 0.0f;
        }
        int bl = magBitLength(mag);
        if (bl <= 63) {
            return (float) longValue();
        }
        if (bl > 129) {
            return signum > 0 ? Float.POSITIVE_INFINITY : Float.NEGATIVE_INFINITY;
        }
        int shift = bl - 25; // keep 25 bits: 24 + rounding bit
        long top = bitsAt(shift, 25);
        boolean sticky = lowestSetBitMag(mag) < shift;
        long mant = top >>> 1;
        if ((top & 1) != 0 && (sticky || (mant & 1) != 0)) {
            mant++;
        }
        int exp = shift + 1; // value = mant * 2^exp
        if (mant == (1L << 24)) {
            mant >>>= 1;
            exp++;
        }
        int biased = exp + 23 + 127;
        if (biased >= 255) {
            return signum > 0 ? Float.POSITIVE_INFINITY : Float.NEGATIVE_INFINITY;
        }
        int bits = (biased << 23) | ((int) mant & ((1 << 23) - 1));
        if (signum < 0) {
            bits |= 0x80000000;
        }
        return Float.intBitsToFloat(bits);
    }

    public double doubleValue() {
        if (signum == 0) {
            return 0.0;
        }
        int bl = magBitLength(mag);
        if (bl <= 63) {
            return (double) longValue();
        }
        if (bl > 1025) {
            return signum > 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        }
        int shift = bl - 54;
        long top = bitsAt(shift, 54);
        boolean sticky = lowestSetBitMag(mag) < shift;
        long mant = top >>> 1;
        if ((top & 1) != 0 && (sticky || (mant & 1) != 0)) {
            mant++;
        }
        int exp = shift + 1;
        if (mant == (1L << 53)) {
            mant >>>= 1;
            exp++;
        }
        long biased = exp + 52 + 1023;
        if (biased >= 2047) {
            return signum > 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        }
        long bits = (biased << 52) | (mant & ((1L << 52) - 1));
        if (signum < 0) {
            bits |= 0x8000000000000000L;
        }
        return Double.longBitsToDouble(bits);
    }

    /** count (<= 54) magnitude bits starting at bit position pos. */
    private long bitsAt(int pos, int count) {
        int w = pos >>> 5;
        int b = pos & 31;
        long w0 = w < mag.length ? (mag[w] & M) : 0;
        long w1 = w + 1 < mag.length ? (mag[w + 1] & M) : 0;
        long w2 = w + 2 < mag.length ? (mag[w + 2] & M) : 0;
        long acc = (w0 >>> b) | (w1 << (32 - b));
        if (b > 0) {
            acc |= w2 << (64 - b);
        }
        return acc & ((1L << count) - 1);
    }

    public long longValueExact() {
        if (mag.length <= 2 && bitLength() <= 63) {
            return longValue();
        }
        throw new ArithmeticException("BigInteger out of long range");
    }

    public int intValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            return intValue();
        }
        throw new ArithmeticException("BigInteger out of int range");
    }

    public short shortValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            int v = intValue();
            if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
                return (short) v;
            }
        }
        throw new ArithmeticException("BigInteger out of short range");
    }

    public byte byteValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            int v = intValue();
            if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
                return (byte) v;
            }
        }
        throw new ArithmeticException("BigInteger out of byte range");
    }

    // ------------------------------------------------------------------ support for BigDecimal

    private static BigInteger[] tenPowers = new BigInteger[64];

    static BigInteger tenPow(int n) {
        if (n < tenPowers.length) {
            BigInteger p = tenPowers[n];
            if (p == null) {
                p = n == 0 ? ONE : tenPow(n - 1).multiply(TEN);
                tenPowers[n] = p;
            }
            return p;
        }
        if (n < 1024) {
            BigInteger[] bigger = new BigInteger[1024];
            System.arraycopy(tenPowers, 0, bigger, 0, tenPowers.length);
            tenPowers = bigger;
            return tenPow(n);
        }
        return TEN.pow(n);
    }

    /** Number of decimal digits of |this| (1 for zero). */
    int decimalDigits() {
        if (signum == 0) {
            return 1;
        }
        int bl = magBitLength(mag);
        int est = (int) (((long) (bl - 1) * 1233) >>> 12) + 1; // <= true digit count
        while (est < 1000000000 && cmpMag(mag, tenPow(est).mag) >= 0) {
            est++;
        }
        return est;
    }

    BigInteger multiplySmall(int m) {
        if (signum == 0 || m == 0) {
            return ZERO;
        }
        int s = signum;
        long mm = m;
        if (m < 0) {
            s = -s;
            mm = -mm;
        }
        return new BigInteger(mulSmallMag(mag, mm), s);
    }

    boolean isCompact() {
        return mag.length < 2 || (mag.length == 2 && mag[1] >= 0);
    }

    /**
     * HotSpot's serial form: signum and the magnitude as big-endian bytes with
     * no leading zero, plus four legacy int fields written as -1 or -2.
     */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("signum", Integer.TYPE),
        new java.io.ObjectStreamField("magnitude", byte[].class),
        new java.io.ObjectStreamField("bitCount", Integer.TYPE),
        new java.io.ObjectStreamField("bitLength", Integer.TYPE),
        new java.io.ObjectStreamField("firstNonzeroByteNum", Integer.TYPE),
        new java.io.ObjectStreamField("lowestSetBit", Integer.TYPE)
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField fields = s.putFields();
        fields.put("signum", signum);
        fields.put("magnitude", magnitudeBytes());
        fields.put("bitCount", -1);
        fields.put("bitLength", -1);
        fields.put("lowestSetBit", -2);
        fields.put("firstNonzeroByteNum", -2);
        s.writeFields();
    }

    /** The magnitude, big-endian, without leading zero bytes (empty for zero). */
    private byte[] magnitudeBytes() {
        int bytes = (abs().bitLength() + 7) >>> 3;
        byte[] out = new byte[bytes];
        for (int i = 0; i < bytes; i++) {
            out[bytes - 1 - i] = (byte) (mag[i >>> 2] >>> ((i & 3) << 3));
        }
        return out;
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField fields = s.readFields();
        int sign = fields.get("signum", -2);
        byte[] magnitude = (byte[]) fields.get("magnitude", null);
        if (sign < -1 || sign > 1) {
            throw new java.io.StreamCorruptedException("BigInteger: Invalid signum value");
        }
        if (magnitude == null) {
            throw new java.io.StreamCorruptedException("BigInteger: null magnitude");
        }
        int[] m = bytesToMag(magnitude, 0, magnitude.length);
        if ((m.length == 0) != (sign == 0)) {
            throw new java.io.StreamCorruptedException("BigInteger: signum-magnitude mismatch");
        }
        // The fields are final: set them through the library's field slots.
        jdk.internal.terrarium.FieldAccess.putInt(this,
                jdk.internal.terrarium.FieldAccess.slot(BigInteger.class, "signum"), sign);
        jdk.internal.terrarium.FieldAccess.putObject(this,
                jdk.internal.terrarium.FieldAccess.slot(BigInteger.class, "mag"), m);
    }
}
