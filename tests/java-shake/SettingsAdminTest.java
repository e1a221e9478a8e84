import static org.junit.Assert.assertEquals;

import org.junit.Test;

/** Switches the shop to dollars and leaves it so: the polluter of {@link CheckoutTest}. */
public class SettingsAdminTest {
    @Test
    public void adminSwitchesToDollars() {
        ShopSettings.useCurrency("USD");
        assertEquals("USD", ShopSettings.currency());
    }
}
