public class MatMul {
    static double[][] make(int n, double seed) {
        double[][] m = new double[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) m[i][j] = ((i * 31 + j * 17) % 101) / 101.0 + seed;
        return m;
    }
    static double[][] mul(double[][] a, double[][] b) {
        int n = a.length, p = b.length, q = b[0].length;
        double[][] c = new double[n][q];
        for (int i = 0; i < n; i++) {
            double[] ci = c[i], ai = a[i];
            for (int k = 0; k < p; k++) {
                double aik = ai[k];
                double[] bk = b[k];
                for (int j = 0; j < q; j++) ci[j] += aik * bk[j];
            }
        }
        return c;
    }

    public static void main(String[] args) {
        int n = 240;
        double[][] a = make(n, 0.5), b = make(n, -0.25);
        double trace = 0;
        for (int rep = 0; rep < 6; rep++) {
            double[][] c = mul(a, b);
            for (int i = 0; i < n; i++) trace += c[i][i];
            a = c;
            for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) a[i][j] /= n;
        }
        System.out.println("MatMul trace " + trace);
    }
}
