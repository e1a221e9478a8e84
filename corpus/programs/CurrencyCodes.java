import java.util.ArrayList;
import java.util.Currency;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeMap;

/** An invoice formatter that looks currencies up by code and by country, with their symbols and names. */
public class CurrencyCodes {
    static String amount(long minorUnits, Currency c, Locale l) {
        int digits = Math.max(c.getDefaultFractionDigits(), 0);
        long scale = (long) Math.pow(10, digits);
        String whole = Long.toString(minorUnits / scale);
        String frac = digits == 0 ? "" : "." + String.format("%0" + digits + "d", minorUnits % scale);
        return c.getSymbol(l) + " " + whole + frac;
    }

    public static void main(String[] args) {
        String[] codes = {"USD", "EUR", "GBP", "JPY", "CHF", "KWD", "BHD", "CLF", "XAU", "XXX", "CAD", "CNY", "KRW", "INR", "BRL", "SEK"};
        for (String code : codes) {
            Currency c = Currency.getInstance(code);
            System.out.println(c + " numeric=" + c.getNumericCode() + " (" + c.getNumericCodeAsString() + ") digits="
                    + c.getDefaultFractionDigits() + " name=" + c.getDisplayName(Locale.ENGLISH));
        }
        System.out.println("same instance: " + (Currency.getInstance("EUR") == Currency.getInstance("EUR")));

        Locale[] locales = {Locale.ROOT, Locale.ENGLISH, Locale.US, Locale.UK, Locale.CANADA, Locale.FRANCE,
            Locale.CANADA_FRENCH, Locale.GERMANY, Locale.ITALY, Locale.JAPAN, Locale.KOREA, Locale.CHINA, Locale.TAIWAN};
        for (Locale l : locales) {
            StringBuilder sb = new StringBuilder();
            for (String code : new String[] {"USD", "EUR", "GBP", "JPY", "CAD", "CNY", "KRW", "CHF"}) {
                sb.append(' ').append(Currency.getInstance(code).getSymbol(l));
            }
            System.out.println("symbols [" + l + "]:" + sb + " | EUR is " + Currency.getInstance("EUR").getDisplayName(l)
                    + ", USD is " + Currency.getInstance("USD").getDisplayName(l));
        }

        String[] countries = {"US", "GB", "DE", "FR", "IT", "ES", "NL", "JP", "CN", "KR", "IN", "BR", "CH", "LI", "MC",
            "VA", "PS", "AQ", "ZW", "VE", "XK"};
        for (String cc : countries) {
            Currency c = Currency.getInstance(new Locale("", cc));
            System.out.print(cc + "=" + (c == null ? "none" : c.getCurrencyCode()) + " ");
        }
        System.out.println();
        System.out.println("en_us -> " + Currency.getInstance(new Locale("en", "us")));

        System.out.println(amount(123456, Currency.getInstance("USD"), Locale.US) + "; "
                + amount(123456, Currency.getInstance("JPY"), Locale.JAPAN) + "; "
                + amount(123456, Currency.getInstance("KWD"), Locale.UK) + "; "
                + amount(99, Currency.getInstance("EUR"), Locale.GERMANY) + "; "
                + amount(2500, Currency.getInstance("GBP"), Locale.UK));

        Set<Currency> all = Currency.getAvailableCurrencies();
        TreeMap<Integer, List<String>> byDigits = new TreeMap<>();
        for (Currency c : all) {
            byDigits.computeIfAbsent(c.getDefaultFractionDigits(), k -> new ArrayList<>()).add(c.getCurrencyCode());
        }
        System.out.println(all.size() + " currencies");
        for (var e : byDigits.entrySet()) {
            List<String> list = e.getValue();
            java.util.Collections.sort(list);
            System.out.println("  " + e.getKey() + " digits: " + list.size() + (list.size() < 40 ? " " + list : ""));
        }
        TreeMap<String, String> sorted = new TreeMap<>();
        for (Currency c : all) {
            sorted.put(c.getCurrencyCode(), c.getNumericCodeAsString() + " " + c.getDisplayName(Locale.US));
        }
        int i = 0;
        for (var e : sorted.entrySet()) {
            if (i++ % 12 == 0) {
                System.out.println("  " + e.getKey() + " " + e.getValue());
            }
        }

        for (String bad : new String[] {"usd", "US", "ABC", "1SD"}) {
            try {
                Currency.getInstance(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("getInstance(" + bad + "): " + e);
            }
        }
        for (Locale bad : new Locale[] {Locale.ENGLISH, new Locale("en", "EU"), new Locale("es", "419")}) {
            try {
                Currency.getInstance(bad);
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
        try {
            Currency.getInstance((String) null);
        } catch (NullPointerException e) {
            System.out.println("null code: NullPointerException");
        }
    }
}
