import java.time.*;
import java.time.temporal.*;

public class TimeBasics {
    static void p(Object o) { System.out.println(o); }
    static void err(Runnable r) {
        try { r.run(); p("no exception"); } catch (RuntimeException e) { p(e.getClass().getName() + ": " + e.getMessage()); }
    }
    public static void main(String[] args) {
        LocalDate d = LocalDate.of(2023, 11, 14);
        p(d); p(d.getDayOfWeek()); p(d.getDayOfYear()); p(d.isLeapYear()); p(d.lengthOfMonth());
        p(d.plusDays(20)); p(d.plusMonths(3)); p(d.minusYears(1)); p(d.plusWeeks(7));
        p(LocalDate.of(2024, 1, 31).plusMonths(1)); p(LocalDate.of(2024, 2, 29).plusYears(1));
        p(d.withDayOfMonth(1)); p(d.withMonth(2).withDayOfMonth(28)); p(d.withDayOfYear(60));
        p(LocalDate.ofEpochDay(0)); p(LocalDate.ofEpochDay(-1)); p(LocalDate.ofEpochDay(19675));
        p(d.toEpochDay()); p(LocalDate.ofYearDay(2024, 366)); p(LocalDate.of(-5, 3, 1)); p(LocalDate.of(12345, 3, 1));
        p(LocalDate.MIN); p(LocalDate.MAX); p(LocalDate.EPOCH);
        p(d.until(LocalDate.of(2025, 2, 3))); p(d.until(LocalDate.of(2022, 12, 25)));
        p(d.until(LocalDate.of(2025, 2, 3), ChronoUnit.DAYS)); p(ChronoUnit.MONTHS.between(d, LocalDate.of(2025, 2, 3)));
        p(ChronoUnit.WEEKS.between(d, LocalDate.of(2025, 2, 3)));
        p(d.isAfter(LocalDate.of(2023, 1, 1))); p(d.isBefore(LocalDate.of(2023, 1, 1))); p(d.compareTo(LocalDate.of(2023, 11, 10)));
        p(d.equals(LocalDate.parse("2023-11-14"))); p(d.hashCode());
        p(d.get(ChronoField.ALIGNED_WEEK_OF_YEAR)); p(d.getLong(ChronoField.EPOCH_DAY)); p(d.range(ChronoField.DAY_OF_MONTH));
        p(d.with(ChronoField.DAY_OF_WEEK, 1)); p(d.with(TemporalAdjusters.firstDayOfMonth())); p(d.with(TemporalAdjusters.lastDayOfMonth()));
        p(d.with(TemporalAdjusters.next(DayOfWeek.FRIDAY))); p(d.with(TemporalAdjusters.previousOrSame(DayOfWeek.TUESDAY)));
        p(d.with(TemporalAdjusters.firstInMonth(DayOfWeek.MONDAY))); p(d.with(TemporalAdjusters.lastInMonth(DayOfWeek.SUNDAY)));
        p(d.with(TemporalAdjusters.firstDayOfNextMonth())); p(d.with(TemporalAdjusters.firstDayOfYear())); p(d.with(TemporalAdjusters.lastDayOfYear()));
        p(d.with(TemporalAdjusters.dayOfWeekInMonth(2, DayOfWeek.WEDNESDAY)));
        p(d.atStartOfDay()); p(d.atTime(10, 30)); p(d.atTime(LocalTime.NOON));
        err(() -> LocalDate.of(2023, 2, 29)); err(() -> LocalDate.of(2023, 2, 30)); err(() -> LocalDate.of(2023, 13, 1));
        err(() -> LocalDate.of(2023, 4, 31)); err(() -> LocalDate.of(2023, 1, 32)); err(() -> LocalDate.ofYearDay(2023, 366));
        err(() -> d.get(ChronoField.EPOCH_DAY)); err(() -> d.get(ChronoField.HOUR_OF_DAY)); err(() -> d.plus(1, ChronoUnit.HOURS));
        err(() -> Month.of(13)); err(() -> DayOfWeek.of(0));
        p(Month.FEBRUARY.length(true)); p(Month.JANUARY.plus(13)); p(Month.MARCH.minus(5)); p(Month.JULY.firstMonthOfQuarter());
        p(DayOfWeek.SUNDAY.plus(1)); p(DayOfWeek.MONDAY.minus(8)); p(Month.NOVEMBER.firstDayOfYear(false));
        p(d.datesUntil(LocalDate.of(2023, 11, 18)).count());
        LocalTime t = LocalTime.of(13, 5, 7, 120_000_000);
        p(t); p(LocalTime.of(9, 0)); p(LocalTime.of(9, 0, 5)); p(LocalTime.of(9, 0, 0, 1000)); p(LocalTime.of(9, 0, 0, 1));
        p(t.plusHours(12)); p(t.minusMinutes(70)); p(t.plusSeconds(86400 + 5)); p(t.plusNanos(-1));
        p(t.getHour() + " " + t.getMinute() + " " + t.getSecond() + " " + t.getNano());
        p(t.toSecondOfDay()); p(t.toNanoOfDay()); p(t.truncatedTo(ChronoUnit.MINUTES)); p(t.truncatedTo(ChronoUnit.HOURS));
        p(t.get(ChronoField.CLOCK_HOUR_OF_AMPM)); p(t.get(ChronoField.AMPM_OF_DAY)); p(t.withHour(0).get(ChronoField.CLOCK_HOUR_OF_DAY));
        p(LocalTime.ofSecondOfDay(3661)); p(LocalTime.MAX); p(LocalTime.MIDNIGHT); p(LocalTime.parse("10:15")); p(LocalTime.parse("10:15:30.5"));
        p(t.until(LocalTime.of(1, 0), ChronoUnit.MINUTES)); p(t.isBefore(LocalTime.NOON)); p(t.compareTo(LocalTime.NOON));
        err(() -> LocalTime.of(24, 0)); err(() -> LocalTime.of(1, 60)); err(() -> t.get(ChronoField.NANO_OF_DAY)); err(() -> t.plus(1, ChronoUnit.DAYS));
        LocalDateTime dt = LocalDateTime.of(2023, 12, 31, 23, 59, 30);
        p(dt); p(dt.plusSeconds(45)); p(dt.plusHours(25)); p(dt.minusNanos(1)); p(dt.plusMonths(2)); p(dt.toLocalDate()); p(dt.toLocalTime());
        p(dt.truncatedTo(ChronoUnit.DAYS)); p(dt.withHour(5)); p(LocalDateTime.parse("2024-02-29T12:00")); p(LocalDateTime.parse("2024-02-29T12:00:01.123456"));
        p(ChronoUnit.HOURS.between(dt, LocalDateTime.of(2024, 1, 2, 0, 0))); p(ChronoUnit.DAYS.between(dt, LocalDateTime.of(2024, 1, 2, 0, 0)));
        p(dt.until(LocalDateTime.of(2023, 12, 30, 0, 0), ChronoUnit.MINUTES)); p(dt.getDayOfWeek()); p(dt.getMonth());
        p(dt.toEpochSecond(ZoneOffset.UTC)); p(dt.toInstant(ZoneOffset.ofHours(2))); p(LocalDateTime.ofEpochSecond(1700000000L, 5, ZoneOffset.UTC));
        p(dt.equals(LocalDateTime.of(2023, 12, 31, 23, 59, 30))); p(dt.hashCode()); p(dt.isAfter(LocalDateTime.MIN));
        p(LocalDateTime.MAX); p(LocalDateTime.MIN);
        p(ChronoUnit.DAYS.getDuration()); p(ChronoUnit.MONTHS.getDuration()); p(ChronoUnit.FOREVER.getDuration()); p(ChronoUnit.HALF_DAYS);
        p(ChronoUnit.DAYS.isDateBased()); p(ChronoUnit.HOURS.isTimeBased()); p(ChronoField.DAY_OF_MONTH.range()); p(ChronoField.YEAR_OF_ERA.range());
        p(ChronoField.EPOCH_DAY.range()); p(ChronoField.values().length); p(ChronoUnit.valueOf("CENTURIES"));
        err(() -> ChronoField.MONTH_OF_YEAR.checkValidValue(0)); p(ValueRange.of(1, 28, 31)); p(ValueRange.of(1, 5).isValidIntValue(3));
    }
}
