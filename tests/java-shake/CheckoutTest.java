import static org.junit.Assert.assertEquals;

import org.junit.Test;

/** Assumes the shop's default currency: fails when a class run before it changed it. */
public class CheckoutTest {
    @Test
    public void labelsPriceInEuros() {
        assertEquals("12.50 EUR", ShopSettings.priceLabel(1250));
    }
}
