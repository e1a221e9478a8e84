import java.util.*;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;

/** Library code written against java.util.random.RandomGenerator, fed different generators. */
public class RandomGeneratorApi {
    /** A password generator that only needs the interface. */
    static String password(RandomGenerator rng, int length) {
        String alphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < length; i++) sb.append(alphabet.charAt(rng.nextInt(alphabet.length())));
        return sb.toString();
    }

    static <T> T pick(RandomGenerator rng, List<T> items) {
        return items.get(rng.nextInt(0, items.size()));
    }

    static String profile(RandomGenerator rng) {
        byte[] salt = new byte[10];
        rng.nextBytes(salt);
        return "int=" + rng.nextInt() + " long=" + rng.nextLong() + " bool=" + rng.nextBoolean()
                + " float=" + rng.nextFloat() + " double=" + rng.nextDouble()
                + "\n    nextInt(50)=" + rng.nextInt(50) + " nextInt(-5,5)=" + rng.nextInt(-5, 5)
                + " nextLong(1e12)=" + rng.nextLong(1_000_000_000_000L) + " nextLong(-9,9)=" + rng.nextLong(-9, 9)
                + "\n    nextDouble(10)=" + rng.nextDouble(10) + " nextDouble(-1,1)=" + rng.nextDouble(-1, 1)
                + " nextFloat(2)=" + rng.nextFloat(2f) + " nextFloat(5,6)=" + rng.nextFloat(5f, 6f)
                + "\n    salt=" + HexFormat.of().formatHex(salt) + " deprecated=" + rng.isDeprecated()
                + "\n    ints=" + Arrays.toString(rng.ints(4, 0, 100).toArray())
                + " longs=" + Arrays.toString(rng.longs(2).toArray())
                + " doubles=" + Arrays.toString(rng.doubles(2, 0, 1).toArray());
    }

    /** A generator the application defines itself: only nextLong() is written. */
    static final class Lcg64 implements RandomGenerator {
        private long state;

        Lcg64(long seed) {
            state = seed;
        }

        @Override
        public long nextLong() {
            state = state * 6364136223846793005L + 1442695040888963407L;
            long z = state;
            z = (z ^ (z >>> 32)) * 0xdaba0b6eb09322e3L;
            return z ^ (z >>> 29);
        }
    }

    public static void main(String[] args) {
        Map<String, RandomGenerator> gens = new LinkedHashMap<>();
        gens.put("Random(42)", new Random(42));
        gens.put("SplittableRandom(42)", new SplittableRandom(42));
        gens.put("Lcg64(42)", new Lcg64(42));
        for (Map.Entry<String, RandomGenerator> e : gens.entrySet()) {
            RandomGenerator g = e.getValue();
            System.out.println(e.getKey() + ": password " + password(g, 12) + ", picked "
                    + pick(g, List.of("red", "green", "blue", "amber")));
            System.out.println("    " + profile(g));
        }

        // Random keeps its own, older algorithms for the methods it always had.
        Random legacy = new Random(7);
        RandomGenerator asInterface = new Random(7);
        System.out.println("Random via class " + legacy.nextInt(1000) + " " + legacy.nextDouble() + " " + legacy.nextGaussian());
        System.out.println("Random via iface " + asInterface.nextInt(1000) + " " + asInterface.nextDouble() + " " + asInterface.nextGaussian());
        System.out.println("is RandomGenerator: " + (legacy instanceof RandomGenerator) + ", splittable: "
                + (new SplittableRandom(1) instanceof RandomGenerator.SplittableGenerator));

        for (String name : new String[] {"Random", "SplittableRandom", "NoSuchAlgorithm"}) {
            try {
                RandomGenerator g = RandomGenerator.of(name);
                System.out.println("of(" + name + ") -> " + g.getClass().getName());
            } catch (IllegalArgumentException ex) {
                System.out.println("of(" + name + ") -> " + ex.getMessage());
            }
        }

        RandomGenerator lcg = new Lcg64(1);
        List<String> failures = new ArrayList<>();
        Runnable[] bad = {() -> lcg.nextInt(-1), () -> lcg.nextLong(0), () -> lcg.nextInt(9, 1),
            () -> lcg.nextDouble(0.0), () -> lcg.nextDouble(Double.NaN, 1.0), () -> lcg.ints(-1),
            () -> lcg.longs(3, 5, 5), () -> lcg.nextGaussian(0.0, -1.0)};
        for (Runnable r : bad) {
            try {
                r.run();
                failures.add("accepted");
            } catch (IllegalArgumentException ex) {
                failures.add(ex.getMessage());
            }
        }
        System.out.println(failures.stream().collect(Collectors.joining("\n")));
        // Power-of-two and full-range bounds take the cheap paths.
        System.out.println(lcg.nextInt(1024) + " " + lcg.nextLong(1L << 40) + " " + lcg.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE)
                + " " + lcg.nextLong(Long.MIN_VALUE, Long.MAX_VALUE) + " " + lcg.nextInt(1) + " " + lcg.nextLong(7, 8));
    }
}
