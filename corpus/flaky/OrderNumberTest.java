import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.Random;

import org.junit.Test;

/** Human-readable order numbers and shard routing. */
public class OrderNumberTest {

    static final class OrderNumbers {
        private final Random random;

        OrderNumbers(Random random) {
            this.random = random;
        }

        /** BUG: meant to be four digits, but nextInt(10000) is below 1000 one time in ten. */
        String next() {
            return "#" + random.nextInt(10000);
        }

        /** BUG: nextInt() is negative half the time, and so is its remainder. */
        int shardFor(String orderNumber) {
            int salt = random.nextInt();
            return (orderNumber.length() + salt) % 4;
        }

        String nextPadded() {
            return String.format("#%04d", random.nextInt(10000));
        }
    }

    // FLAKY (randomness): fails when the random number is below 1000.
    @Test
    public void orderNumberHasFourDigits() {
        String number = new OrderNumbers(new Random()).next();
        assertEquals(5, number.length());
    }

    // FLAKY (randomness): the shard index is negative about half the time.
    @Test
    public void shardIsAValidIndex() {
        int shard = new OrderNumbers(new Random()).shardFor("#1234");
        assertTrue("shard " + shard, shard >= 0 && shard < 4);
    }

    @Test
    public void paddedOrderNumberHasFourDigits() {
        OrderNumbers numbers = new OrderNumbers(new Random());
        for (int i = 0; i < 20; i++) {
            assertEquals(5, numbers.nextPadded().length());
        }
    }
}
