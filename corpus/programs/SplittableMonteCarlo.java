import java.util.*;
import java.util.random.RandomGenerator;
import java.util.stream.*;

/** Monte Carlo estimates with SplittableRandom streams and split-off workers (sequential). */
public class SplittableMonteCarlo {
    static double estimatePi(SplittableRandom rng, int samples) {
        double[] xy = rng.doubles(samples * 2L, -1.0, 1.0).toArray();
        long inside = 0;
        for (int i = 0; i < xy.length; i += 2) {
            if (xy[i] * xy[i] + xy[i + 1] * xy[i + 1] <= 1.0) inside++;
        }
        return 4.0 * inside / samples;
    }

    public static void main(String[] args) {
        SplittableRandom root = new SplittableRandom(0xC0FFEEL);
        System.out.println("pi ~ " + estimatePi(root, 20000));

        // Workers: each split-off generator simulates its own queue.
        List<SplittableRandom> workers = root.splits(4).map(g -> (SplittableRandom) g).collect(Collectors.toList());
        for (int w = 0; w < workers.size(); w++) {
            SplittableRandom g = workers.get(w);
            IntSummaryStatistics arrivals = g.ints(1000, 0, 10).summaryStatistics();
            LongSummaryStatistics service = g.longs(1000, 100, 5000).summaryStatistics();
            DoubleSummaryStatistics wait = g.doubles(1000).map(u -> -Math.log(1 - u) * 3.0).summaryStatistics();
            System.out.printf("worker %d arrivals %s%n         service %s%n         mean wait %.6f max %.6f%n",
                    w, arrivals, service, wait.getAverage(), wait.getMax());
        }

        // Histogram of a bounded int stream.
        int[] hist = new int[10];
        root.ints(50_000, 0, 10).forEach(v -> hist[v]++);
        System.out.println("histogram " + Arrays.toString(hist));
        System.out.println("unbounded ints " + Arrays.toString(root.ints().limit(4).toArray()));
        System.out.println("unbounded longs " + Arrays.toString(root.longs().limit(3).toArray()));
        System.out.println("unbounded doubles " + Arrays.toString(root.doubles().limit(3).toArray()));
        System.out.println("ranged ints " + Arrays.toString(root.ints(Integer.MIN_VALUE, Integer.MAX_VALUE).limit(3).toArray()));
        System.out.println("ranged longs " + Arrays.toString(root.longs(-3, 3).limit(8).toArray()));
        System.out.println("ranged doubles " + Arrays.toString(root.doubles(100.0, 100.5).limit(3).toArray()));
        System.out.println("sized ints " + Arrays.toString(root.ints(5).toArray()) + " longs " + root.longs(0).count());

        // Shuffle and sample a deck reproducibly.
        List<String> deck = new ArrayList<>();
        for (String s : new String[] {"S", "H", "D", "C"})
            for (String r : new String[] {"A", "K", "Q", "J", "10"}) deck.add(r + s);
        SplittableRandom dealer = new SplittableRandom(31337);
        for (int i = deck.size() - 1; i > 0; i--) Collections.swap(deck, i, dealer.nextInt(i + 1));
        System.out.println("deck " + deck);
        System.out.println("hand " + dealer.ints(0, deck.size()).distinct().limit(5).mapToObj(deck::get).collect(Collectors.joining(" ")));

        // Reservoir sampling from a stream of split generators' first values.
        long[] reservoir = new long[3];
        int seen = 0;
        Iterator<RandomGenerator.SplittableGenerator> it = dealer.splits(12).iterator();
        while (it.hasNext()) {
            long v = it.next().nextLong(1000);
            if (seen < reservoir.length) reservoir[seen] = v;
            else {
                int j = dealer.nextInt(seen + 1);
                if (j < reservoir.length) reservoir[j] = v;
            }
            seen++;
        }
        System.out.println("reservoir " + Arrays.toString(reservoir) + " of " + seen);
        System.out.println("rngs " + dealer.rngs(3).mapToInt(g -> g.nextInt(100)).boxed().collect(Collectors.toList()));
        System.out.println("splits from source " + dealer.splits(2, new SplittableRandom(5)).mapToLong(RandomGenerator::nextLong).boxed().collect(Collectors.toList()));
        System.out.println("split(source) " + dealer.split(new SplittableRandom(5)).nextLong() + " then " + dealer.nextLong());
    }
}
