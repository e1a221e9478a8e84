import java.util.*;
import java.util.stream.*;

public class DynamicProgramming {
    record Item(String name, int weight, int value) {}

    static List<Item> knapsack(List<Item> items, int cap) {
        int n = items.size();
        int[][] dp = new int[n + 1][cap + 1];
        for (int i = 1; i <= n; i++) {
            Item it = items.get(i - 1);
            for (int w = 0; w <= cap; w++) {
                dp[i][w] = dp[i - 1][w];
                if (it.weight() <= w) dp[i][w] = Math.max(dp[i][w], dp[i - 1][w - it.weight()] + it.value());
            }
        }
        LinkedList<Item> chosen = new LinkedList<>();
        for (int i = n, w = cap; i > 0; i--) if (dp[i][w] != dp[i - 1][w]) { chosen.addFirst(items.get(i - 1)); w -= items.get(i - 1).weight(); }
        return chosen;
    }

    static int queens(int n, int row, int cols, int d1, int d2, int[] pos, List<int[]> firstSolutions) {
        if (row == n) { if (firstSolutions.size() < 2) firstSolutions.add(pos.clone()); return 1; }
        int count = 0;
        int free = ~(cols | d1 | d2) & ((1 << n) - 1);
        while (free != 0) {
            int bit = free & -free;
            free -= bit;
            pos[row] = Integer.numberOfTrailingZeros(bit);
            count += queens(n, row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1, pos, firstSolutions);
        }
        return count;
    }

    static long coinWays(int[] coins, int amount) {
        long[] ways = new long[amount + 1];
        ways[0] = 1;
        for (int c : coins) for (int a = c; a <= amount; a++) ways[a] += ways[a - c];
        return ways[amount];
    }

    static List<Integer> minCoins(int[] coins, int amount) {
        int[] best = new int[amount + 1], last = new int[amount + 1];
        Arrays.fill(best, Integer.MAX_VALUE);
        best[0] = 0;
        for (int a = 1; a <= amount; a++)
            for (int c : coins)
                if (c <= a && best[a - c] != Integer.MAX_VALUE && best[a - c] + 1 < best[a]) { best[a] = best[a - c] + 1; last[a] = c; }
        if (best[amount] == Integer.MAX_VALUE) return null;
        List<Integer> out = new ArrayList<>();
        for (int a = amount; a > 0; a -= last[a]) out.add(last[a]);
        out.sort(Comparator.reverseOrder());
        return out;
    }

    static List<Integer> lis(int[] a) {
        int[] len = new int[a.length], prev = new int[a.length];
        int bestEnd = 0;
        for (int i = 0; i < a.length; i++) {
            len[i] = 1; prev[i] = -1;
            for (int j = 0; j < i; j++) if (a[j] < a[i] && len[j] + 1 > len[i]) { len[i] = len[j] + 1; prev[i] = j; }
            if (len[i] > len[bestEnd]) bestEnd = i;
        }
        LinkedList<Integer> out = new LinkedList<>();
        for (int i = bestEnd; i >= 0; i = prev[i]) out.addFirst(a[i]);
        return out;
    }

    static long[][] pascal(int n) {
        long[][] p = new long[n][];
        for (int i = 0; i < n; i++) { p[i] = new long[i + 1]; p[i][0] = p[i][i] = 1; for (int j = 1; j < i; j++) p[i][j] = p[i - 1][j - 1] + p[i - 1][j]; }
        return p;
    }

    public static void main(String[] args) {
        List<Item> items = List.of(new Item("tent", 5, 60), new Item("stove", 3, 50), new Item("food", 4, 70), new Item("camera", 2, 30),
            new Item("book", 1, 10), new Item("water", 6, 90), new Item("rope", 2, 25), new Item("lamp", 1, 15));
        for (int cap : new int[]{5, 10, 15, 24}) {
            List<Item> c = knapsack(items, cap);
            System.out.printf("cap %2d -> value %3d weight %2d %s%n", cap, c.stream().mapToInt(Item::value).sum(), c.stream().mapToInt(Item::weight).sum(),
                c.stream().map(Item::name).collect(Collectors.toList()));
        }
        for (int n = 1; n <= 9; n++) {
            List<int[]> sols = new ArrayList<>();
            int cnt = queens(n, 0, 0, 0, 0, new int[n], sols);
            System.out.printf("%d-queens: %3d solutions%s%n", n, cnt, sols.isEmpty() ? "" : ", first " + Arrays.toString(sols.get(0)));
        }
        List<int[]> s8 = new ArrayList<>();
        queens(8, 0, 0, 0, 0, new int[8], s8);
        for (int r = 0; r < 8; r++) {
            char[] row = ".".repeat(8).toCharArray();
            row[s8.get(1)[r]] = 'Q';
            System.out.println("  " + new String(row));
        }
        int[] us = {1, 5, 10, 25, 50, 100};
        for (int amt : new int[]{10, 100, 250}) System.out.println("ways to make " + amt + " cents: " + coinWays(us, amt));
        int[] odd = {1, 7, 10, 22};
        for (int amt : new int[]{14, 29, 30, 44}) System.out.println("min coins " + amt + " from " + Arrays.toString(odd) + ": " + minCoins(odd, amt));
        System.out.println("min coins 7 from [2,4]: " + minCoins(new int[]{2, 4}, 7));
        int[] seq = {10, 9, 2, 5, 3, 7, 101, 18, 4, 8, 6, 12, 13, 1};
        System.out.println("LIS of " + Arrays.toString(seq) + " = " + lis(seq));
        long[][] p = pascal(12);
        for (long[] row : p) {
            String line = Arrays.stream(row).mapToObj(Long::toString).collect(Collectors.joining(" "));
            System.out.println(" ".repeat(Math.max(0, (48 - line.length()) / 2)) + line);
        }
        long[] memo = new long[91];
        System.out.println("fib(90) = " + fibm(90, memo) + ", stairs(1,2,3) n=30: " + stairs(30));
        String a = "ACCGGTCGAGTGCGCGGAAGCCGGCCGAA", b = "GTCGTTCGGAATGCCGTTGCTCTGTAAA";
        int[][] L = new int[a.length() + 1][b.length() + 1];
        for (int i = 1; i <= a.length(); i++) for (int j = 1; j <= b.length(); j++)
            L[i][j] = a.charAt(i - 1) == b.charAt(j - 1) ? L[i - 1][j - 1] + 1 : Math.max(L[i - 1][j], L[i][j - 1]);
        System.out.println("DNA LCS length " + L[a.length()][b.length()]);
    }

    static long fibm(int n, long[] memo) { return n < 2 ? n : memo[n] != 0 ? memo[n] : (memo[n] = fibm(n - 1, memo) + fibm(n - 2, memo)); }
    static long stairs(int n) { long a = 1, b = 1, c = 2; if (n == 0) return 1; for (int i = 3; i <= n; i++) { long d = a + b + c; a = b; b = c; c = d; } return n < 3 ? (n == 1 ? 1 : 2) : c; }
}
