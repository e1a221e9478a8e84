/*
 * Compares the class library's time zones with the JDK's: run it on both and diff the output.
 *
 *   javac -d /tmp/cz jdk-shims/tools/CheckZones.java
 *   java -cp /tmp/cz CheckZones > /tmp/cz-java.txt
 *   terrarium run --fuel 200000000000 --jdk-classes jdk-shims/classes --cp /tmp/cz CheckZones > /tmp/cz-terrarium.txt
 *   diff /tmp/cz-java.txt /tmp/cz-terrarium.txt
 *
 * The default step makes 1,756,596 checks over 632 ids: about 4e10 Terrarium instructions (hence
 * --fuel; some 6 minutes), 11 s on HotSpot. An argument of 365 makes a quick run (1 minute).
 *
 * For every zone (ZoneId and TimeZone ids) it checks instants from 1900 to 2100 every STEP days
 * (argument 1, default 37) and each historic transition at -1s, 0 and +1s, asking ZoneRules for the
 * offset, standard offset, daylight saving and the neighbouring transitions, ZonedDateTime for its
 * string, and the local date-time back through getValidOffsets/getTransition; and TimeZone for its
 * offset and daylight time. It prints one line per zone with the count of checks and a digest of all
 * answers; with "detail" (argument 2 = a zone id) it prints every answer of that zone instead, to find
 * where a digest differs.
 */

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.Arrays;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;
import java.util.TreeSet;

public class CheckZones {
    private static final long FROM = -2208988800L; // 1900-01-01T00:00:00Z
    private static final long TO = 4102444800L; // 2100-01-01T00:00:00Z

    private static String detail;
    private static long digest;
    private static int count;

    public static void main(String[] args) {
        long step = args.length > 0 ? Long.parseLong(args[0]) * 86400L : 37 * 86400L;
        detail = args.length > 1 ? args[1] : null;
        TreeSet<String> ids = new TreeSet<>(ZoneId.getAvailableZoneIds());
        System.out.println("zone ids " + ids.size() + " time zone ids " + TimeZone.getAvailableIDs().length);
        System.out.println("all " + new TreeSet<>(ids).hashCode() + " "
            + Arrays.asList(TimeZone.getAvailableIDs()).hashCode());
        System.out.println("short ids " + new java.util.TreeMap<>(ZoneId.SHORT_IDS));
        DateTimeFormatter names = DateTimeFormatter.ofPattern("z zzzz", Locale.US);
        int total = 0;
        for (String id : TimeZone.getAvailableIDs()) {
            if (detail != null && !detail.equals(id)) {
                continue;
            }
            digest = 17;
            count = 0;
            TimeZone tz = TimeZone.getTimeZone(id);
            out(tz.getID() + " raw " + tz.getRawOffset() + " dst " + tz.getDSTSavings() + " use " + tz.useDaylightTime());
            out(tz.getDisplayName(false, TimeZone.SHORT, Locale.US) + "|" + tz.getDisplayName(true, TimeZone.SHORT, Locale.US)
                + "|" + tz.getDisplayName(false, TimeZone.LONG, Locale.US) + "|"
                + tz.getDisplayName(true, TimeZone.LONG, Locale.US));
            if (ids.contains(id)) {
                ZoneId zone = ZoneId.of(id);
                ZoneRules rules = zone.getRules();
                out(rules.toString() + " " + rules.isFixedOffset() + " " + rules.getTransitionRules());
                for (long s = FROM; s < TO; s += step) {
                    instant(zone, rules, tz, s, names);
                }
                int n = 0;
                for (ZoneOffsetTransition t : rules.getTransitions()) {
                    if (n++ % 2 == 0) {
                        out(t.toString() + " " + t.getDuration() + " " + t.getDateTimeAfter());
                    }
                    long s = t.toEpochSecond();
                    if (s >= FROM && s < TO) {
                        instant(zone, rules, tz, s - 1, names);
                        instant(zone, rules, tz, s, names);
                        local(zone, rules, tz, t.getDateTimeBefore());
                        local(zone, rules, tz, t.getDateTimeAfter().minusSeconds(1));
                    }
                }
                // The rule-made transitions of a few future years.
                ZoneOffsetTransition t = rules.nextTransition(Instant.ofEpochSecond(TO - 30L * 365 * 86400));
                for (int i = 0; i < 12 && t != null; i++) {
                    out(t.toString());
                    local(zone, rules, tz, t.getDateTimeBefore());
                    local(zone, rules, tz, t.getDateTimeAfter().minusMinutes(30));
                    t = rules.nextTransition(t.getInstant());
                }
            } else {
                out(tz.toZoneId().toString());
                for (long s = FROM; s < TO; s += step * 5) {
                    out(s + " " + tz.getOffset(s * 1000) + " " + tz.inDaylightTime(new Date(s * 1000)));
                }
            }
            total += count;
            if (detail == null) {
                System.out.println(id + " " + count + " " + Long.toHexString(digest));
            }
        }
        System.out.println("checks " + total);
    }

    private static void instant(ZoneId zone, ZoneRules rules, TimeZone tz, long s, DateTimeFormatter names) {
        Instant i = Instant.ofEpochSecond(s);
        ZonedDateTime z = ZonedDateTime.ofInstant(i, zone);
        StringBuilder sb = new StringBuilder();
        sb.append(s).append(' ').append(rules.getOffset(i)).append(' ').append(z).append(' ')
            .append(rules.getStandardOffset(i)).append(' ').append(rules.isDaylightSavings(i)).append(' ')
            .append(rules.getDaylightSavings(i)).append(' ').append(tz.getOffset(s * 1000)).append(' ')
            .append(tz.inDaylightTime(new Date(s * 1000))).append(' ').append(names.format(z));
        if (count % 8 == 0) {
            sb.append(' ').append(rules.nextTransition(i)).append(' ').append(rules.previousTransition(i));
        }
        out(sb.toString());
        if (count % 4 == 0) {
            local(zone, rules, tz, z.toLocalDateTime());
        }
    }

    private static void local(ZoneId zone, ZoneRules rules, TimeZone tz, LocalDateTime ldt) {
        StringBuilder sb = new StringBuilder();
        sb.append(ldt).append(' ').append(rules.getValidOffsets(ldt)).append(' ').append(rules.getTransition(ldt))
            .append(' ').append(rules.getOffset(ldt)).append(' ').append(ZonedDateTime.of(ldt, zone));
        // Calendar resolves a wall time with the TimeZone.
        GregorianCalendar cal = new GregorianCalendar(tz, Locale.US);
        cal.clear();
        cal.set(ldt.getYear(), ldt.getMonthValue() - 1, ldt.getDayOfMonth(), ldt.getHour(), ldt.getMinute(),
            ldt.getSecond());
        sb.append(' ').append(cal.getTimeInMillis()).append(' ').append(cal.get(Calendar.HOUR_OF_DAY))
            .append(' ').append(cal.get(Calendar.DST_OFFSET));
        out(sb.toString());
    }

    private static void out(String s) {
        count++;
        if (detail != null) {
            System.out.println(s);
        }
        digest = digest * 31 + s.hashCode();
    }
}
