package java.time.temporal;

import java.util.Locale;

public interface TemporalField {
    default String getDisplayName(Locale locale) {
        java.util.Objects.requireNonNull(locale, "locale");
        return toString();
    }

    TemporalUnit getBaseUnit();

    TemporalUnit getRangeUnit();

    ValueRange range();

    boolean isDateBased();

    boolean isTimeBased();

    boolean isSupportedBy(TemporalAccessor temporal);

    ValueRange rangeRefinedBy(TemporalAccessor temporal);

    long getFrom(TemporalAccessor temporal);

    <R extends Temporal> R adjustInto(R temporal, long newValue);

    default TemporalAccessor resolve(java.util.Map<TemporalField, Long> fieldValues, TemporalAccessor partialTemporal,
            java.time.format.ResolverStyle resolverStyle) {
        return null;
    }

    @Override
    String toString();
}
