import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleSupplier;

import org.junit.Test;

/** Samples 10% of tracing events. */
public class EventSamplerTest {

    static final class Sampler {
        private final double rate;
        private final DoubleSupplier dice;
        final List<String> kept = new ArrayList<>();

        Sampler(double rate, DoubleSupplier dice) {
            this.rate = rate;
            this.dice = dice;
        }

        void offer(String event) {
            if (dice.getAsDouble() < rate) {
                kept.add(event);
            }
        }
    }

    // FLAKY (randomness): twenty events at 10% keep none about 12% of the time.
    @Test
    public void keepsSomeOfTwentyEvents() {
        Sampler sampler = new Sampler(0.1, Math::random);
        for (int i = 0; i < 20; i++) {
            sampler.offer("span-" + i);
        }
        assertTrue(sampler.kept.size() > 0);
    }

    @Test
    public void rateOneKeepsEverything() {
        Sampler sampler = new Sampler(1.0, Math::random);
        for (int i = 0; i < 20; i++) {
            sampler.offer("span-" + i);
        }
        assertEquals(20, sampler.kept.size());
    }

    @Test
    public void rateZeroKeepsNothing() {
        Sampler sampler = new Sampler(0.0, Math::random);
        for (int i = 0; i < 20; i++) {
            sampler.offer("span-" + i);
        }
        assertEquals(0, sampler.kept.size());
    }
}
