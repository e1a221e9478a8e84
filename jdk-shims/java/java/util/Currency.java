package java.util;

/**
 * ISO 4217 currencies, from tables generated out of JDK 17's own
 * (CurrencyData, by jdk-shims/tools/GenCurrencyData.java): codes, numeric
 * codes, fraction digits, each country's currency, and the CLDR symbols and
 * display names of the locales the library lists in
 * Locale.getAvailableLocales and of those with locale data (LocaleInfo). Another locale takes its language's table
 * (fr_BE: fr's), else the root locale's; the JDK's CLDR data has more locales.
 * The JDK's currency.properties overrides and cut-over dates are not modelled.
 */
public final class Currency implements java.io.Serializable {
    private static final long serialVersionUID = -158308464356906721L;

    private final String currencyCode;
    private final transient int defaultFractionDigits;
    private final transient int numericCode;
    private final transient String englishName;

    private Currency(String currencyCode, int defaultFractionDigits, int numericCode, String englishName) {
        this.currencyCode = currencyCode;
        this.defaultFractionDigits = defaultFractionDigits;
        this.numericCode = numericCode;
        this.englishName = englishName;
    }

    /** The tables, parsed when first needed. */
    private static final class Tables {
        static final Map<String, Currency> BY_CODE = new HashMap<>();
        static final Map<String, String> BY_COUNTRY = new HashMap<>();
        static final Map<String, String>[] SYMBOLS = tables(CurrencyData.SYMBOLS);
        static final Map<String, String>[] NAMES = tables(CurrencyData.NAMES);

        static {
            for (String row : CurrencyData.CURRENCIES.split("\n")) {
                String[] f = row.split("\t");
                BY_CODE.put(f[0], new Currency(f[0], Integer.parseInt(f[2]), Integer.parseInt(f[1]), f[3]));
            }
            for (String row : CurrencyData.COUNTRIES.split("\n")) {
                int tab = row.indexOf('\t');
                BY_COUNTRY.put(row.substring(0, tab), row.substring(tab + 1));
            }
        }

        /** Each locale's table is parsed when first asked for (there are many, most never used). */
        @SuppressWarnings("unchecked")
        private static Map<String, String>[] tables(String[] data) {
            return new Map[data.length];
        }

        private static synchronized Map<String, String> table(Map<String, String>[] maps, String[] data, int i) {
            if (maps[i] != null) {
                return maps[i];
            }
            String d = data[i];
            if (d.startsWith("@")) {
                maps[i] = table(maps, data, Integer.parseInt(d.substring(1)));
                return maps[i];
            }
            Map<String, String> m = new HashMap<>();
            if (!d.isEmpty()) {
                for (String row : d.split("\n")) {
                    int tab = row.indexOf('\t');
                    m.put(row.substring(0, tab), row.substring(tab + 1));
                }
            }
            maps[i] = m;
            return m;
        }

        /** The table for a locale: its own, its language's, else the root locale's. */
        static Map<String, String> forLocale(Map<String, String>[] maps, Locale locale) {
            String[] data = maps == SYMBOLS ? CurrencyData.SYMBOLS : CurrencyData.NAMES;
            String tag = locale.toString();
            String lang = locale.getLanguage();
            int languageIndex = 0;
            for (int i = 0; i < CurrencyData.LOCALES.length; i++) {
                if (CurrencyData.LOCALES[i].equals(tag)) {
                    return table(maps, data, i);
                }
                if (CurrencyData.LOCALES[i].equals(lang)) {
                    languageIndex = i;
                }
            }
            return table(maps, data, languageIndex);
        }
    }

    public static Currency getInstance(String currencyCode) {
        if (currencyCode == null) {
            throw new NullPointerException("Cannot invoke \"Object.hashCode()\" because \"key\" is null");
        }
        Currency c = Tables.BY_CODE.get(currencyCode);
        if (c != null) {
            return c;
        }
        // The JDK's checks, in its order: the length, then the first two letters as a country code.
        if (currencyCode.length() != 3) {
            throw new IllegalArgumentException("The input currency code: \"" + currencyCode
                    + "\" must have a length of 3 characters");
        }
        char c1 = currencyCode.charAt(0);
        char c2 = currencyCode.charAt(1);
        if (c1 < 'A' || c1 > 'Z' || c2 < 'A' || c2 > 'Z') {
            throw new IllegalArgumentException("The country code: \"" + c1 + c2 + "\" is not a valid ISO 3166 code");
        }
        throw new IllegalArgumentException("The input currency code: \"" + currencyCode
                + "\" is not a valid ISO 4217 code");
    }

    public static Currency getInstance(Locale locale) {
        if (locale == null) {
            throw new NullPointerException(
                    "Cannot invoke \"java.util.Locale.getUnicodeLocaleType(String)\" because \"locale\" is null");
        }
        String code = Tables.BY_COUNTRY.get(locale.getCountry());
        if (code == null) {
            throw new IllegalArgumentException("The country of the input locale: \"" + locale
                    + "\" is not a valid ISO 3166 country code");
        }
        return code.isEmpty() ? null : Tables.BY_CODE.get(code);
    }

    public static Set<Currency> getAvailableCurrencies() {
        return new HashSet<>(Tables.BY_CODE.values());
    }

    public String getCurrencyCode() {
        return currencyCode;
    }

    public String getSymbol() {
        return getSymbol(Locale.getDefault(Locale.Category.DISPLAY));
    }

    public String getSymbol(Locale locale) {
        String s = Tables.forLocale(Tables.SYMBOLS, Objects.requireNonNull(locale)).get(currencyCode);
        return s != null ? s : currencyCode;
    }

    public int getDefaultFractionDigits() {
        return defaultFractionDigits;
    }

    public int getNumericCode() {
        return numericCode;
    }

    public String getNumericCodeAsString() {
        // The JDK pads to three digits.
        if (numericCode < 100) {
            return numericCode < 10 ? "00" + numericCode : "0" + numericCode;
        }
        return String.valueOf(numericCode);
    }

    public String getDisplayName() {
        return getDisplayName(Locale.getDefault(Locale.Category.DISPLAY));
    }

    public String getDisplayName(Locale locale) {
        String s = Tables.forLocale(Tables.NAMES, Objects.requireNonNull(locale)).get(currencyCode);
        return s != null ? s : englishName;
    }

    @Override
    public String toString() {
        return currencyCode;
    }

    /** One instance per currency, across serialization too. */
    private Object readResolve() {
        return getInstance(currencyCode);
    }
}
