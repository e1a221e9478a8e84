import java.util.Arrays;

public class MultiDimArrays {
    public static void main(String[] args) {
        int[][] grid = new int[3][4];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) grid[i][j] = i * 10 + j;
        System.out.println("grid " + Arrays.deepToString(grid));
        int[][][] cube = new int[2][3][4];
        int c = 0;
        for (int[][] plane : cube) for (int[] row : plane) for (int k = 0; k < row.length; k++) row[k] = c++;
        System.out.println("cube " + Arrays.deepToString(cube));
        int[][][] partial = new int[2][3][];
        System.out.println("partial " + Arrays.deepToString(partial) + " " + (partial[1][2] == null));
        int[][] jag = new int[4][];
        for (int i = 0; i < jag.length; i++) {
            jag[i] = new int[i + 1];
            for (int j = 0; j <= i; j++) jag[i][j] = (i == 0 || j == 0 || j == i) ? 1 : jag[i - 1][j - 1] + jag[i - 1][j];
        }
        System.out.println("pascal " + Arrays.deepToString(jag));
        String[][] names = {{"a", "b"}, {"c"}, {}};
        System.out.println("names " + Arrays.deepToString(names) + " lens " + names[0].length + names[1].length + names[2].length);
        double[][] dm = new double[2][2];
        dm[0][0] = 1.5; dm[1][1] = -2.25;
        System.out.println("dm " + Arrays.deepToString(dm));
        long[][] lm = {{1L, 2L}, {Long.MAX_VALUE}};
        System.out.println("lm " + Arrays.deepToString(lm));
        char[][] cm = {{'x', 'y'}, {'z'}};
        System.out.println("cm " + Arrays.deepToString(cm) + " " + new String(cm[0]));
        boolean[][] bm = new boolean[2][3];
        bm[1][2] = true;
        System.out.println("bm " + Arrays.deepToString(bm));
        Object[][] om = new Object[2][];
        om[0] = new String[]{"s"};
        om[1] = new Integer[]{1, 2};
        System.out.println("om " + Arrays.deepToString(om));
        System.out.println("classes " + grid.getClass().getName() + " " + cube.getClass().getName() + " " + names.getClass().getName() + " " + dm.getClass().getName() + " " + lm.getClass().getSimpleName() + " " + bm.getClass().getName() + " " + cm.getClass().getName());
        try {
            int[][] bad = new int[2][-1];
            System.out.println("no " + bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("NASE " + e.getMessage());
        }
        try {
            int[][][] bad = new int[-3][2][];
            System.out.println("no " + bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("NASE " + e.getMessage());
        }
        try {
            int[][] zero = new int[0][-5];
            System.out.println("zero outer, neg inner: " + zero.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("NASE zero outer " + e.getMessage());
        }
        try {
            grid[3][0] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }
        try {
            grid[1][-1] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }
        int[][] copy = grid.clone();
        copy[0][0] = 999;
        System.out.println("shallow clone shares rows: " + grid[0][0] + " same row " + (copy[0] == grid[0]));
        int[][] deep = new int[grid.length][];
        for (int i = 0; i < grid.length; i++) deep[i] = Arrays.copyOf(grid[i], grid[i].length);
        deep[1][1] = -1;
        System.out.println("deep copy " + grid[1][1] + " " + deep[1][1] + " deepEquals " + Arrays.deepEquals(grid, deep));
        int[][] t = new int[4][3];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) t[j][i] = grid[i][j];
        System.out.println("transpose " + Arrays.deepToString(t));
        long sum = 0;
        int[][] big = new int[100][100];
        for (int i = 0; i < 100; i++) for (int j = 0; j < 100; j++) big[i][j] = i * j;
        for (int[] row : big) for (int v : row) sum += v;
        System.out.println("big sum " + sum);
        Object o = new int[1][1][1][1];
        System.out.println("4d " + o.getClass().getName() + " " + (o instanceof Object[][][]) + " " + (o instanceof int[][][][]));
    }
}
