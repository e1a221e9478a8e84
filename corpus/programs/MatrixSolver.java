import java.util.*;

public class MatrixSolver {
    static double[][] mul(double[][] a, double[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        double[][] r = new double[n][m];
        for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) { double s = 0; for (int t = 0; t < k; t++) s += a[i][t] * b[t][j]; r[i][j] = s; }
        return r;
    }

    static double[][] transpose(double[][] a) {
        double[][] r = new double[a[0].length][a.length];
        for (int i = 0; i < a.length; i++) for (int j = 0; j < a[0].length; j++) r[j][i] = a[i][j];
        return r;
    }

    static double det(double[][] a) {
        int n = a.length;
        double[][] m = new double[n][];
        for (int i = 0; i < n; i++) m[i] = a[i].clone();
        double d = 1;
        for (int c = 0; c < n; c++) {
            int p = c;
            for (int r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
            if (Math.abs(m[p][c]) < 1e-12) return 0;
            if (p != c) { double[] t = m[p]; m[p] = m[c]; m[c] = t; d = -d; }
            d *= m[c][c];
            for (int r = c + 1; r < n; r++) {
                double f = m[r][c] / m[c][c];
                for (int k = c; k < n; k++) m[r][k] -= f * m[c][k];
            }
        }
        return d;
    }

    static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][n + 1];
        for (int i = 0; i < n; i++) { System.arraycopy(a[i], 0, m[i], 0, n); m[i][n] = b[i]; }
        for (int c = 0; c < n; c++) {
            int p = c;
            for (int r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
            if (Math.abs(m[p][c]) < 1e-12) throw new ArithmeticException("singular matrix at column " + c);
            double[] t = m[p]; m[p] = m[c]; m[c] = t;
            for (int r = 0; r < n; r++) {
                if (r == c) continue;
                double f = m[r][c] / m[c][c];
                for (int k = c; k <= n; k++) m[r][k] -= f * m[c][k];
            }
        }
        double[] x = new double[n];
        for (int i = 0; i < n; i++) x[i] = m[i][n] / m[i][i];
        return x;
    }

    static double[][] inverse(double[][] a) {
        int n = a.length;
        double[][] inv = new double[n][n];
        for (int j = 0; j < n; j++) {
            double[] e = new double[n]; e[j] = 1;
            double[] col = solve(a, e);
            for (int i = 0; i < n; i++) inv[i][j] = col[i];
        }
        return inv;
    }

    static void print(String name, double[][] m) {
        System.out.println(name + " =");
        for (double[] row : m) {
            StringBuilder sb = new StringBuilder("  [");
            for (int j = 0; j < row.length; j++) sb.append(String.format(j == 0 ? "%9.4f" : " %9.4f", Math.abs(row[j]) < 5e-13 ? 0.0 : row[j]));
            System.out.println(sb.append(" ]"));
        }
    }

    public static void main(String[] args) {
        double[][] a = {{2, 1, -1}, {-3, -1, 2}, {-2, 1, 2}};
        double[] b = {8, -11, -3};
        print("A", a);
        System.out.println("det(A) = " + det(a));
        System.out.println("solve A x = b: " + Arrays.toString(solve(a, b)));
        double[][] inv = inverse(a);
        print("inv(A)", inv);
        print("A * inv(A)", mul(a, inv));
        print("A^T", transpose(a));
        double[][] hilbert = new double[5][5];
        for (int i = 0; i < 5; i++) for (int j = 0; j < 5; j++) hilbert[i][j] = 1.0 / (i + j + 1);
        print("H5", hilbert);
        System.out.printf("det(H5) = %.6e%n", det(hilbert));
        double[] ones = new double[5];
        Arrays.fill(ones, 1);
        double[] hx = solve(hilbert, ones);
        StringJoiner sj = new StringJoiner(", ", "[", "]");
        for (double v : hx) sj.add(String.format("%.3f", v));
        System.out.println("H5 x = 1: " + sj);
        try {
            solve(new double[][]{{1, 2}, {2, 4}}, new double[]{1, 2});
        } catch (ArithmeticException e) {
            System.out.println("error: " + e.getMessage());
        }
        // least squares line fit: y = a + b x via normal equations
        double[] xs = {1, 2, 3, 4, 5, 6, 7, 8};
        double[] ys = {2.1, 3.9, 6.2, 7.8, 10.1, 12.2, 13.8, 16.1};
        double[][] X = new double[xs.length][2];
        for (int i = 0; i < xs.length; i++) { X[i][0] = 1; X[i][1] = xs[i]; }
        double[][] Y = new double[ys.length][1];
        for (int i = 0; i < ys.length; i++) Y[i][0] = ys[i];
        double[][] XtX = mul(transpose(X), X), XtY = mul(transpose(X), Y);
        double[] coef = solve(XtX, new double[]{XtY[0][0], XtY[1][0]});
        System.out.printf("fit: y = %.5f + %.5f x%n", coef[0], coef[1]);
        double ssr = 0;
        for (int i = 0; i < xs.length; i++) { double r = ys[i] - (coef[0] + coef[1] * xs[i]); ssr += r * r; System.out.printf("  x=%.0f y=%.1f pred=%.4f res=%+.4f%n", xs[i], ys[i], coef[0] + coef[1] * xs[i], r); }
        System.out.printf("SSR %.6f%n", ssr);
        // power iteration for dominant eigenvalue
        double[][] s = {{4, 1, 0}, {1, 3, 1}, {0, 1, 2}};
        double[] v = {1, 1, 1};
        double lambda = 0;
        for (int it = 0; it < 60; it++) {
            double[] w = new double[3];
            for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) w[i] += s[i][j] * v[j];
            double norm = Math.sqrt(w[0] * w[0] + w[1] * w[1] + w[2] * w[2]);
            for (int i = 0; i < 3; i++) v[i] = w[i] / norm;
            lambda = norm;
            if (it % 15 == 14) System.out.printf("iter %2d lambda %.10f%n", it + 1, lambda);
        }
        System.out.printf("eigenvector [%.6f, %.6f, %.6f]%n", v[0], v[1], v[2]);
        System.out.println("deepToString " + Arrays.deepToString(new double[][]{{1.5, -0.0}, {Double.NaN, 1e-7}}) + " equals " + Arrays.deepEquals(a, transpose(transpose(a))));
    }
}
