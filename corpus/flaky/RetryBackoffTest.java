import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongSupplier;

import org.junit.Test;

/** Exponential back-off with jitter for HTTP retries. */
public class RetryBackoffTest {

    static final class Backoff {
        private final long baseMillis;
        private final LongSupplier jitter;

        Backoff(long baseMillis, LongSupplier jitter) {
            this.baseMillis = baseMillis;
            this.jitter = jitter;
        }

        /** base * 2^attempt plus up to one base of jitter. */
        long delayMillis(int attempt) {
            return baseMillis * (1L << attempt) + jitter.getAsLong();
        }
    }

    // FLAKY (randomness): the bound forgets the jitter's upper 10%; fails about one time in ten.
    @Test
    public void thirdRetryWaitsUnderNineHundredMillis() {
        Backoff backoff = new Backoff(100, () -> ThreadLocalRandom.current().nextLong(100));
        long delay = backoff.delayMillis(3);
        assertTrue("delay " + delay, delay >= 800 && delay < 890);
    }

    @Test
    public void thirdRetryWaitsWithinJitterBounds() {
        Backoff backoff = new Backoff(100, () -> ThreadLocalRandom.current().nextLong(100));
        long delay = backoff.delayMillis(3);
        assertTrue("delay " + delay, delay >= 800 && delay < 900);
    }

    @Test
    public void delaysDoubleWithoutJitter() {
        Backoff backoff = new Backoff(50, () -> 0);
        assertEquals(50, backoff.delayMillis(0));
        assertEquals(400, backoff.delayMillis(3));
    }
}
