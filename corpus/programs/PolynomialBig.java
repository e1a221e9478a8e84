import java.math.BigInteger;
import java.util.*;

public class PolynomialBig {
    // polynomial with BigInteger coefficients, index = power
    static final class Poly {
        final BigInteger[] c;
        Poly(BigInteger... c) {
            int n = c.length;
            while (n > 1 && c[n - 1].signum() == 0) n--;
            this.c = Arrays.copyOf(c, n);
        }
        static Poly of(long... v) {
            BigInteger[] b = new BigInteger[v.length];
            for (int i = 0; i < v.length; i++) b[i] = BigInteger.valueOf(v[i]);
            return new Poly(b);
        }
        int degree() { return c.length - 1; }
        Poly add(Poly o) {
            BigInteger[] r = new BigInteger[Math.max(c.length, o.c.length)];
            for (int i = 0; i < r.length; i++)
                r[i] = (i < c.length ? c[i] : BigInteger.ZERO).add(i < o.c.length ? o.c[i] : BigInteger.ZERO);
            return new Poly(r);
        }
        Poly mul(Poly o) {
            BigInteger[] r = new BigInteger[c.length + o.c.length - 1];
            Arrays.fill(r, BigInteger.ZERO);
            for (int i = 0; i < c.length; i++)
                for (int j = 0; j < o.c.length; j++)
                    r[i + j] = r[i + j].add(c[i].multiply(o.c[j]));
            return new Poly(r);
        }
        Poly pow(int n) {
            Poly r = Poly.of(1), b = this;
            while (n > 0) { if ((n & 1) == 1) r = r.mul(b); b = b.mul(b); n >>= 1; }
            return r;
        }
        BigInteger eval(BigInteger x) {
            BigInteger r = BigInteger.ZERO;
            for (int i = c.length - 1; i >= 0; i--) r = r.multiply(x).add(c[i]);
            return r;
        }
        Poly derivative() {
            if (c.length == 1) return Poly.of(0);
            BigInteger[] r = new BigInteger[c.length - 1];
            for (int i = 1; i < c.length; i++) r[i - 1] = c[i].multiply(BigInteger.valueOf(i));
            return new Poly(r);
        }
        @Override public String toString() {
            StringBuilder sb = new StringBuilder();
            for (int i = c.length - 1; i >= 0; i--) {
                BigInteger k = c[i];
                if (k.signum() == 0 && c.length > 1) continue;
                if (sb.length() > 0) sb.append(k.signum() < 0 ? " - " : " + ");
                else if (k.signum() < 0) sb.append("-");
                BigInteger a = k.abs();
                if (!a.equals(BigInteger.ONE) || i == 0) sb.append(a);
                if (i >= 1) sb.append("x");
                if (i > 1) sb.append("^").append(i);
            }
            return sb.toString();
        }
    }

    static BigInteger[][] matMul(BigInteger[][] a, BigInteger[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        BigInteger[][] r = new BigInteger[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                BigInteger s = BigInteger.ZERO;
                for (int t = 0; t < k; t++) s = s.add(a[i][t].multiply(b[t][j]));
                r[i][j] = s;
            }
        return r;
    }

    static BigInteger fib(int n) {
        BigInteger[][] r = {{BigInteger.ONE, BigInteger.ZERO}, {BigInteger.ZERO, BigInteger.ONE}};
        BigInteger[][] m = {{BigInteger.ONE, BigInteger.ONE}, {BigInteger.ONE, BigInteger.ZERO}};
        while (n > 0) { if ((n & 1) == 1) r = matMul(r, m); m = matMul(m, m); n >>= 1; }
        return r[0][1];
    }

    static Poly chebyshev(int n) {
        Poly a = Poly.of(1), b = Poly.of(0, 1);
        if (n == 0) return a;
        for (int i = 1; i < n; i++) { Poly c = Poly.of(0, 2).mul(b).add(a.mul(Poly.of(-1))); a = b; b = c; }
        return b;
    }

    public static void main(String[] args) {
        Poly p = Poly.of(1, 1);
        for (int n : new int[]{2, 5, 10, 20}) System.out.println("(x+1)^" + n + " = " + p.pow(n));
        Poly q = Poly.of(-3, 0, 2, -1);
        System.out.println("q = " + q + ", deg " + q.degree());
        System.out.println("q' = " + q.derivative() + ", q'' = " + q.derivative().derivative());
        System.out.println("q*q = " + q.mul(q));
        System.out.println("q+(x+1)^3 = " + q.add(p.pow(3)));
        Poly big = Poly.of(1, -1).pow(40);
        System.out.println("(1-x)^40 coefficient of x^20 = " + big.c[20]);
        for (long x : new long[]{-2, 0, 3, 1000}) System.out.println("q(" + x + ") = " + q.eval(BigInteger.valueOf(x)));
        System.out.println("(x+1)^64 at 12345 = " + p.pow(64).eval(BigInteger.valueOf(12345)));
        for (int n = 0; n <= 8; n++) System.out.println("T" + n + ": " + chebyshev(n));
        for (int n : new int[]{10, 50, 100, 300}) System.out.println("fib(" + n + ") = " + fib(n));
        BigInteger f300 = fib(300);
        System.out.println("bitLength " + f300.bitLength() + ", bitCount " + f300.bitCount()
            + ", mod 1e9+7 " + f300.mod(BigInteger.valueOf(1_000_000_007)));
        System.out.println("gcd(fib 300, fib 200) = " + f300.gcd(fib(200)) + " = fib(100)? " + f300.gcd(fib(200)).equals(fib(100)));
        BigInteger fact = BigInteger.ONE;
        for (int i = 2; i <= 50; i++) fact = fact.multiply(BigInteger.valueOf(i));
        System.out.println("50! = " + fact);
        System.out.println("50! hex = " + fact.toString(16) + ", digits " + fact.toString().length());
        BigInteger[] qr = fact.divideAndRemainder(f300.shiftRight(150));
        System.out.println("qr = " + qr[0] + " / " + qr[1]);
        System.out.println("2^127-1 prime? " + BigInteger.TWO.pow(127).subtract(BigInteger.ONE).isProbablePrime(50));
        System.out.println("modPow " + BigInteger.valueOf(3).modPow(BigInteger.valueOf(1000), BigInteger.valueOf(1_000_003))
            + ", modInverse " + BigInteger.valueOf(17).modInverse(BigInteger.valueOf(3120)));
        System.out.println("sqrt(50!) = " + fact.sqrt() + ", neg " + fact.negate().signum() + ", cmp " + fact.compareTo(f300));
    }
}
