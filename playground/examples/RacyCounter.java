/**
 * Two threads add to a shared counter without synchronisation: a lost update
 * happens only under some interleavings. Terrarium's threads are green and its
 * scheduler is seeded, so each schedule seed gives one interleaving, every run:
 * change the seed (or the policy) and run again to see another.
 */
public class RacyCounter {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Runnable add = () -> {
            for (int i = 0; i < 10_000; i++) {
                int seen = count;
                count = seen + 1;
            }
        };
        Thread a = new Thread(add, "adder-a");
        Thread b = new Thread(add, "adder-b");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("count = " + count + (count == 20_000 ? " (no update lost)" : " (" + (20_000 - count) + " updates lost)"));
    }
}
