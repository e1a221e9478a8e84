import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.Test;

/** At most N concurrent calls to a database, enforced by a semaphore (all stable). */
public class ConnectionLimiterTest {

    static final class Limiter {
        private final Semaphore permits;
        final AtomicInteger inFlight = new AtomicInteger();
        final AtomicInteger maxInFlight = new AtomicInteger();

        Limiter(int n) {
            permits = new Semaphore(n);
        }

        void call(Runnable body) throws InterruptedException {
            permits.acquire();
            try {
                int now = inFlight.incrementAndGet();
                maxInFlight.accumulateAndGet(now, Math::max);
                body.run();
                inFlight.decrementAndGet();
            } finally {
                permits.release();
            }
        }

        boolean tryCall(Runnable body) throws InterruptedException {
            if (!permits.tryAcquire(1, TimeUnit.MILLISECONDS)) {
                return false;
            }
            try {
                body.run();
                return true;
            } finally {
                permits.release();
            }
        }
    }

    @Test
    public void neverMoreThanTwoCallsAtOnce() throws InterruptedException {
        Limiter limiter = new Limiter(2);
        Thread[] ts = new Thread[5];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < 20; k++) {
                        limiter.call(() -> Thread.yield());
                    }
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        assertTrue(limiter.maxInFlight.get() <= 2);
        assertEquals(0, limiter.inFlight.get());
    }

    @Test
    public void tryCallFailsWhenAllPermitsAreTaken() throws InterruptedException {
        Limiter limiter = new Limiter(1);
        limiter.permits.acquire();
        assertFalse(limiter.tryCall(() -> { }));
        limiter.permits.release();
        assertTrue(limiter.tryCall(() -> { }));
    }
}
