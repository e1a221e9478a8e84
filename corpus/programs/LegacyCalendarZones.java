import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

/** An old booking system's date code (TimeZone, GregorianCalendar, SimpleDateFormat) checked against java.time. */
public class LegacyCalendarZones {
    public static void main(String[] args) throws ParseException {
        String[] zones = {"America/Sao_Paulo", "Europe/Amsterdam", "America/New_York", "Australia/Lord_Howe", "Asia/Tehran",
            "PST", "EST", "IST", "Pacific/Kiritimati", "GMT+05:30", "Nowhere/Land"};
        long[] instants = {-2208988800000L, -1691962479000L, 0L, 1_000_000_000_000L, 1_546_300_800_000L, 1_700_000_000_000L,
            4_102_444_800_000L};
        for (String id : zones) {
            TimeZone tz = TimeZone.getTimeZone(id);
            System.out.printf("%-20s id=%s raw=%d dst=%d useDaylight=%s names=%s|%s|%s|%s%n", id, tz.getID(), tz.getRawOffset(),
                tz.getDSTSavings(), tz.useDaylightTime(), tz.getDisplayName(false, TimeZone.SHORT, Locale.US),
                tz.getDisplayName(true, TimeZone.SHORT, Locale.US), tz.getDisplayName(false, TimeZone.LONG, Locale.US),
                tz.getDisplayName(true, TimeZone.LONG, Locale.US));
            StringBuilder sb = new StringBuilder("   ");
            for (long t : instants) {
                sb.append(' ').append(tz.getOffset(t) / 60000).append(tz.inDaylightTime(new Date(t)) ? "d" : "");
            }
            System.out.println(sb + " toZoneId=" + tz.toZoneId());
        }
        System.out.println("-- Calendar fields around the Sao Paulo 2018 switch");
        TimeZone sp = TimeZone.getTimeZone("America/Sao_Paulo");
        GregorianCalendar cal = new GregorianCalendar(sp, Locale.US);
        cal.clear();
        cal.set(2018, Calendar.NOVEMBER, 3, 22, 0, 0);
        for (int i = 0; i < 5; i++) {
            System.out.printf("%tF %<tT %<tZ zone=%d dst=%d millis=%d%n", cal, cal.get(Calendar.ZONE_OFFSET),
                cal.get(Calendar.DST_OFFSET), cal.getTimeInMillis());
            cal.add(Calendar.HOUR_OF_DAY, 1);
        }
        System.out.println("-- wall times in a gap and an overlap");
        String[][] walls = {{"America/Sao_Paulo", "2018-11-04 00:30"}, {"America/Sao_Paulo", "2019-02-16 23:30"},
            {"America/New_York", "2024-03-10 02:30"}, {"America/New_York", "2024-11-03 01:30"},
            {"Europe/Amsterdam", "1890-06-01 12:00"}, {"Asia/Tehran", "2021-03-22 00:15"}};
        for (String[] w : walls) {
            SimpleDateFormat in = new SimpleDateFormat("yyyy-MM-dd HH:mm", Locale.US);
            in.setTimeZone(TimeZone.getTimeZone(w[0]));
            Date d = in.parse(w[1]);
            SimpleDateFormat out = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss z Z", Locale.US);
            out.setTimeZone(TimeZone.getTimeZone(w[0]));
            SimpleDateFormat utc = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.US);
            utc.setTimeZone(TimeZone.getTimeZone("UTC"));
            ZonedDateTime modern = java.time.LocalDateTime.parse(w[1].replace(' ', 'T')).atZone(ZoneId.of(w[0]));
            System.out.println(w[0] + " " + w[1] + " -> " + out.format(d) + " = " + utc.format(d) + " | java.time "
                + modern.toInstant());
        }
        System.out.println("-- formatting one instant in many zones");
        Date moment = new Date(1_711_846_800_000L);
        for (String id : new String[] {"America/Los_Angeles", "America/Sao_Paulo", "Europe/London", "Europe/Amsterdam",
                "Africa/Cairo", "Asia/Kolkata", "Asia/Shanghai", "Australia/Adelaide", "Pacific/Auckland", "Etc/GMT-3"}) {
            SimpleDateFormat f = new SimpleDateFormat("EEE d MMM yyyy HH:mm zzzz (z)", Locale.US);
            f.setTimeZone(TimeZone.getTimeZone(id));
            System.out.println(String.format("%-20s", id) + f.format(moment));
        }
        TimeZone custom = TimeZone.getTimeZone("GMT-0330");
        System.out.println(custom.getID() + " " + custom.getRawOffset() + " " + custom.getDisplayName(Locale.US));
        TimeZone ams = TimeZone.getTimeZone("Europe/Amsterdam");
        System.out.println("same rules Amsterdam/Brussels: " + ams.hasSameRules(TimeZone.getTimeZone("Europe/Brussels"))
            + ", Amsterdam/Paris: " + ams.hasSameRules(TimeZone.getTimeZone("Europe/Paris")));
        System.out.println(TimeZone.getTimeZone(ZoneId.of("Asia/Kathmandu")).getID() + " "
            + TimeZone.getTimeZone(ZoneId.of("+03:00")).getID() + " " + TimeZone.getTimeZone(ZoneId.of("Z")).getID());
    }
}
