public class IntArithmetic {
    static int[] VALS = {0, 1, -1, 2, -2, 7, -7, 13, 100, -100, 12345, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE - 1, Integer.MIN_VALUE + 1};

    static int add(int a, int b) { return a + b; }
    static int sub(int a, int b) { return a - b; }
    static int mul(int a, int b) { return a * b; }
    static int div(int a, int b) { return a / b; }
    static int rem(int a, int b) { return a % b; }

    public static void main(String[] args) {
        System.out.println("MAX+1=" + add(Integer.MAX_VALUE, 1));
        System.out.println("MIN-1=" + sub(Integer.MIN_VALUE, 1));
        System.out.println("MIN/-1=" + div(Integer.MIN_VALUE, -1));
        System.out.println("MIN%-1=" + rem(Integer.MIN_VALUE, -1));
        System.out.println("-MIN=" + (-Integer.MIN_VALUE));
        System.out.println("MAX*MAX=" + mul(Integer.MAX_VALUE, Integer.MAX_VALUE));
        System.out.println("MIN*MIN=" + mul(Integer.MIN_VALUE, Integer.MIN_VALUE));
        System.out.println("MIN*-1=" + mul(Integer.MIN_VALUE, -1));
        int[] divisors = {1, -1, 2, -2, 3, -3, 7, -7, 1000};
        for (int d : divisors) {
            StringBuilder sb = new StringBuilder();
            sb.append("d=").append(d).append(':');
            for (int v : new int[]{17, -17, 0, 5, -5, Integer.MAX_VALUE, Integer.MIN_VALUE}) {
                sb.append(' ').append(v / d).append('r').append(v % d);
            }
            System.out.println(sb);
        }
        long sum = 0;
        int h = 0;
        for (int a : VALS) {
            for (int b : VALS) {
                h = 31 * h + add(a, b);
                h = 31 * h + sub(a, b);
                h = 31 * h + mul(a, b);
                if (b != 0) {
                    h = 31 * h + div(a, b);
                    h = 31 * h + rem(a, b);
                }
                h ^= (a & b) | (a ^ ~b);
                sum += h;
            }
        }
        System.out.println("hash=" + h + " sum=" + sum);
        int x = 5;
        x += 3; System.out.println("x+=3 " + x);
        x -= 10; System.out.println("x-=10 " + x);
        x *= -7; System.out.println("x*=-7 " + x);
        x /= 4; System.out.println("x/=4 " + x);
        x %= 3; System.out.println("x%=3 " + x);
        x <<= 29; System.out.println("x<<=29 " + x);
        x >>= 2; System.out.println("x>>=2 " + x);
        x >>>= 1; System.out.println("x>>>=1 " + x);
        x &= 0xFF00FF; System.out.println("x&= " + x);
        x |= 0x0F; System.out.println("x|= " + x);
        x ^= -1; System.out.println("x^= " + x);
        int i = 10;
        int j = i++ + ++i;
        System.out.println("i=" + i + " j=" + j);
        j = i-- - --i;
        System.out.println("i=" + i + " j=" + j);
        int k = 0;
        k = k++ + k++;
        System.out.println("k=" + k);
        int acc = 1;
        for (int n = 1; n <= 40; n++) {
            acc = acc * 3 + n;
            if (n % 5 == 0) System.out.println("acc[" + n + "]=" + acc);
        }
        int neg = -2147483648;
        System.out.println("abs-ish " + (neg < 0 ? -neg : neg));
        System.out.println("~0=" + ~0 + " ~MAX=" + ~Integer.MAX_VALUE);
        System.out.println("cmp " + (Integer.MIN_VALUE < Integer.MAX_VALUE) + " " + (Integer.MAX_VALUE + 1 < Integer.MAX_VALUE));
    }
}
