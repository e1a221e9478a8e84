import java.util.Locale;

/** Formats with the default locale: portable tests, not world tests (the default locale is the launch's). */
public class PriceLabel {
    public static String label(String name, double price) {
        if (name == null) {
            throw new IllegalArgumentException(String.format("name is null (price %.2f)", price));
        }
        String shown = name.trim().toUpperCase(Locale.getDefault());
        return price > 100 ? String.format("%s: %,.2f!", shown, price) : String.format("%s: %.2f", shown, price);
    }
}
