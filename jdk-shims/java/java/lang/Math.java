package java.lang;

public final class Math {
    private Math() {
    }

    public static final double E = 2.718281828459045;
    public static final double PI = 3.141592653589793;

    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;
    private static final double RADIANS_TO_DEGREES = 57.29577951308232;

    private static final long DOUBLE_SIGN_BIT = 0x8000000000000000L;
    private static final long DOUBLE_EXP_BITS = 0x7ff0000000000000L;
    private static final long DOUBLE_SIGNIF_BITS = 0x000fffffffffffffL;
    private static final int FLOAT_SIGN_BIT = 0x80000000;
    private static final int FLOAT_EXP_BITS = 0x7f800000;
    private static final int FLOAT_SIGNIF_BITS = 0x007fffff;

    // ---------------------------------------------------------------- transcendental (via StrictMath)

    public static native double sin(double a);

    public static native double cos(double a);

    public static native double tan(double a);

    public static native double asin(double a);

    public static native double acos(double a);

    public static native double atan(double a);

    public static double toRadians(double angdeg) {
        return angdeg * DEGREES_TO_RADIANS;
    }

    public static double toDegrees(double angrad) {
        return angrad * RADIANS_TO_DEGREES;
    }

    public static native double exp(double a);

    public static native double log(double a);

    public static native double log10(double a);

    public static native double sqrt(double a);

    public static native double cbrt(double a);

    public static native double IEEEremainder(double f1, double f2);

    public static native double ceil(double a);

    public static native double floor(double a);

    public static native double rint(double a);

    public static native double atan2(double y, double x);

    // The transcendental functions are natives (the same fdlibm code as
    // StrictMath's), called without a Java frame as HotSpot's interpreter
    // calls its math intrinsics. pow is correctly rounded where fdlibm is not.
    public static native double pow(double a, double b);

    public static native double sinh(double x);

    public static native double cosh(double x);

    public static native double tanh(double x);

    public static native double hypot(double x, double y);

    public static native double expm1(double x);

    public static native double log1p(double x);

    // ---------------------------------------------------------------- rounding

    public static int round(float a) {
        int bits = Float.floatToRawIntBits(a);
        int biasedExp = (bits & FLOAT_EXP_BITS) >> 23;
        // the number of bits to drop so that one fraction bit (the half) remains
        int shift = (23 - 1 + 127) - biasedExp;
        if ((shift & -32) == 0) {
            int r = (bits & FLOAT_SIGNIF_BITS) | (FLOAT_SIGNIF_BITS + 1);
            if (bits < 0) {
                r = -r;
            }
            return ((r >> shift) + 1) >> 1;
        }
        // |a| < 0.5 (shift >= 32), or already integral / NaN / huge (shift < 0)
        return (int) a;
    }

    public static long round(double a) {
        long bits = Double.doubleToRawLongBits(a);
        long biasedExp = (bits & DOUBLE_EXP_BITS) >> 52;
        long shift = (52 - 1 + 1023) - biasedExp;
        if ((shift & -64) == 0) {
            long r = (bits & DOUBLE_SIGNIF_BITS) | (DOUBLE_SIGNIF_BITS + 1);
            if (bits < 0) {
                r = -r;
            }
            return ((r >> shift) + 1) >> 1;
        }
        return (long) a;
    }

    private static final class RandomNumberGeneratorHolder {
        static final java.util.Random randomNumberGenerator = new java.util.Random();
    }

    public static double random() {
        return RandomNumberGeneratorHolder.randomNumberGenerator.nextDouble();
    }

    // ---------------------------------------------------------------- exact arithmetic

    public static int addExact(int x, int y) {
        int r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow"); // hotspot:883
        }
        return r;
    }

    public static long addExact(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int subtractExact(int x, int y) {
        int r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long subtractExact(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int multiplyExact(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    public static long multiplyExact(long x, int y) {
        return multiplyExact(x, (long) y);
    }

    public static long multiplyExact(long x, long y) {
        long r = x * y;
        long ax = x < 0 ? -x : x;
        long ay = y < 0 ? -y : y;
        if (((ax | ay) >>> 31) != 0) {
            if ((y != 0 && r / y != x) || (x == Long.MIN_VALUE && y == -1)) {
                throw new ArithmeticException("long overflow"); // hotspot:1004
            }
        }
        return r;
    }

    public static int incrementExact(int a) {
        if (a == Integer.MAX_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a + 1;
    }

    public static long incrementExact(long a) {
        if (a == Long.MAX_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a + 1L;
    }

    public static int decrementExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a - 1;
    }

    public static long decrementExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a - 1L;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -a;
    }

    public static long negateExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return -a;
    }

    public static int toIntExact(long value) {
        if ((int) value != value) {
            throw new ArithmeticException("integer overflow"); // hotspot:1135
        }
        return (int) value;
    }

    public static long multiplyFull(int x, int y) {
        return (long) x * (long) y;
    }

    public static long multiplyHigh(long x, long y) {
        // signed 64x64 -> high 64 bits, from 32-bit halves
        long x1 = x >> 32;
        long x2 = x & 0xFFFFFFFFL;
        long y1 = y >> 32;
        long y2 = y & 0xFFFFFFFFL;
        long z2 = x2 * y2;
        long t = x1 * y2 + (z2 >>> 32);
        long z1 = t & 0xFFFFFFFFL;
        long z0 = t >> 32;
        z1 += x2 * y1;
        return x1 * y1 + z0 + (z1 >> 32);
    }

    public static int floorDiv(int x, int y) {
        int q = x / y; // hotspot:1225
        if ((x ^ y) < 0 && (q * y != x)) {
            q--;
        }
        return q;
    }

    public static long floorDiv(long x, int y) {
        return floorDiv(x, (long) y);
    }

    public static long floorDiv(long x, long y) {
        long q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            q--;
        }
        return q;
    }

    public static int floorMod(int x, int y) {
        int mod = x % y;
        if ((mod ^ y) < 0 && mod != 0) {
            mod += y;
        }
        return mod;
    }

    public static int floorMod(long x, int y) {
        return (int) floorMod(x, (long) y);
    }

    public static long floorMod(long x, long y) {
        long mod = x % y;
        if ((mod ^ y) < 0 && mod != 0) {
            mod += y;
        }
        return mod;
    }

    // ---------------------------------------------------------------- fused multiply-add

    public static double fma(double a, double b, double c) {
        if (a != a || b != b || c != c) {
            return Double.NaN;
        }
        boolean infA = a == Double.POSITIVE_INFINITY || a == Double.NEGATIVE_INFINITY;
        boolean infB = b == Double.POSITIVE_INFINITY || b == Double.NEGATIVE_INFINITY;
        boolean infC = c == Double.POSITIVE_INFINITY || c == Double.NEGATIVE_INFINITY;
        if (infA || infB || infC) {
            if ((infA && b == 0.0) || (infB && a == 0.0)) {
                return Double.NaN;
            }
            double product = a * b;
            if (!infA && !infB && (product == Double.POSITIVE_INFINITY || product == Double.NEGATIVE_INFINITY)) {
                return c; // the finite product overflowed; c is infinite
            }
            return product + c;
        }
        if (a == 0.0 || b == 0.0) {
            return a * b + c; // exact zero product: floating point gets the zero's sign right
        }
        return fmaFinite(a, b, c, 53, -1074);
    }

    public static float fma(float a, float b, float c) {
        boolean finite = abs(a) <= Float.MAX_VALUE && abs(b) <= Float.MAX_VALUE && abs(c) <= Float.MAX_VALUE;
        if (!finite) {
            return (float) fma((double) a, (double) b, (double) c);
        }
        if (a == 0.0f || b == 0.0f) {
            return a * b + c;
        }
        return (float) fmaFinite(a, b, c, 24, -149);
    }

    /**
     * a * b + c for finite a, b, c with a * b != 0, computed exactly and rounded once (to nearest even)
     * to a binary format with the given precision and minimum (subnormal) exponent; the result is
     * returned as a double that is exactly representable in that format (or an infinity).
     */
    private static double fmaFinite(double a, double b, double c, int precision, int minExp) {
        long ba = Double.doubleToRawLongBits(a);
        long bb = Double.doubleToRawLongBits(b);
        long bc = Double.doubleToRawLongBits(c);
        boolean negP = (ba ^ bb) < 0;
        // significands (bit 52 set after normalising) and lsb exponents
        long ma = ba & DOUBLE_SIGNIF_BITS;
        int ea = (int) ((ba >>> 52) & 0x7ff);
        if (ea == 0) {
            ea = 1;
        } else {
            ma |= 1L << 52;
        }
        ea -= 1075;
        int sh = Long.numberOfLeadingZeros(ma) - 11;
        ma <<= sh;
        ea -= sh;
        long mb = bb & DOUBLE_SIGNIF_BITS;
        int eb = (int) ((bb >>> 52) & 0x7ff);
        if (eb == 0) {
            eb = 1;
        } else {
            mb |= 1L << 52;
        }
        eb -= 1075;
        sh = Long.numberOfLeadingZeros(mb) - 11;
        mb <<= sh;
        eb -= sh;
        // the exact 105/106-bit product as a 128-bit integer with its top bit moved to bit 125
        long pLo = ma * mb;
        long pHi = multiplyHigh(ma, mb);
        int top = 127 - Long.numberOfLeadingZeros(pHi);
        int shP = 125 - top;
        pHi = (pHi << shP) | (pLo >>> (64 - shP));
        pLo <<= shP;
        int e = ea + eb - shP;
        boolean neg = negP;
        long hi = pHi;
        long lo = pLo;
        if (c != 0.0) {
            long mc = bc & DOUBLE_SIGNIF_BITS;
            int ec = (int) ((bc >>> 52) & 0x7ff);
            if (ec == 0) {
                ec = 1;
            } else {
                mc |= 1L << 52;
            }
            ec -= 1075;
            sh = Long.numberOfLeadingZeros(mc) - 11;
            mc <<= sh;
            ec -= sh;
            boolean negC = bc < 0;
            long cHi = mc << 9; // top bit at 125 as well
            long cLo = 0;
            ec -= 73;
            // x: the operand with the larger exponent; y is shifted right to align with it
            long xHi;
            long xLo;
            long yHi;
            long yLo;
            boolean negX;
            boolean negY;
            int d;
            if (e >= ec) {
                xHi = pHi; xLo = pLo; negX = negP;
                yHi = cHi; yLo = cLo; negY = negC;
                d = e - ec;
            } else {
                xHi = cHi; xLo = cLo; negX = negC;
                yHi = pHi; yLo = pLo; negY = negP;
                d = ec - e;
                e = ec;
            }
            if (d >= 128) {
                yLo = ((yHi | yLo) != 0) ? 1 : 0;
                yHi = 0;
            } else if (d >= 64) {
                long lost = (d == 64) ? yLo : (yLo | (yHi << (128 - d)));
                yLo = yHi >>> (d - 64);
                yHi = 0;
                if (lost != 0) {
                    yLo |= 1;
                }
            } else if (d > 0) {
                long lost = yLo << (64 - d);
                yLo = (yLo >>> d) | (yHi << (64 - d));
                yHi >>>= d;
                if (lost != 0) {
                    yLo |= 1;
                }
            }
            if (negX == negY) {
                lo = xLo + yLo;
                hi = xHi + yHi + (Long.compareUnsigned(lo, xLo) < 0 ? 1 : 0);
                neg = negX;
            } else {
                int cmp = (xHi != yHi) ? Long.compare(xHi, yHi) : Long.compareUnsigned(xLo, yLo);
                if (cmp == 0) {
                    return 0.0; // exact cancellation
                }
                if (cmp < 0) {
                    long t = xHi; xHi = yHi; yHi = t;
                    t = xLo; xLo = yLo; yLo = t;
                    negX = negY;
                }
                lo = xLo - yLo;
                hi = xHi - yHi - (Long.compareUnsigned(xLo, yLo) < 0 ? 1 : 0);
                neg = negX;
            }
        }
        // round (hi:lo) * 2^e to `precision` bits, not below 2^minExp
        int t = hi != 0 ? 127 - Long.numberOfLeadingZeros(hi) : 63 - Long.numberOfLeadingZeros(lo);
        int lsb = t - (precision - 1);
        if (minExp - e > lsb) {
            lsb = minExp - e;
        }
        long kept;
        if (lsb <= 0) {
            kept = lo << -lsb; // exact, fewer than `precision` bits
        } else {
            boolean half;
            boolean sticky;
            int hp = lsb - 1;
            if (lsb >= 64) {
                kept = lsb >= 128 ? 0 : hi >>> (lsb - 64);
                if (hp >= 64) {
                    half = hp < 128 && ((hi >>> (hp - 64)) & 1) != 0;
                    sticky = lo != 0 || (hp >= 128 ? hi != 0 : (hi & ((1L << (hp - 64)) - 1)) != 0);
                } else {
                    half = (lo >>> 63) != 0;
                    sticky = (lo & 0x7fffffffffffffffL) != 0;
                }
            } else {
                kept = (lo >>> lsb) | (hi << (64 - lsb));
                half = ((lo >>> hp) & 1) != 0;
                sticky = hp > 0 && (lo & ((1L << hp) - 1)) != 0;
            }
            if (half && (sticky || (kept & 1) != 0)) {
                kept++;
            }
        }
        int exp = e + lsb; // the value is kept * 2^exp
        if (kept == 1L << precision) {
            kept >>>= 1;
            exp++;
        }
        double result;
        if (kept == 0) {
            result = 0.0;
        } else if (exp + (precision - 1) > (precision == 53 ? 1023 : 127)
                && kept >= 1L << (precision - 1)) {
            result = Double.POSITIVE_INFINITY;
        } else if (precision == 53) {
            if (kept >= 1L << 52) {
                result = Double.longBitsToDouble(((long) (exp + 52 + 1023) << 52) | (kept & DOUBLE_SIGNIF_BITS));
            } else {
                result = Double.longBitsToDouble(kept); // subnormal: exp is -1074
            }
        } else {
            result = (double) kept * powerOfTwoD(exp); // exact: a float value is well inside double range
        }
        return neg ? -result : result;
    }

    // ---------------------------------------------------------------- abs / max / min

    public static int abs(int a) {
        return (a < 0) ? -a : a;
    }

    public static int absExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Integer.MIN_VALUE");
        }
        return (a < 0) ? -a : a;
    }

    public static long abs(long a) {
        return (a < 0) ? -a : a;
    }

    public static long absExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Long.MIN_VALUE");
        }
        return (a < 0) ? -a : a;
    }

    public static float abs(float a) {
        return (a <= 0.0F) ? 0.0F - a : a;
    }

    public static double abs(double a) {
        return (a <= 0.0D) ? 0.0D - a : a;
    }

    public static int max(int a, int b) {
        return (a >= b) ? a : b;
    }

    public static long max(long a, long b) {
        return (a >= b) ? a : b;
    }

    public static float max(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f && Float.floatToRawIntBits(a) == FLOAT_SIGN_BIT) {
            // max(-0.0, +/-0.0) is b
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static double max(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0d && b == 0.0d && Double.doubleToRawLongBits(a) == DOUBLE_SIGN_BIT) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static int min(int a, int b) {
        return (a <= b) ? a : b;
    }

    public static long min(long a, long b) {
        return (a <= b) ? a : b;
    }

    public static float min(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f && Float.floatToRawIntBits(b) == FLOAT_SIGN_BIT) {
            // min(+/-0.0, -0.0) is -0.0
            return b;
        }
        return (a <= b) ? a : b;
    }

    public static double min(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0d && b == 0.0d && Double.doubleToRawLongBits(b) == DOUBLE_SIGN_BIT) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    // ---------------------------------------------------------------- IEEE helpers

    public static double ulp(double d) {
        int exp = getExponent(d);
        if (exp == Double.MAX_EXPONENT + 1) {
            return abs(d); // NaN or infinity
        }
        if (exp == Double.MIN_EXPONENT - 1) {
            return Double.MIN_VALUE; // zero or subnormal
        }
        exp -= 52;
        if (exp >= Double.MIN_EXPONENT) {
            return powerOfTwoD(exp);
        }
        // the ulp is itself subnormal
        return Double.longBitsToDouble(1L << (exp - (Double.MIN_EXPONENT - 52)));
    }

    public static float ulp(float f) {
        int exp = getExponent(f);
        if (exp == Float.MAX_EXPONENT + 1) {
            return abs(f);
        }
        if (exp == Float.MIN_EXPONENT - 1) {
            return Float.MIN_VALUE;
        }
        exp -= 23;
        if (exp >= Float.MIN_EXPONENT) {
            return powerOfTwoF(exp);
        }
        return Float.intBitsToFloat(1 << (exp - (Float.MIN_EXPONENT - 23)));
    }

    public static double signum(double d) {
        return (d == 0.0 || d != d) ? d : copySign(1.0, d);
    }

    public static float signum(float f) {
        return (f == 0.0f || f != f) ? f : copySign(1.0f, f);
    }

    public static double copySign(double magnitude, double sign) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(sign) & DOUBLE_SIGN_BIT)
                | (Double.doubleToRawLongBits(magnitude) & ~DOUBLE_SIGN_BIT));
    }

    public static float copySign(float magnitude, float sign) {
        return Float.intBitsToFloat((Float.floatToRawIntBits(sign) & FLOAT_SIGN_BIT)
                | (Float.floatToRawIntBits(magnitude) & ~FLOAT_SIGN_BIT));
    }

    public static int getExponent(float f) {
        return ((Float.floatToRawIntBits(f) & FLOAT_EXP_BITS) >> 23) - 127;
    }

    public static int getExponent(double d) {
        return (int) (((Double.doubleToRawLongBits(d) & DOUBLE_EXP_BITS) >> 52) - 1023);
    }

    public static double nextAfter(double start, double direction) {
        if (start > direction) {
            if (start != 0.0d) {
                long bits = Double.doubleToRawLongBits(start);
                return Double.longBitsToDouble(bits + ((bits > 0L) ? -1L : 1L));
            }
            return -Double.MIN_VALUE;
        } else if (start < direction) {
            long bits = Double.doubleToRawLongBits(start + 0.0d);
            return Double.longBitsToDouble(bits + ((bits >= 0L) ? 1L : -1L));
        } else if (start == direction) {
            return direction;
        } else {
            return start + direction; // a NaN
        }
    }

    public static float nextAfter(float start, double direction) {
        if (start > direction) {
            if (start != 0.0f) {
                int bits = Float.floatToRawIntBits(start);
                return Float.intBitsToFloat(bits + ((bits > 0) ? -1 : 1));
            }
            return -Float.MIN_VALUE;
        } else if (start < direction) {
            int bits = Float.floatToRawIntBits(start + 0.0f);
            return Float.intBitsToFloat(bits + ((bits >= 0) ? 1 : -1));
        } else if (start == direction) {
            return (float) direction;
        } else {
            return start + (float) direction;
        }
    }

    public static double nextUp(double d) {
        if (d != d || d == Double.POSITIVE_INFINITY) {
            return d;
        }
        d += 0.0d;
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + ((d >= 0.0d) ? 1L : -1L));
    }

    public static float nextUp(float f) {
        if (f != f || f == Float.POSITIVE_INFINITY) {
            return f;
        }
        f += 0.0f;
        return Float.intBitsToFloat(Float.floatToRawIntBits(f) + ((f >= 0.0f) ? 1 : -1));
    }

    public static double nextDown(double d) {
        if (d != d || d == Double.NEGATIVE_INFINITY) {
            return d;
        }
        if (d == 0.0) {
            return -Double.MIN_VALUE;
        }
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + ((d > 0.0d) ? -1L : 1L));
    }

    public static float nextDown(float f) {
        if (f != f || f == Float.NEGATIVE_INFINITY) {
            return f;
        }
        if (f == 0.0f) {
            return -Float.MIN_VALUE;
        }
        return Float.intBitsToFloat(Float.floatToRawIntBits(f) + ((f > 0.0f) ? -1 : 1));
    }

    public static double scalb(double d, int scaleFactor) {
        // beyond this, any finite nonzero d over- or underflows anyway
        final int maxScale = Double.MAX_EXPONENT - Double.MIN_EXPONENT + 53 + 1;
        double step;
        int increment;
        if (scaleFactor < 0) {
            if (scaleFactor < -maxScale) {
                scaleFactor = -maxScale;
            }
            increment = -512;
            step = 0x1.0p-512;
        } else {
            if (scaleFactor > maxScale) {
                scaleFactor = maxScale;
            }
            increment = 512;
            step = 0x1.0p512;
        }
        // apply the remainder first, then whole steps of 2^512; at most one step can round
        int first = scaleFactor % 512;
        d *= powerOfTwoD(first);
        scaleFactor -= first;
        while (scaleFactor != 0) {
            d *= step;
            scaleFactor -= increment;
        }
        return d;
    }

    public static float scalb(float f, int scaleFactor) {
        final int maxScale = Float.MAX_EXPONENT - Float.MIN_EXPONENT + 24 + 1;
        if (scaleFactor > maxScale) {
            scaleFactor = maxScale;
        } else if (scaleFactor < -maxScale) {
            scaleFactor = -maxScale;
        }
        return (float) ((double) f * powerOfTwoD(scaleFactor));
    }

    static double powerOfTwoD(int n) {
        return Double.longBitsToDouble((((long) n + 1023L) << 52) & DOUBLE_EXP_BITS);
    }

    static float powerOfTwoF(int n) {
        return Float.intBitsToFloat(((n + 127) << 23) & FLOAT_EXP_BITS);
    }
}
