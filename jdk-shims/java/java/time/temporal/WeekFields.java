package java.time.temporal;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.format.ResolverStyle;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

public final class WeekFields implements java.io.Serializable {
    private static final long serialVersionUID = -1177360819670808121L;
    private static final ConcurrentHashMap<String, WeekFields> CACHE = new ConcurrentHashMap<>(4, 0.75f, 2);

    public static final WeekFields ISO = new WeekFields(DayOfWeek.MONDAY, 4);
    public static final WeekFields SUNDAY_START = WeekFields.of(DayOfWeek.SUNDAY, 1);
    public static final TemporalUnit WEEK_BASED_YEARS = IsoFields.WEEK_BASED_YEARS;

    /** CLDR's week data as JDK 17 has it, by region (the rest: Monday, 1 day). */
    private static final String SUNDAY_REGIONS = "AG AS AU BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM "
        + "JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW";
    private static final String SATURDAY_REGIONS = "AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY";
    private static final String FRIDAY_REGIONS = "MV";
    private static final String MIN4_REGIONS = "AD AT AX BE BG CH CZ DE DK EE ES FI FJ FO FR GB GF GG GI GP GR HU IE IM "
        + "IS IT JE LI LT LU MC MQ NL NO PL PT RE RU SE SJ SK SM VA";

    private final DayOfWeek firstDayOfWeek;
    private final int minimalDays;
    private final transient TemporalField dayOfWeek = ComputedDayOfField.ofDayOfWeekField(this);
    private final transient TemporalField weekOfMonth = ComputedDayOfField.ofWeekOfMonthField(this);
    private final transient TemporalField weekOfYear = ComputedDayOfField.ofWeekOfYearField(this);
    private final transient TemporalField weekOfWeekBasedYear = ComputedDayOfField.ofWeekOfWeekBasedYearField(this);
    private final transient TemporalField weekBasedYear = ComputedDayOfField.ofWeekBasedYearField(this);

    public static WeekFields of(Locale locale) {
        java.util.Objects.requireNonNull(locale, "locale");
        String region = locale.getCountry();
        if (region.isEmpty()) {
            // As JDK 17 with an en-US default locale: no region is the default's.
            return of(DayOfWeek.SUNDAY, 1);
        }
        DayOfWeek first = DayOfWeek.MONDAY;
        if (hasRegion(SUNDAY_REGIONS, region)) {
            first = DayOfWeek.SUNDAY;
        } else if (hasRegion(SATURDAY_REGIONS, region)) {
            first = DayOfWeek.SATURDAY;
        } else if (hasRegion(FRIDAY_REGIONS, region)) {
            first = DayOfWeek.FRIDAY;
        }
        return of(first, hasRegion(MIN4_REGIONS, region) ? 4 : 1);
    }

    private static boolean hasRegion(String list, String region) {
        return region.length() == 2 && (" " + list + " ").contains(" " + region + " ");
    }

    public static WeekFields of(DayOfWeek firstDayOfWeek, int minimalDaysInFirstWeek) {
        String key = firstDayOfWeek.toString() + minimalDaysInFirstWeek;
        WeekFields rules = CACHE.get(key);
        if (rules == null) {
            rules = new WeekFields(firstDayOfWeek, minimalDaysInFirstWeek);
            CACHE.putIfAbsent(key, rules);
            rules = CACHE.get(key);
        }
        return rules;
    }

    private WeekFields(DayOfWeek firstDayOfWeek, int minimalDaysInFirstWeek) {
        java.util.Objects.requireNonNull(firstDayOfWeek, "firstDayOfWeek");
        if (minimalDaysInFirstWeek < 1 || minimalDaysInFirstWeek > 7) {
            throw new IllegalArgumentException("Minimal number of days is invalid");
        }
        this.firstDayOfWeek = firstDayOfWeek;
        this.minimalDays = minimalDaysInFirstWeek;
    }

    public DayOfWeek getFirstDayOfWeek() {
        return firstDayOfWeek;
    }

    public int getMinimalDaysInFirstWeek() {
        return minimalDays;
    }

    public TemporalField dayOfWeek() {
        return dayOfWeek;
    }

    public TemporalField weekOfMonth() {
        return weekOfMonth;
    }

    public TemporalField weekOfYear() {
        return weekOfYear;
    }

    public TemporalField weekOfWeekBasedYear() {
        return weekOfWeekBasedYear;
    }

    public TemporalField weekBasedYear() {
        return weekBasedYear;
    }

    @Override
    public boolean equals(Object object) {
        if (this == object) {
            return true;
        }
        if (object instanceof WeekFields) {
            return hashCode() == object.hashCode();
        }
        return false;
    }

    @Override
    public int hashCode() {
        return firstDayOfWeek.ordinal() * 7 + minimalDays;
    }

    @Override
    public String toString() {
        return "WeekFields[" + firstDayOfWeek + ',' + minimalDays + ']';
    }

    /** The localized week fields, computed from ISO day-of-week and the day of month/year. */
    static final class ComputedDayOfField implements TemporalField {
        private static final ValueRange DAY_OF_WEEK_RANGE = ValueRange.of(1, 7);
        private static final ValueRange WEEK_OF_MONTH_RANGE = ValueRange.of(0, 1, 4, 6);
        private static final ValueRange WEEK_OF_YEAR_RANGE = ValueRange.of(0, 1, 52, 54);
        private static final ValueRange WEEK_OF_WEEK_BASED_YEAR_RANGE = ValueRange.of(1, 52, 53);

        private final String name;
        private final WeekFields weekDef;
        private final TemporalUnit baseUnit;
        private final TemporalUnit rangeUnit;
        private final ValueRange range;

        static ComputedDayOfField ofDayOfWeekField(WeekFields weekDef) {
            return new ComputedDayOfField("DayOfWeek", weekDef, ChronoUnit.DAYS, ChronoUnit.WEEKS, DAY_OF_WEEK_RANGE);
        }

        static ComputedDayOfField ofWeekOfMonthField(WeekFields weekDef) {
            return new ComputedDayOfField("WeekOfMonth", weekDef, ChronoUnit.WEEKS, ChronoUnit.MONTHS,
                WEEK_OF_MONTH_RANGE);
        }

        static ComputedDayOfField ofWeekOfYearField(WeekFields weekDef) {
            return new ComputedDayOfField("WeekOfYear", weekDef, ChronoUnit.WEEKS, ChronoUnit.YEARS, WEEK_OF_YEAR_RANGE);
        }

        static ComputedDayOfField ofWeekOfWeekBasedYearField(WeekFields weekDef) {
            return new ComputedDayOfField("WeekOfWeekBasedYear", weekDef, ChronoUnit.WEEKS, IsoFields.WEEK_BASED_YEARS,
                WEEK_OF_WEEK_BASED_YEAR_RANGE);
        }

        static ComputedDayOfField ofWeekBasedYearField(WeekFields weekDef) {
            return new ComputedDayOfField("WeekBasedYear", weekDef, IsoFields.WEEK_BASED_YEARS, ChronoUnit.FOREVER,
                ChronoField.YEAR.range());
        }

        private ComputedDayOfField(String name, WeekFields weekDef, TemporalUnit baseUnit, TemporalUnit rangeUnit,
                ValueRange range) {
            this.name = name;
            this.weekDef = weekDef;
            this.baseUnit = baseUnit;
            this.rangeUnit = rangeUnit;
            this.range = range;
        }

        private LocalDate ofWeekBasedYear(int yowby, int wowby, int dow) {
            LocalDate date = LocalDate.of(yowby, 1, 1);
            int ldow = localizedDayOfWeek(date);
            int offset = startOfWeekOffset(1, ldow);
            int yearLen = date.lengthOfYear();
            int newYearWeek = computeWeek(offset, yearLen + weekDef.getMinimalDaysInFirstWeek());
            wowby = Math.min(wowby, newYearWeek - 1);
            int days = -offset + (dow - 1) + (wowby - 1) * 7;
            return date.plusDays(days);
        }

        @Override
        public long getFrom(TemporalAccessor temporal) {
            if (rangeUnit == ChronoUnit.WEEKS) {
                return localizedDayOfWeek(temporal);
            } else if (rangeUnit == ChronoUnit.MONTHS) {
                return localizedWeekOfMonth(temporal);
            } else if (rangeUnit == ChronoUnit.YEARS) {
                return localizedWeekOfYear(temporal);
            } else if (rangeUnit == IsoFields.WEEK_BASED_YEARS) {
                return localizedWeekOfWeekBasedYear(temporal);
            } else if (rangeUnit == ChronoUnit.FOREVER) {
                return localizedWeekBasedYear(temporal);
            }
            throw new IllegalStateException("unreachable, rangeUnit: " + rangeUnit + ", this: " + this);
        }

        private int localizedDayOfWeek(TemporalAccessor temporal) {
            int sow = weekDef.getFirstDayOfWeek().getValue();
            int isoDow = temporal.get(ChronoField.DAY_OF_WEEK);
            return Math.floorMod(isoDow - sow, 7) + 1;
        }

        private int localizedDayOfWeek(int isoDow) {
            int sow = weekDef.getFirstDayOfWeek().getValue();
            return Math.floorMod(isoDow - sow, 7) + 1;
        }

        private long localizedWeekOfMonth(TemporalAccessor temporal) {
            int dow = localizedDayOfWeek(temporal);
            int dom = temporal.get(ChronoField.DAY_OF_MONTH);
            int offset = startOfWeekOffset(dom, dow);
            return computeWeek(offset, dom);
        }

        private long localizedWeekOfYear(TemporalAccessor temporal) {
            int dow = localizedDayOfWeek(temporal);
            int doy = temporal.get(ChronoField.DAY_OF_YEAR);
            int offset = startOfWeekOffset(doy, dow);
            return computeWeek(offset, doy);
        }

        private int localizedWeekBasedYear(TemporalAccessor temporal) {
            int dow = localizedDayOfWeek(temporal);
            int year = temporal.get(ChronoField.YEAR);
            int doy = temporal.get(ChronoField.DAY_OF_YEAR);
            int offset = startOfWeekOffset(doy, dow);
            int week = computeWeek(offset, doy);
            if (week == 0) {
                return year - 1;
            }
            ValueRange dayRange = temporal.range(ChronoField.DAY_OF_YEAR);
            int yearLen = (int) dayRange.getMaximum();
            int newYearWeek = computeWeek(offset, yearLen + weekDef.getMinimalDaysInFirstWeek());
            if (week >= newYearWeek) {
                return year + 1;
            }
            return year;
        }

        private int localizedWeekOfWeekBasedYear(TemporalAccessor temporal) {
            int dow = localizedDayOfWeek(temporal);
            int doy = temporal.get(ChronoField.DAY_OF_YEAR);
            int offset = startOfWeekOffset(doy, dow);
            int week = computeWeek(offset, doy);
            if (week == 0) {
                // The last week of the previous year.
                LocalDate date = LocalDate.from(temporal).minusDays(doy);
                return localizedWeekOfWeekBasedYear(date);
            }
            if (week > 50) {
                ValueRange dayRange = temporal.range(ChronoField.DAY_OF_YEAR);
                int yearLen = (int) dayRange.getMaximum();
                int newYearWeek = computeWeek(offset, yearLen + weekDef.getMinimalDaysInFirstWeek());
                if (week >= newYearWeek) {
                    week = week - newYearWeek + 1;
                }
            }
            return week;
        }

        /** Offset of the first day of the week containing day 1 (negative: the week starts before it). */
        private int startOfWeekOffset(int day, int dow) {
            int weekStart = Math.floorMod(day - dow, 7);
            int offset = -weekStart;
            if (weekStart + 1 > weekDef.getMinimalDaysInFirstWeek()) {
                offset = 7 - weekStart;
            }
            return offset;
        }

        private int computeWeek(int offset, int day) {
            return ((7 + offset + (day - 1)) / 7);
        }

        @SuppressWarnings("unchecked")
        @Override
        public <R extends Temporal> R adjustInto(R temporal, long newValue) {
            int newVal = range.checkValidIntValue(newValue, this);
            int currentVal = temporal.get(this);
            if (newVal == currentVal) {
                return temporal;
            }
            if (rangeUnit == ChronoUnit.FOREVER) {
                int idow = temporal.get(weekDef.dayOfWeek);
                int wowby = temporal.get(weekDef.weekOfWeekBasedYear);
                return (R) temporal.with(ofWeekBasedYear((int) newValue, wowby, idow));
            }
            return (R) temporal.plus(newVal - currentVal, baseUnit);
        }

        @Override
        public TemporalAccessor resolve(Map<TemporalField, Long> fieldValues, TemporalAccessor partialTemporal,
                ResolverStyle resolverStyle) {
            final long value = fieldValues.get(this);
            final int newValue = Math.toIntExact(value);
            if (rangeUnit == ChronoUnit.WEEKS) {
                final int checkedValue = range.checkValidIntValue(value, this);
                int startDow = weekDef.getFirstDayOfWeek().getValue();
                long isoDow = Math.floorMod((startDow - 1) + (checkedValue - 1), 7) + 1;
                fieldValues.remove(this);
                fieldValues.put(ChronoField.DAY_OF_WEEK, isoDow);
                return null;
            }
            if (!fieldValues.containsKey(ChronoField.DAY_OF_WEEK)) {
                return null;
            }
            int isoDow = ChronoField.DAY_OF_WEEK.checkValidIntValue(fieldValues.get(ChronoField.DAY_OF_WEEK));
            int dow = localizedDayOfWeek(isoDow);
            if (fieldValues.containsKey(ChronoField.YEAR)) {
                int year = ChronoField.YEAR.checkValidIntValue(fieldValues.get(ChronoField.YEAR));
                if (rangeUnit == ChronoUnit.MONTHS && fieldValues.containsKey(ChronoField.MONTH_OF_YEAR)) {
                    long month = fieldValues.get(ChronoField.MONTH_OF_YEAR);
                    return resolveWoM(fieldValues, year, month, newValue, dow, resolverStyle);
                }
                if (rangeUnit == ChronoUnit.YEARS) {
                    return resolveWoY(fieldValues, year, newValue, dow, resolverStyle);
                }
            } else if ((rangeUnit == IsoFields.WEEK_BASED_YEARS || rangeUnit == ChronoUnit.FOREVER)
                    && fieldValues.containsKey(weekDef.weekBasedYear)
                    && fieldValues.containsKey(weekDef.weekOfWeekBasedYear)) {
                return resolveWBY(fieldValues, dow, resolverStyle);
            }
            return null;
        }

        private LocalDate resolveWoM(Map<TemporalField, Long> fieldValues, int year, long month, long wom, int localDow,
                ResolverStyle resolverStyle) {
            LocalDate date;
            if (resolverStyle == ResolverStyle.LENIENT) {
                date = LocalDate.of(year, 1, 1).plusMonths(Math.subtractExact(month, 1));
                long weeks = Math.subtractExact(wom, localizedWeekOfMonth(date));
                int days = localDow - localizedDayOfWeek(date);
                date = date.plusDays(Math.addExact(Math.multiplyExact(weeks, 7), days));
            } else {
                int monthValid = ChronoField.MONTH_OF_YEAR.checkValidIntValue(month);
                date = LocalDate.of(year, monthValid, 1);
                int womInt = range.checkValidIntValue(wom, this);
                int weeks = (int) (womInt - localizedWeekOfMonth(date));
                int days = localDow - localizedDayOfWeek(date);
                date = date.plusDays(weeks * 7 + days);
                if (resolverStyle == ResolverStyle.STRICT && date.getLong(ChronoField.MONTH_OF_YEAR) != month) {
                    throw new DateTimeException("Strict mode rejected resolved date as it is in a different month");
                }
            }
            fieldValues.remove(this);
            fieldValues.remove(ChronoField.YEAR);
            fieldValues.remove(ChronoField.MONTH_OF_YEAR);
            fieldValues.remove(ChronoField.DAY_OF_WEEK);
            return date;
        }

        private LocalDate resolveWoY(Map<TemporalField, Long> fieldValues, int year, long woy, int localDow,
                ResolverStyle resolverStyle) {
            LocalDate date = LocalDate.of(year, 1, 1);
            if (resolverStyle == ResolverStyle.LENIENT) {
                long weeks = Math.subtractExact(woy, localizedWeekOfYear(date));
                int days = localDow - localizedDayOfWeek(date);
                date = date.plusDays(Math.addExact(Math.multiplyExact(weeks, 7), days));
            } else {
                int womInt = range.checkValidIntValue(woy, this);
                int weeks = (int) (womInt - localizedWeekOfYear(date));
                int days = localDow - localizedDayOfWeek(date);
                date = date.plusDays(weeks * 7 + days);
                if (resolverStyle == ResolverStyle.STRICT && date.getLong(ChronoField.YEAR) != year) {
                    throw new DateTimeException("Strict mode rejected resolved date as it is in a different year");
                }
            }
            fieldValues.remove(this);
            fieldValues.remove(ChronoField.YEAR);
            fieldValues.remove(ChronoField.DAY_OF_WEEK);
            return date;
        }

        private LocalDate resolveWBY(Map<TemporalField, Long> fieldValues, int localDow, ResolverStyle resolverStyle) {
            int yowby = weekDef.weekBasedYear.range().checkValidIntValue(fieldValues.get(weekDef.weekBasedYear),
                weekDef.weekBasedYear);
            LocalDate date;
            if (resolverStyle == ResolverStyle.LENIENT) {
                date = ofWeekBasedYear(yowby, 1, localDow);
                long wowby = fieldValues.get(weekDef.weekOfWeekBasedYear);
                long weeks = Math.subtractExact(wowby, 1);
                date = date.plusWeeks(weeks);
            } else {
                int wowby = weekDef.weekOfWeekBasedYear.range().checkValidIntValue(
                    fieldValues.get(weekDef.weekOfWeekBasedYear), weekDef.weekOfWeekBasedYear);
                date = ofWeekBasedYear(yowby, wowby, localDow);
                if (resolverStyle == ResolverStyle.STRICT && localizedWeekBasedYear(date) != yowby) {
                    throw new DateTimeException("Strict mode rejected resolved date as it is in a different week-based-year");
                }
            }
            fieldValues.remove(this);
            fieldValues.remove(weekDef.weekBasedYear);
            fieldValues.remove(weekDef.weekOfWeekBasedYear);
            fieldValues.remove(ChronoField.DAY_OF_WEEK);
            return date;
        }

        @Override
        public String getDisplayName(Locale locale) {
            java.util.Objects.requireNonNull(locale, "locale");
            if (rangeUnit == ChronoUnit.YEARS) {
                return "week";
            }
            return name;
        }

        @Override
        public TemporalUnit getBaseUnit() {
            return baseUnit;
        }

        @Override
        public TemporalUnit getRangeUnit() {
            return rangeUnit;
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
            if (temporal.isSupported(ChronoField.DAY_OF_WEEK)) {
                if (rangeUnit == ChronoUnit.WEEKS) {
                    return true;
                } else if (rangeUnit == ChronoUnit.MONTHS) {
                    return temporal.isSupported(ChronoField.DAY_OF_MONTH);
                } else if (rangeUnit == ChronoUnit.YEARS) {
                    return temporal.isSupported(ChronoField.DAY_OF_YEAR);
                } else if (rangeUnit == IsoFields.WEEK_BASED_YEARS) {
                    return temporal.isSupported(ChronoField.DAY_OF_YEAR);
                } else if (rangeUnit == ChronoUnit.FOREVER) {
                    return temporal.isSupported(ChronoField.YEAR);
                }
            }
            return false;
        }

        @Override
        public ValueRange rangeRefinedBy(TemporalAccessor temporal) {
            if (rangeUnit == ChronoUnit.WEEKS) {
                return range;
            } else if (rangeUnit == ChronoUnit.MONTHS) {
                return rangeByWeek(temporal, ChronoField.DAY_OF_MONTH);
            } else if (rangeUnit == ChronoUnit.YEARS) {
                return rangeByWeek(temporal, ChronoField.DAY_OF_YEAR);
            } else if (rangeUnit == IsoFields.WEEK_BASED_YEARS) {
                return rangeWeekOfWeekBasedYear(temporal);
            } else if (rangeUnit == ChronoUnit.FOREVER) {
                return ChronoField.YEAR.range();
            }
            throw new IllegalStateException("unreachable, rangeUnit: " + rangeUnit + ", this: " + this);
        }

        private ValueRange rangeByWeek(TemporalAccessor temporal, TemporalField field) {
            int dow = localizedDayOfWeek(temporal);
            int offset = startOfWeekOffset(temporal.get(field), dow);
            ValueRange fieldRange = temporal.range(field);
            return ValueRange.of(computeWeek(offset, (int) fieldRange.getMinimum()),
                computeWeek(offset, (int) fieldRange.getMaximum()));
        }

        private ValueRange rangeWeekOfWeekBasedYear(TemporalAccessor temporal) {
            if (!temporal.isSupported(ChronoField.DAY_OF_YEAR)) {
                return WEEK_OF_YEAR_RANGE;
            }
            int dow = localizedDayOfWeek(temporal);
            int doy = temporal.get(ChronoField.DAY_OF_YEAR);
            int offset = startOfWeekOffset(doy, dow);
            int week = computeWeek(offset, doy);
            if (week == 0) {
                LocalDate date = LocalDate.from(temporal).minusDays(doy + 7);
                return rangeWeekOfWeekBasedYear(date);
            }
            ValueRange dayRange = temporal.range(ChronoField.DAY_OF_YEAR);
            int yearLen = (int) dayRange.getMaximum();
            int newYearWeek = computeWeek(offset, yearLen + weekDef.getMinimalDaysInFirstWeek());
            if (week >= newYearWeek) {
                LocalDate date = LocalDate.from(temporal).plusDays(yearLen - doy + 1 + 7);
                return rangeWeekOfWeekBasedYear(date);
            }
            return ValueRange.of(1, newYearWeek - 1);
        }

        @Override
        public String toString() {
            return name + "[" + weekDef.toString() + "]";
        }
    }
}
