/** A shop's settings: a static singleton, as real code keeps them. */
public final class ShopSettings {
    private static String currency = "EUR";

    private ShopSettings() {}

    public static String currency() {
        return currency;
    }

    public static void useCurrency(String code) {
        currency = code;
    }

    public static String priceLabel(long cents) {
        return String.format("%d.%02d %s", cents / 100, cents % 100, currency);
    }
}
