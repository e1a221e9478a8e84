import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;

public class RandSources {
    interface Op {
        Object run() throws Exception;
    }

    static void t(String label, Op op) {
        try {
            System.out.println(label + ": " + op.run());
        } catch (Exception e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        // seeded Random: exact sequences
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            sb.append(r.nextInt()).append(' ').append(r.nextInt(100)).append(' ').append(r.nextLong()).append(' ')
                    .append(r.nextDouble()).append(' ').append(r.nextBoolean()).append(' ').append(r.nextFloat())
                    .append('\n');
        }
        System.out.print(sb);
        Random r2 = new Random(7);
        System.out.println(r2.nextLong(10) + " " + r2.nextLong(1L << 40) + " " + r2.nextLong(1000000007L) + " "
                + r2.nextLong(-5, 5) + " " + r2.nextLong(Long.MIN_VALUE, Long.MAX_VALUE) + " "
                + r2.nextLong(3, 1L << 50));
        System.out.println(r2.nextDouble(10) + " " + r2.nextDouble(-1, 1) + " " + r2.nextFloat(2f) + " "
                + r2.nextFloat(5f, 6f) + " " + r2.nextInt(-5, -2) + " " + r2.nextInt(Integer.MIN_VALUE, 0)
                + " " + r2.nextGaussian());
        t("nextLong(0)", () -> r2.nextLong(0));
        t("nextLong(5,5)", () -> r2.nextLong(5, 5));
        t("nextDouble(0)", () -> r2.nextDouble(0));
        t("nextDouble(inf)", () -> r2.nextDouble(Double.POSITIVE_INFINITY));
        t("nextDouble(2,1)", () -> r2.nextDouble(2, 1));
        t("nextFloat(-1)", () -> r2.nextFloat(-1f));
        t("ints", () -> Arrays.toString(new Random(3).ints(5, 0, 10).toArray()));
        byte[] bytes = new byte[7];
        new Random(99).nextBytes(bytes);
        System.out.println("bytes " + Arrays.toString(bytes));

        // shuffle with a seeded Random is reproducible
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            list.add(i);
        }
        Collections.shuffle(list, new Random(12345));
        System.out.println("shuffled " + list);
        List<Integer> copy = new ArrayList<>(list);
        Collections.shuffle(copy);
        Collections.sort(copy);
        System.out.println("unseeded shuffle keeps elements " + copy.equals(new ArrayList<>(List.of(0, 1, 2, 3, 4,
                5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19))));

        // unseeded sources: only ranges and shapes are checked
        boolean ok = true;
        for (int i = 0; i < 500; i++) {
            double m = Math.random();
            ok &= m >= 0 && m < 1;
        }
        System.out.println("Math.random in [0,1): " + ok);
        ThreadLocalRandom tlr = ThreadLocalRandom.current();
        System.out.println("same instance: " + (tlr == ThreadLocalRandom.current()));
        ok = true;
        int[] hist = new int[6];
        for (int i = 0; i < 3000; i++) {
            int a = tlr.nextInt(6);
            hist[a]++;
            int b = tlr.nextInt(-3, 4);
            long c = tlr.nextLong(1000);
            long d = tlr.nextLong(-10, 10);
            double e = tlr.nextDouble();
            double f = tlr.nextDouble(5.5);
            double g = tlr.nextDouble(-2, 2);
            float h = tlr.nextFloat();
            ok &= b >= -3 && b < 4 && c >= 0 && c < 1000 && d >= -10 && d < 10 && e >= 0 && e < 1 && f >= 0
                    && f < 5.5 && g >= -2 && g < 2 && h >= 0 && h < 1;
        }
        boolean spread = true;
        for (int x : hist) {
            spread &= x > 300;
        }
        System.out.println("tlr ranges ok=" + ok + " spread=" + spread);
        boolean sawTrue = false;
        boolean sawFalse = false;
        for (int i = 0; i < 100; i++) {
            if (tlr.nextBoolean()) {
                sawTrue = true;
            } else {
                sawFalse = true;
            }
        }
        System.out.println("booleans both: " + (sawTrue && sawFalse));
        t("tlr nextInt(0)", () -> tlr.nextInt(0));
        t("tlr nextInt(5,5)", () -> tlr.nextInt(5, 5));
        t("tlr nextLong(-1)", () -> tlr.nextLong(-1));
        t("tlr nextLong(9,2)", () -> tlr.nextLong(9, 2));
        t("tlr nextDouble(0)", () -> tlr.nextDouble(0));
        t("tlr nextDouble(NaN)", () -> tlr.nextDouble(Double.NaN));
        t("tlr nextDouble(3,3)", () -> tlr.nextDouble(3, 3));
        t("tlr setSeed", () -> {
            tlr.setSeed(1);
            return "no";
        });
        t("tlr ints", () -> tlr.ints(10, 0, 3).allMatch(v -> v >= 0 && v < 3));
        t("tlr doubles", () -> tlr.doubles(10).allMatch(v -> v >= 0 && v < 1));

        SecureRandom sr = new SecureRandom();
        System.out.println("secure alg " + sr.getAlgorithm());
        t("SHA1PRNG", () -> SecureRandom.getInstance("SHA1PRNG").getAlgorithm());
        t("NativePRNG", () -> SecureRandom.getInstance("NativePRNG").getAlgorithm());
        t("bogus", () -> SecureRandom.getInstance("Bogus"));
        ok = true;
        for (int i = 0; i < 1000; i++) {
            int v = sr.nextInt(17);
            ok &= v >= 0 && v < 17;
        }
        byte[] sb1 = new byte[32];
        sr.nextBytes(sb1);
        boolean nonzero = false;
        for (byte x : sb1) {
            nonzero |= x != 0;
        }
        System.out.println("secure ranges " + ok + " bytes nonzero " + nonzero + " seed len "
                + sr.generateSeed(12).length);
        SecureRandom s2 = SecureRandom.getInstance("SHA1PRNG");
        s2.setSeed(new byte[] {1, 2, 3});
        s2.setSeed(77L);
        double dd = s2.nextDouble();
        System.out.println("seeded secure in range " + (dd >= 0 && dd < 1) + " " + (s2.nextLong(5) < 5));
        Random plain = new Random();
        int v = plain.nextInt(10);
        System.out.println("unseeded Random in range " + (v >= 0 && v < 10));
    }
}
