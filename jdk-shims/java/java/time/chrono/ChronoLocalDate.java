package java.time.chrono;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;
import java.util.Comparator;

public interface ChronoLocalDate extends Temporal, TemporalAdjuster, Comparable<ChronoLocalDate> {
    static Comparator<ChronoLocalDate> timeLineOrder() {
        return new Comparator<ChronoLocalDate>() {
            public int compare(ChronoLocalDate a, ChronoLocalDate b) {
                return Long.compare(a.toEpochDay(), b.toEpochDay());
            }
        };
    }

    static ChronoLocalDate from(TemporalAccessor temporal) {
        if (temporal instanceof ChronoLocalDate) {
            return (ChronoLocalDate) temporal;
        }
        return LocalDate.from(temporal);
    }

    Chronology getChronology();

    boolean isLeapYear();

    int lengthOfMonth();

    int lengthOfYear();

    ChronoPeriod until(ChronoLocalDate endDateExclusive);

    String format(DateTimeFormatter formatter);

    ChronoLocalDateTime<?> atTime(LocalTime localTime);

    long toEpochDay();

    @Override
    int compareTo(ChronoLocalDate other);

    boolean isAfter(ChronoLocalDate other);

    boolean isBefore(ChronoLocalDate other);

    boolean isEqual(ChronoLocalDate other);
}
