import java.time.*;
import java.time.temporal.*;
import java.time.zone.*;

public class TimeZones {
    static void p(Object o) { System.out.println(o); }
    static void err(Runnable r) {
        try { r.run(); p("no exception"); } catch (RuntimeException e) { p(e.getClass().getName() + ": " + e.getMessage()); }
    }
    public static void main(String[] args) {
        Instant i = Instant.ofEpochMilli(1700000000123L);
        p(i); p(Instant.ofEpochSecond(0)); p(Instant.ofEpochSecond(-1, 5)); p(i.getEpochSecond()); p(i.getNano()); p(i.toEpochMilli());
        p(i.plusSeconds(3600)); p(i.minusMillis(124)); p(i.plus(Duration.ofDays(2))); p(i.plus(3, ChronoUnit.HALF_DAYS));
        p(i.truncatedTo(ChronoUnit.HOURS)); p(Instant.parse("2023-01-02T03:04:05Z")); p(Instant.parse("2023-01-02T03:04:05.120Z"));
        p(Instant.EPOCH); p(Instant.MIN); p(Instant.MAX); p(i.isAfter(Instant.EPOCH)); p(i.compareTo(Instant.EPOCH) > 0);
        p(Instant.ofEpochSecond(1, 1000)); p(Instant.ofEpochSecond(253402300800L));
        p(i.until(Instant.EPOCH, ChronoUnit.DAYS)); p(Duration.between(Instant.EPOCH, i));
        err(() -> i.plus(1, ChronoUnit.MONTHS)); err(() -> Instant.ofEpochSecond(Long.MAX_VALUE)); err(() -> i.get(ChronoField.INSTANT_SECONDS));
        Duration du = Duration.ofSeconds(3725, 500_000_000);
        p(du); p(Duration.ZERO); p(Duration.ofMillis(-1500)); p(Duration.ofSeconds(-1, 1)); p(Duration.ofDays(2)); p(Duration.ofMinutes(90));
        p(du.toMinutes()); p(du.toMillis()); p(du.toHoursPart()); p(du.toMinutesPart()); p(du.toSecondsPart()); p(du.toMillisPart());
        p(du.multipliedBy(3)); p(du.dividedBy(4)); p(du.negated()); p(du.abs()); p(du.plusMinutes(5)); p(du.minus(Duration.ofHours(2)));
        p(Duration.parse("PT1H30M")); p(Duration.parse("P2DT3H4M5.5S")); p(Duration.parse("-PT6H3M")); p(Duration.parse("PT-0.5S"));
        p(du.compareTo(Duration.ofHours(1))); p(du.equals(Duration.ofMillis(3725500))); p(du.isNegative()); p(du.getSeconds()); p(du.toNanos());
        p(Duration.of(3, ChronoUnit.HALF_DAYS)); p(du.dividedBy(Duration.ofMinutes(1))); p(du.truncatedTo(ChronoUnit.MINUTES));
        err(() -> Duration.parse("1H")); err(() -> Duration.of(1, ChronoUnit.MONTHS)); err(() -> Duration.ofSeconds(1).dividedBy(0));
        Period pe = Period.of(1, 14, 40);
        p(pe); p(pe.normalized()); p(Period.ZERO); p(Period.ofWeeks(3)); p(pe.toTotalMonths()); p(pe.negated()); p(pe.multipliedBy(2));
        p(Period.parse("P1Y2M3D")); p(Period.parse("P-2W")); p(Period.between(LocalDate.of(2020, 2, 29), LocalDate.of(2023, 11, 14)));
        p(LocalDate.of(2023, 1, 31).plus(Period.ofMonths(1))); p(pe.plusDays(5).minusYears(1)); p(pe.isNegative()); p(pe.getUnits());
        err(() -> Period.parse("P1H"));
        p(ZoneOffset.of("+02:00")); p(ZoneOffset.of("-0530")); p(ZoneOffset.ofHours(0)); p(ZoneOffset.ofHoursMinutesSeconds(1, 2, 3));
        p(ZoneOffset.of("+5")); p(ZoneOffset.UTC.getTotalSeconds()); p(ZoneOffset.MAX); p(ZoneOffset.MIN);
        p(ZoneId.of("UTC")); p(ZoneId.of("Z")); p(ZoneId.of("GMT")); p(ZoneId.of("UTC+1")); p(ZoneId.of("GMT-05:30")); p(ZoneId.of("UT"));
        p(ZoneId.of("Europe/Paris")); p(ZoneId.of("UTC").normalized()); p(ZoneId.of("UTC+01:00").getRules());
        p(ZoneId.of("EST", ZoneId.SHORT_IDS)); p(ZoneId.of("PST", ZoneId.SHORT_IDS)); p(ZoneId.of("Z").equals(ZoneOffset.UTC));
        err(() -> ZoneId.of("Mars/Olympus")); err(() -> ZoneId.of("+25:00")); err(() -> ZoneId.of("!bad")); err(() -> ZoneOffset.of("12"));
        err(() -> ZoneId.of("UTC+x")); err(() -> ZoneOffset.ofHoursMinutes(1, -5));
        String[] zones = {"Europe/London", "Europe/Paris", "Europe/Berlin", "America/New_York", "America/Chicago", "America/Los_Angeles", "Asia/Tokyo", "Asia/Kolkata", "Australia/Sydney"};
        long[] instants = {1700000000L, 1689000000L, 1679792400L, 1679792399L, 1698541200L, 1710054000L, 1710053999L, 1730613600L, 1712419200L, 1728143999L, 1728144000L, 1199145600L, 1893456000L};
        for (String z : zones) {
            ZoneId zid = ZoneId.of(z);
            StringBuilder sb = new StringBuilder(z);
            for (long s : instants) {
                ZonedDateTime zdt = Instant.ofEpochSecond(s).atZone(zid);
                sb.append(' ').append(zdt.getOffset()).append(zid.getRules().isDaylightSavings(Instant.ofEpochSecond(s)) ? "D" : "S");
            }
            p(sb);
            ZoneRules r = zid.getRules();
            p(r.nextTransition(Instant.ofEpochSecond(1700000000L)));
            if (!z.startsWith("Asia")) p(r.previousTransition(Instant.ofEpochSecond(1700000000L)));
        }
        ZoneId ny = ZoneId.of("America/New_York");
        p(ZonedDateTime.of(LocalDateTime.of(2024, 3, 10, 2, 30), ny));
        p(ZonedDateTime.of(LocalDateTime.of(2024, 11, 3, 1, 30), ny));
        p(ZonedDateTime.of(LocalDateTime.of(2024, 11, 3, 1, 30), ny).withLaterOffsetAtOverlap());
        p(ny.getRules().getValidOffsets(LocalDateTime.of(2024, 11, 3, 1, 30)));
        p(ny.getRules().getValidOffsets(LocalDateTime.of(2024, 3, 10, 2, 30)));
        p(ny.getRules().getTransition(LocalDateTime.of(2024, 3, 10, 2, 30)));
        ZonedDateTime z1 = ZonedDateTime.of(2024, 3, 9, 12, 0, 0, 0, ny);
        p(z1.plusDays(1)); p(z1.plusHours(24)); p(z1.withZoneSameInstant(ZoneId.of("Asia/Tokyo"))); p(z1.withZoneSameLocal(ZoneId.of("Europe/Paris")));
        p(z1.toInstant()); p(z1.toEpochSecond()); p(z1.toOffsetDateTime()); p(z1.toLocalDateTime()); p(z1.getZone()); p(z1.getOffset());
        p(ZonedDateTime.of(LocalDateTime.of(2023, 11, 14, 22, 13, 20), ZoneOffset.UTC)); p(ZonedDateTime.of(LocalDateTime.of(2023, 11, 14, 22, 13, 20), ZoneId.of("UTC")));
        p(ZonedDateTime.parse("2023-06-01T10:00:00+02:00[Europe/Paris]")); p(ZonedDateTime.parse("2023-06-01T10:00:00Z"));
        p(ChronoUnit.HOURS.between(z1, z1.plusDays(1))); p(z1.isBefore(z1.plusSeconds(1))); p(z1.equals(z1.withZoneSameInstant(ZoneOffset.UTC)));
        p(z1.isEqual(z1.withZoneSameInstant(ZoneOffset.UTC))); p(z1.withFixedOffsetZone());
        OffsetDateTime o = OffsetDateTime.of(2023, 5, 6, 7, 8, 9, 0, ZoneOffset.ofHours(-3));
        p(o); p(o.withOffsetSameInstant(ZoneOffset.UTC)); p(o.toInstant()); p(o.atZoneSameInstant(ZoneId.of("Asia/Kolkata")));
        p(OffsetDateTime.parse("2023-05-06T07:08:09.5+05:30")); p(o.plusHours(30)); p(o.compareTo(o.withOffsetSameInstant(ZoneOffset.UTC)));
        Clock c = Clock.fixed(Instant.parse("2023-11-14T22:13:20Z"), ZoneId.of("Europe/Berlin"));
        p(c); p(c.instant()); p(c.millis()); p(LocalDate.now(c)); p(LocalTime.now(c)); p(LocalDateTime.now(c)); p(ZonedDateTime.now(c)); p(Instant.now(c));
        Clock c2 = Clock.offset(c, Duration.ofHours(2)); p(c2); p(LocalDateTime.now(c2)); p(c.withZone(ZoneOffset.UTC)); p(OffsetDateTime.now(c));
        p(Clock.systemUTC().getZone()); p(Year.of(2024).isLeap()); p(Year.of(2023).atDay(100)); p(YearMonth.of(2024, 2).atEndOfMonth()); p(YearMonth.of(2023, 11).plusMonths(3)); p(MonthDay.of(2, 29).isValidYear(2023)); p(MonthDay.of(12, 25)); p(Year.isLeap(1900)); p(YearMonth.parse("2023-07").lengthOfMonth());
    }
}
