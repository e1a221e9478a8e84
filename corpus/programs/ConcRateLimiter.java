import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class ConcRateLimiter {
    // token bucket: capacity N, one token added every refill period by a scheduled task
    static class TokenBucket {
        private final int capacity;
        private int tokens;
        private final AtomicInteger refills = new AtomicInteger();

        TokenBucket(int capacity, long periodMillis, ScheduledExecutorService ses) {
            this.capacity = capacity;
            this.tokens = capacity;
            ses.scheduleAtFixedRate(this::refill, periodMillis, periodMillis, TimeUnit.MILLISECONDS);
        }

        synchronized void refill() {
            if (tokens < capacity) tokens++;
            refills.incrementAndGet();
            notifyAll();
        }

        synchronized boolean tryAcquire() {
            if (tokens == 0) return false;
            tokens--;
            return true;
        }

        synchronized void acquire() throws InterruptedException {
            while (tokens == 0) wait();
            tokens--;
        }

        synchronized int available() {
            return tokens;
        }
    }

    public static void main(String[] args) throws Exception {
        ScheduledExecutorService ses = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "refiller");
            t.setDaemon(true);
            return t;
        });
        ses.submit(() -> { }).get(); // start the refiller thread before the clock matters
        TokenBucket bucket = new TokenBucket(3, 200, ses);
        StringBuilder burst = new StringBuilder();
        for (int i = 0; i < 5; i++) burst.append(bucket.tryAcquire() ? '+' : '-');
        System.out.println("burst of 5 at t=0:      " + burst + " (tokens left " + bucket.available() + ")");

        Thread.sleep(500); // refills at 200 ms and 400 ms
        StringBuilder second = new StringBuilder();
        for (int i = 0; i < 3; i++) second.append(bucket.tryAcquire() ? '+' : '-');
        System.out.println("3 requests at t=500ms:  " + second);

        // blocking acquire: 2 requests must wait for the refills at 600 and 800 ms
        long t0 = System.nanoTime();
        for (int i = 1; i <= 2; i++) {
            bucket.acquire();
            System.out.println("blocking request " + i + " admitted, waited " + (System.nanoTime() - t0) / 200_000_000 + " full period(s)");
        }

        // concurrency limiter: at most 2 report exports at once
        Semaphore exports = new Semaphore(2);
        AtomicInteger running = new AtomicInteger();
        AtomicInteger peak = new AtomicInteger();
        AtomicInteger rejected = new AtomicInteger();
        List<Thread> users = new ArrayList<>();
        for (int u = 0; u < 6; u++) {
            users.add(new Thread(() -> {
                try {
                    if (!exports.tryAcquire(1, TimeUnit.SECONDS)) {
                        rejected.incrementAndGet();
                        return;
                    }
                } catch (InterruptedException e) {
                    return;
                }
                try {
                    peak.accumulateAndGet(running.incrementAndGet(), Math::max);
                    Thread.sleep(30);
                    running.decrementAndGet();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    exports.release();
                }
            }));
        }
        for (Thread t : users) t.start();
        for (Thread t : users) t.join();
        System.out.println("exports: peak concurrency <= 2: " + (peak.get() <= 2) + ", rejected " + rejected.get() + ", permits " + exports.availablePermits());
        System.out.println("refills so far at least 4: " + (bucket.refills.get() >= 4));
        ses.shutdownNow();
    }
}
