import java.util.*;
import java.util.stream.*;

public class MonteCarloSim {
    public static void main(String[] args) {
        Random rnd = new Random(20240601L);
        // estimate pi
        for (int n : new int[]{100, 1000, 10000, 50000}) {
            int inside = 0;
            for (int i = 0; i < n; i++) {
                double x = rnd.nextDouble(), y = rnd.nextDouble();
                if (x * x + y * y <= 1) inside++;
            }
            double est = 4.0 * inside / n;
            System.out.printf("n=%6d pi~%.5f err=%.5f%n", n, est, Math.abs(est - Math.PI));
        }
        // dice: sum of two dice distribution
        int[] counts = new int[13];
        int rolls = 3600;
        for (int i = 0; i < rolls; i++) counts[rnd.nextInt(6) + 1 + rnd.nextInt(6) + 1]++;
        for (int s = 2; s <= 12; s++) {
            double expected = rolls * (6 - Math.abs(7 - s)) / 36.0;
            System.out.printf("%2d %4d (exp %5.1f) %s%n", s, counts[s], expected, "*".repeat(counts[s] / 20));
        }
        double chi = 0;
        for (int s = 2; s <= 12; s++) { double e = rolls * (6 - Math.abs(7 - s)) / 36.0; chi += (counts[s] - e) * (counts[s] - e) / e; }
        System.out.printf("chi-square %.4f%n", chi);
        // gaussian histogram
        double[] g = new double[4000];
        for (int i = 0; i < g.length; i++) g[i] = 50 + 10 * rnd.nextGaussian();
        DoubleSummaryStatistics st = Arrays.stream(g).summaryStatistics();
        double mean = st.getAverage();
        double var = Arrays.stream(g).map(v -> (v - mean) * (v - mean)).sum() / (g.length - 1);
        System.out.printf("gauss mean %.4f sd %.4f min %.3f max %.3f%n", mean, Math.sqrt(var), st.getMin(), st.getMax());
        TreeMap<Integer, Integer> bins = new TreeMap<>();
        for (double v : g) bins.merge((int) Math.floor(v / 5) * 5, 1, Integer::sum);
        bins.forEach((b, c) -> System.out.printf("[%3d,%3d) %4d %s%n", b, b + 5, c, "#".repeat((c + 9) / 10)));
        double[] sorted = g.clone();
        Arrays.sort(sorted);
        System.out.printf("median %.4f p90 %.4f p99 %.4f%n", sorted[g.length / 2], sorted[(int) (g.length * 0.9)], sorted[(int) (g.length * 0.99)]);
        // random walk
        int pos = 0, maxPos = 0, minPos = 0, returns = 0;
        for (int i = 0; i < 10000; i++) {
            pos += rnd.nextBoolean() ? 1 : -1;
            maxPos = Math.max(maxPos, pos); minPos = Math.min(minPos, pos);
            if (pos == 0) returns++;
        }
        System.out.println("walk end " + pos + " max " + maxPos + " min " + minPos + " returns " + returns);
        // birthday paradox
        for (int people : new int[]{10, 23, 40, 60}) {
            int hits = 0, trials = 2000;
            for (int t = 0; t < trials; t++) {
                BitSet seen = new BitSet(365);
                for (int p = 0; p < people; p++) {
                    int d = rnd.nextInt(365);
                    if (seen.get(d)) { hits++; break; }
                    seen.set(d);
                }
            }
            System.out.printf("birthday %2d people: %.3f%n", people, hits / (double) trials);
        }
        // Monty Hall
        int switchWins = 0, stayWins = 0, games = 5000;
        for (int i = 0; i < games; i++) {
            int car = rnd.nextInt(3), pick = rnd.nextInt(3);
            int open;
            do { open = rnd.nextInt(3); } while (open == car || open == pick);
            int sw = 3 - pick - open;
            if (sw == car) switchWins++;
            if (pick == car) stayWins++;
        }
        System.out.printf("monty hall: switch %.3f stay %.3f%n", switchWins / (double) games, stayWins / (double) games);
        // reservoir sampling
        int[] reservoir = new int[5];
        for (int i = 0; i < 1000; i++) {
            if (i < 5) reservoir[i] = i;
            else { int j = rnd.nextInt(i + 1); if (j < 5) reservoir[j] = i; }
        }
        System.out.println("reservoir " + Arrays.toString(reservoir));
        List<Long> longs = rnd.longs(4, 1000, 2000).boxed().collect(Collectors.toList());
        System.out.println("longs " + longs + " ints " + rnd.ints(5, -3, 3).boxed().collect(Collectors.toList()));
        System.out.println("floats " + rnd.nextFloat() + " " + rnd.nextFloat() + " nextInt(bound 2^30) " + rnd.nextInt(1 << 30) + " " + rnd.nextInt(1000000007));
        System.out.println("Math.random is not used; seeded streams are deterministic: " + new Random(1).ints(3).boxed().collect(Collectors.toList()));
    }
}
