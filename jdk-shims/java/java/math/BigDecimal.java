package java.math;

/**
 * Immutable arbitrary-precision decimal: {@code intVal * 10^-scale}.
 */
public class BigDecimal extends Number implements Comparable<BigDecimal> {
    private static final long serialVersionUID = 6108874887143696463L;

    private final BigInteger intVal;
    private final int scale;
    private transient int precision; // 0 = not yet computed

    public static final int ROUND_UP = 0;
    public static final int ROUND_DOWN = 1;
    public static final int ROUND_CEILING = 2;
    public static final int ROUND_FLOOR = 3;
    public static final int ROUND_HALF_UP = 4;
    public static final int ROUND_HALF_DOWN = 5;
    public static final int ROUND_HALF_EVEN = 6;
    public static final int ROUND_UNNECESSARY = 7;

    private static final BigDecimal[] ZERO_THROUGH_TEN = new BigDecimal[11];
    private static final BigDecimal[] ZERO_SCALED_BY = new BigDecimal[16];

    static {
        for (int i = 0; i <= 10; i++) {
            ZERO_THROUGH_TEN[i] = new BigDecimal(BigInteger.valueOf(i), 0);
        }
        ZERO_SCALED_BY[0] = ZERO_THROUGH_TEN[0];
        for (int i = 1; i < 16; i++) {
            ZERO_SCALED_BY[i] = new BigDecimal(BigInteger.ZERO, i);
        }
    }

    public static final BigDecimal ZERO = ZERO_THROUGH_TEN[0];
    public static final BigDecimal ONE = ZERO_THROUGH_TEN[1];
    public static final BigDecimal TEN = ZERO_THROUGH_TEN[10];

    private static final double[] DOUBLE_TEN_POW = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
    };
    private static final float[] FLOAT_TEN_POW = {
        1e0f, 1e1f, 1e2f, 1e3f, 1e4f, 1e5f, 1e6f, 1e7f, 1e8f, 1e9f, 1e10f
    };

    // ------------------------------------------------------------------ constructors

    public BigDecimal(char[] in, int offset, int len) {
        this(in, offset, len, MathContext.UNLIMITED);
    }

    public BigDecimal(char[] in, int offset, int len, MathContext mc) {
        BigDecimal v = parse(in, offset, len);
        if (mc.precision > 0) {
            v = doRound(v.intVal, v.scale, mc);
        }
        this.intVal = v.intVal;
        this.scale = v.scale;
    }

    public BigDecimal(char[] in) {
        this(in, 0, in.length);
    }

    public BigDecimal(char[] in, MathContext mc) {
        this(in, 0, in.length, mc);
    }

    public BigDecimal(String val) {
        this(val.toCharArray(), 0, val.length());
    }

    public BigDecimal(String val, MathContext mc) {
        this(val.toCharArray(), 0, val.length(), mc);
    }

    public BigDecimal(double val) {
        this(val, MathContext.UNLIMITED);
    }

    public BigDecimal(double val, MathContext mc) {
        if (Double.isInfinite(val) || Double.isNaN(val)) {
            throw new NumberFormatException("Infinite or NaN");
        }
        long bits = Double.doubleToLongBits(val);
        int exponent = (int) ((bits >> 52) & 0x7ffL);
        long significand = exponent == 0 ? (bits & ((1L << 52) - 1)) << 1
                : (bits & ((1L << 52) - 1)) | (1L << 52);
        exponent -= 1075;
        BigInteger v;
        int sc = 0;
        if (significand == 0) {
            v = BigInteger.ZERO;
        } else {
            while ((significand & 1) == 0) {
                significand >>= 1;
                exponent++;
            }
            if (bits < 0) {
                significand = -significand;
            }
            v = BigInteger.valueOf(significand);
            if (exponent > 0) {
                v = v.shiftLeft(exponent);
            } else if (exponent < 0) {
                v = v.multiply(BigInteger.valueOf(5).pow(-exponent));
                sc = -exponent;
            }
        }
        if (mc.precision > 0) {
            BigDecimal r = doRound(v, sc, mc);
            v = r.intVal;
            sc = r.scale;
        }
        this.intVal = v;
        this.scale = sc;
    }

    public BigDecimal(BigInteger val) {
        this.intVal = nonNull(val);
        this.scale = 0;
    }

    public BigDecimal(BigInteger val, MathContext mc) {
        this(val, 0, mc);
    }

    public BigDecimal(BigInteger unscaledVal, int scale) {
        this.intVal = nonNull(unscaledVal);
        this.scale = scale;
    }

    public BigDecimal(BigInteger unscaledVal, int scale, MathContext mc) {
        BigDecimal r = doRound(nonNull(unscaledVal), scale, mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(int val) {
        this.intVal = BigInteger.valueOf(val);
        this.scale = 0;
    }

    public BigDecimal(int val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(long val) {
        this.intVal = BigInteger.valueOf(val);
        this.scale = 0;
    }

    public BigDecimal(long val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    private static BigInteger nonNull(BigInteger v) {
        v.signum(); // NullPointerException for null, as the JDK
        return v;
    }

    // ------------------------------------------------------------------ parsing

    private static BigDecimal parse(char[] in, int offset, int len) {
        if ((in.length | offset | len) < 0 || len > in.length - offset) {
            throw new NumberFormatException("Bad offset or len arguments for char[] input.");
        }
        try {
            boolean neg = false;
            char first = in[offset];
            if (first == '-') {
                neg = true;
                offset++;
                len--;
            } else if (first == '+') {
                offset++;
                len--;
            }
            boolean small = len <= 18;
            char[] digits = new char[len > 0 ? len : 0];
            int ndigits = 0;
            int scl = 0;
            boolean dot = false;
            boolean any = false;
            long exp = 0;
            for (; len > 0; offset++, len--) {
                char c = in[offset];
                if (c >= '0' && c <= '9') {
                    digits[ndigits++] = c;
                    any = true;
                    if (dot) {
                        scl++;
                    }
                } else if (c == '.') {
                    if (dot) {
                        throw new NumberFormatException("Character array contains more than one decimal point.");
                    }
                    dot = true;
                } else if (Character.isDigit(c)) {
                    digits[ndigits++] = (char) ('0' + Character.digit(c, 10));
                    any = true;
                    if (dot) {
                        scl++;
                    }
                } else if (c == 'e' || c == 'E') {
                    exp = parseExponent(in, offset, len);
                    if ((int) exp != exp) {
                        throw new NumberFormatException("Exponent overflow.");
                    }
                    break;
                } else if (small) {
                    throw new NumberFormatException("Character " + c
                            + " is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.");
                } else {
                    throw new NumberFormatException("Character array is missing \"e\" notation exponential mark.");
                }
            }
            if (!any) {
                throw new NumberFormatException("No digits found.");
            }
            if (exp != 0) {
                long adj = (long) scl - exp;
                if (adj > Integer.MAX_VALUE || adj < Integer.MIN_VALUE) {
                    throw new NumberFormatException("Scale out of range.");
                }
                scl = (int) adj;
            }
            BigInteger v;
            if (ndigits <= 18) {
                long acc = 0;
                for (int i = 0; i < ndigits; i++) {
                    acc = acc * 10 + (digits[i] - '0');
                }
                v = BigInteger.valueOf(neg ? -acc : acc);
            } else {
                v = new BigInteger(neg ? "-" + new String(digits, 0, ndigits) : new String(digits, 0, ndigits));
            }
            return new BigDecimal(v, scl);
        } catch (ArrayIndexOutOfBoundsException | NegativeArraySizeException e) {
            NumberFormatException nfe = new NumberFormatException();
            nfe.initCause(e);
            throw nfe;
        }
    }

    private static long parseExponent(char[] in, int offset, int len) {
        offset++;
        char c = in[offset];
        len--;
        boolean neg = c == '-';
        if (neg || c == '+') {
            offset++;
            c = in[offset];
            len--;
        }
        if (len <= 0) {
            throw new NumberFormatException("No exponent digits.");
        }
        while (len > 10 && (c == '0' || Character.digit(c, 10) == 0)) {
            offset++;
            c = in[offset];
            len--;
        }
        if (len > 10) {
            throw new NumberFormatException("Too many nonzero exponent digits.");
        }
        long exp = 0;
        while (true) {
            int v;
            if (c >= '0' && c <= '9') {
                v = c - '0';
            } else {
                v = Character.digit(c, 10);
                if (v < 0) {
                    throw new NumberFormatException("Not a digit.");
                }
            }
            exp = exp * 10 + v;
            if (len == 1) {
                break;
            }
            offset++;
            c = in[offset];
            len--;
        }
        return neg ? -exp : exp;
    }

    // ------------------------------------------------------------------ factories

    public static BigDecimal valueOf(long unscaledVal, int scale) {
        if (scale == 0) {
            return valueOf(unscaledVal);
        }
        if (unscaledVal == 0) {
            return zeroValueOf(scale);
        }
        return new BigDecimal(BigInteger.valueOf(unscaledVal), scale);
    }

    public static BigDecimal valueOf(long val) {
        if (val >= 0 && val <= 10) {
            return ZERO_THROUGH_TEN[(int) val];
        }
        return new BigDecimal(BigInteger.valueOf(val), 0);
    }

    public static BigDecimal valueOf(double val) {
        return new BigDecimal(Double.toString(val));
    }

    // ------------------------------------------------------------------ internal helpers

    private static BigDecimal zeroValueOf(int scale) {
        if (scale >= 0 && scale < ZERO_SCALED_BY.length) {
            return ZERO_SCALED_BY[scale];
        }
        return new BigDecimal(BigInteger.ZERO, scale);
    }

    private static int saturate(long s) {
        int i = (int) s;
        return i == s ? i : (s < 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE);
    }

    /** Checks a computed scale for the value v; zero values saturate. */
    private static int checkScale(BigInteger v, long s) {
        int i = (int) s;
        if (i != s) {
            i = s > Integer.MAX_VALUE ? Integer.MAX_VALUE : Integer.MIN_VALUE;
            if (v.signum() != 0) {
                throw new ArithmeticException(i > 0 ? "Underflow" : "Overflow");
            }
        }
        return i;
    }

    private static int checkScaleNonZero(long s) {
        int i = (int) s;
        if (i != s) {
            throw new ArithmeticException(i > 0 ? "Underflow" : "Overflow");
        }
        return i;
    }

    private static BigInteger tenPow(long n) {
        if (n > Integer.MAX_VALUE) {
            throw new ArithmeticException("BigInteger would overflow supported range");
        }
        return BigInteger.tenPow((int) n);
    }

    private static BigInteger mulTenPow(BigInteger v, long n) {
        if (n <= 0 || v.signum() == 0) {
            return v;
        }
        return v.multiply(tenPow(n));
    }

    private static void checkMode(int roundingMode) {
        if (roundingMode < ROUND_UP || roundingMode > ROUND_UNNECESSARY) {
            throw new IllegalArgumentException("Invalid rounding mode");
        }
    }

    /** Whether to move a truncated quotient one step away from zero. */
    private static boolean needIncrement(int mode, int qsign, int cmpHalf, boolean odd) {
        switch (mode) {
            case ROUND_UNNECESSARY:
                throw new ArithmeticException("Rounding necessary");
            case ROUND_UP:
                return true;
            case ROUND_DOWN:
                return false;
            case ROUND_CEILING:
                return qsign > 0;
            case ROUND_FLOOR:
                return qsign < 0;
            default:
                if (cmpHalf < 0) {
                    return false;
                }
                if (cmpHalf > 0) {
                    return true;
                }
                if (mode == ROUND_HALF_UP) {
                    return true;
                }
                if (mode == ROUND_HALF_DOWN) {
                    return false;
                }
                return odd;
        }
    }

    /** Rounded quotient n/d (d nonzero). */
    private static BigInteger divRound(BigInteger n, BigInteger d, int mode) {
        BigInteger[] qr = n.divideAndRemainder(d);
        BigInteger q = qr[0];
        if (qr[1].signum() == 0) {
            return q;
        }
        int qsign = n.signum() * d.signum();
        int cmpHalf = qr[1].abs().shiftLeft(1).compareTo(d.abs());
        if (needIncrement(mode, qsign, cmpHalf, q.testBit(0))) {
            q = q.add(qsign > 0 ? BigInteger.ONE : BigInteger.NEGATIVE_ONE);
        }
        return q;
    }

    /** n/d rounded, at the given scale; exact quotients are stripped towards preferredScale. */
    private static BigDecimal divideAndRound(BigInteger n, BigInteger d, int scale, int mode, long preferredScale) {
        BigInteger[] qr = n.divideAndRemainder(d);
        BigInteger q = qr[0];
        if (qr[1].signum() != 0) {
            int qsign = n.signum() * d.signum();
            int cmpHalf = qr[1].abs().shiftLeft(1).compareTo(d.abs());
            if (needIncrement(mode, qsign, cmpHalf, q.testBit(0))) {
                q = q.add(qsign > 0 ? BigInteger.ONE : BigInteger.NEGATIVE_ONE);
            }
            return new BigDecimal(q, scale);
        }
        if (preferredScale != scale) {
            return stripZeros(q, scale, preferredScale);
        }
        return new BigDecimal(q, scale);
    }

    /** Removes trailing zeros while the scale is above preferredScale. */
    private static BigDecimal stripZeros(BigInteger v, int scale, long preferredScale) {
        while (scale > preferredScale && v.abs().compareTo(BigInteger.TEN) >= 0) {
            if (v.testBit(0)) {
                break;
            }
            BigInteger[] qr = v.divideAndRemainder(BigInteger.TEN);
            if (qr[1].signum() != 0) {
                break;
            }
            v = qr[0];
            scale = checkScale(v, (long) scale - 1);
        }
        return new BigDecimal(v, scale);
    }

    private static BigDecimal doRound(BigInteger v, int scale, MathContext mc) {
        int mcp = mc.precision;
        if (mcp > 0) {
            int mode = mc.roundingMode.oldMode;
            int prec = v.decimalDigits();
            int drop = prec - mcp;
            while (drop > 0) {
                scale = checkScaleNonZero((long) scale - drop);
                v = divRound(v, tenPow(drop), mode);
                prec = v.decimalDigits();
                drop = prec - mcp;
            }
            BigDecimal r = new BigDecimal(v, scale);
            r.precision = prec;
            return r;
        }
        return new BigDecimal(v, scale);
    }

    private static BigDecimal doRound(BigDecimal d, MathContext mc) {
        int mcp = mc.precision;
        if (mcp == 0 || d.precision() <= mcp) {
            return d;
        }
        return doRound(d.intVal, d.scale, mc);
    }

    // ------------------------------------------------------------------ arithmetic

    public BigDecimal add(BigDecimal augend) {
        if (this.scale == augend.scale) {
            return new BigDecimal(intVal.add(augend.intVal), scale);
        }
        if (this.scale < augend.scale) {
            return new BigDecimal(mulTenPow(intVal, (long) augend.scale - this.scale).add(augend.intVal), augend.scale);
        }
        return new BigDecimal(intVal.add(mulTenPow(augend.intVal, (long) this.scale - augend.scale)), scale);
    }

    public BigDecimal add(BigDecimal augend, MathContext mc) {
        if (mc.precision == 0) {
            return add(augend);
        }
        BigDecimal lhs = this;
        boolean lhsZero = lhs.signum() == 0;
        boolean augZero = augend.signum() == 0;
        if (lhsZero || augZero) {
            int preferredScale = Math.max(lhs.scale, augend.scale);
            if (lhsZero && augZero) {
                return zeroValueOf(preferredScale);
            }
            BigDecimal result = lhsZero ? doRound(augend, mc) : doRound(lhs, mc);
            if (result.scale == preferredScale) {
                return result;
            } else if (result.scale > preferredScale) {
                return stripZeros(result.intVal, result.scale, preferredScale);
            } else {
                int precisionDiff = mc.precision - result.precision();
                int scaleDiff = preferredScale - result.scale;
                if (precisionDiff >= scaleDiff) {
                    return result.setScale(preferredScale);
                }
                return result.setScale(result.scale + precisionDiff);
            }
        }
        BigDecimal sum = add(augend);
        return doRound(sum.intVal, sum.scale, mc);
    }

    public BigDecimal subtract(BigDecimal subtrahend) {
        return add(subtrahend.negate());
    }

    public BigDecimal subtract(BigDecimal subtrahend, MathContext mc) {
        if (mc.precision == 0) {
            return subtract(subtrahend);
        }
        return add(subtrahend.negate(), mc);
    }

    public BigDecimal multiply(BigDecimal multiplicand) {
        int sc = checkScale(intVal.multiply(multiplicand.intVal), (long) scale + multiplicand.scale);
        return new BigDecimal(intVal.multiply(multiplicand.intVal), sc);
    }

    public BigDecimal multiply(BigDecimal multiplicand, MathContext mc) {
        if (mc.precision == 0) {
            return multiply(multiplicand);
        }
        BigInteger p = intVal.multiply(multiplicand.intVal);
        int sc = checkScale(p, (long) scale + multiplicand.scale);
        return doRound(p, sc, mc);
    }

    public BigDecimal divide(BigDecimal divisor, int scale, int roundingMode) {
        checkMode(roundingMode);
        return divideToScale(divisor, scale, roundingMode);
    }

    public BigDecimal divide(BigDecimal divisor, int scale, RoundingMode roundingMode) {
        return divideToScale(divisor, scale, roundingMode.oldMode);
    }

    public BigDecimal divide(BigDecimal divisor, int roundingMode) {
        return divide(divisor, scale, roundingMode);
    }

    public BigDecimal divide(BigDecimal divisor, RoundingMode roundingMode) {
        return divideToScale(divisor, this.scale, roundingMode.oldMode);
    }

    private BigDecimal divideToScale(BigDecimal divisor, int newScale, int mode) {
        long raise = (long) newScale + divisor.scale - this.scale;
        BigInteger n = intVal;
        BigInteger d = divisor.intVal;
        if (d.signum() == 0) {
            boolean small;
            if (raise > 0) {
                small = n.isCompact() && raise < 19
                        && (n.signum() == 0 || n.abs().compareTo(BigInteger.valueOf(Long.MAX_VALUE)
                                .divide(BigInteger.tenPow((int) raise))) <= 0);
            } else {
                small = n.isCompact() && -raise < 19;
            }
            throw new ArithmeticException(small ? "/ by zero" : "BigInteger divide by zero");
        }
        if (raise > 0) {
            n = mulTenPow(n, raise);
        } else if (raise < 0) {
            d = mulTenPow(d, -raise);
        }
        return new BigDecimal(divRound(n, d, mode), newScale);
    }

    public BigDecimal divide(BigDecimal divisor) {
        long preferredScale = (long) this.scale - divisor.scale;
        if (divisor.signum() == 0) {
            if (this.signum() == 0) {
                throw new ArithmeticException("Division undefined");
            }
            throw new ArithmeticException("Division by zero");
        }
        if (this.signum() == 0) {
            return zeroValueOf(saturate(preferredScale));
        }
        long p = this.precision() + ((10L * divisor.precision() + 2) / 3);
        MathContext mc = new MathContext((int) Math.min(p, Integer.MAX_VALUE), RoundingMode.UNNECESSARY);
        BigDecimal q;
        try {
            q = this.divide(divisor, mc);
        } catch (ArithmeticException e) {
            throw new ArithmeticException("Non-terminating decimal expansion; no exact representable decimal result."); // hotspot:1780
        }
        if (preferredScale > q.scale) {
            return q.setScale((int) preferredScale, ROUND_UNNECESSARY);
        }
        return q;
    }

    public BigDecimal divide(BigDecimal divisor, MathContext mc) {
        int mcp = mc.precision;
        if (mcp == 0) {
            return divide(divisor);
        }
        long preferredScale = (long) this.scale - divisor.scale;
        if (divisor.signum() == 0) {
            if (this.signum() == 0) {
                throw new ArithmeticException("Division undefined");
            }
            throw new ArithmeticException("Division by zero");
        }
        if (this.signum() == 0) {
            return zeroValueOf(saturate(preferredScale));
        }
        int xp = this.precision();
        int yp = divisor.precision();
        // compare the normalized significands |x|/10^xp and |y|/10^yp
        BigInteger xa = intVal.abs();
        BigInteger ya = divisor.intVal.abs();
        int cmp;
        if (xp < yp) {
            cmp = mulTenPow(xa, yp - xp).compareTo(ya);
        } else if (xp > yp) {
            cmp = xa.compareTo(mulTenPow(ya, xp - yp));
        } else {
            cmp = xa.compareTo(ya);
        }
        long yscale = yp;
        if (cmp > 0) {
            yscale -= 1;
        }
        int scl = checkScaleNonZero(preferredScale + yscale - xp + mcp);
        long shift = mcp + yscale - xp;
        BigInteger n = intVal;
        BigInteger d = divisor.intVal;
        if (shift > 0) {
            n = mulTenPow(n, shift);
        } else if (shift < 0) {
            d = mulTenPow(d, -shift);
        }
        BigDecimal q = divideAndRound(n, d, scl, mc.roundingMode.oldMode, checkScaleNonZero(preferredScale));
        return doRound(q, mc);
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor) {
        int preferredScale = saturate((long) this.scale - divisor.scale);
        if (this.compareMagnitude(divisor) < 0) {
            return zeroValueOf(preferredScale);
        }
        if (this.signum() == 0 && divisor.signum() != 0) {
            return this.setScale(preferredScale, ROUND_UNNECESSARY);
        }
        long maxDigits = this.precision() + ((10L * divisor.precision() + 2) / 3)
                + Math.abs((long) this.scale - divisor.scale) + 2;
        BigDecimal q = this.divide(divisor, new MathContext((int) Math.min(maxDigits, Integer.MAX_VALUE),
                RoundingMode.DOWN));
        if (q.scale > 0) {
            q = q.setScale(0, RoundingMode.DOWN);
            q = stripZeros(q.intVal, q.scale, preferredScale);
        }
        if (q.scale < preferredScale) {
            q = q.setScale(preferredScale, ROUND_UNNECESSARY);
        }
        return q;
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0 || this.compareMagnitude(divisor) < 0) {
            return divideToIntegralValue(divisor);
        }
        int preferredScale = saturate((long) this.scale - divisor.scale);
        BigDecimal result = this.divide(divisor, new MathContext(mc.precision, RoundingMode.DOWN));
        if (result.scale < 0) {
            BigDecimal product = result.multiply(divisor);
            if (this.subtract(product).compareMagnitude(divisor) >= 0) {
                throw new ArithmeticException("Division impossible");
            }
        } else if (result.scale > 0) {
            result = result.setScale(0, RoundingMode.DOWN);
        }
        int precisionDiff;
        if (preferredScale > result.scale && (precisionDiff = mc.precision - result.precision()) > 0) {
            return result.setScale(result.scale + Math.min(precisionDiff, preferredScale - result.scale));
        }
        return stripZeros(result.intVal, result.scale, preferredScale);
    }

    public BigDecimal remainder(BigDecimal divisor) {
        return divideAndRemainder(divisor)[1];
    }

    public BigDecimal remainder(BigDecimal divisor, MathContext mc) {
        return divideAndRemainder(divisor, mc)[1];
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor) {
        BigDecimal[] result = new BigDecimal[2];
        result[0] = this.divideToIntegralValue(divisor);
        result[1] = this.subtract(result[0].multiply(divisor));
        return result;
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0) {
            return divideAndRemainder(divisor);
        }
        BigDecimal[] result = new BigDecimal[2];
        result[0] = this.divideToIntegralValue(divisor, mc);
        result[1] = this.subtract(result[0].multiply(divisor));
        return result;
    }

    public BigDecimal sqrt(MathContext mc) {
        int sig = this.signum();
        if (sig < 0) {
            throw new ArithmeticException("Attempted square root of negative BigDecimal");
        }
        int preferredScale = this.scale / 2;
        if (sig == 0) {
            return valueOf(0L, preferredScale);
        }
        BigDecimal zeroPref = valueOf(0L, preferredScale);
        BigDecimal stripped = this.stripTrailingZeros();
        int ss = stripped.scale;
        if (stripped.intVal.equals(BigInteger.ONE) && ss % 2 == 0) {
            BigDecimal result = valueOf(1L, ss / 2);
            if (result.scale != preferredScale) {
                result = result.add(zeroPref, mc);
            }
            return result;
        }
        int p = mc.precision;
        int mode = mc.roundingMode.oldMode;
        boolean exactOnly = p == 0 || mode == ROUND_UNNECESSARY;
        long need = exactOnly ? 0 : 2L * (p + 1) - stripped.precision();
        if (need < 0) {
            need = 0;
        }
        if (((ss + need) & 1) != 0) {
            need++;
        }
        BigInteger scaled = mulTenPow(stripped.intVal, need);
        BigInteger root = scaled.sqrt();
        boolean exact = root.multiply(root).equals(scaled);
        int workScale = checkScaleNonZero((ss + need) / 2);
        BigDecimal result;
        if (exactOnly) {
            if (!exact || (p > 0 && root.decimalDigits() > p)) {
                throw new ArithmeticException("Computed square root not exact.");
            }
            result = new BigDecimal(root, workScale);
        } else if (exact) {
            result = doRound(root, workScale, mc);
        } else {
            BigInteger sticky = root.multiply(BigInteger.TEN).add(BigInteger.ONE);
            result = doRound(sticky, checkScaleNonZero((long) workScale + 1), mc);
        }
        if (result.scale != preferredScale) {
            result = result.stripTrailingZeros().add(zeroPref, new MathContext(p, RoundingMode.UNNECESSARY));
        }
        return result;
    }

    public BigDecimal pow(int n) {
        if (n < 0 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        BigInteger p = intVal.pow(n);
        return new BigDecimal(p, checkScale(p, (long) scale * n));
    }

    public BigDecimal pow(int n, MathContext mc) {
        if (mc.precision == 0) {
            return pow(n);
        }
        if (n < -999999999 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        if (n == 0) {
            return ONE;
        }
        int mag = Math.abs(n);
        int elength = Integer.toString(mag).length();
        if (elength > mc.precision) {
            throw new ArithmeticException("Invalid operation");
        }
        MathContext workmc = new MathContext(mc.precision + elength + 1, mc.roundingMode);
        BigDecimal acc = ONE;
        boolean seen = false;
        for (int i = 1;; i++) {
            mag += mag;
            if (mag < 0) {
                seen = true;
                acc = acc.multiply(this, workmc);
            }
            if (i == 31) {
                break;
            }
            if (seen) {
                acc = acc.multiply(acc, workmc);
            }
        }
        if (n < 0) {
            acc = ONE.divide(acc, workmc);
        }
        return doRound(acc, mc);
    }

    public BigDecimal abs() {
        return signum() < 0 ? negate() : this;
    }

    public BigDecimal abs(MathContext mc) {
        return signum() < 0 ? negate(mc) : plus(mc);
    }

    public BigDecimal negate() {
        return new BigDecimal(intVal.negate(), scale);
    }

    public BigDecimal negate(MathContext mc) {
        return negate().plus(mc);
    }

    public BigDecimal plus() {
        return this;
    }

    public BigDecimal plus(MathContext mc) {
        if (mc.precision == 0) {
            return this;
        }
        return doRound(this, mc);
    }

    public int signum() {
        return intVal.signum();
    }

    public int scale() {
        return scale;
    }

    public int precision() {
        int p = precision;
        if (p == 0) {
            p = intVal.decimalDigits();
            precision = p;
        }
        return p;
    }

    public BigInteger unscaledValue() {
        return intVal;
    }

    public BigDecimal round(MathContext mc) {
        return plus(mc);
    }

    public BigDecimal setScale(int newScale, RoundingMode roundingMode) {
        return setScale(newScale, roundingMode.oldMode);
    }

    public BigDecimal setScale(int newScale, int roundingMode) {
        checkMode(roundingMode);
        int oldScale = this.scale;
        if (newScale == oldScale) {
            return this;
        }
        if (this.signum() == 0) {
            return zeroValueOf(newScale);
        }
        if (newScale > oldScale) {
            long raise = (long) newScale - oldScale;
            return new BigDecimal(mulTenPow(intVal, raise), newScale);
        }
        long drop = (long) oldScale - newScale;
        return new BigDecimal(divRound(intVal, tenPow(drop), roundingMode), newScale);
    }

    public BigDecimal setScale(int newScale) {
        return setScale(newScale, ROUND_UNNECESSARY);
    }

    public BigDecimal movePointLeft(int n) {
        if (n == 0) {
            return this;
        }
        int newScale = checkScale(intVal, (long) scale + n);
        BigDecimal num = new BigDecimal(intVal, newScale);
        return num.scale < 0 ? num.setScale(0, ROUND_UNNECESSARY) : num;
    }

    public BigDecimal movePointRight(int n) {
        if (n == 0) {
            return this;
        }
        int newScale = checkScale(intVal, (long) scale - n);
        BigDecimal num = new BigDecimal(intVal, newScale);
        return num.scale < 0 ? num.setScale(0, ROUND_UNNECESSARY) : num;
    }

    public BigDecimal scaleByPowerOfTen(int n) {
        return new BigDecimal(intVal, checkScale(intVal, (long) scale - n));
    }

    public BigDecimal stripTrailingZeros() {
        if (intVal.signum() == 0) {
            return ZERO;
        }
        return stripZeros(intVal, scale, Long.MIN_VALUE);
    }

    // ------------------------------------------------------------------ comparison

    private int compareMagnitude(BigDecimal val) {
        BigInteger a = this.intVal.abs();
        BigInteger b = val.intVal.abs();
        if (a.signum() == 0) {
            return b.signum() == 0 ? 0 : -1;
        }
        if (b.signum() == 0) {
            return 1;
        }
        if (this.scale < val.scale) {
            a = mulTenPow(a, (long) val.scale - this.scale);
        } else if (this.scale > val.scale) {
            b = mulTenPow(b, (long) this.scale - val.scale);
        }
        return a.compareTo(b);
    }

    public int compareTo(BigDecimal val) {
        int s1 = this.signum();
        int s2 = val.signum();
        if (s1 != s2) {
            return s1 > s2 ? 1 : -1;
        }
        if (s1 == 0) {
            return 0;
        }
        int c = compareMagnitude(val);
        return s1 > 0 ? c : -c;
    }

    public boolean equals(Object x) {
        if (!(x instanceof BigDecimal)) {
            return false;
        }
        BigDecimal o = (BigDecimal) x;
        if (x == this) {
            return true;
        }
        return scale == o.scale && intVal.equals(o.intVal);
    }

    public BigDecimal min(BigDecimal val) {
        return compareTo(val) <= 0 ? this : val;
    }

    public BigDecimal max(BigDecimal val) {
        return compareTo(val) >= 0 ? this : val;
    }

    public int hashCode() {
        return 31 * intVal.hashCode() + scale;
    }

    // ------------------------------------------------------------------ strings

    public String toString() {
        return layout(true);
    }

    public String toEngineeringString() {
        return layout(false);
    }

    public String toPlainString() {
        if (scale == 0) {
            return intVal.toString();
        }
        if (scale < 0) {
            if (signum() == 0) {
                return "0";
            }
            String s = intVal.toString();
            StringBuilder sb = new StringBuilder(s.length() - scale);
            sb.append(s);
            for (int i = 0; i < -scale; i++) {
                sb.append('0');
            }
            return sb.toString();
        }
        String digits = intVal.abs().toString();
        StringBuilder sb = new StringBuilder(digits.length() + scale + 3);
        if (signum() < 0) {
            sb.append('-');
        }
        int intLen = digits.length() - scale;
        if (intLen > 0) {
            sb.append(digits, 0, intLen).append('.').append(digits, intLen, digits.length());
        } else {
            sb.append("0.");
            for (int i = intLen; i < 0; i++) {
                sb.append('0');
            }
            sb.append(digits);
        }
        return sb.toString();
    }

    private String layout(boolean sci) {
        if (scale == 0) {
            return intVal.toString();
        }
        String coeff = intVal.abs().toString();
        int clen = coeff.length();
        long adjusted = -(long) scale + (clen - 1);
        StringBuilder sb = new StringBuilder(clen + 16);
        if (signum() < 0) {
            sb.append('-');
        }
        if (scale > 0 && adjusted >= -6) {
            int pad = scale - clen;
            if (pad >= 0) {
                sb.append("0.");
                for (int i = 0; i < pad; i++) {
                    sb.append('0');
                }
                sb.append(coeff);
            } else {
                sb.append(coeff, 0, -pad).append('.').append(coeff, -pad, clen);
            }
            return sb.toString();
        }
        if (sci) {
            sb.append(coeff.charAt(0));
            if (clen > 1) {
                sb.append('.').append(coeff, 1, clen);
            }
        } else {
            int sig = (int) (adjusted % 3);
            if (sig < 0) {
                sig += 3;
            }
            adjusted -= sig;
            sig++;
            if (signum() == 0) {
                if (sig == 1) {
                    sb.append('0');
                } else if (sig == 2) {
                    sb.append("0.00");
                    adjusted += 3;
                } else {
                    sb.append("0.0");
                    adjusted += 3;
                }
            } else if (sig >= clen) {
                sb.append(coeff);
                for (int i = sig - clen; i > 0; i--) {
                    sb.append('0');
                }
            } else {
                sb.append(coeff, 0, sig).append('.').append(coeff, sig, clen);
            }
        }
        if (adjusted != 0) {
            sb.append('E');
            if (adjusted > 0) {
                sb.append('+');
            }
            sb.append(adjusted);
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------ conversions

    public BigInteger toBigInteger() {
        return this.setScale(0, ROUND_DOWN).intVal;
    }

    public BigInteger toBigIntegerExact() {
        return this.setScale(0, ROUND_UNNECESSARY).intVal;
    }

    public long longValue() {
        if (scale == 0) {
            return intVal.longValue();
        }
        if (signum() == 0 || scale <= -64 || precision() - scale <= 0) {
            return 0;
        }
        return toBigInteger().longValue();
    }

    public long longValueExact() {
        if (scale == 0 && intVal.isCompact()) {
            return intVal.longValue();
        }
        if (signum() == 0) {
            return 0;
        }
        if ((long) precision() - scale <= 0) {
            throw new ArithmeticException("Rounding necessary");
        }
        if ((long) precision() - scale > 19) {
            throw new ArithmeticException("Overflow");
        }
        BigInteger v = this.setScale(0, ROUND_UNNECESSARY).intVal;
        if (v.bitLength() > 63) {
            throw new ArithmeticException("Overflow");
        }
        return v.longValue();
    }

    public int intValue() {
        return (int) longValue();
    }

    public int intValueExact() {
        long num = this.longValueExact();
        if ((int) num != num) {
            throw new ArithmeticException("Overflow");
        }
        return (int) num;
    }

    public short shortValueExact() {
        long num = this.longValueExact();
        if ((short) num != num) {
            throw new ArithmeticException("Overflow");
        }
        return (short) num;
    }

    public byte byteValueExact() {
        long num = this.longValueExact();
        if ((byte) num != num) {
            throw new ArithmeticException("Overflow");
        }
        return (byte) num;
    }

    public float floatValue() {
        if (intVal.isCompact()) {
            long v = intVal.longValue();
            if (scale == 0) {
                return (float) v;
            }
            if (Math.abs(v) < (1L << 22)) {
                if (scale > 0 && scale < FLOAT_TEN_POW.length) {
                    return (float) v / FLOAT_TEN_POW[scale];
                } else if (scale < 0 && scale > -FLOAT_TEN_POW.length) {
                    return (float) v * FLOAT_TEN_POW[-scale];
                }
            }
        }
        return Float.parseFloat(this.toString());
    }

    public double doubleValue() {
        if (intVal.isCompact()) {
            long v = intVal.longValue();
            if (scale == 0) {
                return (double) v;
            }
            if (Math.abs(v) < (1L << 52)) {
                if (scale > 0 && scale < DOUBLE_TEN_POW.length) {
                    return (double) v / DOUBLE_TEN_POW[scale];
                } else if (scale < 0 && scale > -DOUBLE_TEN_POW.length) {
                    return (double) v * DOUBLE_TEN_POW[-scale];
                }
            }
        }
        return Double.parseDouble(this.toString());
    }

    public BigDecimal ulp() {
        return new BigDecimal(BigInteger.ONE, this.scale);
    }

    /** HotSpot's serial form: the fields intVal and scale as they are. */
    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (intVal == null) {
            throw new java.io.StreamCorruptedException("BigDecimal: null intVal in stream");
        }
    }
}
