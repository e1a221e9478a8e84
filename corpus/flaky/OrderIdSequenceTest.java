import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

/**
 * Order numbers from a static sequence.
 *
 * ORDER-DEPENDENT: polluters {@link #idsIncrease} and {@link #idsHaveFixedWidth} draw ids from
 * the static sequence; victim
 * {@link #firstOrderIsNumberOne} assumes the sequence is untouched and passes only when it
 * runs before the polluter (or alone).
 */
public class OrderIdSequenceTest {

    static final class OrderIds {
        private static long next = 1;

        static synchronized String nextId() {
            return String.format("ORD-%06d", next++);
        }
    }

    // Victim (order-dependent).
    @Test
    public void firstOrderIsNumberOne() {
        assertEquals("ORD-000001", OrderIds.nextId());
    }

    // Polluter (passes in any order).
    @Test
    public void idsIncrease() {
        String a = OrderIds.nextId();
        String b = OrderIds.nextId();
        assertTrue(a.compareTo(b) < 0);
    }

    @Test
    public void idsHaveFixedWidth() {
        assertEquals(10, OrderIds.nextId().length());
    }
}
