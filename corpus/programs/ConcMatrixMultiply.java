import java.util.ArrayList;
import java.util.List;

public class ConcMatrixMultiply {
    static long[][] multiplyParallel(long[][] a, long[][] b, int threads) throws InterruptedException {
        int n = a.length, m = b[0].length, k = b.length;
        long[][] c = new long[n][m];
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            final int first = t;
            workers.add(new Thread(() -> {
                for (int i = first; i < n; i += threads) {
                    for (int j = 0; j < m; j++) {
                        long s = 0;
                        for (int x = 0; x < k; x++) s += a[i][x] * b[x][j];
                        c[i][j] = s;
                    }
                }
            }, "rows-mod-" + t));
        }
        for (Thread w : workers) w.start();
        for (Thread w : workers) w.join();
        return c;
    }

    static long[][] matrix(int rows, int cols, int seed) {
        long[][] r = new long[rows][cols];
        for (int i = 0; i < rows; i++) for (int j = 0; j < cols; j++) r[i][j] = ((i + 1) * (j + 2) * seed) % 11 - 5;
        return r;
    }

    static void print(String title, long[][] m) {
        System.out.println(title);
        for (long[] row : m) {
            StringBuilder sb = new StringBuilder();
            for (long v : row) sb.append(String.format("%6d", v));
            System.out.println(sb);
        }
    }

    public static void main(String[] args) throws Exception {
        long[][] a = matrix(4, 3, 3);
        long[][] b = matrix(3, 5, 7);
        print("A", a);
        print("B", b);
        print("A x B (3 threads)", multiplyParallel(a, b, 3));

        long[][] big1 = matrix(60, 60, 5);
        long[][] big2 = matrix(60, 60, 9);
        long[][] p1 = multiplyParallel(big1, big2, 1);
        long[][] p4 = multiplyParallel(big1, big2, 4);
        long trace = 0, checksum = 0;
        boolean same = true;
        for (int i = 0; i < 60; i++) {
            trace += p4[i][i];
            for (int j = 0; j < 60; j++) {
                checksum = checksum * 31 + p4[i][j];
                same &= p1[i][j] == p4[i][j];
            }
        }
        System.out.println("60x60: 1 thread and 4 threads agree: " + same);
        System.out.println("trace " + trace + ", checksum " + checksum);

        // matrix power by repeated parallel squaring (Fibonacci numbers)
        long[][] fib = {{1, 1}, {1, 0}};
        long[][] acc = {{1, 0}, {0, 1}};
        int e = 40;
        while (e > 0) {
            if ((e & 1) == 1) acc = multiplyParallel(acc, fib, 2);
            fib = multiplyParallel(fib, fib, 2);
            e >>= 1;
        }
        System.out.println("fib(40) via parallel matrix power: " + acc[0][1]);
    }
}
