package java.util;

import java.time.Instant;
import jdk.internal.terrarium.time.Names;

public abstract class Calendar implements java.io.Serializable, Cloneable, Comparable<Calendar> {
    private static final long serialVersionUID = -1807547505821590642L;
    public static final int ERA = 0;
    public static final int YEAR = 1;
    public static final int MONTH = 2;
    public static final int WEEK_OF_YEAR = 3;
    public static final int WEEK_OF_MONTH = 4;
    public static final int DATE = 5;
    public static final int DAY_OF_MONTH = 5;
    public static final int DAY_OF_YEAR = 6;
    public static final int DAY_OF_WEEK = 7;
    public static final int DAY_OF_WEEK_IN_MONTH = 8;
    public static final int AM_PM = 9;
    public static final int HOUR = 10;
    public static final int HOUR_OF_DAY = 11;
    public static final int MINUTE = 12;
    public static final int SECOND = 13;
    public static final int MILLISECOND = 14;
    public static final int ZONE_OFFSET = 15;
    public static final int DST_OFFSET = 16;
    public static final int FIELD_COUNT = 17;
    public static final int SUNDAY = 1;
    public static final int MONDAY = 2;
    public static final int TUESDAY = 3;
    public static final int WEDNESDAY = 4;
    public static final int THURSDAY = 5;
    public static final int FRIDAY = 6;
    public static final int SATURDAY = 7;
    public static final int JANUARY = 0;
    public static final int FEBRUARY = 1;
    public static final int MARCH = 2;
    public static final int APRIL = 3;
    public static final int MAY = 4;
    public static final int JUNE = 5;
    public static final int JULY = 6;
    public static final int AUGUST = 7;
    public static final int SEPTEMBER = 8;
    public static final int OCTOBER = 9;
    public static final int NOVEMBER = 10;
    public static final int DECEMBER = 11;
    public static final int UNDECIMBER = 12;
    public static final int AM = 0;
    public static final int PM = 1;
    public static final int ALL_STYLES = 0;
    public static final int SHORT = 1;
    public static final int LONG = 2;
    public static final int NARROW_FORMAT = 4;
    public static final int NARROW_STANDALONE = NARROW_FORMAT | 0x8000;
    public static final int SHORT_FORMAT = 1;
    public static final int LONG_FORMAT = 2;
    public static final int SHORT_STANDALONE = SHORT | 0x8000;
    public static final int LONG_STANDALONE = LONG | 0x8000;

    static final String[] FIELD_NAME = {"ERA", "YEAR", "MONTH", "WEEK_OF_YEAR", "WEEK_OF_MONTH", "DAY_OF_MONTH",
        "DAY_OF_YEAR", "DAY_OF_WEEK", "DAY_OF_WEEK_IN_MONTH", "AM_PM", "HOUR", "HOUR_OF_DAY", "MINUTE", "SECOND",
        "MILLISECOND", "ZONE_OFFSET", "DST_OFFSET"};

    protected int[] fields;
    protected boolean[] isSet;
    protected long time;
    protected boolean isTimeSet;
    protected boolean areFieldsSet;
    int[] stamp;
    int nextStamp = 2;
    boolean lenient = true;
    TimeZone zone;
    int firstDayOfWeek = SUNDAY;
    int minimalDaysInFirstWeek = 1;

    protected Calendar() {
        this(TimeZone.getDefaultRef(), Locale.getDefault());
    }

    protected Calendar(TimeZone zone, Locale aLocale) {
        fields = new int[FIELD_COUNT];
        isSet = new boolean[FIELD_COUNT];
        stamp = new int[FIELD_COUNT];
        this.zone = zone;
    }

    public static Calendar getInstance() {
        return new GregorianCalendar();
    }

    public static Calendar getInstance(TimeZone zone) {
        return new GregorianCalendar(zone);
    }

    public static Calendar getInstance(Locale aLocale) {
        return new GregorianCalendar(aLocale);
    }

    public static Calendar getInstance(TimeZone zone, Locale aLocale) {
        return new GregorianCalendar(zone, aLocale);
    }

    public static synchronized Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }

    protected abstract void computeTime();

    protected abstract void computeFields();

    public final Date getTime() {
        return new Date(getTimeInMillis());
    }

    public final void setTime(Date date) {
        setTimeInMillis(date.getTime());
    }

    public long getTimeInMillis() {
        if (!isTimeSet) {
            updateTime();
        }
        return time;
    }

    public void setTimeInMillis(long millis) {
        time = millis;
        isTimeSet = true;
        computeFields();
        areFieldsSet = true;
        for (int i = 0; i < FIELD_COUNT; i++) {
            isSet[i] = true;
            stamp[i] = 1;
        }
    }

    public int get(int field) {
        complete();
        return internalGet(field);
    }

    protected final int internalGet(int field) {
        return fields[field];
    }

    public void set(int field, int value) {
        if (areFieldsSet && !isTimeSet) {
            // keep pending changes
        } else if (isTimeSet && !areFieldsSet) {
            computeFields();
            areFieldsSet = true;
        }
        fields[field] = value;
        stamp[field] = nextStamp++;
        isSet[field] = true;
        isTimeSet = false;
    }

    public final void set(int year, int month, int date) {
        set(YEAR, year);
        set(MONTH, month);
        set(DATE, date);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute) {
        set(YEAR, year);
        set(MONTH, month);
        set(DATE, date);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute, int second) {
        set(YEAR, year);
        set(MONTH, month);
        set(DATE, date);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
        set(SECOND, second);
    }

    public final void clear() {
        for (int i = 0; i < fields.length; i++) {
            stamp[i] = fields[i] = 0;
            isSet[i] = false;
        }
        areFieldsSet = false;
        isTimeSet = false;
    }

    public final void clear(int field) {
        fields[field] = 0;
        stamp[field] = 0;
        isSet[field] = false;
        areFieldsSet = false;
        isTimeSet = false;
    }

    public final boolean isSet(int field) {
        return stamp[field] != 0;
    }

    public String getDisplayName(int field, int style, Locale locale) {
        int baseStyle = style & ~0x8000;
        if (style == ALL_STYLES || baseStyle < 1 || baseStyle > 4) {
            if (style == ALL_STYLES) {
                return null;
            }
            throw new IllegalArgumentException();
        }
        int value = get(field);
        switch (field) {
            case MONTH:
                return baseStyle == LONG ? Names.MONTHS[value] : baseStyle == SHORT ? Names.MONTHS_SHORT[value]
                    : Names.MONTHS_NARROW[value];
            case DAY_OF_WEEK: {
                int iso = value == SUNDAY ? 6 : value - 2;
                return baseStyle == LONG ? Names.DAYS[iso] : baseStyle == SHORT ? Names.DAYS_SHORT[iso]
                    : Names.DAYS_NARROW[iso];
            }
            case AM_PM:
                return baseStyle == NARROW_FORMAT ? (value == 0 ? "a" : "p") : Names.AMPM[value];
            case ERA:
                return baseStyle == LONG ? Names.ERAS_LONG[value] : baseStyle == SHORT ? Names.ERAS[value]
                    : Names.ERAS_NARROW[value];
            default:
                return null;
        }
    }

    /**
     * The names of `field`'s values in `style` (English, as the library's
     * names are), as the JDK gives them: null for fields without names and
     * for narrow month and day names (not unique); ALL_STYLES merges every
     * style. The JDK's long era names are the standalone ones only.
     */
    public Map<String, Integer> getDisplayNames(int field, int style, Locale locale) {
        int baseStyle = style & ~0x8000;
        if (field < 0 || field >= FIELD_COUNT || (style != ALL_STYLES && (baseStyle < 1 || baseStyle > 4
                || baseStyle == 3))) {
            throw new IllegalArgumentException();
        }
        Objects.requireNonNull(locale);
        if (style != ALL_STYLES) {
            return displayNames(field, baseStyle, (style & 0x8000) != 0);
        }
        Map<String, Integer> all = null;
        for (int s : new int[] {SHORT, LONG, NARROW_FORMAT}) {
            for (boolean standalone : new boolean[] {false, true}) {
                Map<String, Integer> m = displayNames(field, s, standalone);
                if (m != null) {
                    if (all == null) {
                        all = new HashMap<>();
                    }
                    all.putAll(m);
                }
            }
        }
        return all;
    }

    private static Map<String, Integer> displayNames(int field, int baseStyle, boolean standalone) {
        String[] names;
        int first = 0;
        switch (field) {
            case ERA:
                names = baseStyle == NARROW_FORMAT ? Names.ERAS_NARROW
                    : baseStyle == LONG && standalone ? Names.ERAS_LONG : Names.ERAS;
                break;
            case MONTH:
                if (baseStyle == NARROW_FORMAT) {
                    return null;
                }
                names = baseStyle == LONG ? Names.MONTHS : Names.MONTHS_SHORT;
                break;
            case DAY_OF_WEEK: {
                if (baseStyle == NARROW_FORMAT) {
                    return null;
                }
                String[] iso = baseStyle == LONG ? Names.DAYS : Names.DAYS_SHORT;
                names = new String[7];
                for (int i = 0; i < 7; i++) {
                    names[i] = iso[(i + 6) % 7]; // Sunday first, as SUNDAY == 1
                }
                first = SUNDAY;
                break;
            }
            case AM_PM:
                names = baseStyle == NARROW_FORMAT ? new String[] {"a", "p"} : Names.AMPM;
                break;
            default:
                return null;
        }
        Map<String, Integer> m = new HashMap<>();
        for (int i = 0; i < names.length; i++) {
            if (names[i] != null && !names[i].isEmpty()) {
                m.put(names[i], first + i);
            }
        }
        return m;
    }

    protected void complete() {
        if (!isTimeSet) {
            updateTime();
        }
        if (!areFieldsSet) {
            computeFields();
            areFieldsSet = true;
            for (int i = 0; i < FIELD_COUNT; i++) {
                isSet[i] = true;
            }
        }
    }

    private void updateTime() {
        computeTime();
        isTimeSet = true;
        areFieldsSet = false;
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Calendar)) {
            return false;
        }
        Calendar that = (Calendar) obj;
        return getTimeInMillis() == that.getTimeInMillis() && lenient == that.lenient
            && firstDayOfWeek == that.firstDayOfWeek && minimalDaysInFirstWeek == that.minimalDaysInFirstWeek
            && zone.equals(that.zone);
    }

    @Override
    public int hashCode() {
        int otheritems = (lenient ? 1 : 0) | (firstDayOfWeek << 1) | (minimalDaysInFirstWeek << 4)
            | (zone.hashCode() << 7);
        long t = getTimeInMillis();
        return (int) t ^ (int) (t >> 32) ^ otheritems;
    }

    public boolean before(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) < 0;
    }

    public boolean after(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) > 0;
    }

    @Override
    public int compareTo(Calendar anotherCalendar) {
        return Long.compare(getTimeInMillis(), anotherCalendar.getTimeInMillis());
    }

    public abstract void add(int field, int amount);

    public abstract void roll(int field, boolean up);

    public void roll(int field, int amount) {
        while (amount > 0) {
            roll(field, true);
            amount--;
        }
        while (amount < 0) {
            roll(field, false);
            amount++;
        }
    }

    public void setTimeZone(TimeZone value) {
        zone = value;
        if (isTimeSet) {
            areFieldsSet = false;
        }
    }

    public TimeZone getTimeZone() {
        return zone;
    }

    public void setLenient(boolean lenient) {
        this.lenient = lenient;
    }

    public boolean isLenient() {
        return lenient;
    }

    public void setFirstDayOfWeek(int value) {
        if (firstDayOfWeek == value) {
            return;
        }
        firstDayOfWeek = value;
        areFieldsSet = false;
    }

    public int getFirstDayOfWeek() {
        return firstDayOfWeek;
    }

    public void setMinimalDaysInFirstWeek(int value) {
        if (minimalDaysInFirstWeek == value) {
            return;
        }
        minimalDaysInFirstWeek = value;
        areFieldsSet = false;
    }

    public int getMinimalDaysInFirstWeek() {
        return minimalDaysInFirstWeek;
    }

    public boolean isWeekDateSupported() {
        return false;
    }

    public int getWeekYear() {
        throw new UnsupportedOperationException();
    }

    public String getCalendarType() {
        return "gregory";
    }

    public abstract int getMinimum(int field);

    public abstract int getMaximum(int field);

    public abstract int getGreatestMinimum(int field);

    public abstract int getLeastMaximum(int field);

    public int getActualMinimum(int field) {
        return getMinimum(field);
    }

    public int getActualMaximum(int field) {
        return getMaximum(field);
    }

    @Override
    public Object clone() {
        try {
            Calendar other = (Calendar) super.clone();
            other.fields = fields.clone();
            other.isSet = isSet.clone();
            other.stamp = stamp.clone();
            other.zone = (TimeZone) zone.clone();
            return other;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    @Override
    public String toString() {
        StringBuilder buffer = new StringBuilder(800);
        buffer.append(getClass().getName()).append('[');
        buffer.append("time=").append(isTimeSet ? String.valueOf(time) : "?");
        buffer.append(",areFieldsSet=").append(areFieldsSet);
        buffer.append(",lenient=").append(lenient);
        buffer.append(",zone=").append(zone);
        buffer.append(",firstDayOfWeek=").append(firstDayOfWeek);
        buffer.append(",minimalDaysInFirstWeek=").append(minimalDaysInFirstWeek);
        for (int i = 0; i < FIELD_COUNT; ++i) {
            buffer.append(',').append(FIELD_NAME[i]).append('=').append(isSet(i) ? String.valueOf(fields[i]) : "?");
        }
        buffer.append(']');
        return buffer.toString();
    }

    public final Instant toInstant() {
        return Instant.ofEpochMilli(getTimeInMillis());
    }
}
