import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.HashMap;
import java.util.Map;

import org.junit.Test;

/**
 * Process-wide feature flags.
 *
 * ORDER-DEPENDENT: polluter {@link #betaCheckoutCanBeSwitchedOn} turns the flag on in the
 * static registry and never turns it off; victim {@link #checkoutUsesClassicFlowByDefault}
 * passes only when it runs before the polluter (or alone).
 */
public class FeatureFlagsTest {

    static final class FeatureFlags {
        private static final Map<String, Boolean> FLAGS = new HashMap<>();

        static void set(String flag, boolean on) {
            FLAGS.put(flag, on);
        }

        static boolean isOn(String flag) {
            return FLAGS.getOrDefault(flag, false);
        }
    }

    static final class Checkout {
        String flow() {
            return FeatureFlags.isOn("beta-checkout") ? "one-page" : "classic";
        }
    }

    // Victim (order-dependent).
    @Test
    public void checkoutUsesClassicFlowByDefault() {
        assertEquals("classic", new Checkout().flow());
    }

    // Polluter (passes in any order).
    @Test
    public void betaCheckoutCanBeSwitchedOn() {
        FeatureFlags.set("beta-checkout", true);
        assertEquals("one-page", new Checkout().flow());
    }

    @Test
    public void unknownFlagIsOff() {
        assertFalse(FeatureFlags.isOn("no-such-flag"));
        FeatureFlags.set("dark-mode", true);
        assertTrue(FeatureFlags.isOn("dark-mode"));
    }
}
