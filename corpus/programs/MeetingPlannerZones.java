import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.TemporalAdjusters;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Schedules a weekly cross-office meeting and checks how DST moves it for every office. */
public class MeetingPlannerZones {
    static final String[][] OFFICES = {
        {"New York", "America/New_York"}, {"London", "Europe/London"}, {"Berlin", "Europe/Berlin"},
        {"Sao Paulo", "America/Sao_Paulo"}, {"Kolkata", "Asia/Kolkata"}, {"Sydney", "Australia/Sydney"},
        {"Auckland", "Pacific/Auckland"}, {"Phoenix", "America/Phoenix"}, {"Chatham", "Pacific/Chatham"}};
    static final DateTimeFormatter SHOW = DateTimeFormatter.ofPattern("EEE dd MMM HH:mm z (xxx)", Locale.US);

    public static void main(String[] args) {
        ZoneId host = ZoneId.of("America/New_York");
        // A meeting every Tuesday 10:00 New York time, through a year with both DST switches.
        LocalDate first = LocalDate.of(2023, 1, 3);
        List<ZonedDateTime> meetings = new ArrayList<>();
        for (LocalDate d = first; d.getYear() == 2023; d = d.plusWeeks(1)) {
            meetings.add(ZonedDateTime.of(d, LocalTime.of(10, 0), host));
        }
        System.out.println("meetings in 2023: " + meetings.size());
        String[] lastLocal = new String[OFFICES.length];
        for (ZonedDateTime m : meetings) {
            StringBuilder changes = new StringBuilder();
            for (int i = 0; i < OFFICES.length; i++) {
                ZonedDateTime local = m.withZoneSameInstant(ZoneId.of(OFFICES[i][1]));
                String time = local.toLocalTime().toString();
                if (lastLocal[i] != null && !lastLocal[i].equals(time)) {
                    changes.append(' ').append(OFFICES[i][0]).append(' ').append(lastLocal[i]).append("->").append(time);
                }
                lastLocal[i] = time;
            }
            if (changes.length() > 0) {
                System.out.println(m.toLocalDate() + ":" + changes);
            }
        }
        System.out.println("-- one meeting seen from each office");
        ZonedDateTime sample = meetings.get(10);
        for (String[] o : OFFICES) {
            ZonedDateTime local = sample.withZoneSameInstant(ZoneId.of(o[1]));
            ZoneRules rules = local.getZone().getRules();
            System.out.printf("%-10s %s dst=%s std=%s%n", o[0], SHOW.format(local),
                rules.isDaylightSavings(local.toInstant()), rules.getStandardOffset(local.toInstant()));
        }
        System.out.println("-- working-hours overlap (09:00-17:00 local) on 2023-03-20 and 2023-04-03");
        for (LocalDate day : new LocalDate[] {LocalDate.of(2023, 3, 20), LocalDate.of(2023, 4, 3)}) {
            for (int a = 0; a < 3; a++) {
                for (int b = a + 1; b < OFFICES.length; b += 3) {
                    ZonedDateTime s1 = ZonedDateTime.of(day, LocalTime.of(9, 0), ZoneId.of(OFFICES[a][1]));
                    ZonedDateTime e1 = s1.plusHours(8);
                    ZonedDateTime s2 = ZonedDateTime.of(day, LocalTime.of(9, 0), ZoneId.of(OFFICES[b][1]));
                    ZonedDateTime e2 = s2.plusHours(8);
                    ZonedDateTime start = s1.isAfter(s2) ? s1 : s2.withZoneSameInstant(s1.getZone());
                    ZonedDateTime end = e1.isBefore(e2) ? e1 : e2.withZoneSameInstant(s1.getZone());
                    Duration overlap = Duration.between(start, end);
                    System.out.println(day + " " + OFFICES[a][0] + "/" + OFFICES[b][0] + ": "
                        + (overlap.isNegative() ? "none" : overlap + " from " + start.toLocalTime()));
                }
            }
        }
        System.out.println("-- local times that fall into gaps or overlaps");
        String[][] tricky = {{"America/New_York", "2023-03-12T02:30"}, {"America/New_York", "2023-11-05T01:30"},
            {"Europe/Berlin", "2023-03-26T02:15"}, {"Europe/Berlin", "2023-10-29T02:15"},
            {"Australia/Sydney", "2023-10-01T02:00"}, {"Australia/Sydney", "2023-04-02T02:45"},
            {"Pacific/Chatham", "2023-09-24T02:50"}, {"America/Sao_Paulo", "2018-11-04T00:10"},
            {"America/Sao_Paulo", "2019-02-16T23:30"}};
        for (String[] t : tricky) {
            ZoneId z = ZoneId.of(t[0]);
            LocalDateTime ldt = LocalDateTime.parse(t[1]);
            ZoneOffsetTransition tr = z.getRules().getTransition(ldt);
            ZonedDateTime zdt = ZonedDateTime.of(ldt, z);
            System.out.println(t[0] + " " + ldt + " valid=" + z.getRules().getValidOffsets(ldt) + " -> " + zdt
                + " later=" + zdt.withLaterOffsetAtOverlap() + " " + (tr == null ? "normal" : tr.toString()));
        }
        System.out.println("-- next first-Monday-of-month all-hands at 08:00 Auckland, in Phoenix");
        ZonedDateTime allHands = ZonedDateTime.of(LocalDate.of(2023, 1, 1).with(TemporalAdjusters.firstInMonth(DayOfWeek.MONDAY)),
            LocalTime.of(8, 0), ZoneId.of("Pacific/Auckland"));
        for (int i = 0; i < 12; i++) {
            ZonedDateTime z = allHands.plusMonths(i).with(TemporalAdjusters.firstInMonth(DayOfWeek.MONDAY));
            System.out.println(SHOW.format(z) + " = " + SHOW.format(z.withZoneSameInstant(ZoneId.of("America/Phoenix"))));
        }
        try {
            ZoneId.of("America/Atlantis");
        } catch (Exception e) {
            System.out.println(e);
        }
    }
}
