import java.text.DateFormat;
import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.FormatStyle;
import java.time.format.TextStyle;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQueries;
import java.util.Calendar;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/** Time-zone names in several locales: TimeZone, ZoneId, z/zzzz/v/vvvv, FULL and LONG time styles, parsing. */
public class LocaleZoneNames {
    static final String[] TAGS = {"en-US", "en-GB", "de-DE", "fr-FR", "es-MX", "pt-BR", "ru", "ja", "zh-TW", "ar",
        "hi", "he", "und", "ko"};
    static final String[] ZONES = {"Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Sydney",
        "Europe/London", "Asia/Tokyo", "America/Sao_Paulo", "Pacific/Auckland", "Africa/Cairo", "UTC", "PST",
        "Europe/Dublin", "America/Edmonton"};

    public static void main(String[] args) {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        LocalDateTime winter = LocalDateTime.of(2024, 1, 15, 9, 30);
        LocalDateTime summer = LocalDateTime.of(2024, 7, 15, 18, 45);
        for (String tag : TAGS) {
            Locale l = Locale.forLanguageTag(tag);
            System.out.println("== " + tag);
            for (String id : ZONES) {
                TimeZone tz = TimeZone.getTimeZone(id);
                StringBuilder sb = new StringBuilder(id).append(": ");
                sb.append(tz.getDisplayName(false, TimeZone.SHORT, l)).append(" | ")
                  .append(tz.getDisplayName(true, TimeZone.SHORT, l)).append(" | ")
                  .append(tz.getDisplayName(false, TimeZone.LONG, l)).append(" | ")
                  .append(tz.getDisplayName(true, TimeZone.LONG, l)).append(" | ")
                  .append(tz.getDisplayName(l));
                System.out.println(sb);
                if (ZoneId.getAvailableZoneIds().contains(id)) {
                    ZoneId z = ZoneId.of(id);
                    System.out.println("  ZoneId: " + z.getDisplayName(TextStyle.FULL, l) + " | "
                        + z.getDisplayName(TextStyle.SHORT, l) + " | " + z.getDisplayName(TextStyle.NARROW, l));
                    DateTimeFormatter f = DateTimeFormatter.ofPattern("z | zzzz | v | vvvv", l);
                    System.out.println("  winter: " + f.format(winter.atZone(z)));
                    System.out.println("  summer: " + f.format(summer.atZone(z)));
                    System.out.println("  local: " + f.format(new ZoneOnly(z)));
                }
            }
            ZonedDateTime zdt = winter.atZone(ZoneId.of("Europe/Paris"));
            for (FormatStyle fs : new FormatStyle[] {FormatStyle.FULL, FormatStyle.LONG}) {
                System.out.println("time " + fs + ": " + DateTimeFormatter.ofLocalizedTime(fs).withLocale(l).format(zdt));
                System.out.println("date-time " + fs + ": "
                    + DateTimeFormatter.ofLocalizedDateTime(fs).withLocale(l).format(summer.atZone(ZoneId.of("America/Chicago"))));
            }
            Date d = new Date(1721058300000L);
            for (int st : new int[] {DateFormat.FULL, DateFormat.LONG}) {
                DateFormat df = DateFormat.getTimeInstance(st, l);
                df.setTimeZone(TimeZone.getTimeZone("Asia/Tokyo"));
                System.out.println("DateFormat " + st + ": " + df.format(d));
            }
            SimpleDateFormat sdf = new SimpleDateFormat("HH:mm z zzzz", l);
            sdf.setTimeZone(TimeZone.getTimeZone("America/Los_Angeles"));
            System.out.println("SimpleDateFormat: " + sdf.format(d));
            Calendar cal = Calendar.getInstance(TimeZone.getTimeZone("Europe/Berlin"));
            cal.setTimeInMillis(1721058300000L);
            System.out.println("%tZ: " + String.format(l, "%tZ", cal));
            // parse back what was printed
            for (String p : new String[] {"zzzz", "z"}) {
                DateTimeFormatter f = DateTimeFormatter.ofPattern("HH:mm " + p, l);
                String text = f.format(zdt);
                try {
                    TemporalAccessor t = f.parse(text);
                    System.out.println("parse " + p + " '" + text + "': " + t.query(TemporalQueries.zoneId()));
                } catch (DateTimeParseException e) {
                    System.out.println("parse " + p + " '" + text + "': " + e.getMessage());
                }
            }
            try {
                SimpleDateFormat back = new SimpleDateFormat("zzzz", l);
                String text = back.format(d);
                back.setTimeZone(TimeZone.getTimeZone("UTC"));
                System.out.println("SimpleDateFormat parse '" + text + "': " + back.parse(text).getTime());
            } catch (ParseException e) {
                System.out.println("SimpleDateFormat parse: " + e.getMessage());
            }
        }
    }

    /** A temporal with only a zone. */
    static final class ZoneOnly implements TemporalAccessor {
        final ZoneId zone;

        ZoneOnly(ZoneId zone) {
            this.zone = zone;
        }

        public boolean isSupported(java.time.temporal.TemporalField field) {
            return false;
        }

        public long getLong(java.time.temporal.TemporalField field) {
            throw new UnsupportedOperationException();
        }

        @SuppressWarnings("unchecked")
        public <R> R query(java.time.temporal.TemporalQuery<R> query) {
            if (query == TemporalQueries.zoneId() || query == TemporalQueries.zone()) {
                return (R) zone;
            }
            return TemporalAccessor.super.query(query);
        }
    }
}
