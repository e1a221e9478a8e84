package java.time.chrono;

import java.time.format.ResolverStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalField;
import java.util.Map;

/**
 * The base of IsoChronology, as on the JDK (whose stack frames show it when a parsed date is
 * resolved). {@code resolveDate} resolves a date given by year, month and day-of-month; other
 * field combinations are resolved by the parser before it gets here.
 */
public abstract class AbstractChronology implements Chronology {
    protected AbstractChronology() {
    }

    /**
     * The date that year, month-of-year and day-of-month in {@code fieldValues} name (removing
     * them), checked as {@code resolverStyle} says; null when they are not all there.
     */
    @Override
    public ChronoLocalDate resolveDate(Map<TemporalField, Long> fieldValues, ResolverStyle resolverStyle) {
        if (fieldValues.containsKey(ChronoField.YEAR) && fieldValues.containsKey(ChronoField.MONTH_OF_YEAR)
                && fieldValues.containsKey(ChronoField.DAY_OF_MONTH)) {
            return resolveYMD(fieldValues, resolverStyle); // hotspot:442
        }
        return null;
    }

    ChronoLocalDate resolveYMD(Map<TemporalField, Long> fieldValues, ResolverStyle resolverStyle) {
        int y = ChronoField.YEAR.checkValidIntValue(fieldValues.remove(ChronoField.YEAR));
        int moy = ChronoField.MONTH_OF_YEAR.checkValidIntValue(fieldValues.remove(ChronoField.MONTH_OF_YEAR));
        int dom = ChronoField.DAY_OF_MONTH.checkValidIntValue(fieldValues.remove(ChronoField.DAY_OF_MONTH));
        return date(y, moy, dom);
    }
}
