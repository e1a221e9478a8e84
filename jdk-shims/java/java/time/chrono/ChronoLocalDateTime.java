package java.time.chrono;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;
import java.util.Comparator;

public interface ChronoLocalDateTime<D extends ChronoLocalDate>
        extends Temporal, TemporalAdjuster, Comparable<ChronoLocalDateTime<?>> {
    static Comparator<ChronoLocalDateTime<?>> timeLineOrder() {
        return new Comparator<ChronoLocalDateTime<?>>() {
            public int compare(ChronoLocalDateTime<?> a, ChronoLocalDateTime<?> b) {
                int c = Long.compare(a.toLocalDate().toEpochDay(), b.toLocalDate().toEpochDay());
                if (c == 0) {
                    c = Long.compare(a.toLocalTime().toNanoOfDay(), b.toLocalTime().toNanoOfDay());
                }
                return c;
            }
        };
    }

    static ChronoLocalDateTime<?> from(TemporalAccessor temporal) {
        if (temporal instanceof ChronoLocalDateTime) {
            return (ChronoLocalDateTime<?>) temporal;
        }
        return LocalDateTime.from(temporal);
    }

    D toLocalDate();

    LocalTime toLocalTime();

    String format(DateTimeFormatter formatter);

    ChronoZonedDateTime<D> atZone(ZoneId zone);

    Instant toInstant(ZoneOffset offset);

    long toEpochSecond(ZoneOffset offset);

    @Override
    int compareTo(ChronoLocalDateTime<?> other);

    boolean isAfter(ChronoLocalDateTime<?> other);

    boolean isBefore(ChronoLocalDateTime<?> other);

    boolean isEqual(ChronoLocalDateTime<?> other);
}
