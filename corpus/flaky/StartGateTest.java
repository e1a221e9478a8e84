import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.Test;

/** Coordinating worker threads with latches and barriers (all stable). */
public class StartGateTest {

    @Test
    public void endGateOpensAfterEveryWorkerFinished() throws InterruptedException {
        int workers = 4;
        CountDownLatch startGate = new CountDownLatch(1);
        CountDownLatch endGate = new CountDownLatch(workers);
        AtomicInteger done = new AtomicInteger();
        for (int i = 0; i < workers; i++) {
            new Thread(() -> {
                try {
                    startGate.await();
                    long x = 0;
                    for (int k = 0; k < 1000; k++) {
                        x += k;
                    }
                    if (x == 499500) {
                        done.incrementAndGet();
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    endGate.countDown();
                }
            }).start();
        }
        startGate.countDown();
        assertTrue(endGate.await(5, TimeUnit.SECONDS));
        assertEquals(workers, done.get());
    }

    @Test
    public void barrierActionSeesEveryPhaseResult() throws InterruptedException {
        ConcurrentLinkedQueue<String> phaseResults = new ConcurrentLinkedQueue<>();
        AtomicInteger phases = new AtomicInteger();
        CyclicBarrier barrier = new CyclicBarrier(3, () -> phases.incrementAndGet());
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                try {
                    for (int phase = 0; phase < 3; phase++) {
                        phaseResults.add(phase + ":" + id);
                        barrier.await();
                    }
                } catch (InterruptedException | BrokenBarrierException e) {
                    throw new IllegalStateException(e);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        assertEquals(3, phases.get());
        assertEquals(9, phaseResults.size());
    }

    @Test
    public void awaitTimesOutWhenNobodyCountsDown() throws InterruptedException {
        CountDownLatch never = new CountDownLatch(1);
        assertEquals(false, never.await(10, TimeUnit.MILLISECONDS));
    }
}
