package java.time.chrono;

public interface Chronology extends Comparable<Chronology> {
    String getId();

    String getCalendarType();

    ChronoLocalDate date(int prolepticYear, int month, int dayOfMonth);

    ChronoLocalDate dateEpochDay(long epochDay);

    boolean isLeapYear(long prolepticYear);

    @Override
    int compareTo(Chronology other);
}
