import java.util.*;

/** A seeded board-game simulation: each player gets a split-off SplittableRandom. */
public class SplittableDice {
    static final String[] NAMES = {"Ada", "Bo", "Cy", "Di"};

    public static void main(String[] args) {
        for (long seed : new long[] {2024L, 7L, -1L}) {
            SplittableRandom master = new SplittableRandom(seed);
            System.out.println("== game with seed " + seed + ", first draws " + master.nextInt() + " " + master.nextLong());
            List<SplittableRandom> dice = new ArrayList<>();
            for (int i = 0; i < NAMES.length; i++) dice.add(master.split());
            int[] pos = new int[NAMES.length];
            int[] sixes = new int[NAMES.length];
            String winner = null;
            int round = 0;
            while (winner == null && round < 40) {
                round++;
                StringBuilder line = new StringBuilder(String.format("round %2d:", round));
                for (int p = 0; p < NAMES.length && winner == null; p++) {
                    SplittableRandom d = dice.get(p);
                    int roll = d.nextInt(1, 7);
                    if (roll == 6) {
                        sixes[p]++;
                        roll += d.nextInt(6) + 1;
                    }
                    pos[p] += roll;
                    if (d.nextBoolean() && pos[p] % 7 == 0) pos[p] -= 3; // snake on every 7th square, sometimes
                    line.append(' ').append(NAMES[p]).append('=').append(pos[p]);
                    if (pos[p] >= 60) winner = NAMES[p];
                }
                if (round <= 3 || winner != null) System.out.println(line);
            }
            System.out.println("winner " + winner + " after " + round + " rounds, sixes " + Arrays.toString(sixes));
            // Loot drops: weighted table drawn with doubles.
            String[] loot = {"coin", "gem", "sword", "dragon egg"};
            double[] weights = {0.6, 0.25, 0.13, 0.02};
            Map<String, Integer> drops = new TreeMap<>();
            for (int i = 0; i < 500; i++) {
                double u = master.nextDouble();
                int k = 0;
                while (k < weights.length - 1 && u >= weights[k]) u -= weights[k++];
                drops.merge(loot[k], 1, Integer::sum);
            }
            System.out.println("loot " + drops);
            System.out.println("damage " + master.nextInt(5, 13) + " crit " + master.nextDouble(1.5, 2.5) + " gold " + master.nextLong(1_000_000_000_000L)
                    + " luck " + master.nextFloat() + " " + master.nextFloat(0.5f) + " " + master.nextLong(-50, 50));
            byte[] id = new byte[6];
            master.nextBytes(id);
            System.out.println("save id " + HexFormat.of().formatHex(id));
        }

        // Same seed, same game; a split-off generator is independent of later draws of its parent.
        SplittableRandom a = new SplittableRandom(99), b = new SplittableRandom(99);
        SplittableRandom childA = a.split();
        a.nextLong();
        SplittableRandom childB = b.split();
        System.out.println("children agree: " + (childA.nextLong() == childB.nextLong()) + ", parents now " + a.nextInt() + " vs " + b.nextInt());

        SplittableRandom bad = new SplittableRandom(1);
        Runnable[] errors = {
            () -> bad.nextInt(0), () -> bad.nextInt(3, 3), () -> bad.nextLong(-5), () -> bad.nextLong(10, 1),
            () -> bad.nextDouble(-1.0), () -> bad.nextDouble(1.0, Double.POSITIVE_INFINITY), () -> bad.nextFloat(Float.NaN),
            () -> bad.ints(-2), () -> bad.doubles(5, 2.0, 1.0), () -> bad.splits(-1)
        };
        for (Runnable r : errors) {
            try {
                r.run();
                System.out.println("no error");
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
        System.out.println("still usable: " + bad.nextInt(100));
    }
}
