package java.util;

/**
 * Locales as values. Terrarium's default locale is "en", what Java 17 picks
 * under the C.UTF-8 locale the corpus is recorded with; formatting everywhere
 * uses English (en-US) conventions.
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

    private static Locale defaultLocale = ENGLISH;

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

    private static String convertOldISOCodes(String language) {
        switch (language) {
            case "he":
                return "iw";
            case "yi":
                return "ji";
            case "id":
                return "in";
            default:
                return language;
        }
    }

    public static Locale getDefault() {
        return defaultLocale;
    }

    public static Locale getDefault(Locale.Category category) {
        return defaultLocale;
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
        switch (lang) {
            case "iw":
                lang = "he";
                break;
            case "ji":
                lang = "yi";
                break;
            case "in":
                lang = "id";
                break;
            default:
                break;
        }
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
        return getDisplayLanguage(defaultLocale);
    }

    public String getDisplayLanguage(Locale inLocale) {
        switch (language) {
            case "en":
                return "English";
            case "fr":
                return "French";
            case "de":
                return "German";
            case "it":
                return "Italian";
            case "ja":
                return "Japanese";
            case "ko":
                return "Korean";
            case "zh":
                return "Chinese";
            default:
                return language;
        }
    }

    public String getDisplayCountry() {
        return getDisplayCountry(defaultLocale);
    }

    public String getDisplayCountry(Locale inLocale) {
        switch (country) {
            case "US":
                return "United States";
            case "GB":
                return "United Kingdom";
            case "CA":
                return "Canada";
            case "FR":
                return "France";
            case "DE":
                return "Germany";
            case "IT":
                return "Italy";
            case "JP":
                return "Japan";
            case "KR":
                return "South Korea";
            case "CN":
                return "China";
            case "TW":
                return "Taiwan";
            default:
                return country;
        }
    }

    public String getDisplayName() {
        String l = getDisplayLanguage();
        String c = getDisplayCountry();
        if (c.isEmpty()) {
            return l;
        }
        return l.isEmpty() ? c : l + " (" + c + ")";
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
