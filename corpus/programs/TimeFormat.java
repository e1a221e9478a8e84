import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.Locale;

public class TimeFormat {
    static void p(Object o) { System.out.println(o); }
    static void err(Runnable r) {
        try { r.run(); p("no exception"); } catch (RuntimeException e) { p(e.getClass().getName() + ": " + e.getMessage()); }
    }
    public static void main(String[] args) {
        LocalDateTime dt = LocalDateTime.of(2023, 11, 4, 7, 5, 9, 123_456_789);
        ZonedDateTime z = dt.atZone(ZoneId.of("America/New_York"));
        ZonedDateTime zs = LocalDateTime.of(2023, 7, 4, 19, 5, 9).atZone(ZoneId.of("Europe/Paris"));
        String[] pats = {"yyyy-MM-dd", "dd/MM/yy", "d MMM uuuu", "EEEE, MMMM d, yyyy", "EEE MMM dd", "h:mm a", "hh:mm:ss.SSS", "HH:mm:ss.SSSSSS",
            "K k H h", "D DDD", "yyyyMMddHHmmss", "'Quoted' yyyy ''", "yyyy-MM-dd'T'HH:mm:ss", "MMMMM EEEEE", "n A N", "[yyyy][ HH]", "G GGGG y",
            "LLL LLLL", "S SS"};
        for (String pat : pats) {
            DateTimeFormatter f = DateTimeFormatter.ofPattern(pat);
            p(pat + " -> " + f.format(dt));
        }
        String[] zpats = {"z", "zzzz", "VV", "Z", "ZZZZ", "ZZZZZ", "X", "XX", "XXX", "XXXX", "XXXXX", "x", "xx", "xxx", "O", "OOOO", "yyyy-MM-dd HH:mm z"};
        for (String pat : zpats) {
            DateTimeFormatter f = DateTimeFormatter.ofPattern(pat);
            p(pat + " -> " + f.format(z) + " | " + f.format(zs) + " | " + f.format(zs.withZoneSameInstant(ZoneOffset.UTC)) + " | " + f.format(z.withZoneSameInstant(ZoneOffset.ofHoursMinutes(5, 30))));
        }
        p(DateTimeFormatter.ISO_LOCAL_DATE.format(dt)); p(DateTimeFormatter.ISO_LOCAL_TIME.format(dt)); p(DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(dt));
        p(DateTimeFormatter.ISO_LOCAL_TIME.format(LocalTime.of(10, 0))); p(DateTimeFormatter.ISO_LOCAL_TIME.format(LocalTime.of(10, 0, 0, 500_000_000)));
        p(DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(z)); p(DateTimeFormatter.ISO_ZONED_DATE_TIME.format(z)); p(DateTimeFormatter.ISO_DATE_TIME.format(z));
        p(DateTimeFormatter.ISO_DATE_TIME.format(dt)); p(DateTimeFormatter.ISO_DATE.format(z)); p(DateTimeFormatter.ISO_TIME.format(z));
        p(DateTimeFormatter.ISO_INSTANT.format(z)); p(DateTimeFormatter.ISO_ORDINAL_DATE.format(dt)); p(DateTimeFormatter.BASIC_ISO_DATE.format(dt));
        p(DateTimeFormatter.BASIC_ISO_DATE.format(z)); p(DateTimeFormatter.RFC_1123_DATE_TIME.format(z)); p(DateTimeFormatter.RFC_1123_DATE_TIME.format(zs.withZoneSameInstant(ZoneOffset.UTC)));
        p(DateTimeFormatter.ISO_OFFSET_DATE.format(z)); p(DateTimeFormatter.ISO_ZONED_DATE_TIME.format(z.withZoneSameInstant(ZoneOffset.UTC)));
        for (FormatStyle s : FormatStyle.values()) {
            p(s + " " + DateTimeFormatter.ofLocalizedDate(s).format(dt));
        }
        p(DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).format(dt)); p(DateTimeFormatter.ofLocalizedTime(FormatStyle.MEDIUM).format(dt));
        p(DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).format(dt)); p(DateTimeFormatter.ofLocalizedDateTime(FormatStyle.SHORT).format(dt));
        p(DateTimeFormatter.ofLocalizedTime(FormatStyle.LONG).format(z)); p(DateTimeFormatter.ofLocalizedTime(FormatStyle.FULL).format(zs));
        p(DateTimeFormatter.ofLocalizedDateTime(FormatStyle.LONG).format(z)); p(DateTimeFormatter.ofLocalizedDateTime(FormatStyle.FULL).format(z));
        p(DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT).format(dt));
        p(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneId.of("Asia/Tokyo")).format(Instant.ofEpochSecond(1700000000L)));
        p(DateTimeFormatter.ofPattern("HH:mm VV").withZone(ZoneId.of("Asia/Tokyo")).format(LocalDateTime.of(2020, 1, 1, 0, 0)));
        p(LocalDate.of(2023, 1, 5).format(DateTimeFormatter.ofPattern("d/M/yyyy", Locale.US))); p(LocalDate.of(12023, 1, 5).format(DateTimeFormatter.ISO_LOCAL_DATE));
        p(LocalDate.of(12023, 1, 5).format(DateTimeFormatter.ofPattern("yyyy"))); p(LocalDate.of(-44, 3, 15).format(DateTimeFormatter.ofPattern("uuuu yyyy G")));
        p(DateTimeFormatter.ofPattern("yyyy-MM-dd").toString()); p(DateTimeFormatter.ISO_LOCAL_DATE); p(DateTimeFormatter.ofPattern("h:mm a [z]"));
        p(DateTimeFormatter.ofPattern("HH:mm:ss.SSS").toString());
        // parsing
        p(LocalDate.parse("2023-02-28")); p(LocalDate.parse("05/11/2023", DateTimeFormatter.ofPattern("dd/MM/yyyy")));
        p(LocalDate.parse("Nov 5, 2023", DateTimeFormatter.ofPattern("MMM d, yyyy"))); p(LocalDate.parse("20231105", DateTimeFormatter.BASIC_ISO_DATE));
        p(LocalDate.parse("2023-02-30", DateTimeFormatter.ofPattern("yyyy-MM-dd"))); p(LocalDate.parse("99-01-01", DateTimeFormatter.ofPattern("yy-MM-dd")));
        p(LocalDateTime.parse("2023-11-05 13:45", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")));
        p(LocalDateTime.parse("20231105134501", DateTimeFormatter.ofPattern("yyyyMMddHHmmss")));
        p(LocalTime.parse("1:05 PM", DateTimeFormatter.ofPattern("h:mm a"))); p(LocalTime.parse("12:05 AM", DateTimeFormatter.ofPattern("h:mm a")));
        p(LocalTime.parse("23:59:59.999")); p(LocalTime.parse("10:15:30.123456789")); p(LocalTime.parse("07:08:09.123", DateTimeFormatter.ofPattern("HH:mm:ss.SSS")));
        p(LocalDate.parse("Tuesday, November 14, 2023", DateTimeFormatter.ofPattern("EEEE, MMMM d, yyyy")));
        p(ZonedDateTime.parse("2023-11-05 13:45 +0100", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm Z")));
        p(ZonedDateTime.parse("2023-11-05 13:45 Europe/Berlin", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm VV")));
        p(OffsetDateTime.parse("2023-11-05T13:45:00-08:00")); p(OffsetDateTime.parse("2023-11-05T13:45Z"));
        p(LocalDateTime.parse("2023-11-05T24:00", DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm")));
        p(Instant.parse("2023-11-05T13:45:00.5Z")); p(LocalDate.parse("2023-309", DateTimeFormatter.ISO_ORDINAL_DATE));
        p(LocalDate.parse("2023-11-05T10:00:00", DateTimeFormatter.ISO_LOCAL_DATE_TIME));
        TemporalAccessor ta = DateTimeFormatter.ofPattern("yyyy-MM-dd").parse("2023-11-05");
        p(ta.get(ChronoField.DAY_OF_MONTH)); p(ta.isSupported(ChronoField.HOUR_OF_DAY)); p(LocalDate.from(ta));
        err(() -> LocalDate.parse("2023-02-30")); err(() -> LocalDate.parse("2023-13-01")); err(() -> LocalDate.parse("2023/01/01"));
        err(() -> LocalDate.parse("2023-01-01x")); err(() -> LocalDate.parse("2023-1-01")); err(() -> LocalTime.parse("25:00"));
        err(() -> LocalDate.parse("nov 5, 2023", DateTimeFormatter.ofPattern("MMM d, yyyy")));
        err(() -> LocalDateTime.parse("2023-11-05", DateTimeFormatter.ofPattern("yyyy-MM-dd")));
        err(() -> DateTimeFormatter.ofPattern("yyyy-MM-dd").format(LocalTime.NOON)); err(() -> DateTimeFormatter.ofPattern("HH:mm").format(LocalDate.of(2020, 1, 1)));
        err(() -> DateTimeFormatter.ofPattern("ddd")); err(() -> DateTimeFormatter.ofPattern("'abc")); err(() -> DateTimeFormatter.ofPattern("yyyy]"));
        err(() -> DateTimeFormatter.ofPattern("aa")); err(() -> DateTimeFormatter.ofPattern("V")); err(() -> DateTimeFormatter.ofPattern("{"));
        err(() -> DateTimeFormatter.ofPattern("yyyy-MM-dd z").format(LocalDateTime.of(2020, 1, 1, 0, 0)));
        err(() -> DateTimeFormatter.ISO_LOCAL_DATE.format(LocalDate.of(-10001, 1, 1)));
        err(() -> LocalDate.parse("2023-11-14 Wednesday", DateTimeFormatter.ofPattern("yyyy-MM-dd EEEE")));
        err(() -> Instant.parse("2023-11-05T13:45:00"));
        DateTimeFormatter lenient = DateTimeFormatter.ofPattern("yyyy-MM-dd").withResolverStyle(ResolverStyle.LENIENT);
        p(LocalDate.parse("2023-14-35", lenient)); p(lenient.getResolverStyle()); p(lenient.getZone()); p(lenient.getLocale());
        p(DayOfWeek.MONDAY.getDisplayName(TextStyle.SHORT, Locale.US)); p(Month.MAY.getDisplayName(TextStyle.FULL, Locale.US)); p(Month.MAY.getDisplayName(TextStyle.NARROW, Locale.US));
    }
}
