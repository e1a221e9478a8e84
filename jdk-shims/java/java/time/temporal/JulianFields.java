package java.time.temporal;

import java.time.DateTimeException;
import java.time.chrono.ChronoLocalDate;
import java.time.chrono.Chronology;
import java.time.format.ResolverStyle;
import java.util.Map;

public final class JulianFields {
    public static final TemporalField JULIAN_DAY = new Field("JulianDay", 2440588L);
    public static final TemporalField MODIFIED_JULIAN_DAY = new Field("ModifiedJulianDay", 40587L);
    public static final TemporalField RATA_DIE = new Field("RataDie", 719163L);

    private JulianFields() {
        throw new AssertionError("Not instantiable");
    }

    /** A day count: the epoch day plus an offset. */
    private static final class Field implements TemporalField, java.io.Serializable {
        private static final long serialVersionUID = -7501623920830201812L;

        private final String name;
        private final long offset;
        private final ValueRange range;

        Field(String name, long offset) {
            this.name = name;
            this.offset = offset;
            ValueRange epoch = ChronoField.EPOCH_DAY.range();
            this.range = ValueRange.of(epoch.getMinimum() + offset, epoch.getMaximum() + offset);
        }

        @Override
        public TemporalUnit getBaseUnit() {
            return ChronoUnit.DAYS;
        }

        @Override
        public TemporalUnit getRangeUnit() {
            return ChronoUnit.FOREVER;
        }

        @Override
        public boolean isDateBased() {
            return true;
        }

        @Override
        public boolean isTimeBased() {
            return false;
        }

        @Override
        public ValueRange range() {
            return range;
        }

        @Override
        public boolean isSupportedBy(TemporalAccessor temporal) {
            return temporal.isSupported(ChronoField.EPOCH_DAY);
        }

        @Override
        public ValueRange rangeRefinedBy(TemporalAccessor temporal) {
            if (!isSupportedBy(temporal)) {
                throw new DateTimeException("Unsupported field: " + this);
            }
            return range();
        }

        @Override
        public long getFrom(TemporalAccessor temporal) {
            return temporal.getLong(ChronoField.EPOCH_DAY) + offset;
        }

        @Override
        @SuppressWarnings("unchecked")
        public <R extends Temporal> R adjustInto(R temporal, long newValue) {
            if (!range.isValidValue(newValue)) {
                throw new DateTimeException("Invalid value: " + name + " " + newValue);
            }
            return (R) temporal.with(ChronoField.EPOCH_DAY, Math.subtractExact(newValue, offset));
        }

        @Override
        public ChronoLocalDate resolve(Map<TemporalField, Long> fieldValues, TemporalAccessor partialTemporal,
                ResolverStyle resolverStyle) {
            long value = fieldValues.remove(this);
            Chronology chrono = partialTemporal.query(TemporalQueries.chronology());
            if (chrono == null) {
                chrono = java.time.chrono.IsoChronology.INSTANCE;
            }
            if (resolverStyle == ResolverStyle.LENIENT) {
                return chrono.dateEpochDay(Math.subtractExact(value, offset));
            }
            range().checkValidValue(value, this);
            return chrono.dateEpochDay(value - offset);
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
