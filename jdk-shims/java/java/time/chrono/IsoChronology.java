package java.time.chrono;

import java.time.LocalDate;
import java.time.format.ResolverStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalField;
import java.util.Map;

public final class IsoChronology extends AbstractChronology implements java.io.Serializable { // hotspot:126
    private static final long serialVersionUID = -1440403870442975015L;
    public static final IsoChronology INSTANCE = new IsoChronology();

    private IsoChronology() {
    }

    @Override
    public String getId() {
        return "ISO";
    }

    @Override
    public String getCalendarType() {
        return "iso8601";
    }

    @Override
    public LocalDate date(int prolepticYear, int month, int dayOfMonth) {
        return LocalDate.of(prolepticYear, month, dayOfMonth);
    }

    public LocalDate dateYearDay(int prolepticYear, int dayOfYear) {
        return LocalDate.ofYearDay(prolepticYear, dayOfYear);
    }

    @Override
    public LocalDate dateEpochDay(long epochDay) {
        return LocalDate.ofEpochDay(epochDay);
    }

    @Override
    public boolean isLeapYear(long prolepticYear) {
        return ((prolepticYear & 3) == 0) && ((prolepticYear % 100) != 0 || (prolepticYear % 400) == 0);
    }

    public IsoEra eraOf(int eraValue) {
        return IsoEra.of(eraValue);
    }

    @Override
    public LocalDate resolveDate(Map<TemporalField, Long> fieldValues, ResolverStyle resolverStyle) {
        return (LocalDate) super.resolveDate(fieldValues, resolverStyle); // hotspot:586
    }

    @Override
    LocalDate resolveYMD(Map<TemporalField, Long> fieldValues, ResolverStyle resolverStyle) {
        int y = ChronoField.YEAR.checkValidIntValue(fieldValues.remove(ChronoField.YEAR)); // hotspot:638
        long moyv = fieldValues.remove(ChronoField.MONTH_OF_YEAR);
        long domv = fieldValues.remove(ChronoField.DAY_OF_MONTH);
        if (resolverStyle == ResolverStyle.LENIENT) {
            return LocalDate.of(y, 1, 1).plusMonths(Math.subtractExact(moyv, 1)).plusDays(Math.subtractExact(domv, 1));
        }
        int moy = ChronoField.MONTH_OF_YEAR.checkValidIntValue(moyv); // hotspot:644
        int dom = ChronoField.DAY_OF_MONTH.checkValidIntValue(domv); // hotspot:645
        if (resolverStyle == ResolverStyle.SMART) {
            if (moy == 4 || moy == 6 || moy == 9 || moy == 11) {
                dom = Math.min(dom, 30);
            } else if (moy == 2) {
                dom = Math.min(dom, isLeapYear(y) ? 29 : 28);
            }
        }
        return LocalDate.of(y, moy, dom); // hotspot:654
    }

    @Override
    public int compareTo(Chronology other) {
        return getId().compareTo(other.getId());
    }

    @Override
    public boolean equals(Object obj) {
        return obj == this;
    }

    @Override
    public int hashCode() {
        return getClass().hashCode() ^ getId().hashCode();
    }

    @Override
    public String toString() {
        return getId();
    }
}
