import java.security.SecureRandom;
import java.util.*;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The next random values of RandomValues.world.json, draw by draw (README,
 * "The virtual world", `random`): each comment says what the queued value
 * gives and why. Seeded generators never take them; once they are used up,
 * unseeded draws come from the world's seed (11).
 */
public class RandomValues {
    public static void main(String[] args) {
        Random r = new Random();
        System.out.println("nextInt(100) " + r.nextInt(100)); // 42: in range, as is
        System.out.println("nextInt(6) " + r.nextInt(6)); // -1: floorMod(-1, 6) = 5
        System.out.println("Math.random() " + Math.random()); // 0.75: in [0, 1), as is
        System.out.println("nextInt(1, 7) " + r.nextInt(1, 7)); // 0: 1 + floorMod(0 - 1, 6) = 6
        System.out.println("nextBoolean() " + r.nextBoolean()); // 1: true (not 0)
        System.out.println("nextInt(100) " + r.nextInt(100)); // 0.5: half way through [0, 100) = 50
        System.out.println("nextInt() " + r.nextInt()); // 7
        System.out.println("nextDouble() " + r.nextDouble()); // 2.25: its fractional part, 0.25
        System.out.println("nextGaussian() " + r.nextGaussian()); // -3: the number itself, -3.0
        System.out.println("nextLong(10, 20) " + r.nextLong(10, 20)); // 1.5: 10 + floor(0.5 * 10) = 15
        System.out.println("seeded nextInt(100) " + new Random(42).nextInt(100)); // HotSpot's 30; takes nothing
        System.out.println("ThreadLocalRandom nextInt(1000) " + ThreadLocalRandom.current().nextInt(1000)); // 100
        List<String> cards = new ArrayList<>(List.of("a", "b", "c", "d"));
        // shuffle swaps i-1 with nextInt(i) for i = 4, 3, 2; 0, 0, 0 give [b, c, d, a]
        Collections.shuffle(cards);
        System.out.println("shuffle " + cards);
        System.out.println("SecureRandom nextInt(10) " + new SecureRandom().nextInt(10)); // 5
        byte[] bytes = new byte[3];
        new SecureRandom().nextBytes(bytes); // one value per byte, its low 8 bits: 200, -56, 255
        System.out.println("nextBytes " + Arrays.toString(bytes)); // [-56, -56, -1]
        // 16 bytes 0..15, then the version (4) and variant (8) bits
        System.out.println("randomUUID " + UUID.randomUUID()); // 00010203-0405-4607-8809-0a0b0c0d0e0f
        // each element one bounded draw: 3, 9 -> 1 + floorMod(8, 6) = 3, 1
        System.out.println("ints(3, 1, 7) " + Arrays.toString(r.ints(3, 1, 7).toArray())); // [3, 3, 1]
        System.out.println("nextFloat() " + r.nextFloat()); // 0.5
        // The queue is used up: the seed's stream from here on.
        int a = r.nextInt(100);
        int b = r.nextInt(100);
        System.out.println("from the seed: " + a + " " + b + " in range " + (a >= 0 && a < 100 && b >= 0 && b < 100));
    }
}
