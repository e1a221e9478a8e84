import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;

public class BigIntegerArith {
    interface Op {
        Object run();
    }

    static void show(String label, Op op) {
        try {
            Object r = op.run();
            String s;
            if (r instanceof BigInteger[]) {
                s = Arrays.toString((BigInteger[]) r);
            } else if (r instanceof byte[]) {
                s = Arrays.toString((byte[]) r);
            } else {
                s = String.valueOf(r);
            }
            System.out.println(label + " = " + s);
        } catch (RuntimeException e) {
            System.out.println(label + " threw " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static BigInteger factorial(int n) {
        BigInteger r = BigInteger.ONE;
        for (int i = 2; i <= n; i++) {
            r = r.multiply(BigInteger.valueOf(i));
        }
        return r;
    }

    static BigInteger fib(int n) {
        BigInteger a = BigInteger.ZERO, b = BigInteger.ONE;
        for (int i = 0; i < n; i++) {
            BigInteger t = a.add(b);
            a = b;
            b = t;
        }
        return a;
    }

    public static void main(String[] args) {
        System.out.println("constants " + BigInteger.ZERO + " " + BigInteger.ONE + " " + BigInteger.TWO + " " + BigInteger.TEN);
        for (int n : new int[] {0, 1, 5, 20, 21, 25, 50, 100}) {
            System.out.println(n + "! = " + factorial(n));
        }
        BigInteger f300 = fib(300);
        System.out.println("fib(300) = " + f300 + " bits=" + f300.bitLength() + " hash=" + f300.hashCode());
        System.out.println("2^100 = " + BigInteger.TWO.pow(100));
        System.out.println("(-3)^33 = " + BigInteger.valueOf(-3).pow(33));
        System.out.println("10^30 = " + BigInteger.TEN.pow(30));
        System.out.println("7^0 = " + BigInteger.valueOf(7).pow(0) + ", 0^0 = " + BigInteger.ZERO.pow(0));

        BigInteger big = new BigInteger("123456789012345678901234567890");
        BigInteger neg = new BigInteger("-98765432109876543210");
        System.out.println("add " + big.add(neg) + " " + neg.add(neg) + " " + neg.add(big.negate()));
        System.out.println("sub " + big.subtract(neg) + " " + neg.subtract(big) + " " + big.subtract(big));
        System.out.println("mul " + big.multiply(neg) + " " + neg.multiply(neg));
        System.out.println("long edges " + BigInteger.valueOf(Long.MIN_VALUE) + " " + BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE)
                + " " + BigInteger.valueOf(Long.MIN_VALUE).negate() + " " + BigInteger.valueOf(Long.MIN_VALUE).subtract(BigInteger.ONE));

        long[][] pairs = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {0, 5}, {6, 3}, {-6, 3}};
        for (long[] p : pairs) {
            BigInteger a = BigInteger.valueOf(p[0]), b = BigInteger.valueOf(p[1]);
            String m;
            try {
                m = a.mod(b).toString();
            } catch (ArithmeticException e) {
                m = "ex:" + e.getMessage();
            }
            System.out.println(a + " / " + b + " = " + a.divide(b) + " rem " + a.remainder(b) + " mod " + m
                    + " dar " + Arrays.toString(a.divideAndRemainder(b)));
        }
        BigInteger q = big.multiply(big).add(BigInteger.valueOf(12345));
        System.out.println("big div " + Arrays.toString(q.divideAndRemainder(big)) + " " + Arrays.toString(q.negate().divideAndRemainder(neg)));
        BigInteger p127 = BigInteger.ONE.shiftLeft(127).subtract(BigInteger.ONE);
        System.out.println("M127 = " + p127 + " prime=" + p127.isProbablePrime(50) + " M127+2 prime=" + p127.add(BigInteger.TWO).isProbablePrime(50));
        System.out.println("div by mersenne " + Arrays.toString(factorial(40).divideAndRemainder(p127)));

        BigInteger m = BigInteger.valueOf(1000000007);
        System.out.println("modPow " + BigInteger.valueOf(2).modPow(BigInteger.valueOf(1000000), m) + " "
                + BigInteger.valueOf(-5).modPow(BigInteger.valueOf(3), BigInteger.valueOf(7)) + " "
                + BigInteger.valueOf(3).modPow(BigInteger.valueOf(-1), BigInteger.valueOf(7)) + " "
                + big.modPow(neg.negate(), p127) + " " + BigInteger.valueOf(5).modPow(BigInteger.ZERO, BigInteger.ONE));
        System.out.println("modInverse " + BigInteger.valueOf(3).modInverse(BigInteger.valueOf(11)) + " "
                + BigInteger.valueOf(-3).modInverse(BigInteger.valueOf(11)) + " " + big.modInverse(p127));
        System.out.println("gcd " + BigInteger.valueOf(84).gcd(BigInteger.valueOf(-36)) + " " + BigInteger.ZERO.gcd(BigInteger.valueOf(-9)) + " "
                + factorial(30).gcd(fib(60)) + " " + BigInteger.ZERO.gcd(BigInteger.ZERO));
        System.out.println("abs/neg/signum " + neg.abs() + " " + big.negate() + " " + neg.signum() + " " + BigInteger.ZERO.signum() + " " + big.signum());
        System.out.println("min/max " + big.min(neg) + " " + big.max(neg));
        System.out.println("compareTo " + big.compareTo(neg) + " " + neg.compareTo(big) + " " + big.compareTo(new BigInteger("123456789012345678901234567890")));
        System.out.println("equals " + big.equals(new BigInteger("123456789012345678901234567890")) + " " + big.equals(neg) + " " + big.equals("x")
                + " " + BigInteger.valueOf(5).equals(Integer.valueOf(5)));
        System.out.println("sqrt " + big.sqrt() + " " + BigInteger.valueOf(99).sqrt() + " " + Arrays.toString(BigInteger.valueOf(1000).sqrtAndRemainder())
                + " " + BigInteger.TEN.pow(40).sqrt());

        // radix strings
        BigInteger r = new BigInteger("-255");
        for (int radix : new int[] {2, 8, 10, 16, 36, 1, 37}) {
            System.out.println("radix " + radix + ": " + r.toString(radix) + " " + big.toString(radix));
        }
        System.out.println("parse " + new BigInteger("ff", 16) + " " + new BigInteger("-zz", 36) + " " + new BigInteger("+101", 2) + " "
                + new BigInteger("000123") + " " + new BigInteger("-0") + " " + new BigInteger("7fffffffffffffffffff", 16)
                + " " + new BigInteger("-11111111111111111111111111111111111111111111111111111111111111111111", 2));

        // byte arrays
        long[] vals = {0, 1, -1, 127, 128, -128, -129, 255, 256, -256, 65535, Long.MIN_VALUE};
        for (long v : vals) {
            BigInteger b = BigInteger.valueOf(v);
            byte[] bytes = b.toByteArray();
            System.out.println("bytes " + v + " " + Arrays.toString(bytes) + " back=" + new BigInteger(bytes));
        }
        System.out.println("ctor bytes " + new BigInteger(new byte[] {(byte) 0xff, 0x00}) + " " + new BigInteger(new byte[] {0, 0, 1, 0})
                + " " + new BigInteger(1, new byte[] {(byte) 0xff, 0x00}) + " " + new BigInteger(-1, new byte[] {1, 2, 3})
                + " " + new BigInteger(new byte[] {9, (byte) 0x80, 1, 2}, 1, 2) + " " + new BigInteger(0, new byte[] {0, 0}));
        System.out.println("big bytes " + Arrays.toString(big.toByteArray()) + " " + Arrays.toString(neg.toByteArray()));

        // bit ops
        BigInteger a = new BigInteger("-1234567890123456789012");
        BigInteger b = new BigInteger("987654321987654321");
        System.out.println("and " + a.and(b) + " or " + a.or(b) + " xor " + a.xor(b) + " andNot " + a.andNot(b) + " not " + a.not() + " " + b.not());
        System.out.println("neg and " + BigInteger.valueOf(-12).and(BigInteger.valueOf(-10)) + " or " + BigInteger.valueOf(-12).or(BigInteger.valueOf(10)));
        for (int bit : new int[] {0, 1, 5, 31, 32, 64, 100}) {
            System.out.println("bit " + bit + ": " + a.testBit(bit) + " set=" + a.setBit(bit) + " clear=" + a.clearBit(bit) + " flip=" + a.flipBit(bit)
                    + " | " + b.testBit(bit) + " " + b.setBit(bit) + " " + b.flipBit(bit));
        }
        long[] bl = {0, 1, -1, 2, -2, 255, 256, -256, -257, Long.MIN_VALUE};
        for (long v : bl) {
            BigInteger x = BigInteger.valueOf(v);
            System.out.println("bits " + v + ": bitLength=" + x.bitLength() + " bitCount=" + x.bitCount() + " lowest=" + x.getLowestSetBit());
        }
        System.out.println("bits big " + a.bitLength() + " " + a.bitCount() + " " + a.getLowestSetBit() + " " + f300.bitCount());

        // shifts
        for (int s : new int[] {0, 1, 3, 31, 32, 33, 70, -2}) {
            System.out.println("shift " + s + ": " + a.shiftLeft(s) + " " + a.shiftRight(s) + " " + BigInteger.valueOf(-7).shiftRight(s)
                    + " " + BigInteger.valueOf(7).shiftRight(s) + " " + BigInteger.valueOf(-1).shiftRight(s));
        }

        // conversions
        BigInteger huge = BigInteger.ONE.shiftLeft(1100);
        BigInteger[] conv = {big, neg, f300, BigInteger.valueOf(Long.MIN_VALUE), BigInteger.ONE.shiftLeft(53).add(BigInteger.ONE),
            BigInteger.ONE.shiftLeft(54).add(BigInteger.valueOf(3)), huge, huge.negate(), new BigInteger("16777217"), new BigInteger("9007199254740993")};
        for (BigInteger c : conv) {
            System.out.println("conv " + c.intValue() + " " + c.longValue() + " " + c.doubleValue() + " " + c.floatValue()
                    + " " + c.shortValue() + " " + c.byteValue());
        }
        show("longValueExact", () -> BigInteger.valueOf(Long.MAX_VALUE).longValueExact());
        show("longValueExact overflow", () -> BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE).longValueExact());
        show("intValueExact", () -> BigInteger.valueOf(Integer.MIN_VALUE).intValueExact());
        show("intValueExact overflow", () -> BigInteger.valueOf(1L << 31).intValueExact());
        show("shortValueExact", () -> BigInteger.valueOf(40000).shortValueExact());
        show("byteValueExact", () -> BigInteger.valueOf(-128).byteValueExact());

        // hash codes
        String[] hs = {"0", "1", "-1", "4294967296", "-4294967297", "123456789012345678901234567890", "-98765432109876543210"};
        StringBuilder sb = new StringBuilder("hash");
        for (String h : hs) {
            sb.append(' ').append(new BigInteger(h).hashCode());
        }
        System.out.println(sb);

        // random
        Random rnd = new Random(42);
        System.out.println("random " + new BigInteger(100, rnd) + " " + new BigInteger(7, rnd) + " " + new BigInteger(0, rnd));
        System.out.println("nextProbablePrime " + BigInteger.valueOf(100).nextProbablePrime() + " " + BigInteger.ZERO.nextProbablePrime()
                + " " + BigInteger.TEN.pow(20).nextProbablePrime());
        StringBuilder primes = new StringBuilder("primes");
        for (int i = -5; i < 60; i++) {
            if (BigInteger.valueOf(i).isProbablePrime(20)) {
                primes.append(' ').append(i);
            }
        }
        System.out.println(primes);

        // exceptions
        show("divide by zero", () -> big.divide(BigInteger.ZERO));
        show("remainder by zero", () -> big.remainder(BigInteger.ZERO));
        show("divideAndRemainder by zero", () -> big.divideAndRemainder(BigInteger.ZERO));
        show("mod 0", () -> big.mod(BigInteger.ZERO));
        show("mod -3", () -> big.mod(BigInteger.valueOf(-3)));
        show("modPow -m", () -> big.modPow(BigInteger.ONE, BigInteger.valueOf(-3)));
        show("modPow not invertible", () -> BigInteger.valueOf(2).modPow(BigInteger.valueOf(-1), BigInteger.valueOf(4)));
        show("modInverse not invertible", () -> BigInteger.valueOf(6).modInverse(BigInteger.valueOf(9)));
        show("pow -1", () -> big.pow(-1));
        show("sqrt -1", () -> neg.sqrt());
        show("testBit -1", () -> big.testBit(-1));
        show("setBit -1", () -> big.setBit(-1));
        show("empty string", () -> new BigInteger(""));
        show("just sign", () -> new BigInteger("-"));
        show("embedded sign", () -> new BigInteger("12-3"));
        show("double sign", () -> new BigInteger("+-3"));
        show("bad digit", () -> new BigInteger("12a4"));
        show("bad digit long", () -> new BigInteger("1234567890123x"));
        show("bad hex", () -> new BigInteger("ffg", 16));
        show("space", () -> new BigInteger(" 1"));
        show("radix", () -> new BigInteger("1", 99));
        show("empty bytes", () -> new BigInteger(new byte[0]));
        show("bytes range", () -> new BigInteger(new byte[3], 2, 5));
        show("signum bad", () -> new BigInteger(2, new byte[] {1}));
        show("signum mismatch", () -> new BigInteger(0, new byte[] {1}));
        show("numBits", () -> new BigInteger(-1, new Random(1)));
        System.out.println("cached " + (BigInteger.valueOf(1) == BigInteger.ONE) + " " + (BigInteger.valueOf(0) == BigInteger.ZERO)
                + " " + (BigInteger.valueOf(10) == BigInteger.TEN) + " " + (BigInteger.valueOf(-7) == BigInteger.valueOf(-7)));
        show("nextProbablePrime neg", () -> BigInteger.valueOf(-5).nextProbablePrime());
    }
}
