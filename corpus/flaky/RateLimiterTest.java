import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.function.LongSupplier;

import org.junit.Test;

/** A fixed-window rate limiter: at most N requests per wall-clock second. */
public class RateLimiterTest {

    static final class FixedWindowRateLimiter {
        private final int limit;
        private final LongSupplier millis;
        private long window = -1;
        private int used;

        FixedWindowRateLimiter(int limit, LongSupplier millis) {
            this.limit = limit;
            this.millis = millis;
        }

        synchronized boolean tryAcquire() {
            long now = millis.getAsLong() / 1000;
            if (now != window) {
                window = now;
                used = 0;
            }
            if (used < limit) {
                used++;
                return true;
            }
            return false;
        }
    }

    private static void handle() throws InterruptedException {
        Thread.sleep(2);
    }

    // FLAKY (time): assumes six requests fall in one second; fails when a second boundary
    // passes while they are handled (about 1% of runs: 6 requests take ~12 ms).
    @Test
    public void rejectsSixthRequestInOneSecond() throws InterruptedException {
        FixedWindowRateLimiter limiter = new FixedWindowRateLimiter(5, System::currentTimeMillis);
        for (int i = 0; i < 5; i++) {
            assertTrue(limiter.tryAcquire());
            handle();
        }
        assertFalse(limiter.tryAcquire());
    }

    @Test
    public void rejectsSixthRequestOnManualClock() {
        long[] now = {1_000_500};
        FixedWindowRateLimiter limiter = new FixedWindowRateLimiter(5, () -> now[0]);
        for (int i = 0; i < 5; i++) {
            assertTrue(limiter.tryAcquire());
            now[0] += 2;
        }
        assertFalse(limiter.tryAcquire());
    }

    @Test
    public void newSecondResetsTheWindow() {
        long[] now = {2_000_999};
        FixedWindowRateLimiter limiter = new FixedWindowRateLimiter(1, () -> now[0]);
        assertTrue(limiter.tryAcquire());
        assertFalse(limiter.tryAcquire());
        now[0] += 1;
        assertTrue(limiter.tryAcquire());
    }
}
