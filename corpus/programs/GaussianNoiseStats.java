import java.util.Random;

/** Simulates measurement noise with seeded Random.nextGaussian and summarises the samples. */
public class GaussianNoiseStats {
    public static void main(String[] args) {
        for (long seed : new long[] {0L, 42L, 20240101L, -7L}) {
            Random rnd = new Random(seed);
            StringBuilder first = new StringBuilder();
            for (int i = 0; i < 6; i++) {
                first.append(rnd.nextGaussian()).append(i < 5 ? ", " : "");
            }
            System.out.println("seed " + seed + ": " + first);
        }
        Random rnd = new Random(12345);
        int n = 20000;
        double sum = 0;
        double sumSq = 0;
        double min = Double.MAX_VALUE;
        double max = -Double.MAX_VALUE;
        int[] hist = new int[16];
        double[] samples = new double[n];
        for (int i = 0; i < n; i++) {
            double g = rnd.nextGaussian();
            samples[i] = g;
            sum += g;
            sumSq += g * g;
            min = Math.min(min, g);
            max = Math.max(max, g);
            int bin = (int) StrictMath.floor((g + 4) * 2);
            if (bin >= 0 && bin < hist.length) {
                hist[bin]++;
            }
        }
        double mean = sum / n;
        double var = sumSq / n - mean * mean;
        System.out.println("n=" + n + " mean=" + mean + " var=" + var + " sd=" + StrictMath.sqrt(var));
        System.out.println("min=" + min + " max=" + max);
        for (int b = 0; b < hist.length; b++) {
            double lo = b / 2.0 - 4;
            StringBuilder bar = new StringBuilder();
            for (int i = 0; i < hist[b] / 100; i++) {
                bar.append('#');
            }
            System.out.printf("[%5.1f,%5.1f) %5d %s%n", lo, lo + 0.5, hist[b], bar);
        }
        double skew = 0;
        double kurt = 0;
        for (double g : samples) {
            double z = (g - mean) / StrictMath.sqrt(var);
            skew += z * z * z;
            kurt += z * z * z * z;
        }
        System.out.println("skewness=" + skew / n + " excess kurtosis=" + (kurt / n - 3));
        System.out.println("== sensor readings: 20 C +- 0.5 noise, smoothed");
        Random sensor = new Random(99);
        double ema = 20.0;
        for (int i = 0; i < 12; i++) {
            double reading = 20.0 + 0.5 * sensor.nextGaussian();
            ema = 0.8 * ema + 0.2 * reading;
            System.out.println("reading " + i + " = " + reading + " ema=" + ema);
        }
        System.out.println("== log-normal prices");
        Random market = new Random(2023);
        double price = 100;
        for (int day = 1; day <= 10; day++) {
            double ret = 0.0005 + 0.02 * market.nextGaussian();
            price *= StrictMath.exp(ret);
            System.out.println("day " + day + " return " + ret + " price " + price + " log " + StrictMath.log(price));
        }
        System.out.println("== Box-Muller by hand vs nextGaussian");
        Random a = new Random(5);
        Random b = new Random(5);
        for (int i = 0; i < 4; i++) {
            double v1;
            double v2;
            double s;
            do {
                v1 = 2 * b.nextDouble() - 1;
                v2 = 2 * b.nextDouble() - 1;
                s = v1 * v1 + v2 * v2;
            } while (s >= 1 || s == 0);
            double mult = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
            System.out.println(a.nextGaussian() + " == " + v1 * mult + " ; next " + a.nextGaussian() + " == "
                    + v2 * mult);
        }
    }
}
