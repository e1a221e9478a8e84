import java.util.Locale;

public class LocaleBasics {
    public static void main(String[] args) {
        Locale[] ls = {Locale.US, Locale.UK, Locale.GERMANY, Locale.FRENCH, Locale.ROOT, new Locale("EN", "us"),
            new Locale("de", "", "POSIX"), Locale.forLanguageTag("pt-BR")};
        for (Locale l : ls) {
            System.out.println("[" + l + "] lang=" + l.getLanguage() + " country=" + l.getCountry() + " variant="
                + l.getVariant() + " tag=" + l.toLanguageTag());
        }
        System.out.println("default " + Locale.getDefault());
        System.out.println("equal " + Locale.US.equals(new Locale("en", "US")) + " " + Locale.US.equals(Locale.UK));
        System.out.println("display " + Locale.US.getDisplayName() + " / " + Locale.GERMANY.getDisplayLanguage());
        System.out.println("upper " + "title".toUpperCase(Locale.ROOT) + " " + String.format(Locale.US, "%,d", 1234567));
    }
}
