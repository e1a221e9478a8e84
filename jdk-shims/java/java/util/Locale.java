package java.util;

/**
 * Locales as values. The default locale comes from the user.language,
 * user.region / user.country and user.variant properties as in the JDK; "en"
 * when they are unset, what Java 17 picks under the C.UTF-8 locale the corpus
 * is recorded with. Display names come from jdk.internal.terrarium.LocaleInfo:
 * English, and a locale's names in its own language.
 */
public final class Locale implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 9149081749638150636L;

    public static final Locale ENGLISH = new Locale("en", "");
    public static final Locale FRENCH = new Locale("fr", "");
    public static final Locale GERMAN = new Locale("de", "");
    public static final Locale ITALIAN = new Locale("it", "");
    public static final Locale JAPANESE = new Locale("ja", "");
    public static final Locale KOREAN = new Locale("ko", "");
    public static final Locale CHINESE = new Locale("zh", "");
    public static final Locale SIMPLIFIED_CHINESE = new Locale("zh", "CN");
    public static final Locale TRADITIONAL_CHINESE = new Locale("zh", "TW");
    public static final Locale FRANCE = new Locale("fr", "FR");
    public static final Locale GERMANY = new Locale("de", "DE");
    public static final Locale ITALY = new Locale("it", "IT");
    public static final Locale JAPAN = new Locale("ja", "JP");
    public static final Locale KOREA = new Locale("ko", "KR");
    public static final Locale UK = new Locale("en", "GB");
    public static final Locale US = new Locale("en", "US");
    public static final Locale CANADA = new Locale("en", "CA");
    public static final Locale CANADA_FRENCH = new Locale("fr", "CA");
    public static final Locale ROOT = new Locale("", "");
    public static final Locale CHINA = SIMPLIFIED_CHINESE;
    public static final Locale PRC = SIMPLIFIED_CHINESE;
    public static final Locale TAIWAN = TRADITIONAL_CHINESE;

    public static final char PRIVATE_USE_EXTENSION = 'x';
    public static final char UNICODE_LOCALE_EXTENSION = 'u';

    private static Locale defaultLocale;

    private final String language;
    private final String country;
    private final String variant;

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = convertOldISOCodes(language.toLowerCase());
        this.country = country.toUpperCase();
        this.variant = variant;
    }

    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    /** Java 17 keeps the current ISO 639 codes, mapping the old ones to them. */
    private static String convertOldISOCodes(String language) {
        switch (language) {
            case "iw":
                return "he";
            case "ji":
                return "yi";
            case "in":
                return "id";
            default:
                return language;
        }
    }

    public static synchronized Locale getDefault() {
        if (defaultLocale == null) {
            defaultLocale = initDefault();
        }
        return defaultLocale;
    }

    public static Locale getDefault(Locale.Category category) {
        return getDefault();
    }

    /** From the user.* properties: user.region wins over user.country, as in the JDK. */
    private static Locale initDefault() {
        String language = launch("user.language", "en");
        String region = launch("user.region", null);
        String country;
        String variant;
        if (region != null) {
            int i = region.indexOf('_');
            if (i >= 0) {
                country = region.substring(0, i);
                variant = region.substring(i + 1);
            } else {
                country = region;
                variant = "";
            }
        } else {
            country = launch("user.country", "");
            variant = launch("user.variant", "");
        }
        return new Locale(language, country, variant);
    }

    /** A launch property, as the VM started with it (not logged as a world read). */
    private static String launch(String name, String def) {
        String v = jdk.internal.terrarium.VM.launchProperty(name);
        return v == null ? def : v;
    }

    public static synchronized void setDefault(Locale newLocale) {
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        defaultLocale = newLocale;
    }

    public static synchronized void setDefault(Locale.Category category, Locale newLocale) {
        if (category == null) {
            throw new NullPointerException("Category cannot be NULL");
        }
        setDefault(newLocale);
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] {ROOT, ENGLISH, US, UK, CANADA, FRENCH, FRANCE, CANADA_FRENCH, GERMAN, GERMANY,
            ITALIAN, ITALY, JAPANESE, JAPAN, KOREAN, KOREA, CHINESE, SIMPLIFIED_CHINESE, TRADITIONAL_CHINESE};
    }

    public static Locale of(String language) {
        return new Locale(language);
    }

    public static Locale forLanguageTag(String languageTag) {
        if (languageTag == null) {
            throw new NullPointerException();
        }
        String[] parts = languageTag.split("-");
        String lang = parts.length > 0 ? parts[0] : "";
        if (lang.equals("und")) {
            lang = "";
        }
        String region = "";
        String variant = "";
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i];
            if (region.isEmpty() && (p.length() == 2 || (p.length() == 3 && Character.isDigit(p.charAt(0))))) {
                region = p;
            } else if (p.length() >= 5) {
                variant = p;
            }
        }
        return new Locale(lang, region, variant);
    }

    public String getLanguage() {
        return language;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    public String getScript() {
        return "";
    }

    public boolean hasExtensions() {
        return false;
    }

    public Locale stripExtensions() {
        return this;
    }

    public String toLanguageTag() {
        if (language.isEmpty() && country.isEmpty()) {
            return "und";
        }
        String lang = language.isEmpty() ? "und" : language;
        StringBuilder sb = new StringBuilder(lang);
        if (!country.isEmpty()) {
            sb.append('-').append(country);
        }
        if (!variant.isEmpty()) {
            sb.append('-').append(variant);
        }
        return sb.toString();
    }

    public String getDisplayLanguage() {
        return getDisplayLanguage(getDefault(Category.DISPLAY));
    }

    /** In inLocale's language when it is this locale's (CLDR's own name), else in English. */
    public String getDisplayLanguage(Locale inLocale) {
        if (language.isEmpty()) {
            return "";
        }
        if (inLocale.language.equals(language) && jdk.internal.terrarium.LocaleInfo.has(new Locale(language))) {
            return jdk.internal.terrarium.LocaleInfo.get(new Locale(language), jdk.internal.terrarium.LocaleInfo.SELF_LANGUAGE);
        }
        String n = jdk.internal.terrarium.LocaleInfo.languageName(language);
        return n == null ? language : n;
    }

    public String getDisplayCountry() {
        return getDisplayCountry(getDefault(Category.DISPLAY));
    }

    /** In inLocale's language when this is inLocale's own country (CLDR's own name), else in English. */
    public String getDisplayCountry(Locale inLocale) {
        if (country.isEmpty()) {
            return "";
        }
        if (inLocale.language.equals(language) && inLocale.country.equals(country)
                && jdk.internal.terrarium.LocaleInfo.has(this)) {
            return jdk.internal.terrarium.LocaleInfo.get(this, jdk.internal.terrarium.LocaleInfo.SELF_COUNTRY);
        }
        String n = jdk.internal.terrarium.LocaleInfo.countryName(country);
        return n == null ? country : n;
    }

    public String getDisplayVariant() {
        return variant;
    }

    public String getDisplayVariant(Locale inLocale) {
        return variant;
    }

    public final String getDisplayName() {
        return getDisplayName(getDefault(Category.DISPLAY));
    }

    /** "language (country, variant)", each part as above; the parts present only. */
    public String getDisplayName(Locale inLocale) {
        if (inLocale.equals(this) && variant.isEmpty() && !language.isEmpty()
                && jdk.internal.terrarium.LocaleInfo.has(this)) {
            return jdk.internal.terrarium.LocaleInfo.get(this, jdk.internal.terrarium.LocaleInfo.SELF_NAME);
        }
        String l = getDisplayLanguage(inLocale);
        String c = getDisplayCountry(inLocale);
        String v = getDisplayVariant(inLocale);
        StringBuilder rest = new StringBuilder();
        if (!c.isEmpty()) {
            rest.append(c);
        }
        if (!v.isEmpty()) {
            if (rest.length() > 0) {
                rest.append(", ");
            }
            rest.append(v);
        }
        if (l.isEmpty()) {
            return rest.toString();
        }
        return rest.length() == 0 ? l : l + " (" + rest + ")";
    }

    @Override
    public Object clone() {
        return this;
    }

    @Override
    public String toString() {
        boolean l = !language.isEmpty();
        boolean c = !country.isEmpty();
        boolean v = !variant.isEmpty();
        StringBuilder sb = new StringBuilder(language);
        if (c || (l && v)) {
            sb.append('_').append(country);
        }
        if (v && (l || c)) {
            sb.append('_').append(variant);
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Locale)) {
            return false;
        }
        Locale o = (Locale) obj;
        return language.equals(o.language) && country.equals(o.country) && variant.equals(o.variant);
    }

    @Override
    public int hashCode() {
        return (language.hashCode() * 31 + country.hashCode()) * 31 + variant.hashCode();
    }

    /** Locale categories. */
    public enum Category {
        DISPLAY,
        FORMAT
    }
}
