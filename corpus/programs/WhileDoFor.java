import java.util.Iterator;
import java.util.List;

public class WhileDoFor {
    public static void main(String[] args) {
        int i = 0, sum = 0;
        while (i < 10) sum += i++;
        System.out.println("while sum " + sum + " i " + i);
        int j = 100;
        do { j -= 7; } while (j > 0);
        System.out.println("do-while j " + j);
        int k = 100;
        do { k++; } while (false);
        System.out.println("do-while once " + k);
        StringBuilder sb = new StringBuilder();
        for (int a = 0, b = 10; a < b; a += 2, b--) sb.append(a).append(':').append(b).append(' ');
        System.out.println("for two vars " + sb);
        int n = 0;
        for (;;) { if (++n >= 5) break; }
        System.out.println("for(;;) n " + n);
        long fact = 1;
        for (int x = 20; x > 0; x--) fact *= x;
        System.out.println("countdown fact " + fact);
        int[] arr = {3, 1, 4, 1, 5, 9, 2, 6};
        int max = Integer.MIN_VALUE;
        for (int v : arr) if (v > max) max = v;
        System.out.println("foreach max " + max);
        for (int v : arr) v *= 2;
        System.out.println("foreach does not modify " + arr[0]);
        List<String> list = List.of("x", "y", "z");
        StringBuilder it = new StringBuilder();
        for (Iterator<String> iter = list.iterator(); iter.hasNext(); ) it.append(iter.next());
        System.out.println("iterator loop " + it);
        for (String s : list) System.out.print(s.toUpperCase());
        System.out.println();
        int collatz = 27, steps = 0;
        while (collatz != 1) { collatz = (collatz % 2 == 0) ? collatz / 2 : 3 * collatz + 1; steps++; }
        System.out.println("collatz(27) steps " + steps);
        int nested = 0;
        for (int a = 0; a < 10; a++) for (int b = a; b < 10; b++) for (int c = b; c < 10; c++) nested++;
        System.out.println("nested count " + nested);
        double d = 1.0;
        int halvings = 0;
        while (d > 1e-10) { d /= 2; halvings++; }
        System.out.println("halvings " + halvings);
        long big = 0;
        for (long L = 0; L < 100000L; L += 3) big += L;
        System.out.println("long loop " + big);
        float fl = 0;
        int fcount = 0;
        for (float f = 0; f < 1; f += 0.125f) { fl += f; fcount++; }
        System.out.println("float loop " + fl + " count " + fcount);
        char[] chars = new char[5];
        for (char c = 'a'; c < 'a' + chars.length; c++) chars[c - 'a'] = c;
        System.out.println("char loop " + new String(chars));
        int cont = 0;
        for (int a = 0; a < 20; a++) { if (a % 3 != 0) continue; cont += a; }
        System.out.println("continue sum " + cont);
        int w = 0;
        while (true) { w++; if (w * w > 500) break; }
        System.out.println("while(true) w " + w);
        int[][] grid = new int[5][5];
        for (int r = 0; r < 5; r++) for (int c = 0; c < 5; c++) grid[r][c] = r * c;
        int diag = 0;
        for (int r = 0, c = 4; r < 5; r++, c--) diag += grid[r][c];
        System.out.println("anti-diagonal " + diag);
        int empty = 0;
        for (int x = 0; x < 0; x++) empty++;
        while (empty > 0) empty--;
        System.out.println("empty loops " + empty);
        int primes = 0;
        outer:
        for (int p = 2; p < 1000; p++) {
            for (int q = 2; q * q <= p; q++) if (p % q == 0) continue outer;
            primes++;
        }
        System.out.println("primes < 1000: " + primes);
        Iterable<Integer> range = () -> new Iterator<>() {
            int cur = 0;
            public boolean hasNext() { return cur < 5; }
            public Integer next() { return cur++ * 10; }
        };
        for (int v : range) System.out.print(v + " ");
        System.out.println("(custom iterable)");
    }
}
