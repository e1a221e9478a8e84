import java.text.DateFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Currency;
import java.util.Date;
import java.util.Formatter;
import java.util.Locale;
import java.util.TimeZone;

/** What a program gets without naming a locale, then the same after switching the default. */
public class DefaultLocaleFormats {
    public static void main(String[] args) {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        show();
        for (Locale l : new Locale[] {new Locale("de", "CH"), new Locale("ar", "SA"), new Locale("hi", "IN"),
            new Locale("nb", "NO"), new Locale("fr", "CA"), Locale.ROOT}) {
            Locale.setDefault(l);
            show();
        }
    }

    static void show() {
        Locale l = Locale.getDefault();
        System.out.println("=== default [" + l + "] " + l.getDisplayName(Locale.ENGLISH));
        DecimalFormatSymbols s = new DecimalFormatSymbols();
        System.out.println("zero U+" + hex(s.getZeroDigit()) + " decimal U+" + hex(s.getDecimalSeparator()) + " group U+"
            + hex(s.getGroupingSeparator()) + " percent U+" + hex(s.getPercent()) + " NaN " + s.getNaN() + " exp "
            + s.getExponentSeparator() + " currency " + s.getCurrencySymbol() + "/" + s.getInternationalCurrencySymbol());
        System.out.println("number   " + NumberFormat.getInstance().format(-9876543.21));
        System.out.println("integer  " + NumberFormat.getIntegerInstance().format(2.5) + " "
            + NumberFormat.getIntegerInstance().format(3.5));
        System.out.println("percent  " + NumberFormat.getPercentInstance().format(0.4567));
        System.out.println("currency " + NumberFormat.getCurrencyInstance().format(1234.565));
        System.out.println("printf   " + String.format("%,d | %.3f | %e | %,.2f | %08.1f", 1234567, Math.PI, 6.02214076e23,
            -0.125, -2.5));
        StringBuilder sb = new StringBuilder();
        new Formatter(sb).format("%s has %,d items", "cart", 12345);
        System.out.println("formatter " + sb + " locale " + new Formatter().locale());
        System.out.println("explicit null " + String.format((Locale) null, "%,.2f", 1234.5));
        Date d = new Date(1718900000000L);
        System.out.println("date     " + DateFormat.getDateInstance().format(d) + " | "
            + DateFormat.getDateTimeInstance(DateFormat.LONG, DateFormat.SHORT).format(d) + " | "
            + DateFormat.getInstance().format(d));
        LocalDateTime t = LocalDateTime.of(2024, 6, 20, 16, 13, 20);
        System.out.println("java.time " + DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).format(t) + " | "
            + DateTimeFormatter.ofPattern("EEEE d MMMM uuuu, h:mm a").format(t));
        try {
            System.out.println("currency of default: " + Currency.getInstance(l));
        } catch (IllegalArgumentException e) {
            System.out.println("currency of default: " + e.getMessage());
        }
    }

    static String hex(char c) {
        return String.format(Locale.ROOT, "%04X", (int) c);
    }
}
