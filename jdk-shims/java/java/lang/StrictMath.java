package java.lang;

/*
 * The transcendental functions are fdlibm 5.3's algorithms written in Java, so that results are
 * bit for bit those of the JDK (whose StrictMath is specified as fdlibm). fdlibm's notice:
 *
 * ====================================================
 * Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
 *
 * Developed at SunPro, a Sun Microsystems, Inc. business.
 * Permission to use, copy, modify, and distribute this
 * software is freely granted, provided that this notice
 * is preserved.
 * ====================================================
 *
 * fdlibm works on the high and low 32-bit words of a double; hi/lo/withHi/withLo below are its
 * __HI/__LO reads and assignments. Constants are fdlibm's, with its bit patterns in comments.
 */
public final class StrictMath {
    private StrictMath() {
    }

    public static final double E = 2.718281828459045;
    public static final double PI = 3.141592653589793;

    // sqrt, floor, ceil and rint are exact operations: any correct implementation agrees.
    public static native double sqrt(double a);

    public static native double floor(double a);

    public static native double ceil(double a);

    public static native double rint(double a);

    // ---------------------------------------------------------------- words of a double

    private static int hi(double x) {
        return (int) (Double.doubleToRawLongBits(x) >>> 32);
    }

    private static int lo(double x) {
        return (int) Double.doubleToRawLongBits(x);
    }

    private static double withHi(double x, int hi) {
        return Double.longBitsToDouble(((long) hi << 32) | (Double.doubleToRawLongBits(x) & 0xFFFFFFFFL));
    }

    private static double withLo(double x, int lo) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(x) & 0xFFFFFFFF00000000L) | (lo & 0xFFFFFFFFL));
    }

    private static double fromWords(int hi, int lo) {
        return Double.longBitsToDouble(((long) hi << 32) | (lo & 0xFFFFFFFFL));
    }

    private static final double TWO54 = 1.80143985094819840000e+16; // 0x43500000, 0x00000000
    private static final double TWOM54 = 5.55111512312578270212e-17; // 0x3C900000, 0x00000000
    private static final double HUGE = 1.0e+300;
    private static final double TINY = 1.0e-300;

    /** fdlibm's scalbn: x * 2^n, rounded once. */
    private static double scalbn(double x, int n) {
        int hx = hi(x);
        int k = (hx & 0x7ff00000) >> 20;
        if (k == 0) { // 0 or subnormal x
            if (((hx & 0x7fffffff) | lo(x)) == 0) {
                return x;
            }
            x *= TWO54;
            hx = hi(x);
            k = ((hx & 0x7ff00000) >> 20) - 54;
            if (n < -50000) {
                return TINY * x; // underflow
            }
        }
        if (k == 0x7ff) {
            return x + x; // NaN or Inf
        }
        k = k + n;
        if (k > 0x7fe) {
            return HUGE * Math.copySign(HUGE, x); // overflow
        }
        if (k > 0) {
            return withHi(x, (hx & 0x800fffff) | (k << 20));
        }
        if (k <= -54) {
            if (n > 50000) {
                return HUGE * Math.copySign(HUGE, x);
            }
            return TINY * Math.copySign(TINY, x);
        }
        k += 54; // subnormal result
        x = withHi(x, (hx & 0x800fffff) | (k << 20));
        return x * TWOM54;
    }

    // ---------------------------------------------------------------- sin, cos, tan

    private static final double S1 = -1.66666666666666324348e-01; // 0xBFC55555, 0x55555549
    private static final double S2 = 8.33333333332248946124e-03; // 0x3F811111, 0x1110F8A6
    private static final double S3 = -1.98412698298579493134e-04; // 0xBF2A01A0, 0x19C161D5
    private static final double S4 = 2.75573137070700676789e-06; // 0x3EC71DE3, 0x57B1FE7D
    private static final double S5 = -2.50507602534068634195e-08; // 0xBE5AE5E6, 0x8A2B9CEB
    private static final double S6 = 1.58969099521155010221e-10; // 0x3DE5D93A, 0x5ACFD57C

    /** sin on [-pi/4, pi/4]; y is the tail of x, iy == 0 when y is 0. */
    private static double kernelSin(double x, double y, int iy) {
        int ix = hi(x) & 0x7fffffff;
        if (ix < 0x3e400000) { // |x| < 2**-27
            if ((int) x == 0) {
                return x;
            }
        }
        double z = x * x;
        double v = z * x;
        double r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
        if (iy == 0) {
            return x + v * (S1 + z * r);
        }
        return x - ((z * (0.5 * y - v * r) - y) - v * S1);
    }

    private static final double C1 = 4.16666666666666019037e-02; // 0x3FA55555, 0x5555554C
    private static final double C2 = -1.38888888888741095749e-03; // 0xBF56C16C, 0x16C15177
    private static final double C3 = 2.48015872894767294178e-05; // 0x3EFA01A0, 0x19CB1590
    private static final double C4 = -2.75573143513906633035e-07; // 0xBE927E4F, 0x809C52AD
    private static final double C5 = 2.08757232129817482790e-09; // 0x3E21EE9E, 0xBDB4B1C4
    private static final double C6 = -1.13596475577881948265e-11; // 0xBDA8FAE9, 0xBE8838D4

    /** cos on [-pi/4, pi/4]; y is the tail of x. */
    private static double kernelCos(double x, double y) {
        int ix = hi(x) & 0x7fffffff;
        if (ix < 0x3e400000) { // |x| < 2**-27
            if ((int) x == 0) {
                return 1.0;
            }
        }
        double z = x * x;
        double r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
        if (ix < 0x3FD33333) { // |x| < 0.3
            return 1.0 - (0.5 * z - (z * r - x * y));
        }
        double qx;
        if (ix > 0x3fe90000) { // |x| > 0.78125
            qx = 0.28125;
        } else {
            qx = fromWords(ix - 0x00200000, 0); // x/4
        }
        double hz = 0.5 * z - qx;
        double a = 1.0 - qx;
        return a - (hz - (z * r - x * y));
    }

    private static final double[] T = {
        3.33333333333334091986e-01, // 3FD55555, 55555563
        1.33333333333201242699e-01, // 3FC11111, 1110FE7A
        5.39682539762260521377e-02, // 3FABA1BA, 1BB341FE
        2.18694882948595424599e-02, // 3F9664F4, 8406D637
        8.86323982359930005737e-03, // 3F8226E3, E96E8493
        3.59207910759131235356e-03, // 3F6D6D22, C9560328
        1.45620945432529025516e-03, // 3F57DBC8, FEE08315
        5.88041240820264096874e-04, // 3F4344D8, F2F26501
        2.46463134818469906812e-04, // 3F3026F7, 1A8D1068
        7.81794442939557092300e-05, // 3F147E88, A03792A6
        7.14072491382608190305e-05, // 3F12B80F, 32F0A7E9
        -1.85586374855275456654e-05, // BEF375CB, DB605373
        2.59073051863633712884e-05, // 3EFB2A70, 74BF7AD4
    };
    private static final double PIO4 = 7.85398163397448278999e-01; // 3FE921FB, 54442D18
    private static final double PIO4LO = 3.06161699786838301793e-17; // 3C81A626, 33145C07

    /** tan (iy == 1) or -1/tan (iy == -1) on [-pi/4, pi/4]; y is the tail of x. */
    private static double kernelTan(double x, double y, int iy) {
        double z;
        double r;
        double v;
        double w;
        double s;
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix < 0x3e300000) { // |x| < 2**-28
            if ((int) x == 0) {
                if (((ix | lo(x)) | (iy + 1)) == 0) {
                    return 1.0 / Math.abs(x);
                } else if (iy == 1) {
                    return x;
                } else { // compute -1 / (x+y) carefully
                    w = x + y;
                    z = withLo(w, 0);
                    v = y - (z - x);
                    double a = -1.0 / w;
                    double t = withLo(a, 0);
                    s = 1.0 + t * z;
                    return t + a * (s + t * v);
                }
            }
        }
        if (ix >= 0x3FE59428) { // |x| >= 0.6744
            if (hx < 0) {
                x = -x;
                y = -y;
            }
            z = PIO4 - x;
            w = PIO4LO - y;
            x = z + w;
            y = 0.0;
        }
        z = x * x;
        w = z * z;
        // x^5 (T1 + x^2 T2 + ...) split into odd and even polynomials in x^4
        r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
        v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
        s = z * x;
        r = y + z * (s * (r + v) + y);
        r += T[0] * s;
        w = x + r;
        if (ix >= 0x3FE59428) {
            v = iy;
            return (1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)));
        }
        if (iy == 1) {
            return w;
        }
        // -1.0 / (x+r), computed accurately
        z = withLo(w, 0);
        v = r - (z - x); // z+v = r+x
        double a = -1.0 / w;
        double t = withLo(a, 0);
        s = 1.0 + t * z;
        return t + a * (s + t * v);
    }

    public static double sin(double x) {
        int ix = hi(x) & 0x7fffffff;
        if (ix <= 0x3fe921fb) {
            return kernelSin(x, 0.0, 0);
        } else if (ix >= 0x7ff00000) {
            return x - x;
        }
        double[] y = new double[2];
        int n = remPio2(x, y);
        switch (n & 3) {
            case 0:
                return kernelSin(y[0], y[1], 1);
            case 1:
                return kernelCos(y[0], y[1]);
            case 2:
                return -kernelSin(y[0], y[1], 1);
            default:
                return -kernelCos(y[0], y[1]);
        }
    }

    public static double cos(double x) {
        int ix = hi(x) & 0x7fffffff;
        if (ix <= 0x3fe921fb) {
            return kernelCos(x, 0.0);
        } else if (ix >= 0x7ff00000) {
            return x - x;
        }
        double[] y = new double[2];
        int n = remPio2(x, y);
        switch (n & 3) {
            case 0:
                return kernelCos(y[0], y[1]);
            case 1:
                return -kernelSin(y[0], y[1], 1);
            case 2:
                return -kernelCos(y[0], y[1]);
            default:
                return kernelSin(y[0], y[1], 1);
        }
    }

    public static double tan(double x) {
        int ix = hi(x) & 0x7fffffff;
        if (ix <= 0x3fe921fb) {
            return kernelTan(x, 0.0, 1);
        } else if (ix >= 0x7ff00000) {
            return x - x;
        }
        double[] y = new double[2];
        int n = remPio2(x, y);
        return kernelTan(y[0], y[1], 1 - ((n & 1) << 1));
    }

    // ---------------------------------------------------------------- reduction by pi/2

    // 2/pi in 24-bit pieces
    private static final int[] TWO_OVER_PI = {
        0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163,
        0xABDEBB, 0xC561B7, 0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
        0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C,
        0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
        0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7, 0x8A5292,
        0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3,
        0x91615E, 0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880, 0x4D7327, 0x310606, 0x1556CA,
        0x73A8C9, 0x60E27B, 0xC08C6B,
    };

    // high words of n * pi/2, n = 1..32
    private static final int[] NPIO2_HW = {
        0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C, 0x4025FDBB, 0x402921FB,
        0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C, 0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB,
        0x403AB41B, 0x403C463A, 0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
        0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB, 0x404858EB, 0x404921FB,
    };

    private static final double TWO24 = 1.67772160000000000000e+07; // 0x41700000, 0x00000000
    private static final double TWON24 = 5.96046447753906250000e-08; // 0x3E700000, 0x00000000
    private static final double INVPIO2 = 6.36619772367581382433e-01; // 0x3FE45F30, 0x6DC9C883
    private static final double PIO2_1 = 1.57079632673412561417e+00; // 0x3FF921FB, 0x54400000
    private static final double PIO2_1T = 6.07710050650619224932e-11; // 0x3DD0B461, 0x1A626331
    private static final double PIO2_2 = 6.07710050630396597660e-11; // 0x3DD0B461, 0x1A600000
    private static final double PIO2_2T = 2.02226624879595063154e-21; // 0x3BA3198A, 0x2E037073
    private static final double PIO2_3 = 2.02226624871116645580e-21; // 0x3BA3198A, 0x2E000000
    private static final double PIO2_3T = 8.47842766036889956997e-32; // 0x397B839A, 0x252049C1

    /** x - n*pi/2 as y[0] + y[1]; returns n. */
    private static int remPio2(double x, double[] y) {
        double z;
        double w;
        double t;
        double r;
        double fn;
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix <= 0x3fe921fb) { // |x| ~<= pi/4
            y[0] = x;
            y[1] = 0;
            return 0;
        }
        if (ix < 0x4002d97c) { // |x| < 3pi/4, n = +-1
            if (hx > 0) {
                z = x - PIO2_1;
                if (ix != 0x3ff921fb) { // 33+53 bit pi is good enough
                    y[0] = z - PIO2_1T;
                    y[1] = (z - y[0]) - PIO2_1T;
                } else { // near pi/2, use 33+33+53 bit pi
                    z -= PIO2_2;
                    y[0] = z - PIO2_2T;
                    y[1] = (z - y[0]) - PIO2_2T;
                }
                return 1;
            } else {
                z = x + PIO2_1;
                if (ix != 0x3ff921fb) {
                    y[0] = z + PIO2_1T;
                    y[1] = (z - y[0]) + PIO2_1T;
                } else {
                    z += PIO2_2;
                    y[0] = z + PIO2_2T;
                    y[1] = (z - y[0]) + PIO2_2T;
                }
                return -1;
            }
        }
        if (ix <= 0x413921fb) { // |x| ~<= 2^19*(pi/2), medium size
            t = Math.abs(x);
            int n = (int) (t * INVPIO2 + 0.5);
            fn = n;
            r = t - fn * PIO2_1;
            w = fn * PIO2_1T; // 1st round good to 85 bits
            if (n < 32 && ix != NPIO2_HW[n - 1]) {
                y[0] = r - w; // quick check: no cancellation
            } else {
                int j = ix >> 20;
                y[0] = r - w;
                int i = j - ((hi(y[0]) >> 20) & 0x7ff);
                if (i > 16) { // 2nd iteration needed, good to 118 bits
                    t = r;
                    w = fn * PIO2_2;
                    r = t - w;
                    w = fn * PIO2_2T - ((t - r) - w);
                    y[0] = r - w;
                    i = j - ((hi(y[0]) >> 20) & 0x7ff);
                    if (i > 49) { // 3rd iteration needed, 151 bits
                        t = r;
                        w = fn * PIO2_3;
                        r = t - w;
                        w = fn * PIO2_3T - ((t - r) - w);
                        y[0] = r - w;
                    }
                }
            }
            y[1] = (r - y[0]) - w;
            if (hx < 0) {
                y[0] = -y[0];
                y[1] = -y[1];
                return -n;
            }
            return n;
        }
        // large arguments
        if (ix >= 0x7ff00000) { // inf or NaN
            y[0] = y[1] = x - x;
            return 0;
        }
        // z = scalbn(|x|, ilogb(x) - 23)
        int e0 = (ix >> 20) - 1046;
        z = fromWords(ix - (e0 << 20), lo(x));
        double[] tx = new double[3];
        for (int i = 0; i < 2; i++) {
            tx[i] = (int) z;
            z = (z - tx[i]) * TWO24;
        }
        tx[2] = z;
        int nx = 3;
        while (tx[nx - 1] == 0.0) {
            nx--; // skip zero terms
        }
        int n = kernelRemPio2(tx, y, e0, nx);
        if (hx < 0) {
            y[0] = -y[0];
            y[1] = -y[1];
            return -n;
        }
        return n;
    }

    // pi/2 in 24-bit pieces
    private static final double[] PIO2 = {
        1.57079625129699707031e+00, // 0x3FF921FB, 0x40000000
        7.54978941586159635335e-08, // 0x3E74442D, 0x00000000
        5.39030252995776476554e-15, // 0x3CF84698, 0x80000000
        3.28200341580791294123e-22, // 0x3B78CC51, 0x60000000
        1.27065575308067607349e-29, // 0x39F01B83, 0x80000000
        1.22933308981111328932e-36, // 0x387A2520, 0x40000000
        2.73370053816464559624e-44, // 0x36E38222, 0x80000000
        2.16741683877804819444e-51, // 0x3569F31D, 0x00000000
    };

    /**
     * fdlibm's __kernel_rem_pio2 for double precision (prec 2, jk 4): x[0..nx) are 24-bit pieces of
     * the argument scaled by 2^-e0; the reduced value goes to y[0] + y[1]; returns n mod 8.
     */
    private static int kernelRemPio2(double[] x, double[] y, int e0, int nx) {
        int jk = 4;
        int jp = jk;
        int[] iq = new int[20];
        double[] f = new double[20];
        double[] fq = new double[20];
        double[] q = new double[20];
        double z;
        double fw;
        int i;
        int j;
        int k;

        // determine jx, jv, q0; note that 3 > q0
        int jx = nx - 1;
        int jv = (e0 - 3) / 24;
        if (jv < 0) {
            jv = 0;
        }
        int q0 = e0 - 24 * (jv + 1);

        // set up f[0] to f[jx+jk] where f[jx+jk] = TWO_OVER_PI[jv+jk]
        j = jv - jx;
        int m = jx + jk;
        for (i = 0; i <= m; i++, j++) {
            f[i] = j < 0 ? 0.0 : (double) TWO_OVER_PI[j];
        }
        // compute q[0], q[1], ... q[jk]
        for (i = 0; i <= jk; i++) {
            for (j = 0, fw = 0.0; j <= jx; j++) {
                fw += x[j] * f[jx + i - j];
            }
            q[i] = fw;
        }
        int jz = jk;
        int n;
        int ih;
        while (true) { // recompute
            // distill q[] into iq[] reversingly
            for (i = 0, j = jz, z = q[jz]; j > 0; i++, j--) {
                fw = (int) (TWON24 * z);
                iq[i] = (int) (z - TWO24 * fw);
                z = q[j - 1] + fw;
            }
            // compute n
            z = scalbn(z, q0); // actual value of z
            z -= 8.0 * floor(z * 0.125); // trim off integer >= 8
            n = (int) z;
            z -= n;
            ih = 0;
            if (q0 > 0) { // need iq[jz-1] to determine n
                i = iq[jz - 1] >> (24 - q0);
                n += i;
                iq[jz - 1] -= i << (24 - q0);
                ih = iq[jz - 1] >> (23 - q0);
            } else if (q0 == 0) {
                ih = iq[jz - 1] >> 23;
            } else if (z >= 0.5) {
                ih = 2;
            }
            if (ih > 0) { // q > 0.5
                n += 1;
                int carry = 0;
                for (i = 0; i < jz; i++) { // compute 1-q
                    j = iq[i];
                    if (carry == 0) {
                        if (j != 0) {
                            carry = 1;
                            iq[i] = 0x1000000 - j;
                        }
                    } else {
                        iq[i] = 0xffffff - j;
                    }
                }
                if (q0 > 0) { // rare case: chance is 1 in 12
                    switch (q0) {
                        case 1:
                            iq[jz - 1] &= 0x7fffff;
                            break;
                        case 2:
                            iq[jz - 1] &= 0x3fffff;
                            break;
                        default:
                            break;
                    }
                }
                if (ih == 2) {
                    z = 1.0 - z;
                    if (carry != 0) {
                        z -= scalbn(1.0, q0);
                    }
                }
            }
            // check if recomputation is needed
            if (z == 0.0) {
                j = 0;
                for (i = jz - 1; i >= jk; i--) {
                    j |= iq[i];
                }
                if (j == 0) { // need recomputation
                    for (k = 1; iq[jk - k] == 0; k++) {
                        // k = number of terms needed
                    }
                    for (i = jz + 1; i <= jz + k; i++) { // add q[jz+1] to q[jz+k]
                        f[jx + i] = TWO_OVER_PI[jv + i];
                        for (j = 0, fw = 0.0; j <= jx; j++) {
                            fw += x[j] * f[jx + i - j];
                        }
                        q[i] = fw;
                    }
                    jz += k;
                    continue;
                }
            }
            break;
        }
        // chop off zero terms
        if (z == 0.0) {
            jz -= 1;
            q0 -= 24;
            while (iq[jz] == 0) {
                jz--;
                q0 -= 24;
            }
        } else { // break z into 24-bit pieces if necessary
            z = scalbn(z, -q0);
            if (z >= TWO24) {
                fw = (int) (TWON24 * z);
                iq[jz] = (int) (z - TWO24 * fw);
                jz += 1;
                q0 += 24;
                iq[jz] = (int) fw;
            } else {
                iq[jz] = (int) z;
            }
        }
        // convert integer "bit" chunks to floating-point values
        fw = scalbn(1.0, q0);
        for (i = jz; i >= 0; i--) {
            q[i] = fw * iq[i];
            fw *= TWON24;
        }
        // compute PIO2[0,...,jp]*q[jz,...,0]
        for (i = jz; i >= 0; i--) {
            for (fw = 0.0, k = 0; k <= jp && k <= jz - i; k++) {
                fw += PIO2[k] * q[i + k];
            }
            fq[jz - i] = fw;
        }
        // compress fq[] into y[]
        fw = 0.0;
        for (i = jz; i >= 0; i--) {
            fw += fq[i];
        }
        y[0] = ih == 0 ? fw : -fw;
        fw = fq[0] - fw;
        for (i = 1; i <= jz; i++) {
            fw += fq[i];
        }
        y[1] = ih == 0 ? fw : -fw;
        return n & 7;
    }

    // ---------------------------------------------------------------- asin, acos, atan, atan2

    private static final double PIO2_HI = 1.57079632679489655800e+00; // 0x3FF921FB, 0x54442D18
    private static final double PIO2_LO = 6.12323399573676603587e-17; // 0x3C91A626, 0x33145C07
    private static final double PIO4_HI = 7.85398163397448278999e-01; // 0x3FE921FB, 0x54442D18
    private static final double PS0 = 1.66666666666666657415e-01; // 0x3FC55555, 0x55555555
    private static final double PS1 = -3.25565818622400915405e-01; // 0xBFD4D612, 0x03EB6F7D
    private static final double PS2 = 2.01212532134862925881e-01; // 0x3FC9C155, 0x0E884455
    private static final double PS3 = -4.00555345006794114027e-02; // 0xBFA48228, 0xB5688F3B
    private static final double PS4 = 7.91534994289814532176e-04; // 0x3F49EFE0, 0x7501B288
    private static final double PS5 = 3.47933107596021167570e-05; // 0x3F023DE1, 0x0DFDF709
    private static final double QS1 = -2.40339491173441421878e+00; // 0xC0033A27, 0x1C8A2D4B
    private static final double QS2 = 2.02094576023350569471e+00; // 0x40002AE5, 0x9C598AC8
    private static final double QS3 = -6.88283971605453293030e-01; // 0xBFE6066C, 0x1B8D0159
    private static final double QS4 = 7.70381505559019352791e-02; // 0x3FB3B8C5, 0xB12E9282
    private static final double PI_ = 3.14159265358979311600e+00; // 0x400921FB, 0x54442D18

    public static double asin(double x) {
        double t;
        double w;
        double p;
        double q;
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x3ff00000) { // |x| >= 1
            if (((ix - 0x3ff00000) | lo(x)) == 0) {
                return x * PIO2_HI + x * PIO2_LO; // asin(+-1) = +-pi/2
            }
            return (x - x) / (x - x); // asin(|x| > 1) is NaN
        } else if (ix < 0x3fe00000) { // |x| < 0.5
            if (ix < 0x3e400000) { // |x| < 2**-27
                if (HUGE + x > 1.0) {
                    return x;
                }
            }
            t = x * x;
            p = t * (PS0 + t * (PS1 + t * (PS2 + t * (PS3 + t * (PS4 + t * PS5)))));
            q = 1.0 + t * (QS1 + t * (QS2 + t * (QS3 + t * QS4)));
            w = p / q;
            return x + x * w;
        }
        // 1 > |x| >= 0.5
        w = 1.0 - Math.abs(x);
        t = w * 0.5;
        p = t * (PS0 + t * (PS1 + t * (PS2 + t * (PS3 + t * (PS4 + t * PS5)))));
        q = 1.0 + t * (QS1 + t * (QS2 + t * (QS3 + t * QS4)));
        double s = sqrt(t);
        if (ix >= 0x3FEF3333) { // |x| > 0.975
            w = p / q;
            t = PIO2_HI - (2.0 * (s + s * w) - PIO2_LO);
        } else {
            w = withLo(s, 0);
            double c = (t - w * w) / (s + w);
            double r = p / q;
            p = 2.0 * s * r - (PIO2_LO - 2.0 * c);
            q = PIO4_HI - 2.0 * w;
            t = PIO4_HI - (p - q);
        }
        return hx > 0 ? t : -t;
    }

    public static double acos(double x) {
        double z;
        double p;
        double q;
        double r;
        double w;
        double s;
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x3ff00000) { // |x| >= 1
            if (((ix - 0x3ff00000) | lo(x)) == 0) { // |x| == 1
                if (hx > 0) {
                    return 0.0;
                }
                return PI_ + 2.0 * PIO2_LO;
            }
            return (x - x) / (x - x); // acos(|x| > 1) is NaN
        }
        if (ix < 0x3fe00000) { // |x| < 0.5
            if (ix <= 0x3c600000) {
                return PIO2_HI + PIO2_LO; // |x| < 2**-57
            }
            z = x * x;
            p = z * (PS0 + z * (PS1 + z * (PS2 + z * (PS3 + z * (PS4 + z * PS5)))));
            q = 1.0 + z * (QS1 + z * (QS2 + z * (QS3 + z * QS4)));
            r = p / q;
            return PIO2_HI - (x - (PIO2_LO - x * r));
        } else if (hx < 0) { // x < -0.5
            z = (1.0 + x) * 0.5;
            p = z * (PS0 + z * (PS1 + z * (PS2 + z * (PS3 + z * (PS4 + z * PS5)))));
            q = 1.0 + z * (QS1 + z * (QS2 + z * (QS3 + z * QS4)));
            s = sqrt(z);
            r = p / q;
            w = r * s - PIO2_LO;
            return PI_ - 2.0 * (s + w);
        } else { // x > 0.5
            z = (1.0 - x) * 0.5;
            s = sqrt(z);
            double df = withLo(s, 0);
            double c = (z - df * df) / (s + df);
            p = z * (PS0 + z * (PS1 + z * (PS2 + z * (PS3 + z * (PS4 + z * PS5)))));
            q = 1.0 + z * (QS1 + z * (QS2 + z * (QS3 + z * QS4)));
            r = p / q;
            w = r * s + c;
            return 2.0 * (df + w);
        }
    }

    private static final double[] ATANHI = {
        4.63647609000806093515e-01, // atan(0.5)hi 0x3FDDAC67, 0x0561BB4F
        7.85398163397448278999e-01, // atan(1.0)hi 0x3FE921FB, 0x54442D18
        9.82793723247329054082e-01, // atan(1.5)hi 0x3FEF730B, 0xD281F69B
        1.57079632679489655800e+00, // atan(inf)hi 0x3FF921FB, 0x54442D18
    };
    private static final double[] ATANLO = {
        2.26987774529616870924e-17, // atan(0.5)lo 0x3C7A2B7F, 0x222F65E2
        3.06161699786838301793e-17, // atan(1.0)lo 0x3C81A626, 0x33145C07
        1.39033110312309984516e-17, // atan(1.5)lo 0x3C700788, 0x7AF0CBBD
        6.12323399573676603587e-17, // atan(inf)lo 0x3C91A626, 0x33145C07
    };
    private static final double[] AT = {
        3.33333333333329318027e-01, // 0x3FD55555, 0x5555550D
        -1.99999999998764832476e-01, // 0xBFC99999, 0x9998EBC4
        1.42857142725034663711e-01, // 0x3FC24924, 0x920083FF
        -1.11111104054623557880e-01, // 0xBFBC71C6, 0xFE231671
        9.09088713343650656196e-02, // 0x3FB745CD, 0xC54C206E
        -7.69187620504482999495e-02, // 0xBFB3B0F2, 0xAF749A6D
        6.66107313738753120669e-02, // 0x3FB10D66, 0xA0D03D51
        -5.83357013379057348645e-02, // 0xBFADDE2D, 0x52DEFD9A
        4.97687799461593236017e-02, // 0x3FA97B4B, 0x24760DEB
        -3.65315727442169155270e-02, // 0xBFA2B444, 0x2C6A6C2F
        1.62858201153657823623e-02, // 0x3F90AD3A, 0xE322DA11
    };

    public static double atan(double x) {
        int id;
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x44100000) { // |x| >= 2^66
            if (ix > 0x7ff00000 || (ix == 0x7ff00000 && lo(x) != 0)) {
                return x + x; // NaN
            }
            if (hx > 0) {
                return ATANHI[3] + ATANLO[3];
            }
            return -ATANHI[3] - ATANLO[3];
        }
        if (ix < 0x3fdc0000) { // |x| < 0.4375
            if (ix < 0x3e200000) { // |x| < 2^-29
                if (HUGE + x > 1.0) {
                    return x;
                }
            }
            id = -1;
        } else {
            x = Math.abs(x);
            if (ix < 0x3ff30000) { // |x| < 1.1875
                if (ix < 0x3fe60000) { // 7/16 <= |x| < 11/16
                    id = 0;
                    x = (2.0 * x - 1.0) / (2.0 + x);
                } else { // 11/16 <= |x| < 19/16
                    id = 1;
                    x = (x - 1.0) / (x + 1.0);
                }
            } else {
                if (ix < 0x40038000) { // |x| < 2.4375
                    id = 2;
                    x = (x - 1.5) / (1.0 + 1.5 * x);
                } else { // 2.4375 <= |x| < 2^66
                    id = 3;
                    x = -1.0 / x;
                }
            }
        }
        double z = x * x;
        double w = z * z;
        // the sum of AT[i] z**(i+1) as odd and even polynomials
        double s1 = z * (AT[0] + w * (AT[2] + w * (AT[4] + w * (AT[6] + w * (AT[8] + w * AT[10])))));
        double s2 = w * (AT[1] + w * (AT[3] + w * (AT[5] + w * (AT[7] + w * AT[9]))));
        if (id < 0) {
            return x - x * (s1 + s2);
        }
        z = ATANHI[id] - ((x * (s1 + s2) - ATANLO[id]) - x);
        return hx < 0 ? -z : z;
    }

    private static final double PI_O_4 = 7.8539816339744827900E-01; // 0x3FE921FB, 0x54442D18
    private static final double PI_O_2 = 1.5707963267948965580E+00; // 0x3FF921FB, 0x54442D18
    private static final double PI_LO = 1.2246467991473531772E-16; // 0x3CA1A626, 0x33145C07

    public static double atan2(double y, double x) {
        double z;
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        int lx = lo(x);
        int hy = hi(y);
        int iy = hy & 0x7fffffff;
        int ly = lo(y);
        if ((ix | ((lx | -lx) >>> 31)) > 0x7ff00000 || (iy | ((ly | -ly) >>> 31)) > 0x7ff00000) {
            return x + y; // x or y is NaN
        }
        if (((hx - 0x3ff00000) | lx) == 0) {
            return atan(y); // x = 1.0
        }
        int m = ((hy >> 31) & 1) | ((hx >> 30) & 2); // 2*sign(x)+sign(y)
        if ((iy | ly) == 0) { // y = 0
            switch (m) {
                case 0:
                case 1:
                    return y; // atan(+-0, +anything) = +-0
                case 2:
                    return PI_ + TINY; // atan(+0, -anything) = pi
                default:
                    return -PI_ - TINY; // atan(-0, -anything) = -pi
            }
        }
        if ((ix | lx) == 0) { // x = 0
            return hy < 0 ? -PI_O_2 - TINY : PI_O_2 + TINY;
        }
        if (ix == 0x7ff00000) { // x is INF
            if (iy == 0x7ff00000) {
                switch (m) {
                    case 0:
                        return PI_O_4 + TINY;
                    case 1:
                        return -PI_O_4 - TINY;
                    case 2:
                        return 3.0 * PI_O_4 + TINY;
                    default:
                        return -3.0 * PI_O_4 - TINY;
                }
            } else {
                switch (m) {
                    case 0:
                        return 0.0;
                    case 1:
                        return -0.0;
                    case 2:
                        return PI_ + TINY;
                    default:
                        return -PI_ - TINY;
                }
            }
        }
        if (iy == 0x7ff00000) { // y is INF
            return hy < 0 ? -PI_O_2 - TINY : PI_O_2 + TINY;
        }
        // compute y/x
        int k = (iy - ix) >> 20;
        if (k > 60) { // |y/x| > 2**60
            z = PI_O_2 + 0.5 * PI_LO;
        } else if (hx < 0 && k < -60) { // |y|/x < -2**60
            z = 0.0;
        } else {
            z = atan(Math.abs(y / x));
        }
        switch (m) {
            case 0:
                return z; // atan(+, +)
            case 1:
                return -z; // atan(-, +): fdlibm flips the sign bit
            case 2:
                return PI_ - (z - PI_LO); // atan(+, -)
            default:
                return (z - PI_LO) - PI_; // atan(-, -)
        }
    }

    // ---------------------------------------------------------------- exp, log

    private static final double O_THRESHOLD = 7.09782712893383973096e+02; // 0x40862E42, 0xFEFA39EF
    private static final double U_THRESHOLD = -7.45133219101941108420e+02; // 0xc0874910, 0xD52D3051
    private static final double LN2_HI = 6.93147180369123816490e-01; // 0x3fe62e42, 0xfee00000
    private static final double LN2_LO = 1.90821492927058770002e-10; // 0x3dea39ef, 0x35793c76
    private static final double INVLN2 = 1.44269504088896338700e+00; // 0x3ff71547, 0x652b82fe
    private static final double TWOM1000 = 9.33263618503218878990e-302; // 2**-1000 = 0x01700000, 0
    private static final double P1 = 1.66666666666666019037e-01; // 0x3FC55555, 0x5555553E
    private static final double P2 = -2.77777777770155933842e-03; // 0xBF66C16C, 0x16BEBD93
    private static final double P3 = 6.61375632143793436117e-05; // 0x3F11566A, 0xAF25DE2C
    private static final double P4 = -1.65339022054652515390e-06; // 0xBEBBBD41, 0xC5D26BF1
    private static final double P5 = 4.13813679705723846039e-08; // 0x3E663769, 0x72BEA4D0

    public static double exp(double x) {
        double y;
        double hi = 0.0;
        double lo = 0.0;
        int k = 0;
        int hx = hi(x);
        int xsb = (hx >> 31) & 1; // sign bit of x
        hx &= 0x7fffffff; // high word of |x|

        if (hx >= 0x40862E42) { // |x| >= 709.78...
            if (hx >= 0x7ff00000) {
                if (((hx & 0xfffff) | lo(x)) != 0) {
                    return x + x; // NaN
                }
                return xsb == 0 ? x : 0.0; // exp(+-inf) = {inf, 0}
            }
            if (x > O_THRESHOLD) {
                return HUGE * HUGE; // overflow
            }
            if (x < U_THRESHOLD) {
                return TWOM1000 * TWOM1000; // underflow
            }
        }
        // argument reduction
        if (hx > 0x3fd62e42) { // |x| > 0.5 ln2
            if (hx < 0x3FF0A2B2) { // and |x| < 1.5 ln2
                hi = xsb == 0 ? x - LN2_HI : x + LN2_HI;
                lo = xsb == 0 ? LN2_LO : -LN2_LO;
                k = 1 - xsb - xsb;
            } else {
                k = (int) (INVLN2 * x + (xsb == 0 ? 0.5 : -0.5));
                double t = k;
                hi = x - t * LN2_HI; // t*LN2_HI is exact here
                lo = t * LN2_LO;
            }
            x = hi - lo;
        } else if (hx < 0x3e300000) { // |x| < 2**-28
            if (HUGE + x > 1.0) {
                return 1.0 + x;
            }
        } else {
            k = 0;
        }
        // x is now in primary range
        double t = x * x;
        double c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
        if (k == 0) {
            return 1.0 - ((x * c) / (c - 2.0) - x);
        }
        y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
        if (k >= -1021) {
            return withHi(y, hi(y) + (k << 20)); // add k to y's exponent
        }
        y = withHi(y, hi(y) + ((k + 1000) << 20));
        return y * TWOM1000;
    }

    private static final double LG1 = 6.666666666666735130e-01; // 3FE55555 55555593
    private static final double LG2 = 3.999999999940941908e-01; // 3FD99999 9997FA04
    private static final double LG3 = 2.857142874366239149e-01; // 3FD24924 94229359
    private static final double LG4 = 2.222219843214978396e-01; // 3FCC71C5 1D8E78AF
    private static final double LG5 = 1.818357216161805012e-01; // 3FC74664 96CB03DE
    private static final double LG6 = 1.531383769920937332e-01; // 3FC39A09 D078C69F
    private static final double LG7 = 1.479819860511658591e-01; // 3FC2F112 DF3E5244

    public static double log(double x) {
        int hx = hi(x);
        int lx = lo(x);
        int k = 0;
        if (hx < 0x00100000) { // x < 2**-1022
            if (((hx & 0x7fffffff) | lx) == 0) {
                return -TWO54 / 0.0; // log(+-0) = -inf
            }
            if (hx < 0) {
                return (x - x) / 0.0; // log(-#) = NaN
            }
            k -= 54;
            x *= TWO54; // subnormal number, scale up x
            hx = hi(x);
        }
        if (hx >= 0x7ff00000) {
            return x + x;
        }
        k += (hx >> 20) - 1023;
        hx &= 0x000fffff;
        int i = (hx + 0x95f64) & 0x100000;
        x = withHi(x, hx | (i ^ 0x3ff00000)); // normalize x or x/2
        k += i >> 20;
        double f = x - 1.0;
        double dk;
        double r;
        if ((0x000fffff & (2 + hx)) < 3) { // |f| < 2**-20
            if (f == 0.0) {
                if (k == 0) {
                    return 0.0;
                }
                dk = k;
                return dk * LN2_HI + dk * LN2_LO;
            }
            r = f * f * (0.5 - 0.33333333333333333 * f);
            if (k == 0) {
                return f - r;
            }
            dk = k;
            return dk * LN2_HI - ((r - dk * LN2_LO) - f);
        }
        double s = f / (2.0 + f);
        dk = k;
        double z = s * s;
        i = hx - 0x6147a;
        double w = z * z;
        int j = 0x6b851 - hx;
        double t1 = w * (LG2 + w * (LG4 + w * LG6));
        double t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
        i |= j;
        r = t2 + t1;
        if (i > 0) {
            double hfsq = 0.5 * f * f;
            if (k == 0) {
                return f - (hfsq - s * (hfsq + r));
            }
            return dk * LN2_HI - ((hfsq - (s * (hfsq + r) + dk * LN2_LO)) - f);
        }
        if (k == 0) {
            return f - s * (f - r);
        }
        return dk * LN2_HI - ((s * (f - r) - dk * LN2_LO) - f);
    }

    private static final double IVLN10 = 4.34294481903251816668e-01; // 0x3FDBCB7B, 0x1526E50E
    private static final double LOG10_2HI = 3.01029995663611771306e-01; // 0x3FD34413, 0x509F6000
    private static final double LOG10_2LO = 3.69423907715893078616e-13; // 0x3D59FEF3, 0x11F12B36

    public static double log10(double x) {
        int hx = hi(x);
        int lx = lo(x);
        int k = 0;
        if (hx < 0x00100000) { // x < 2**-1022
            if (((hx & 0x7fffffff) | lx) == 0) {
                return -TWO54 / 0.0; // log(+-0) = -inf
            }
            if (hx < 0) {
                return (x - x) / 0.0; // log(-#) = NaN
            }
            k -= 54;
            x *= TWO54; // subnormal number, scale up x
            hx = hi(x);
        }
        if (hx >= 0x7ff00000) {
            return x + x;
        }
        k += (hx >> 20) - 1023;
        int i = (k & 0x80000000) >>> 31;
        hx = (hx & 0x000fffff) | ((0x3ff - i) << 20);
        double y = k + i;
        x = withHi(x, hx);
        double z = y * LOG10_2LO + IVLN10 * log(x);
        return z + y * LOG10_2HI;
    }

    public static double log1p(double x) {
        double f = 0.0;
        double c = 0.0;
        int hu = 0;
        int hx = hi(x);
        int ax = hx & 0x7fffffff;
        int k = 1;
        if (hx < 0x3FDA827A) { // x < 0.41422
            if (ax >= 0x3ff00000) { // x <= -1.0
                if (x == -1.0) {
                    return -TWO54 / 0.0; // log1p(-1) = -inf
                }
                return (x - x) / (x - x); // log1p(x < -1) = NaN
            }
            if (ax < 0x3e200000) { // |x| < 2**-29
                if (TWO54 + x > 0.0 && ax < 0x3c900000) { // |x| < 2**-54
                    return x;
                }
                return x - x * x * 0.5;
            }
            if (hx > 0 || hx <= 0xbfd2bec3) { // -0.2929 < x < 0.41422
                k = 0;
                f = x;
                hu = 1;
            }
        }
        if (hx >= 0x7ff00000) {
            return x + x;
        }
        if (k != 0) {
            double u;
            if (hx < 0x43400000) {
                u = 1.0 + x;
                hu = hi(u);
                k = (hu >> 20) - 1023;
                c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0); // correction term
                c /= u;
            } else {
                u = x;
                hu = hi(u);
                k = (hu >> 20) - 1023;
                c = 0;
            }
            hu &= 0x000fffff;
            if (hu < 0x6a09e) {
                u = withHi(u, hu | 0x3ff00000); // normalize u
            } else {
                k += 1;
                u = withHi(u, hu | 0x3fe00000); // normalize u/2
                hu = (0x00100000 - hu) >> 2;
            }
            f = u - 1.0;
        }
        double hfsq = 0.5 * f * f;
        double r;
        if (hu == 0) { // |f| < 2**-20
            if (f == 0.0) {
                if (k == 0) {
                    return 0.0;
                }
                c += k * LN2_LO;
                return k * LN2_HI + c;
            }
            r = hfsq * (1.0 - 0.66666666666666666 * f);
            if (k == 0) {
                return f - r;
            }
            return k * LN2_HI - ((r - (k * LN2_LO + c)) - f);
        }
        double s = f / (2.0 + f);
        double z = s * s;
        r = z * (LG1 + z * (LG2 + z * (LG3 + z * (LG4 + z * (LG5 + z * (LG6 + z * LG7))))));
        if (k == 0) {
            return f - (hfsq - s * (hfsq + r));
        }
        return k * LN2_HI - ((hfsq - (s * (hfsq + r) + (k * LN2_LO + c))) - f);
    }

    private static final double Q1 = -3.33333333333331316428e-02; // BFA11111 111110F4
    private static final double Q2 = 1.58730158725481460165e-03; // 3F5A01A0 19FE5585
    private static final double Q3 = -7.93650757867487942473e-05; // BF14CE19 9EAADBB7
    private static final double Q4 = 4.00821782732936239552e-06; // 3ED0CFCA 86E65239
    private static final double Q5 = -2.01099218183624371326e-07; // BE8AFDB7 6E09C32D

    public static double expm1(double x) {
        double y;
        double hi;
        double lo;
        double c = 0.0;
        double t;
        double e;
        int k;
        int hx = hi(x);
        int xsb = hx & 0x80000000; // sign bit of x
        hx &= 0x7fffffff; // high word of |x|

        // filter out huge and non-finite arguments
        if (hx >= 0x4043687A) { // |x| >= 56*ln2
            if (hx >= 0x40862E42) { // |x| >= 709.78...
                if (hx >= 0x7ff00000) {
                    if (((hx & 0xfffff) | lo(x)) != 0) {
                        return x + x; // NaN
                    }
                    return xsb == 0 ? x : -1.0; // exp(+-inf) - 1 = {inf, -1}
                }
                if (x > O_THRESHOLD) {
                    return HUGE * HUGE; // overflow
                }
            }
            if (xsb != 0) { // x < -56*ln2: -1.0 with inexact
                if (x + TINY < 0.0) {
                    return TINY - 1.0;
                }
            }
        }
        // argument reduction
        if (hx > 0x3fd62e42) { // |x| > 0.5 ln2
            if (hx < 0x3FF0A2B2) { // and |x| < 1.5 ln2
                if (xsb == 0) {
                    hi = x - LN2_HI;
                    lo = LN2_LO;
                    k = 1;
                } else {
                    hi = x + LN2_HI;
                    lo = -LN2_LO;
                    k = -1;
                }
            } else {
                k = (int) (INVLN2 * x + (xsb == 0 ? 0.5 : -0.5));
                t = k;
                hi = x - t * LN2_HI; // t*LN2_HI is exact here
                lo = t * LN2_LO;
            }
            x = hi - lo;
            c = (hi - x) - lo;
        } else if (hx < 0x3c900000) { // |x| < 2**-54: x
            t = HUGE + x;
            return x - (t - (HUGE + x));
        } else {
            k = 0;
        }
        // x is now in primary range
        double hfx = 0.5 * x;
        double hxs = x * hfx;
        double r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
        t = 3.0 - r1 * hfx;
        e = hxs * ((r1 - t) / (6.0 - x * t));
        if (k == 0) {
            return x - (x * e - hxs); // c is 0
        }
        e = x * (e - c) - c;
        e -= hxs;
        if (k == -1) {
            return 0.5 * (x - e) - 0.5;
        }
        if (k == 1) {
            if (x < -0.25) {
                return -2.0 * (e - (x + 0.5));
            }
            return 1.0 + 2.0 * (x - e);
        }
        if (k <= -2 || k > 56) { // suffices to return exp(x)-1
            y = 1.0 - (e - x);
            y = withHi(y, hi(y) + (k << 20)); // add k to y's exponent
            return y - 1.0;
        }
        if (k < 20) {
            t = fromWords(0x3ff00000 - (0x200000 >> k), 0); // t = 1-2^-k
            y = t - (e - x);
            y = withHi(y, hi(y) + (k << 20));
        } else {
            t = fromWords((0x3ff - k) << 20, 0); // 2^-k
            y = x - (e + t);
            y += 1.0;
            y = withHi(y, hi(y) + (k << 20));
        }
        return y;
    }

    // ---------------------------------------------------------------- cbrt, hypot

    private static final int B1 = 715094163; // (682-0.03306235651)*2**20
    private static final int B2 = 696219795; // (664-0.03306235651)*2**20
    private static final double CB_C = 5.42857142857142815906e-01; // 19/35 = 0x3FE15F15, 0xF15F15F1
    private static final double CB_D = -7.05306122448979611050e-01; // -864/1225 = 0xBFE691DE, 0x2532C834
    private static final double CB_E = 1.41428571428571436819e+00; // 99/70 = 0x3FF6A0EA, 0x0EA0EA0F
    private static final double CB_F = 1.60714285714285720630e+00; // 45/28 = 0x3FF9B6DB, 0x6DB6DB6E
    private static final double CB_G = 3.57142857142857150787e-01; // 5/14 = 0x3FD6DB6D, 0xB6DB6DB7

    public static double cbrt(double x) {
        double t = 0.0;
        int hx = hi(x);
        int sign = hx & 0x80000000; // sign = sign(x)
        hx ^= sign;
        if (hx >= 0x7ff00000) {
            return x + x; // cbrt(NaN, INF) is itself
        }
        if ((hx | lo(x)) == 0) {
            return x; // cbrt(0) is itself
        }
        x = withHi(x, hx); // x <- |x|
        // rough cbrt to 5 bits
        if (hx < 0x00100000) { // subnormal number
            t = fromWords(0x43500000, 0); // t = 2**54
            t *= x;
            t = withHi(t, hi(t) / 3 + B2);
        } else {
            t = fromWords(hx / 3 + B1, 0);
        }
        // new cbrt to 23 bits
        double r = t * t / x;
        double s = CB_C + r * t;
        t *= CB_G + CB_F / (s + CB_E + CB_D / s);
        // chop to 20 bits and make it larger than cbrt(x)
        t = fromWords(hi(t) + 0x00000001, 0);
        // one step of Newton iteration to 53 bits with error less than 0.667 ulps
        s = t * t; // t*t is exact
        r = x / s;
        double w = t + t;
        r = (r - t) / (w + r); // r-s is exact
        t = t + t * r;
        // restore the sign bit
        return withHi(t, hi(t) | sign);
    }

    public static double hypot(double x, double y) {
        double a;
        double b;
        double t1;
        double t2;
        double w;
        int ha = hi(x) & 0x7fffffff;
        int hb = hi(y) & 0x7fffffff;
        if (hb > ha) {
            a = y;
            b = x;
            int j = ha;
            ha = hb;
            hb = j;
        } else {
            a = x;
            b = y;
        }
        a = withHi(a, ha); // a <- |a|
        b = withHi(b, hb); // b <- |b|
        if ((ha - hb) > 0x3c00000) {
            return a + b; // x/y > 2**60
        }
        int k = 0;
        if (ha > 0x5f300000) { // a > 2**500
            if (ha >= 0x7ff00000) { // Inf or NaN
                w = a + b; // for sNaN
                if (((ha & 0xfffff) | lo(a)) == 0) {
                    w = a;
                }
                if (((hb ^ 0x7ff00000) | lo(b)) == 0) {
                    w = b;
                }
                return w;
            }
            // scale a and b by 2**-600
            ha -= 0x25800000;
            hb -= 0x25800000;
            k += 600;
            a = withHi(a, ha);
            b = withHi(b, hb);
        }
        if (hb < 0x20b00000) { // b < 2**-500
            if (hb <= 0x000fffff) { // subnormal b or 0
                if ((hb | lo(b)) == 0) {
                    return a;
                }
                t1 = fromWords(0x7fd00000, 0); // t1 = 2^1022
                b *= t1;
                a *= t1;
                k -= 1022;
            } else { // scale a and b by 2^600
                ha += 0x25800000;
                hb += 0x25800000;
                k -= 600;
                a = withHi(a, ha);
                b = withHi(b, hb);
            }
        }
        // medium size a and b
        w = a - b;
        if (w > b) {
            t1 = fromWords(ha, 0);
            t2 = a - t1;
            w = sqrt(t1 * t1 - (b * (-b) - t2 * (a + t1)));
        } else {
            a = a + a;
            double y1 = fromWords(hb, 0);
            double y2 = b - y1;
            t1 = fromWords(ha + 0x00100000, 0);
            t2 = a - t1;
            w = sqrt(t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b)));
        }
        if (k != 0) {
            t1 = fromWords(0x3ff00000 + (k << 20), 0);
            return t1 * w;
        }
        return w;
    }

    // ---------------------------------------------------------------- sinh, cosh, tanh

    public static double sinh(double x) {
        double t;
        int jx = hi(x);
        int ix = jx & 0x7fffffff;
        if (ix >= 0x7ff00000) {
            return x + x; // x is INF or NaN
        }
        double h = 0.5;
        if (jx < 0) {
            h = -h;
        }
        // |x| in [0, 22]: sign(x)*0.5*(E+E/(E+1))
        if (ix < 0x40360000) { // |x| < 22
            if (ix < 0x3e300000) { // |x| < 2**-28
                if (1.0e307 + x > 1.0) {
                    return x; // sinh(tiny) = tiny with inexact
                }
            }
            t = expm1(Math.abs(x));
            if (ix < 0x3ff00000) {
                return h * (2.0 * t - t * t / (t + 1.0));
            }
            return h * (t + t / (t + 1.0));
        }
        // |x| in [22, log(maxdouble)]: 0.5*exp(|x|)
        if (ix < 0x40862E42) {
            return h * exp(Math.abs(x));
        }
        // |x| in [log(maxdouble), overflow threshold]
        int lx = lo(x);
        if (ix < 0x408633CE || (ix == 0x408633ce && Integer.compareUnsigned(lx, 0x8fb9f87d) <= 0)) {
            double w = exp(0.5 * Math.abs(x));
            t = h * w;
            return t * w;
        }
        return x * 1.0e307; // overflow
    }

    public static double cosh(double x) {
        double t;
        int ix = hi(x) & 0x7fffffff;
        if (ix >= 0x7ff00000) {
            return x * x; // x is INF or NaN
        }
        // |x| in [0, 0.5*ln2]: 1+expm1(|x|)^2/(2*exp(|x|))
        if (ix < 0x3fd62e43) {
            t = expm1(Math.abs(x));
            double w = 1.0 + t;
            if (ix < 0x3c800000) {
                return w; // cosh(tiny) = 1
            }
            return 1.0 + (t * t) / (w + w);
        }
        // |x| in [0.5*ln2, 22]: (exp(|x|)+1/exp(|x|))/2
        if (ix < 0x40360000) {
            t = exp(Math.abs(x));
            return 0.5 * t + 0.5 / t;
        }
        // |x| in [22, log(maxdouble)]: half*exp(|x|)
        if (ix < 0x40862E42) {
            return 0.5 * exp(Math.abs(x));
        }
        // |x| in [log(maxdouble), overflow threshold]
        int lx = lo(x);
        if (ix < 0x408633CE || (ix == 0x408633ce && Integer.compareUnsigned(lx, 0x8fb9f87d) <= 0)) {
            double w = exp(0.5 * Math.abs(x));
            t = 0.5 * w;
            return t * w;
        }
        return HUGE * HUGE; // overflow
    }

    public static double tanh(double x) {
        double t;
        double z;
        int jx = hi(x);
        int ix = jx & 0x7fffffff;
        if (ix >= 0x7ff00000) { // x is INF or NaN
            if (jx >= 0) {
                return 1.0 / x + 1.0; // tanh(+-inf) = +-1
            }
            return 1.0 / x - 1.0; // tanh(NaN) = NaN
        }
        if (ix < 0x40360000) { // |x| < 22
            if (ix < 0x3c800000) { // |x| < 2**-55
                return x * (1.0 + x); // tanh(small) = small
            }
            if (ix >= 0x3ff00000) { // |x| >= 1
                t = expm1(2.0 * Math.abs(x));
                z = 1.0 - 2.0 / (t + 2.0);
            } else {
                t = expm1(-2.0 * Math.abs(x));
                z = -t / (t + 2.0);
            }
        } else { // |x| >= 22: +-1
            z = 1.0 - TINY;
        }
        return jx >= 0 ? z : -z;
    }

    // ---------------------------------------------------------------- pow

    private static final double[] BP = {1.0, 1.5};
    private static final double[] DP_H = {0.0, 5.84962487220764160156e-01}; // 0x3FE2B803, 0x40000000
    private static final double[] DP_L = {0.0, 1.35003920212974897128e-08}; // 0x3E4CFDEB, 0x43CFD006
    private static final double TWO53 = 9007199254740992.0; // 0x43400000, 0x00000000
    private static final double L1 = 5.99999999999994648725e-01; // 0x3FE33333, 0x33333303
    private static final double L2 = 4.28571428578550184252e-01; // 0x3FDB6DB6, 0xDB6FABFF
    private static final double L3 = 3.33333329818377432918e-01; // 0x3FD55555, 0x518F264D
    private static final double L4 = 2.72728123808534006489e-01; // 0x3FD17460, 0xA91D4101
    private static final double L5 = 2.30660745775561754067e-01; // 0x3FCD864A, 0x93C9DB65
    private static final double L6 = 2.06975017800338417784e-01; // 0x3FCA7E28, 0x4A454EEF
    private static final double LG2_ = 6.93147180559945286227e-01; // 0x3FE62E42, 0xFEFA39EF
    private static final double LG2_H = 6.93147182464599609375e-01; // 0x3FE62E43, 0x00000000
    private static final double LG2_L = -1.90465429995776804525e-09; // 0xBE205C61, 0x0CA86C39
    private static final double OVT = 8.0085662595372944372e-17; // -(1024-log2(ovfl+.5ulp))
    private static final double CP = 9.61796693925975554329e-01; // 0x3FEEC709, 0xDC3A03FD =2/(3ln2)
    private static final double CP_H = 9.61796700954437255859e-01; // 0x3FEEC709, 0xE0000000 =(float)cp
    private static final double CP_L = -7.02846165095275826516e-09; // 0xBE3E2FE0, 0x145B01F5 =tail of cp_h
    private static final double IVLN2 = 1.44269504088896338700e+00; // 0x3FF71547, 0x652B82FE =1/ln2
    private static final double IVLN2_H = 1.44269502162933349609e+00; // 0x3FF71547, 0x60000000 =24b 1/ln2
    private static final double IVLN2_L = 1.92596299112661746887e-08; // 0x3E54AE0B, 0xF85DDF44 =1/ln2 tail

    public static double pow(double x, double y) {
        double z;
        double ax;
        double zH;
        double zL;
        double pH;
        double pL;
        double t1;
        double t2;
        double r;
        double s;
        double t;
        double u;
        double v;
        double w;
        int i;
        int j;
        int k;
        int n;
        int hx = hi(x);
        int lx = lo(x);
        int hy = hi(y);
        int ly = lo(y);
        int ix = hx & 0x7fffffff;
        int iy = hy & 0x7fffffff;

        if ((iy | ly) == 0) {
            return 1.0; // x**0 = 1
        }
        if (ix > 0x7ff00000 || (ix == 0x7ff00000 && lx != 0) || iy > 0x7ff00000 || (iy == 0x7ff00000 && ly != 0)) {
            return x + y; // NaN
        }
        // yisint = 0: y is not an integer, 1: an odd integer, 2: an even integer (checked when x < 0)
        int yisint = 0;
        if (hx < 0) {
            if (iy >= 0x43400000) {
                yisint = 2; // even integer y
            } else if (iy >= 0x3ff00000) {
                k = (iy >> 20) - 0x3ff; // exponent
                if (k > 20) {
                    j = ly >>> (52 - k);
                    if ((j << (52 - k)) == ly) {
                        yisint = 2 - (j & 1);
                    }
                } else if (ly == 0) {
                    j = iy >> (20 - k);
                    if ((j << (20 - k)) == iy) {
                        yisint = 2 - (j & 1);
                    }
                }
            }
        }
        // special values of y
        if (ly == 0) {
            if (iy == 0x7ff00000) { // y is +-inf
                if (((ix - 0x3ff00000) | lx) == 0) {
                    return y - y; // (+-1)**+-inf is NaN
                } else if (ix >= 0x3ff00000) { // (|x| > 1)**+-inf = inf, 0
                    return hy >= 0 ? y : 0.0;
                } else { // (|x| < 1)**-,+inf = inf, 0
                    return hy < 0 ? -y : 0.0;
                }
            }
            if (iy == 0x3ff00000) { // y is +-1
                return hy < 0 ? 1.0 / x : x;
            }
            if (hy == 0x40000000) {
                return x * x; // y is 2
            }
            if (hy == 0x3fe00000) { // y is 0.5
                if (hx >= 0) { // x >= +0
                    return sqrt(x);
                }
            }
        }
        ax = Math.abs(x);
        // special values of x
        if (lx == 0) {
            if (ix == 0x7ff00000 || ix == 0 || ix == 0x3ff00000) {
                z = ax; // x is +-0, +-inf, +-1
                if (hy < 0) {
                    z = 1.0 / z; // z = (1/|x|)
                }
                if (hx < 0) {
                    if (((ix - 0x3ff00000) | yisint) == 0) {
                        z = (z - z) / (z - z); // (-1)**non-int is NaN
                    } else if (yisint == 1) {
                        z = -z; // (x < 0)**odd = -(|x|**odd)
                    }
                }
                return z;
            }
        }
        n = (hx >> 31) + 1;
        // (x < 0)**(non-int) is NaN
        if ((n | yisint) == 0) {
            return (x - x) / (x - x);
        }
        s = 1.0; // the sign of the result: (-ve)**(odd int) is negative
        if ((n | (yisint - 1)) == 0) {
            s = -1.0;
        }
        if (iy > 0x41e00000) { // |y| > 2**31
            if (iy > 0x43f00000) { // |y| > 2**64: must over/underflow
                if (ix <= 0x3fefffff) {
                    return hy < 0 ? HUGE * HUGE : TINY * TINY;
                }
                if (ix >= 0x3ff00000) {
                    return hy > 0 ? HUGE * HUGE : TINY * TINY;
                }
            }
            // over/underflow if x is not close to one
            if (ix < 0x3fefffff) {
                return hy < 0 ? s * HUGE * HUGE : s * TINY * TINY;
            }
            if (ix > 0x3ff00000) {
                return hy > 0 ? s * HUGE * HUGE : s * TINY * TINY;
            }
            // now |1-x| is tiny <= 2**-20: log(x) by x-x^2/2+x^3/3-x^4/4
            t = ax - 1.0; // t has 20 trailing zeros
            w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25));
            u = IVLN2_H * t; // IVLN2_H has 21 significant bits
            v = t * IVLN2_L - w * IVLN2;
            t1 = withLo(u + v, 0);
            t2 = v - (t1 - u);
        } else {
            n = 0;
            // take care of subnormal numbers
            if (ix < 0x00100000) {
                ax *= TWO53;
                n -= 53;
                ix = hi(ax);
            }
            n += (ix >> 20) - 0x3ff;
            j = ix & 0x000fffff;
            // determine the interval
            ix = j | 0x3ff00000; // normalize ix
            if (j <= 0x3988E) {
                k = 0; // |x| < sqrt(3/2)
            } else if (j < 0xBB67A) {
                k = 1; // |x| < sqrt(3)
            } else {
                k = 0;
                n += 1;
                ix -= 0x00100000;
            }
            ax = withHi(ax, ix);
            // ss = s_h+s_l = (x-1)/(x+1) or (x-1.5)/(x+1.5)
            u = ax - BP[k];
            v = 1.0 / (ax + BP[k]);
            double ss = u * v;
            double sH = withLo(ss, 0);
            // tH = ax+BP[k] high
            double tH = fromWords(((ix >> 1) | 0x20000000) + 0x00080000 + (k << 18), 0);
            double tL = ax - (tH - BP[k]);
            double sL = v * ((u - sH * tH) - sH * tL);
            // compute log(ax)
            double s2 = ss * ss;
            r = s2 * s2 * (L1 + s2 * (L2 + s2 * (L3 + s2 * (L4 + s2 * (L5 + s2 * L6)))));
            r += sL * (sH + ss);
            s2 = sH * sH;
            tH = withLo(3.0 + s2 + r, 0);
            tL = r - ((tH - 3.0) - s2);
            // u+v = ss*(1+...)
            u = sH * tH;
            v = sL * tH + tL * ss;
            // 2/(3log2)*(ss+...)
            pH = withLo(u + v, 0);
            pL = v - (pH - u);
            zH = CP_H * pH; // CP_H+CP_L = 2/(3*log2)
            zL = CP_L * pH + pL * CP + DP_L[k];
            // log2(ax) = (ss+..)*2/(3*log2) = n + DP_H + zH + zL
            t = n;
            t1 = withLo(((zH + zL) + DP_H[k]) + t, 0);
            t2 = zL - (((t1 - t) - DP_H[k]) - zH);
        }
        // split up y into y1+y2 and compute (y1+y2)*(t1+t2)
        double y1 = withLo(y, 0);
        pL = (y - y1) * t1 + y * t2;
        pH = y1 * t1;
        z = pL + pH;
        j = hi(z);
        i = lo(z);
        if (j >= 0x40900000) { // z >= 1024
            if (((j - 0x40900000) | i) != 0) { // z > 1024
                return s * HUGE * HUGE; // overflow
            }
            if (pL + OVT > z - pH) {
                return s * HUGE * HUGE; // overflow
            }
        } else if ((j & 0x7fffffff) >= 0x4090cc00) { // z <= -1075
            if (((j - 0xc090cc00) | i) != 0) { // z < -1075
                return s * TINY * TINY; // underflow
            }
            if (pL <= z - pH) {
                return s * TINY * TINY; // underflow
            }
        }
        // compute 2**(pH+pL)
        i = j & 0x7fffffff;
        k = (i >> 20) - 0x3ff;
        n = 0;
        if (i > 0x3fe00000) { // |z| > 0.5: n = [z+0.5]
            n = j + (0x00100000 >> (k + 1));
            k = ((n & 0x7fffffff) >> 20) - 0x3ff; // new k for n
            t = fromWords(n & ~(0x000fffff >> k), 0);
            n = ((n & 0x000fffff) | 0x00100000) >> (20 - k);
            if (j < 0) {
                n = -n;
            }
            pH -= t;
        }
        t = withLo(pL + pH, 0);
        u = t * LG2_H;
        v = (pL - (t - pH)) * LG2_ + t * LG2_L;
        z = u + v;
        w = v - (z - u);
        t = z * z;
        t1 = z - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
        r = (z * t1) / (t1 - 2.0) - (w + z * w);
        z = 1.0 - (r - z);
        j = hi(z);
        j += n << 20;
        if ((j >> 20) <= 0) {
            z = scalbn(z, n); // subnormal output
        } else {
            z = withHi(z, hi(z) + (n << 20));
        }
        return s * z;
    }

    // ---------------------------------------------------------------- IEEEremainder

    public static double IEEEremainder(double x, double p) {
        int hx = hi(x);
        int lx = lo(x);
        int hp = hi(p);
        int lp = lo(p);
        int sx = hx & 0x80000000;
        hp &= 0x7fffffff;
        hx &= 0x7fffffff;
        // purge off exception values
        if ((hp | lp) == 0) {
            return (x * p) / (x * p); // p = 0
        }
        if (hx >= 0x7ff00000 || (hp >= 0x7ff00000 && ((hp - 0x7ff00000) | lp) != 0)) {
            return (x * p) / (x * p); // x not finite or p NaN
        }
        if (hp <= 0x7fdfffff) {
            x = x % (p + p); // now x < 2p; % is C's fmod, exact
        }
        if (((hx - hp) | (lx - lp)) == 0) {
            return 0.0 * x;
        }
        x = Math.abs(x);
        p = Math.abs(p);
        if (hp < 0x00200000) {
            if (x + x > p) {
                x -= p;
                if (x + x >= p) {
                    x -= p;
                }
            }
        } else {
            double pHalf = 0.5 * p;
            if (x > pHalf) {
                x -= p;
                if (x >= pHalf) {
                    x -= p;
                }
            }
        }
        return withHi(x, hi(x) ^ sx);
    }

    public static double toRadians(double angdeg) {
        return Math.toRadians(angdeg);
    }

    public static double toDegrees(double angrad) {
        return Math.toDegrees(angrad);
    }

    public static int round(float a) {
        return Math.round(a);
    }

    public static long round(double a) {
        return Math.round(a);
    }

    public static int addExact(int x, int y) {
        return Math.addExact(x, y);
    }

    public static long addExact(long x, long y) {
        return Math.addExact(x, y);
    }

    public static int subtractExact(int x, int y) {
        return Math.subtractExact(x, y);
    }

    public static long subtractExact(long x, long y) {
        return Math.subtractExact(x, y);
    }

    public static int multiplyExact(int x, int y) {
        return Math.multiplyExact(x, y);
    }

    public static long multiplyExact(long x, int y) {
        return Math.multiplyExact(x, y);
    }

    public static long multiplyExact(long x, long y) {
        return Math.multiplyExact(x, y);
    }

    public static long multiplyFull(int x, int y) {
        return Math.multiplyFull(x, y);
    }

    public static long multiplyHigh(long x, long y) {
        return Math.multiplyHigh(x, y);
    }

    public static int incrementExact(int a) {
        return Math.incrementExact(a);
    }

    public static long incrementExact(long a) {
        return Math.incrementExact(a);
    }

    public static int decrementExact(int a) {
        return Math.decrementExact(a);
    }

    public static long decrementExact(long a) {
        return Math.decrementExact(a);
    }

    public static int negateExact(int a) {
        return Math.negateExact(a);
    }

    public static long negateExact(long a) {
        return Math.negateExact(a);
    }

    public static int toIntExact(long value) {
        return Math.toIntExact(value);
    }

    public static int floorDiv(int x, int y) {
        return Math.floorDiv(x, y);
    }

    public static long floorDiv(long x, int y) {
        return Math.floorDiv(x, y);
    }

    public static long floorDiv(long x, long y) {
        return Math.floorDiv(x, y);
    }

    public static int floorMod(int x, int y) {
        return Math.floorMod(x, y);
    }

    public static int floorMod(long x, int y) {
        return Math.floorMod(x, y);
    }

    public static long floorMod(long x, long y) {
        return Math.floorMod(x, y);
    }

    public static int abs(int a) {
        return Math.abs(a);
    }

    public static int absExact(int a) {
        return Math.absExact(a);
    }

    public static long abs(long a) {
        return Math.abs(a);
    }

    public static long absExact(long a) {
        return Math.absExact(a);
    }

    public static float abs(float a) {
        return Math.abs(a);
    }

    public static double abs(double a) {
        return Math.abs(a);
    }

    public static int max(int a, int b) {
        return Math.max(a, b);
    }

    public static long max(long a, long b) {
        return Math.max(a, b);
    }

    public static float max(float a, float b) {
        return Math.max(a, b);
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static int min(int a, int b) {
        return Math.min(a, b);
    }

    public static long min(long a, long b) {
        return Math.min(a, b);
    }

    public static float min(float a, float b) {
        return Math.min(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }

    public static double ulp(double d) {
        return Math.ulp(d);
    }

    public static float ulp(float f) {
        return Math.ulp(f);
    }

    public static double signum(double d) {
        return Math.signum(d);
    }

    public static float signum(float f) {
        return Math.signum(f);
    }

    public static int getExponent(float f) {
        return Math.getExponent(f);
    }

    public static int getExponent(double d) {
        return Math.getExponent(d);
    }

    public static double nextAfter(double start, double direction) {
        return Math.nextAfter(start, direction);
    }

    public static float nextAfter(float start, double direction) {
        return Math.nextAfter(start, direction);
    }

    public static double nextUp(double d) {
        return Math.nextUp(d);
    }

    public static float nextUp(float f) {
        return Math.nextUp(f);
    }

    public static double nextDown(double d) {
        return Math.nextDown(d);
    }

    public static float nextDown(float f) {
        return Math.nextDown(f);
    }

    public static double scalb(double d, int scaleFactor) {
        return Math.scalb(d, scaleFactor);
    }

    public static float scalb(float f, int scaleFactor) {
        return Math.scalb(f, scaleFactor);
    }

    public static double fma(double a, double b, double c) {
        return Math.fma(a, b, c);
    }

    public static float fma(float a, float b, float c) {
        return Math.fma(a, b, c);
    }

    public static double copySign(double magnitude, double sign) {
        // unlike Math.copySign, a NaN sign is treated as positive
        return Math.copySign(magnitude, (sign != sign) ? 1.0d : sign);
    }

    public static float copySign(float magnitude, float sign) {
        return Math.copySign(magnitude, (sign != sign) ? 1.0f : sign);
    }

    private static final class RandomNumberGeneratorHolder {
        static final java.util.Random randomNumberGenerator = new java.util.Random();
    }

    public static double random() {
        return RandomNumberGeneratorHolder.randomNumberGenerator.nextDouble();
    }
}
