package java.time.chrono;

public interface Chronology extends Comparable<Chronology> {
    String getId();

    String getCalendarType();

    ChronoLocalDate date(int prolepticYear, int month, int dayOfMonth);

    ChronoLocalDate dateEpochDay(long epochDay);

    boolean isLeapYear(long prolepticYear);

    ChronoLocalDate resolveDate(java.util.Map<java.time.temporal.TemporalField, Long> fieldValues,
            java.time.format.ResolverStyle resolverStyle);

    @Override
    int compareTo(Chronology other);
}
