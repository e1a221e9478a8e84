import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.time.format.TextStyle;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** A monthly sales report rendered for the regional offices, with localized dates and figures. */
public class LocalizedSalesReport {
    public static void main(String[] args) {
        long seed = 42;
        Map<LocalDate, Long> sales = new TreeMap<>();
        LocalDate d = LocalDate.of(2023, 11, 27);
        for (int i = 0; i < 12; i++) {
            seed = (seed * 6364136223846793005L + 1442695040888963407L);
            sales.put(d, 1000 + Math.floorMod(seed >>> 17, 2_500_000L));
            d = d.plusDays(5 + i % 4);
        }
        Locale[] offices = {Locale.US, Locale.UK, Locale.GERMANY, Locale.FRANCE, new Locale("es", "MX"),
            new Locale("nl", "NL"), new Locale("ru", "RU"), new Locale("fi", "FI"), Locale.JAPAN, Locale.KOREA,
            Locale.SIMPLIFIED_CHINESE, new Locale("el", "GR"), new Locale("he", "IL"), new Locale("hi", "IN")};
        for (Locale l : offices) {
            System.out.println("### " + l.getDisplayName(Locale.ENGLISH) + " / " + l.getDisplayName(l));
            DateTimeFormatter medium = DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(l);
            DateTimeFormatter full = DateTimeFormatter.ofLocalizedDate(FormatStyle.FULL).withLocale(l);
            DateTimeFormatter monthYear = DateTimeFormatter.ofPattern("LLLL uuuu", l);
            DateTimeFormatter dayName = DateTimeFormatter.ofPattern("EEE d MMM", l);
            long total = 0;
            Month current = null;
            for (Map.Entry<LocalDate, Long> e : sales.entrySet()) {
                LocalDate date = e.getKey();
                if (date.getMonth() != current) {
                    current = date.getMonth();
                    System.out.println("  -- " + monthYear.format(date));
                }
                total += e.getValue();
                System.out.println(String.format(l, "  %-16s %-14s %,12d.%02d", medium.format(date),
                    dayName.format(date), e.getValue() / 100, e.getValue() % 100));
            }
            System.out.println(String.format(l, "  total %,d.%02d  average %,.2f", total / 100, total % 100,
                total / 100.0 / sales.size()));
            LocalDate best = sales.entrySet().stream().max(Map.Entry.comparingByValue()).get().getKey();
            System.out.println("  best day: " + full.format(best));
            System.out.println("  generated: " + DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM,
                FormatStyle.SHORT).withLocale(l).format(LocalDateTime.of(2024, 1, 2, 17, 45, 30)));
        }
        System.out.println("### calendar headers");
        for (Locale l : new Locale[] {Locale.ENGLISH, Locale.GERMAN, new Locale("pl"), new Locale("uk"),
            new Locale("ar"), new Locale("tr")}) {
            StringBuilder sb = new StringBuilder(l + ":");
            for (DayOfWeek w : DayOfWeek.values()) {
                sb.append(' ').append(w.getDisplayName(TextStyle.SHORT, l));
            }
            sb.append(" |");
            for (Month m : new Month[] {Month.JANUARY, Month.MAY, Month.AUGUST}) {
                sb.append(' ').append(m.getDisplayName(TextStyle.FULL, l)).append('/')
                    .append(m.getDisplayName(TextStyle.FULL_STANDALONE, l)).append('/')
                    .append(m.getDisplayName(TextStyle.NARROW, l));
            }
            System.out.println(sb);
        }
        System.out.println("formatter: " + DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG) + " locale "
            + DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG).getLocale());
        System.out.println("parsed: " + LocalDate.parse("12 décembre 2023", DateTimeFormatter.ofPattern("d MMMM uuuu",
            Locale.FRENCH)));
        System.out.println("parsed: " + LocalDate.parse("3. März 2024", DateTimeFormatter.ofPattern("d. MMMM uuuu",
            Locale.GERMAN)));
        try {
            LocalDate.parse("3. March 2024", DateTimeFormatter.ofPattern("d. MMMM uuuu", Locale.GERMAN));
        } catch (RuntimeException e) {
            System.out.println("parse error: " + e.getMessage());
        }
    }
}
