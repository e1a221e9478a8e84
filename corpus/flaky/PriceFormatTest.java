import static org.junit.Assert.assertEquals;

import java.util.Locale;

import org.junit.Test;

/**
 * Price labels for the shop front-end.
 *
 * ORDER-DEPENDENT: polluter {@link #formatsPricesForGermanShop} switches the JVM's default
 * Locale to GERMANY and never restores it; victim {@link #formatsPriceWithTwoDecimals} uses
 * the default Locale and passes only when it runs before the polluter (or alone).
 */
public class PriceFormatTest {

    static final class PriceLabel {
        static String of(double amount) {
            return String.format("%.2f", amount);
        }
    }

    // Victim (order-dependent).
    @Test
    public void formatsPriceWithTwoDecimals() {
        assertEquals("12.50", PriceLabel.of(12.5));
    }

    // Polluter (passes in any order).
    @Test
    public void formatsPricesForGermanShop() {
        Locale.setDefault(Locale.GERMANY);
        assertEquals("12,50", PriceLabel.of(12.5));
    }

    @Test
    public void formatsWithExplicitLocale() {
        assertEquals("1,234.50", String.format(Locale.US, "%,.2f", 1234.5));
    }
}
