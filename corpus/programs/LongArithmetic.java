public class LongArithmetic {
    static long mix(long a, long b) { return a * 0x9E3779B97F4A7C15L + (b ^ (b >>> 29)); }

    public static void main(String[] args) {
        long max = Long.MAX_VALUE, min = Long.MIN_VALUE;
        System.out.println("max+1=" + (max + 1) + " min-1=" + (min - 1));
        System.out.println("min/-1=" + (min / -1) + " min%-1=" + (min % -1) + " -min=" + (-min));
        System.out.println("max*max=" + (max * max) + " max*3=" + (max * 3));
        long[] vals = {0, 1, -1, 7, -7, 1000000007L, -1000000007L, 4294967296L, -4294967296L, max, min, 0x5555555555555555L};
        long[] divs = {1, -1, 2, 3, -3, 10, 4294967296L, max, min};
        for (long v : vals) {
            StringBuilder sb = new StringBuilder("v=" + v + ":");
            for (long d : divs) sb.append(' ').append(v / d).append('r').append(v % d);
            System.out.println(sb);
        }
        long h = 17;
        for (long a : vals) for (long b : vals) h = mix(h, a * b - (a + b) + (a & b) + (a | b) + (a ^ b));
        System.out.println("hash=" + h);
        int i = Integer.MAX_VALUE;
        long widened = i + 1;
        long correct = i + 1L;
        System.out.println("int overflow before widen=" + widened + " correct=" + correct);
        long big = 1L << 40;
        int truncated = (int) big;
        int truncated2 = (int) (big + 12345);
        System.out.println("trunc " + truncated + " " + truncated2 + " " + (int) 0xFFFFFFFF80000000L);
        System.out.println("cmp " + (min < max) + " " + Long.compare(min, max) + " " + Long.compare(5, 5) + " " + Long.compare(6, 5));
        long fact = 1;
        for (int n = 1; n <= 25; n++) {
            fact *= n;
            System.out.println(n + "! mod 2^64 = " + fact);
        }
        long x = 123456789L;
        x <<= 20; System.out.println("x<<=20 " + x);
        x *= x; System.out.println("x*=x " + x);
        x >>>= 7; System.out.println("x>>>=7 " + x);
        x %= 1000003L; System.out.println("x%= " + x);
        x -= Long.MAX_VALUE; System.out.println("x-= " + x);
        long lc = 0;
        lc += 3.7;
        System.out.println("lc+=3.7 " + lc);
        int ic = 10;
        ic += 5000000000L;
        System.out.println("ic+=5e9L " + ic);
        System.out.println("long literals " + 0x7fffffffffffffffL + " " + 0b1010L + " " + 017L + " " + 1_000_000_000_000L);
    }
}
