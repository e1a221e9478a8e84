package java.time.chrono;

import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.util.Comparator;

public interface ChronoZonedDateTime<D extends ChronoLocalDate> extends Temporal, Comparable<ChronoZonedDateTime<?>> {
    static Comparator<ChronoZonedDateTime<?>> timeLineOrder() {
        return new Comparator<ChronoZonedDateTime<?>>() {
            public int compare(ChronoZonedDateTime<?> a, ChronoZonedDateTime<?> b) {
                int c = Long.compare(a.toEpochSecond(), b.toEpochSecond());
                if (c == 0) {
                    c = Long.compare(a.toLocalTime().getNano(), b.toLocalTime().getNano());
                }
                return c;
            }
        };
    }

    static ChronoZonedDateTime<?> from(TemporalAccessor temporal) {
        if (temporal instanceof ChronoZonedDateTime) {
            return (ChronoZonedDateTime<?>) temporal;
        }
        return ZonedDateTime.from(temporal);
    }

    D toLocalDate();

    LocalTime toLocalTime();

    ChronoLocalDateTime<D> toLocalDateTime();

    ZoneOffset getOffset();

    ZoneId getZone();

    ChronoZonedDateTime<D> withZoneSameLocal(ZoneId zone);

    ChronoZonedDateTime<D> withZoneSameInstant(ZoneId zone);

    String format(DateTimeFormatter formatter);

    Instant toInstant();

    long toEpochSecond();

    @Override
    int compareTo(ChronoZonedDateTime<?> other);

    boolean isBefore(ChronoZonedDateTime<?> other);

    boolean isAfter(ChronoZonedDateTime<?> other);

    boolean isEqual(ChronoZonedDateTime<?> other);
}
