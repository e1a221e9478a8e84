import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.time.format.TextStyle;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.time.temporal.WeekFields;
import java.util.Locale;

/** Prints month grids with week numbers for the week rules of several countries, as a calendar widget would. */
public class WeekFieldsCalendarGrid {
    public static void main(String[] args) {
        Locale[] locales = {Locale.US, Locale.UK, new Locale("ar", "EG"), new Locale("pt", "PT"), new Locale("dv", "MV"),
            Locale.ROOT};
        for (Locale l : locales) {
            WeekFields wf = WeekFields.of(l);
            System.out.println(l.toLanguageTag() + " " + wf + " first=" + wf.getFirstDayOfWeek() + " minDays="
                + wf.getMinimalDaysInFirstWeek() + " same as ISO: " + wf.equals(WeekFields.ISO));
        }
        grid(YearMonth.of(2021, 1), WeekFields.of(Locale.US));
        grid(YearMonth.of(2021, 1), WeekFields.ISO);
        grid(YearMonth.of(2026, 2), WeekFields.of(new Locale("ar", "EG")));
        grid(YearMonth.of(2027, 12), WeekFields.of(DayOfWeek.WEDNESDAY, 7));
        System.out.println("-- week numbers around new year");
        WeekFields[] rules = {WeekFields.ISO, WeekFields.SUNDAY_START, WeekFields.of(Locale.UK), WeekFields.of(DayOfWeek.SATURDAY, 3)};
        for (LocalDate d = LocalDate.of(2022, 12, 28); d.isBefore(LocalDate.of(2023, 1, 9)); d = d.plusDays(1)) {
            StringBuilder sb = new StringBuilder(d + " " + d.getDayOfWeek().getDisplayName(TextStyle.SHORT, Locale.US));
            for (WeekFields w : rules) {
                sb.append(String.format(" | dow %d wom %d woy %2d wowby %2d/%d", d.get(w.dayOfWeek()), d.get(w.weekOfMonth()),
                    d.get(w.weekOfYear()), d.get(w.weekOfWeekBasedYear()), d.get(w.weekBasedYear())));
            }
            System.out.println(sb);
        }
        System.out.println("-- adjusting by localized fields");
        LocalDate ref = LocalDate.of(2024, 5, 15);
        for (WeekFields w : rules) {
            System.out.println(w + ": first day of week " + ref.with(w.dayOfWeek(), 1) + ", week 1 " + ref.with(w.weekOfWeekBasedYear(), 1)
                + ", 2019 " + ref.with(w.weekBasedYear(), 2019) + ", +2 weeks of month " + ref.with(w.weekOfMonth(), 4)
                + ", ranges " + ref.range(w.weekOfMonth()) + " " + ref.range(w.weekOfYear()) + " " + ref.range(w.weekOfWeekBasedYear()));
        }
        System.out.println("-- localized week patterns (Y w W e c)");
        LocalDate[] dates = {LocalDate.of(2020, 12, 31), LocalDate.of(2021, 1, 3), LocalDate.of(2024, 12, 29), LocalDate.of(2027, 1, 1)};
        for (Locale l : new Locale[] {Locale.US, Locale.UK}) {
            DateTimeFormatter f = DateTimeFormatter.ofPattern("YYYY-'W'ww-e (YY, W, c, eee, eeee)", l);
            StringBuilder sb = new StringBuilder(l.toString());
            for (LocalDate d : dates) {
                sb.append(" | ").append(f.format(d));
            }
            System.out.println(sb);
        }
        System.out.println(DateTimeFormatter.ofPattern("YYYY-'W'ww-e", Locale.US));
        System.out.println("-- parsing localized week dates");
        for (String[] p : new String[][] {{"2021-W01-1", "en-US"}, {"2021-W01-1", "en-GB"}, {"2020-W53-7", "en-GB"},
                {"2021-W53-1", "en-US"}, {"2021-W54-1", "en-US"}}) {
            for (ResolverStyle style : ResolverStyle.values()) {
                DateTimeFormatter f = DateTimeFormatter.ofPattern("YYYY-'W'ww-e", Locale.forLanguageTag(p[1])).withResolverStyle(style);
                try {
                    System.out.println(p[0] + " " + p[1] + " " + style + " -> " + LocalDate.parse(p[0], f));
                } catch (DateTimeParseException e) {
                    System.out.println(p[0] + " " + p[1] + " " + style + " -> " + e.getMessage());
                }
            }
        }
        for (String bad : new String[] {"www", "WW", "cc", "eeeeee", "YYYYYYYYYY-ww"}) {
            try {
                System.out.println(bad + " -> " + DateTimeFormatter.ofPattern(bad));
            } catch (IllegalArgumentException e) {
                System.out.println(bad + " -> " + e.getMessage());
            }
        }
        try {
            WeekFields.of(DayOfWeek.MONDAY, 8);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(WeekFields.ISO.weekOfYear().getDisplayName(Locale.US) + " " + WeekFields.ISO.dayOfWeek().getBaseUnit()
            + " " + WeekFields.ISO.weekBasedYear().getRangeUnit() + " " + WeekFields.ISO.weekOfWeekBasedYear().getRangeUnit()
            + " " + WeekFields.of(Locale.UK).equals(WeekFields.ISO) + " " + (WeekFields.of(DayOfWeek.SUNDAY, 1) == WeekFields.SUNDAY_START));
    }

    static void grid(YearMonth ym, WeekFields wf) {
        System.out.println("-- " + ym.getMonth().getDisplayName(TextStyle.FULL, Locale.US) + " " + ym.getYear() + " " + wf);
        StringBuilder head = new StringBuilder(" wk");
        for (int i = 0; i < 7; i++) {
            head.append(' ').append(wf.getFirstDayOfWeek().plus(i).getDisplayName(TextStyle.SHORT, Locale.US), 0, 2);
        }
        System.out.println(head);
        LocalDate start = ym.atDay(1).with(TemporalAdjusters.previousOrSame(wf.getFirstDayOfWeek()));
        LocalDate end = ym.atEndOfMonth();
        for (LocalDate week = start; !week.isAfter(end); week = week.plus(1, ChronoUnit.WEEKS)) {
            StringBuilder row = new StringBuilder(String.format("%3d", week.plusDays(6).get(wf.weekOfWeekBasedYear())));
            for (int i = 0; i < 7; i++) {
                LocalDate d = week.plusDays(i);
                row.append(d.getMonth() == ym.getMonth() ? String.format(" %2d", d.getDayOfMonth()) : "   ");
            }
            System.out.println(row);
        }
    }
}
