import static org.junit.Assert.assertEquals;

import org.junit.Test;

/** Page-hit counter of a small web application, hit from several request threads. */
public class HitCounterTest {

    /** The counter as it shipped: {@code hits++} is a read, an add and a write, with no lock. */
    static class HitCounter {
        private int hits;

        void hit() {
            hits++;
        }

        int hits() {
            return hits;
        }
    }

    /** The fixed counter. */
    static class SynchronizedHitCounter {
        private int hits;

        synchronized void hit() {
            hits++;
        }

        synchronized int hits() {
            return hits;
        }
    }

    private static Thread hitter(Runnable hit, int times) {
        return new Thread(() -> {
            for (int i = 0; i < times; i++) {
                hit.run();
            }
        });
    }

    @Test
    public void countsHitsOfOneThread() {
        HitCounter counter = new HitCounter();
        for (int i = 0; i < 1000; i++) {
            counter.hit();
        }
        assertEquals(1000, counter.hits());
    }

    // FLAKY (concurrency): two threads run hits++ with no lock; updates are lost when their
    // read-modify-write sequences interleave.
    @Test
    public void countsHitsFromTwoRequestThreads() throws InterruptedException {
        HitCounter counter = new HitCounter();
        Thread a = hitter(counter::hit, 5000);
        Thread b = hitter(counter::hit, 5000);
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(10000, counter.hits());
    }

    @Test
    public void synchronizedCounterCountsEveryHit() throws InterruptedException {
        SynchronizedHitCounter counter = new SynchronizedHitCounter();
        Thread a = hitter(counter::hit, 5000);
        Thread b = hitter(counter::hit, 5000);
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(10000, counter.hits());
    }
}
