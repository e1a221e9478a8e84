import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.After;
import org.junit.Test;

/** Sends a heartbeat at a fixed rate. */
public class HeartbeatMonitorTest {

    static final class Heartbeat {
        final AtomicInteger beats = new AtomicInteger();
        final ScheduledExecutorService scheduler = Executors.newScheduledThreadPool(1);
        volatile CountDownLatch watcher = new CountDownLatch(0);
        volatile String lastStatus;

        /** The status line sent with each beat. */
        static String status(int beat) {
            StringBuilder sb = new StringBuilder("beat=").append(beat);
            long checksum = beat;
            for (int i = 0; i < 400; i++) {
                checksum = checksum * 1_000_003 + i;
            }
            return sb.append(" node=worker-1 load=0.").append(Math.abs(checksum % 100)).toString();
        }

        void start(long periodMillis) {
            scheduler.scheduleAtFixedRate(() -> {
                lastStatus = status(beats.get());
                beats.incrementAndGet();
                watcher.countDown();
            }, 0, periodMillis, TimeUnit.MILLISECONDS);
        }

        void stop() throws InterruptedException {
            scheduler.shutdownNow();
            scheduler.awaitTermination(2, TimeUnit.SECONDS);
        }
    }

    private final Heartbeat heartbeat = new Heartbeat();

    @After
    public void tearDown() throws InterruptedException {
        heartbeat.stop();
    }

    // FLAKY (async-wait): expects beats at 0, 10, 20, 30, 40 and 50 ms after sleeping 50 ms;
    // whether the beat due at 50 ms has run when the test wakes is a race.
    @Test
    public void beatsSixTimesInFiftyMillis() throws InterruptedException {
        heartbeat.start(10);
        Thread.sleep(50);
        assertEquals(6, heartbeat.beats.get());
    }

    @Test
    public void beatsAtLeastThreeTimesAwaited() throws InterruptedException {
        heartbeat.watcher = new CountDownLatch(3);
        heartbeat.start(10);
        assertTrue(heartbeat.watcher.await(2, TimeUnit.SECONDS));
        assertTrue(heartbeat.beats.get() >= 3);
    }

    @Test
    public void stopsBeatingWhenStopped() throws InterruptedException {
        heartbeat.watcher = new CountDownLatch(2);
        heartbeat.start(5);
        assertTrue(heartbeat.watcher.await(2, TimeUnit.SECONDS));
        heartbeat.stop();
        int beats = heartbeat.beats.get();
        Thread.sleep(20);
        assertEquals(beats, heartbeat.beats.get());
    }
}
