import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.format.SignStyle;
import java.time.format.TextStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/** Normalises timestamps from several log formats to UTC instants with builder-made formatters. */
public class LogTimestampParser {
    public static void main(String[] args) {
        // syslog: "Mar  7 04:05:06" — padded day, no year (defaulted), host zone given separately.
        DateTimeFormatter syslog = new DateTimeFormatterBuilder()
            .appendText(ChronoField.MONTH_OF_YEAR, TextStyle.SHORT).appendLiteral(' ')
            .padNext(2).appendValue(ChronoField.DAY_OF_MONTH).appendLiteral(' ')
            .appendPattern("HH:mm:ss")
            .parseDefaulting(ChronoField.YEAR, 2024)
            .toFormatter(Locale.US).withZone(ZoneId.of("America/Chicago"));
        // Apache access log: "10/Oct/2023:13:55:36 -0700", case-insensitive month.
        DateTimeFormatter apache = new DateTimeFormatterBuilder().parseCaseInsensitive()
            .appendPattern("dd/MMM/yyyy:HH:mm:ss Z").toFormatter(Locale.US);
        // Application log: ISO date, 'T' or ' ', optional fraction, optional offset or [zone].
        DateTimeFormatter app = new DateTimeFormatterBuilder()
            .append(DateTimeFormatter.ISO_LOCAL_DATE)
            .optionalStart().appendLiteral('T').optionalEnd()
            .optionalStart().appendLiteral(' ').optionalEnd()
            .appendValue(ChronoField.HOUR_OF_DAY, 2).appendLiteral(':').appendValue(ChronoField.MINUTE_OF_HOUR, 2)
            .optionalStart().appendLiteral(':').appendValue(ChronoField.SECOND_OF_MINUTE, 2)
            .optionalStart().appendFraction(ChronoField.NANO_OF_SECOND, 1, 9, true).optionalEnd().optionalEnd()
            .optionalStart().appendOffset("+HH:MM", "Z").optionalEnd()
            .optionalStart().appendLiteral('[').appendZoneRegionId().appendLiteral(']').optionalEnd()
            .toFormatter(Locale.US);
        // Legacy mainframe: Julian "yyDDD" plus seconds of day, lower-case Dutch month names in a side field.
        Map<Long, String> dutch = new HashMap<>();
        String[] names = {"jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"};
        for (int i = 0; i < 12; i++) {
            dutch.put((long) i + 1, names[i]);
        }
        DateTimeFormatter mainframe = new DateTimeFormatterBuilder()
            .appendValueReduced(ChronoField.YEAR, 2, 2, 1970).appendValue(ChronoField.DAY_OF_YEAR, 3)
            .appendLiteral('.').appendValue(ChronoField.SECOND_OF_DAY, 5).toFormatter();
        DateTimeFormatter dutchDate = new DateTimeFormatterBuilder().appendValue(ChronoField.DAY_OF_MONTH)
            .appendLiteral(' ').appendText(ChronoField.MONTH_OF_YEAR, dutch).appendLiteral(' ')
            .appendValue(ChronoField.YEAR, 4, 10, SignStyle.EXCEEDS_PAD).toFormatter();
        // (syslog has parseDefaulting, whose element shows as an identity hash in the JDK: not printed)
        System.out.println("apache:    " + apache);
        System.out.println("app:       " + app);
        System.out.println("mainframe: " + mainframe);
        System.out.println("dutch:     " + dutchDate);

        String[] syslogLines = {"Mar  7 04:05:06", "Nov  3 01:30:00", "Dec 31 23:59:59", "Feb 30 10:00:00", "Mar 7 04:05:06",
            "mar  7 04:05:06"};
        for (String s : syslogLines) {
            report("syslog", s, syslog);
        }
        for (String s : new String[] {"10/Oct/2023:13:55:36 -0700", "10/OCT/2023:13:55:36 +0000", "01/jan/2024:00:00:00 +0530",
                "10/Oct/2023:13:55:36 -07:00", "32/Oct/2023:13:55:36 -0700"}) {
            report("apache", s, apache);
        }
        for (String s : new String[] {"2024-02-29T12:30", "2024-02-29 12:30:15.5", "2024-03-31T01:59:59.999999999+01:00",
                "2024-03-31T02:30[Europe/Amsterdam]", "2024-10-27T02:30:00+01:00[Europe/Amsterdam]",
                "2024-10-27T02:30:00Z", "2024-13-01T00:00", "2024-06-01T25:00", "2024-06-01T10:00+25:00"}) {
            report("app", s, app);
        }
        for (String s : new String[] {"24060.43200", "69365.00001", "70001.86399", "24366.00000", "2406043200"}) {
            report("mainframe", s, mainframe);
        }
        for (String s : new String[] {"5 mrt 2024", "17 okt 2023", "1 maart 2024", "31 jun 2024"}) {
            report("dutch", s, dutchDate);
        }
        System.out.println("-- formatting back");
        ZonedDateTime z = ZonedDateTime.of(2024, 3, 7, 4, 5, 6, 120_000_000, ZoneId.of("America/Chicago"));
        System.out.println(syslog.format(z) + " | " + apache.format(z) + " | " + app.format(z) + " | "
            + mainframe.format(z) + " | " + dutchDate.format(z));
        DateTimeFormatter instants = new DateTimeFormatterBuilder().appendInstant(3).toFormatter();
        DateTimeFormatter instantsAll = new DateTimeFormatterBuilder().appendInstant(-1).toFormatter();
        for (Instant i : new Instant[] {z.toInstant(), Instant.ofEpochSecond(0), Instant.ofEpochSecond(1, 5)}) {
            System.out.println(instants.format(i) + " " + instantsAll.format(i) + " " + DateTimeFormatter.ISO_INSTANT.format(i));
        }
        try {
            new DateTimeFormatterBuilder().padNext(2).appendValue(ChronoField.YEAR).toFormatter().format(z);
        } catch (Exception e) {
            System.out.println(e);
        }
    }

    static void report(String kind, String text, DateTimeFormatter f) {
        try {
            TemporalAccessor t = f.parse(text);
            String out;
            if (t.isSupported(ChronoField.INSTANT_SECONDS)) {
                out = Instant.from(t).toString();
            } else {
                out = LocalDateTime.from(t) + " (no zone)";
            }
            System.out.println(kind + " '" + text + "' -> " + out);
        } catch (DateTimeParseException e) {
            System.out.println(kind + " '" + text + "' -> " + e.getMessage() + " [index " + e.getErrorIndex() + "]");
        } catch (RuntimeException e) {
            System.out.println(kind + " '" + text + "' -> " + e);
        }
    }
}
