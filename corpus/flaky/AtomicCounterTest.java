import static org.junit.Assert.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

import org.junit.Test;

/** Metrics counters shared by request threads (all stable). */
public class AtomicCounterTest {

    private static void inThreads(int threads, Runnable body) throws InterruptedException {
        List<Thread> ts = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            ts.add(new Thread(body));
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }

    @Test
    public void atomicIntegerCountsEveryIncrement() throws InterruptedException {
        AtomicInteger requests = new AtomicInteger();
        inThreads(4, () -> {
            for (int i = 0; i < 2500; i++) {
                requests.incrementAndGet();
            }
        });
        assertEquals(10000, requests.get());
    }

    @Test
    public void longAdderSumsEveryAdd() throws InterruptedException {
        LongAdder bytes = new LongAdder();
        inThreads(3, () -> {
            for (int i = 1; i <= 1000; i++) {
                bytes.add(i);
            }
        });
        assertEquals(3 * 500500L, bytes.sum());
    }

    @Test
    public void atomicLongTracksMaximum() throws InterruptedException {
        AtomicLong max = new AtomicLong(Long.MIN_VALUE);
        AtomicInteger next = new AtomicInteger();
        inThreads(4, () -> {
            for (int i = 0; i < 500; i++) {
                long latency = (next.getAndIncrement() * 7919L) % 2003;
                max.accumulateAndGet(latency, Math::max);
            }
        });
        long expected = 0;
        for (int i = 0; i < 2000; i++) {
            expected = Math.max(expected, (i * 7919L) % 2003);
        }
        assertEquals(expected, max.get());
    }
}
