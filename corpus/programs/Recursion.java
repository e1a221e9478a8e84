public class Recursion {
    static int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }
    static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
    static long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
    static int ackermann(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return ackermann(m - 1, 1);
        return ackermann(m - 1, ackermann(m, n - 1));
    }
    static boolean isEven(int n) { return n == 0 || isOdd(n - 1); }
    static boolean isOdd(int n) { return n != 0 && isEven(n - 1); }
    static void hanoi(int n, char from, char to, char via, StringBuilder out, int[] moves) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to, out, moves);
        moves[0]++;
        if (n >= 3) out.append(n).append(':').append(from).append(to).append(' ');
        hanoi(n - 1, via, to, from, out, moves);
    }
    static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }
    static void permute(char[] arr, int k, StringBuilder out) {
        if (k == arr.length) { out.append(arr).append(' '); return; }
        for (int i = k; i < arr.length; i++) {
            char t = arr[k]; arr[k] = arr[i]; arr[i] = t;
            permute(arr, k + 1, out);
            t = arr[k]; arr[k] = arr[i]; arr[i] = t;
        }
    }
    static long sumDeep(int n, long a, double d, int b) { return n == 0 ? a + (long) d + b : sumDeep(n - 1, a + n, d + 0.5, b ^ n); }
    static int queens(int n, int row, int cols, int d1, int d2) {
        if (row == n) return 1;
        int count = 0;
        for (int c = 0; c < n; c++) {
            if ((cols & (1 << c)) != 0 || (d1 & (1 << (row + c))) != 0 || (d2 & (1 << (row - c + n))) != 0) continue;
            count += queens(n, row + 1, cols | (1 << c), d1 | (1 << (row + c)), d2 | (1 << (row - c + n)));
        }
        return count;
    }
    interface Tree { int sum(); int height(); }
    record Leaf(int v) implements Tree { public int sum() { return v; } public int height() { return 1; } }
    record Branch(Tree l, Tree r) implements Tree { public int sum() { return l.sum() + r.sum(); } public int height() { return 1 + Math.max(l.height(), r.height()); } }
    static Tree build(int d, int[] c) { return d == 0 ? new Leaf(c[0]++) : new Branch(build(d - 1, c), build(d - 1, c)); }

    public static void main(String[] args) {
        System.out.println("depth 5000 = " + depth(5000));
        System.out.println("depth 9000 = " + depth(9000));
        for (int i = 0; i <= 25; i += 5) System.out.println("fib(" + i + ") = " + fib(i));
        System.out.println("fact(20) = " + fact(20) + " fact(21) overflow = " + fact(21));
        System.out.println("ackermann(2,3) = " + ackermann(2, 3) + " (3,3) = " + ackermann(3, 3));
        System.out.println("isEven(1001) = " + isEven(1001) + " isOdd(2001) = " + isOdd(2001));
        StringBuilder h = new StringBuilder();
        int[] moves = {0};
        hanoi(6, 'A', 'C', 'B', h, moves);
        System.out.println("hanoi moves " + moves[0] + " big moves " + h);
        System.out.println("gcd " + gcd(1071, 462) + " " + gcd(17, 5) + " " + gcd(0, 9));
        StringBuilder p = new StringBuilder();
        permute("abcd".toCharArray(), 0, p);
        System.out.println("perms " + p);
        System.out.println("sumDeep " + sumDeep(3000, 0, 0.0, 0));
        for (int n = 4; n <= 8; n++) System.out.println("queens(" + n + ") = " + queens(n, 0, 0, 0, 0));
        Tree t = build(10, new int[]{0});
        System.out.println("tree sum " + t.sum() + " height " + t.height());
    }
}
