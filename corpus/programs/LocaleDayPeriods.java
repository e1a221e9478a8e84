import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.format.TextStyle;
import java.time.temporal.JulianFields;
import java.time.temporal.TemporalAccessor;
import java.util.Locale;

/** Pattern letters g (modified Julian day) and B (day periods) in several locales; JulianFields. */
public class LocaleDayPeriods {
    public static void main(String[] args) {
        String[] tags = {"en-US", "en-GB", "de", "fr", "es", "it", "pt-BR", "nl", "pl", "ru", "tr", "ja", "zh-CN",
            "zh-TW", "ko", "ar", "hi", "he", "und"};
        LocalTime[] times = {LocalTime.MIDNIGHT, LocalTime.of(0, 1), LocalTime.of(3, 30), LocalTime.of(5, 59),
            LocalTime.of(6, 0), LocalTime.of(9, 15), LocalTime.of(11, 59, 59), LocalTime.NOON, LocalTime.of(12, 0, 30),
            LocalTime.of(12, 1), LocalTime.of(14, 0), LocalTime.of(17, 45), LocalTime.of(19, 0), LocalTime.of(21, 30),
            LocalTime.of(23, 59)};
        for (String tag : tags) {
            Locale l = Locale.forLanguageTag(tag);
            DateTimeFormatter f = DateTimeFormatter.ofPattern("HH:mm B | BBBB | BBBBB", l);
            StringBuilder sb = new StringBuilder(tag).append('\n');
            for (LocalTime t : times) {
                sb.append("  ").append(f.format(t)).append('\n');
            }
            System.out.print(sb);
            DateTimeFormatter h = DateTimeFormatter.ofPattern("h:mm B", l);
            for (LocalTime t : new LocalTime[] {LocalTime.of(3, 0), LocalTime.of(10, 0), LocalTime.of(15, 20),
                    LocalTime.of(22, 5)}) {
                String text = h.format(t);
                try {
                    System.out.println("  parse '" + text + "': " + LocalTime.from(h.parse(text)));
                } catch (DateTimeParseException e) {
                    System.out.println("  parse '" + text + "': " + e.getMessage());
                }
            }
            DateTimeFormatter alone = DateTimeFormatter.ofPattern("BBBB", l);
            for (LocalTime t : new LocalTime[] {LocalTime.of(0, 0), LocalTime.of(8, 0), LocalTime.NOON,
                    LocalTime.of(16, 0), LocalTime.of(20, 0)}) {
                String text = alone.format(t);
                try {
                    System.out.println("  alone '" + text + "': " + LocalTime.from(alone.parse(text)));
                } catch (RuntimeException e) {
                    System.out.println("  alone '" + text + "': " + e.getMessage());
                }
            }
        }
        for (TextStyle ts : TextStyle.values()) {
            DateTimeFormatter f = new DateTimeFormatterBuilder().appendDayPeriodText(ts).toFormatter(Locale.US);
            System.out.println(ts + ": " + f + " " + f.format(LocalTime.of(20, 0)));
        }
        for (String p : new String[] {"B", "BB", "BBB", "BBBB", "BBBBB", "BBBBBB", "g", "gg", "ggggg"}) {
            try {
                System.out.println(p + " -> " + DateTimeFormatter.ofPattern(p));
            } catch (IllegalArgumentException e) {
                System.out.println(p + " -> " + e.getMessage());
            }
        }
        DateTimeFormatter g = DateTimeFormatter.ofPattern("g | ggggggg | uuuu-MM-dd");
        for (LocalDate d : new LocalDate[] {LocalDate.of(2024, 3, 5), LocalDate.of(1858, 11, 17), LocalDate.of(1800, 1, 1),
                LocalDate.of(-4713, 11, 24), LocalDate.of(1970, 1, 1)}) {
            System.out.println(g.format(d) + " | JD " + d.getLong(JulianFields.JULIAN_DAY) + " | RD "
                + d.getLong(JulianFields.RATA_DIE));
        }
        TemporalAccessor parsed = DateTimeFormatter.ofPattern("g").parse("60374");
        System.out.println(parsed + " -> " + LocalDate.from(parsed));
        System.out.println(LocalDate.from(DateTimeFormatter.ofPattern("g HH:mm").parse("-1 10:00")));
        System.out.println(LocalDateTime.from(DateTimeFormatter.ofPattern("g HH:mm").parse("51544 10:00")));
        System.out.println(LocalDate.of(2000, 1, 1).with(JulianFields.JULIAN_DAY, 2451545) + " "
            + LocalDate.of(2000, 1, 1).with(JulianFields.RATA_DIE, 1));
        System.out.println(JulianFields.JULIAN_DAY + " " + JulianFields.JULIAN_DAY.range() + " "
            + JulianFields.MODIFIED_JULIAN_DAY.range() + " " + JulianFields.RATA_DIE.range() + " "
            + JulianFields.RATA_DIE.getBaseUnit() + " " + JulianFields.RATA_DIE.getRangeUnit() + " "
            + JulianFields.RATA_DIE.isDateBased() + JulianFields.RATA_DIE.isTimeBased() + " "
            + JulianFields.MODIFIED_JULIAN_DAY.getDisplayName(Locale.GERMAN));
        try {
            LocalTime.NOON.getLong(JulianFields.JULIAN_DAY);
        } catch (RuntimeException e) {
            System.out.println(e);
        }
        try {
            LocalDate.MAX.with(JulianFields.JULIAN_DAY, Long.MAX_VALUE);
        } catch (RuntimeException e) {
            System.out.println(e);
        }
        System.out.println(LocalTime.NOON.isSupported(JulianFields.JULIAN_DAY) + " "
            + LocalDate.EPOCH.isSupported(JulianFields.MODIFIED_JULIAN_DAY));
    }
}
