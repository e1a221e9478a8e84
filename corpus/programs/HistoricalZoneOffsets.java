import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneOffsetTransitionRule;
import java.time.zone.ZoneRules;
import java.util.List;
import java.util.Locale;

/** A genealogy tool converting historical local times in Amsterdam and Sao Paulo (and a few others) to UTC. */
public class HistoricalZoneOffsets {
    static final DateTimeFormatter F = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss xxxxx '['zzz']'", Locale.US);

    public static void main(String[] args) {
        ZoneId ams = ZoneId.of("Europe/Amsterdam");
        ZoneId sp = ZoneId.of("America/Sao_Paulo");
        String[][] events = {
            {"Europe/Amsterdam", "1890-05-01T12:00", "birth (local mean time)"},
            {"Europe/Amsterdam", "1916-05-01T12:00", "first summer time"},
            {"Europe/Amsterdam", "1937-06-30T12:00", "mid 1937"},
            {"Europe/Amsterdam", "1940-05-17T12:00", "switch to German time"},
            {"Europe/Amsterdam", "1945-09-16T12:00", "after the war"},
            {"Europe/Amsterdam", "1977-04-03T12:00", "summer time returns"},
            {"America/Sao_Paulo", "1913-12-31T12:00", "before BRT"},
            {"America/Sao_Paulo", "1914-01-01T12:00", "BRT introduced"},
            {"America/Sao_Paulo", "1985-12-01T12:00", "summer time"},
            {"America/Sao_Paulo", "2018-12-25T12:00", "last summer time"},
            {"America/Sao_Paulo", "2019-12-25T12:00", "no more summer time"},
            {"Asia/Kolkata", "1942-09-15T12:00", "war time"},
            {"Africa/Casablanca", "2019-05-20T12:00", "Ramadan"},
            {"Pacific/Apia", "2011-12-30T12:00", "skipped day"},
            {"Europe/Dublin", "2024-01-15T12:00", "winter (negative savings in tzdb)"},
            {"America/Caracas", "2010-01-01T12:00", "half hour"},
            {"Asia/Kathmandu", "1986-01-01T12:00", "+05:45 begins"}};
        for (String[] e : events) {
            ZoneId zone = ZoneId.of(e[0]);
            LocalDateTime ldt = LocalDateTime.parse(e[1]);
            ZonedDateTime z = ldt.atZone(zone);
            ZoneRules rules = zone.getRules();
            Instant i = z.toInstant();
            System.out.printf("%-18s %s = %s UTC std=%s dst=%s (%s)%n", e[0], F.format(z), i, rules.getStandardOffset(i),
                rules.getDaylightSavings(i), e[2]);
        }
        System.out.println("-- Amsterdam transitions 1935-1946");
        printTransitions(ams, 1935, 1946);
        System.out.println("-- Sao Paulo transitions 2015-2020");
        printTransitions(sp, 2015, 2020);
        System.out.println("-- current rules");
        for (ZoneId z : new ZoneId[] {ams, sp, ZoneId.of("America/New_York"), ZoneId.of("Australia/Lord_Howe"),
                ZoneId.of("Europe/Dublin")}) {
            ZoneRules r = z.getRules();
            System.out.println(z + " " + r + " fixed=" + r.isFixedOffset() + " transitions=" + r.getTransitions().size());
            List<ZoneOffsetTransitionRule> rules = r.getTransitionRules();
            for (ZoneOffsetTransitionRule rule : rules) {
                System.out.println("  " + rule + " -> 2030: " + rule.createTransition(2030));
            }
        }
        System.out.println("-- the skipped day in Samoa and the Amsterdam 1940 jump");
        LocalDate day = LocalDate.of(2011, 12, 29);
        for (int k = 0; k < 3; k++) {
            LocalDate dd = day.plusDays(k);
            ZonedDateTime noon = dd.atTime(LocalTime.NOON).atZone(ZoneId.of("Pacific/Apia"));
            System.out.println(dd + " noon -> " + noon + " valid=" + ZoneId.of("Pacific/Apia").getRules()
                .getValidOffsets(dd.atTime(LocalTime.NOON)));
        }
        ZonedDateTime before = ZonedDateTime.of(1940, 5, 15, 23, 59, 0, 0, ams);
        System.out.println(before + " +1 minute = " + before.plusMinutes(1) + " +1 day = " + before.plusDays(1)
            + " duration to next day = " + Duration.between(before, before.plusDays(1)));
        System.out.println("offset of 1937 Amsterdam: " + ZoneOffset.ofHoursMinutesSeconds(0, 19, 32) + " vs "
            + ams.getRules().getOffset(LocalDateTime.of(1937, 1, 1, 0, 0)) + " / "
            + ams.getRules().getOffset(LocalDateTime.of(1937, 12, 1, 0, 0)));
    }

    static void printTransitions(ZoneId zone, int fromYear, int toYear) {
        ZoneRules rules = zone.getRules();
        Instant cursor = LocalDate.of(fromYear, 1, 1).atStartOfDay(ZoneOffset.UTC).toInstant();
        ZoneOffsetTransition t = rules.nextTransition(cursor);
        while (t != null && t.getDateTimeBefore().getYear() <= toYear) {
            System.out.println("  " + t + " duration " + t.getDuration() + " after " + t.getDateTimeAfter()
                + " prev=" + rules.previousTransition(t.getInstant()).getDateTimeBefore());
            t = rules.nextTransition(t.getInstant());
        }
        System.out.println("  next after " + toYear + ": " + t);
    }
}
