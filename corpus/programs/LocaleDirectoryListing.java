import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** A language picker: lists supported locales with their names in English and in themselves. */
public class LocaleDirectoryListing {
    public static void main(String[] args) {
        Locale def = Locale.getDefault();
        System.out.println("default: " + def + " tag=" + def.toLanguageTag() + " name=" + def.getDisplayName()
            + " format=" + Locale.getDefault(Locale.Category.FORMAT));
        String[] tags = {"en-US", "en-GB", "en-AU", "de-DE", "de-CH", "fr-CA", "it-IT", "es-MX", "pt-BR", "pt-PT",
            "nl-NL", "sv-SE", "da-DK", "nb-NO", "fi-FI", "pl-PL", "cs-CZ", "ru-RU", "uk-UA", "tr-TR", "el-GR",
            "ja-JP", "zh-CN", "zh-TW", "ko-KR", "hi-IN", "ar-SA", "he-IL"};
        List<Locale> locales = new ArrayList<>();
        for (String t : tags) {
            locales.add(Locale.forLanguageTag(t));
        }
        locales.sort(Comparator.comparing((Locale l) -> l.getDisplayLanguage(Locale.ENGLISH))
            .thenComparing(l -> l.getDisplayCountry(Locale.ENGLISH)));
        for (Locale l : locales) {
            System.out.println(String.format("%-7s %-32s %s | %s | %s", l.toLanguageTag(),
                l.getDisplayName(Locale.ENGLISH), l.getDisplayName(l), l.getDisplayLanguage(l), l.getDisplayCountry(l)));
        }
        System.out.println("-- legacy and new language codes");
        for (String code : new String[] {"he", "iw", "yi", "ji", "id", "in", "HE", "En"}) {
            Locale l = new Locale(code, "xx");
            System.out.println(code + " -> language=" + l.getLanguage() + " toString=" + l + " tag=" + l.toLanguageTag()
                + " english=" + l.getDisplayLanguage(Locale.ENGLISH) + " equalsNew="
                + l.equals(new Locale(l.getLanguage(), "XX")));
        }
        System.out.println("forLanguageTag(iw-IL) = " + Locale.forLanguageTag("iw-IL") + ", he-IL = "
            + Locale.forLanguageTag("he-IL") + ", equal=" + Locale.forLanguageTag("iw-IL").equals(new Locale("he", "IL")));
        System.out.println("-- partial locales");
        Locale[] odd = {Locale.ROOT, new Locale("", "DE"), new Locale("de"), new Locale("xx", "YY"),
            new Locale("en", "US", "VARIANT1"), new Locale("fr", "", "")};
        for (Locale l : odd) {
            System.out.println("[" + l + "] name=[" + l.getDisplayName(Locale.ENGLISH) + "] lang=["
                + l.getDisplayLanguage(Locale.ENGLISH) + "] country=[" + l.getDisplayCountry(Locale.ENGLISH)
                + "] tag=" + l.toLanguageTag());
        }
        System.out.println("-- switching the default");
        Locale saved = Locale.getDefault();
        Locale.setDefault(Locale.GERMANY);
        System.out.println("now " + Locale.getDefault() + ": " + Locale.FRANCE.getDisplayName(Locale.ENGLISH) + " / "
            + String.format("%,.2f", 1234567.891) + " / " + java.text.NumberFormat.getInstance().format(-0.5));
        Locale.setDefault(saved);
        System.out.println("back " + Locale.getDefault() + ": " + String.format("%,.2f", 1234567.891));
        try {
            Locale.setDefault(null);
        } catch (NullPointerException e) {
            System.out.println("setDefault(null): " + e.getMessage());
        }
    }
}
