import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.Duration;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.time.temporal.IsoFields;
import java.time.temporal.TemporalAdjusters;
import java.util.Map;
import java.util.TreeMap;

/** Groups time-sheet entries into ISO payroll weeks and pays overtime above 40 hours a week. */
public class PayrollIsoWeeks {
    static final String[] SHEET = {
        "2020-12-28 08:00 17:30", "2020-12-29 08:00 18:00", "2020-12-31 07:30 19:00", "2021-01-01 09:00 13:00",
        "2021-01-02 10:00 16:00", "2021-01-03 10:00 12:00", "2021-01-04 08:00 17:00", "2021-01-05 08:00 17:00",
        "2021-01-08 06:00 20:00", "2021-12-27 09:00 17:00", "2021-12-31 09:00 21:00", "2022-01-01 08:00 12:00",
        "2022-01-02 08:00 20:00", "2022-01-03 08:00 17:00", "2024-12-30 08:00 18:00", "2024-12-31 08:00 18:00",
        "2025-01-01 08:00 18:00", "2025-01-02 08:00 18:00", "2025-01-03 08:00 18:00", "2025-01-05 09:00 11:30"};

    public static void main(String[] args) {
        Map<String, Duration> perWeek = new TreeMap<>();
        for (String line : SHEET) {
            String[] p = line.split(" ");
            LocalDate day = LocalDate.parse(p[0]);
            Duration worked = Duration.between(LocalTime.parse(p[1]), LocalTime.parse(p[2]));
            String week = day.format(DateTimeFormatter.ISO_WEEK_DATE).substring(0, 8);
            perWeek.merge(week, worked, Duration::plus);
            System.out.printf("%s %-9s %s week %2d of %d (quarter %d, day %2d of quarter) %s%n", day,
                day.getDayOfWeek(), day.format(DateTimeFormatter.ISO_WEEK_DATE),
                day.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR), day.get(IsoFields.WEEK_BASED_YEAR),
                day.get(IsoFields.QUARTER_OF_YEAR), day.get(IsoFields.DAY_OF_QUARTER), worked);
        }
        System.out.println("-- weekly totals");
        long cents = 0;
        for (Map.Entry<String, Duration> e : perWeek.entrySet()) {
            long minutes = e.getValue().toMinutes();
            long regular = Math.min(minutes, 40 * 60);
            long overtime = minutes - regular;
            long pay = regular * 2500 / 60 + overtime * 3750 / 60;
            cents += pay;
            LocalDate monday = LocalDate.parse(e.getKey() + "-1", DateTimeFormatter.ISO_WEEK_DATE);
            System.out.printf("%s (%s..%s) %5.2f h, overtime %5.2f h, pay %d.%02d%n", e.getKey(), monday,
                monday.plusDays(6), minutes / 60.0, overtime / 60.0, pay / 100, pay % 100);
        }
        System.out.printf("total pay %d.%02d%n", cents / 100, cents % 100);
        System.out.println("-- 53-week years and the first payroll Monday of each");
        for (int y = 2015; y <= 2032; y++) {
            LocalDate mid = LocalDate.of(y, 6, 15);
            long weeks = mid.range(IsoFields.WEEK_OF_WEEK_BASED_YEAR).getMaximum();
            LocalDate firstMonday = mid.with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, 1).with(DayOfWeek.MONDAY);
            System.out.println(y + ": " + weeks + " weeks, week 1 starts " + firstMonday + ", last week "
                + mid.with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, weeks).with(TemporalAdjusters.nextOrSame(DayOfWeek.SUNDAY)));
        }
        System.out.println("-- moving between week-based years");
        LocalDate d = LocalDate.of(2020, 12, 31);
        System.out.println(d + " +1 week-based year = " + d.plus(1, IsoFields.WEEK_BASED_YEARS));
        System.out.println(d + " with week-based year 2021 = " + d.with(IsoFields.WEEK_BASED_YEAR, 2021));
        System.out.println(d + " with week 10 = " + d.with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, 10));
        System.out.println("week-based years 2019-12-30..2026-01-01: "
            + IsoFields.WEEK_BASED_YEARS.between(LocalDate.of(2019, 12, 30), LocalDate.of(2026, 1, 1)));
        System.out.println("weeks between: " + ChronoUnit.WEEKS.between(LocalDate.of(2019, 12, 30), LocalDate.of(2026, 1, 1)));
        System.out.println("ranges: " + LocalDate.of(2020, 1, 1).range(IsoFields.WEEK_OF_WEEK_BASED_YEAR) + " "
            + LocalDate.of(2021, 1, 1).range(IsoFields.WEEK_OF_WEEK_BASED_YEAR) + " " + IsoFields.WEEK_OF_WEEK_BASED_YEAR.range());
        System.out.println("-- parsing week dates");
        for (String s : new String[] {"2020-W53-5", "2021-W53-5", "2021-W01-1", "2022-W00-3", "2022-W10-8", "2022-w10-1",
                "2022-W10", "+12022-W10-1"}) {
            try {
                System.out.println(s + " -> " + LocalDate.parse(s, DateTimeFormatter.ISO_WEEK_DATE));
            } catch (DateTimeParseException e) {
                System.out.println(s + " -> " + e.getMessage());
            }
        }
        try {
            d.with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, 54);
        } catch (Exception e) {
            System.out.println(e);
        }
        try {
            LocalTime.NOON.get(IsoFields.WEEK_BASED_YEAR);
        } catch (Exception e) {
            System.out.println(e);
        }
        System.out.println(IsoFields.WEEK_BASED_YEAR + " " + IsoFields.WEEK_OF_WEEK_BASED_YEAR + " "
            + IsoFields.WEEK_BASED_YEARS + " " + IsoFields.WEEK_BASED_YEARS.getDuration() + " "
            + IsoFields.WEEK_BASED_YEARS.isDurationEstimated() + " " + IsoFields.QUARTER_YEARS.getDuration());
    }
}
