package java.util;

import java.time.ZonedDateTime;
import jdk.internal.terrarium.time.Zones;

public class GregorianCalendar extends Calendar {
    private static final long serialVersionUID = -8125100834729963327L;
    public static final int BC = 0;
    public static final int AD = 1;

    private static final int[] MIN_VALUES = {0, 1, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, -13 * 3600000, 0};
    private static final int[] LEAST_MAX_VALUES = {1, 292269054, 11, 52, 4, 28, 365, 7, 4, 1, 11, 23, 59, 59, 999,
        14 * 3600000, 20 * 60000};
    private static final int[] MAX_VALUES = {1, 292278994, 11, 53, 6, 31, 366, 7, 6, 1, 11, 23, 59, 59, 999,
        14 * 3600000, 2 * 3600000};

    public GregorianCalendar() {
        this(TimeZone.getDefaultRef(), Locale.getDefault());
    }

    public GregorianCalendar(TimeZone zone) {
        this(zone, Locale.getDefault());
    }

    public GregorianCalendar(Locale aLocale) {
        this(TimeZone.getDefaultRef(), aLocale);
    }

    public GregorianCalendar(TimeZone zone, Locale aLocale) {
        super(zone, aLocale);
        setTimeInMillis(System.currentTimeMillis());
    }

    public GregorianCalendar(int year, int month, int dayOfMonth) {
        this(year, month, dayOfMonth, 0, 0, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute) {
        this(year, month, dayOfMonth, hourOfDay, minute, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second) {
        this(year, month, dayOfMonth, hourOfDay, minute, second, 0);
    }

    GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second, int millis) {
        super(TimeZone.getDefaultRef(), Locale.getDefault());
        clear();
        set(YEAR, year);
        set(MONTH, month);
        set(DAY_OF_MONTH, dayOfMonth);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
        set(SECOND, second);
        set(MILLISECOND, millis);
    }

    public boolean isLeapYear(int year) {
        return ((year & 3) == 0) && ((year % 100) != 0 || (year % 400) == 0);
    }

    private static int monthLength(int y, int m0) {
        switch (m0) {
            case 1:
                return ((y & 3) == 0 && (y % 100 != 0 || y % 400 == 0)) ? 29 : 28;
            case 3:
            case 5:
            case 8:
            case 10:
                return 30;
            default:
                return 31;
        }
    }

    private static int dow(long epochDay) {
        return (int) Math.floorMod(epochDay + 4, 7L) + 1;
    }

    private int weekNumber(int dayOfPeriod, int dayOfWeek) {
        int periodStartDayOfWeek = (dayOfWeek - firstDayOfWeek - dayOfPeriod + 1) % 7;
        if (periodStartDayOfWeek < 0) {
            periodStartDayOfWeek += 7;
        }
        int weekNo = (dayOfPeriod + periodStartDayOfWeek - 1) / 7;
        if ((7 - periodStartDayOfWeek) >= minimalDaysInFirstWeek) {
            ++weekNo;
        }
        return weekNo;
    }

    private int zoneOffsetAt(long millis) {
        return zone.getOffset(millis);
    }

    @Override
    protected void computeFields() {
        int offset = zoneOffsetAt(time);
        long local = time + offset;
        long epochDay = Math.floorDiv(local, 86400000L);
        int msOfDay = (int) Math.floorMod(local, 86400000L);
        java.time.LocalDate d = java.time.LocalDate.ofEpochDay(epochDay);
        int y = d.getYear();
        fields[ERA] = y > 0 ? AD : BC;
        fields[YEAR] = y > 0 ? y : 1 - y;
        fields[MONTH] = d.getMonthValue() - 1;
        fields[DAY_OF_MONTH] = d.getDayOfMonth();
        int doy = d.getDayOfYear();
        fields[DAY_OF_YEAR] = doy;
        int dw = dow(epochDay);
        fields[DAY_OF_WEEK] = dw;
        fields[DAY_OF_WEEK_IN_MONTH] = (d.getDayOfMonth() - 1) / 7 + 1;
        fields[WEEK_OF_MONTH] = weekNumber(d.getDayOfMonth(), dw);
        int woy = weekNumber(doy, dw);
        if (woy == 0) {
            int prevLen = isLeapYear(y - 1) ? 366 : 365;
            woy = weekNumber(doy + prevLen, dw);
        } else if (woy >= 52) {
            long nextJan1 = Zones.daysFromCivil(y + 1, 1, 1);
            long p = nextJan1 + 6;
            long nextJan1st = p - ((dow(p) - firstDayOfWeek + 7) % 7);
            int ndays = (int) (nextJan1st - nextJan1);
            if (ndays >= minimalDaysInFirstWeek && epochDay >= nextJan1st - 7) {
                woy = 1;
            }
        }
        fields[WEEK_OF_YEAR] = woy;
        int hod = msOfDay / 3600000;
        fields[HOUR_OF_DAY] = hod;
        fields[AM_PM] = hod / 12;
        fields[HOUR] = hod % 12;
        fields[MINUTE] = (msOfDay / 60000) % 60;
        fields[SECOND] = (msOfDay / 1000) % 60;
        fields[MILLISECOND] = msOfDay % 1000;
        // As ZoneInfo's: the standard offset of that time, not today's.
        int std = zone instanceof TimeZone.Zone ? ((TimeZone.Zone) zone).stdOffsetAt(time) : zone.getRawOffset();
        fields[ZONE_OFFSET] = std;
        fields[DST_OFFSET] = offset - std;
    }

    private int f(int field, int def) {
        return stamp[field] != 0 ? fields[field] : def;
    }

    private void check(int field, int min, int max) {
        if (stamp[field] > 1 && (fields[field] < min || fields[field] > max)) {
            throw new IllegalArgumentException(FIELD_NAME[field]);
        }
    }

    @Override
    protected void computeTime() {
        if (!lenient) {
            for (int i = 0; i < FIELD_COUNT; i++) {
                check(i, MIN_VALUES[i], MAX_VALUES[i]);
            }
        }
        int yoe = f(YEAR, 1970);
        int year = f(ERA, AD) == BC ? 1 - yoe : yoe;
        int month = f(MONTH, 0);
        year += Math.floorDiv(month, 12);
        month = Math.floorMod(month, 12);
        int domStamp = Math.max(stamp[DAY_OF_MONTH], stamp[MONTH]);
        int doyStamp = stamp[DAY_OF_YEAR];
        int dowStamp = Math.max(stamp[DAY_OF_WEEK], Math.max(stamp[WEEK_OF_MONTH],
            Math.max(stamp[WEEK_OF_YEAR], stamp[DAY_OF_WEEK_IN_MONTH])));
        long epochDay;
        if (doyStamp > domStamp && doyStamp >= dowStamp) {
            epochDay = Zones.daysFromCivil(year, 1, 1) + f(DAY_OF_YEAR, 1) - 1;
        } else if (dowStamp > domStamp && dowStamp > 1) {
            int dw = f(DAY_OF_WEEK, firstDayOfWeek);
            if (stamp[WEEK_OF_YEAR] > stamp[WEEK_OF_MONTH] && stamp[WEEK_OF_YEAR] > stamp[DAY_OF_WEEK_IN_MONTH]) {
                long start = Zones.daysFromCivil(year, 1, 1);
                epochDay = weekStart(start) + (fields[WEEK_OF_YEAR] - 1) * 7L + ((dw - firstDayOfWeek + 7) % 7);
            } else if (stamp[DAY_OF_WEEK_IN_MONTH] > stamp[WEEK_OF_MONTH]) {
                int dowim = fields[DAY_OF_WEEK_IN_MONTH];
                if (dowim >= 0) {
                    long first = Zones.daysFromCivil(year, month + 1, 1);
                    epochDay = first + ((dw - dow(first) + 7) % 7) + (dowim - 1) * 7L;
                } else {
                    long last = Zones.daysFromCivil(year, month + 1, monthLength(year, month));
                    epochDay = last - ((dow(last) - dw + 7) % 7) + (dowim + 1) * 7L;
                }
            } else if (stamp[WEEK_OF_MONTH] > 0) {
                long start = Zones.daysFromCivil(year, month + 1, 1);
                epochDay = weekStart(start) + (fields[WEEK_OF_MONTH] - 1) * 7L + ((dw - firstDayOfWeek + 7) % 7);
            } else {
                long base = Zones.daysFromCivil(year, month + 1, 1) + f(DAY_OF_MONTH, 1) - 1;
                epochDay = base - ((dow(base) - firstDayOfWeek + 7) % 7) + ((dw - firstDayOfWeek + 7) % 7);
            }
        } else {
            int dom = f(DAY_OF_MONTH, 1);
            epochDay = Zones.daysFromCivil(year, month + 1, 1) + dom - 1;
        }
        long hod;
        int hStamp = Math.max(stamp[HOUR], stamp[AM_PM]);
        if (stamp[HOUR_OF_DAY] >= hStamp) {
            hod = f(HOUR_OF_DAY, 0);
        } else {
            hod = f(AM_PM, 0) * 12L + f(HOUR, 0);
        }
        long millis = ((hod * 60 + f(MINUTE, 0)) * 60 + f(SECOND, 0)) * 1000 + f(MILLISECOND, 0);
        long local = epochDay * 86400000L + millis;
        int offset;
        if (stamp[ZONE_OFFSET] > 1 || stamp[DST_OFFSET] > 1) {
            offset = f(ZONE_OFFSET, zone.getRawOffset()) + f(DST_OFFSET, 0);
        } else if (zone instanceof TimeZone.Zone) {
            offset = ((TimeZone.Zone) zone).offsetForWall(local);
        } else {
            offset = zone.getOffset(local - zone.getRawOffset());
        }
        time = local - offset;
        if (!lenient) {
            int[] orig = fields.clone();
            int[] origStamp = stamp.clone();
            computeFields();
            for (int i = 0; i < FIELD_COUNT; i++) {
                if (origStamp[i] > 1 && orig[i] != fields[i]) {
                    int now = fields[i];
                    System.arraycopy(orig, 0, fields, 0, FIELD_COUNT);
                    throw new IllegalArgumentException(FIELD_NAME[i] + ": " + orig[i] + " -> " + now);
                }
            }
            System.arraycopy(orig, 0, fields, 0, FIELD_COUNT);
        }
    }

    private long weekStart(long firstOfPeriod) {
        int rel = (dow(firstOfPeriod) - firstDayOfWeek + 7) % 7;
        long ws = firstOfPeriod - rel;
        if (7 - rel < minimalDaysInFirstWeek) {
            ws += 7;
        }
        return ws;
    }

    private void setLocal(long epochDay, long msOfDay) {
        long local = epochDay * 86400000L + msOfDay;
        int offset = zone instanceof TimeZone.Zone ? ((TimeZone.Zone) zone).offsetForWall(local)
            : zone.getOffset(local - zone.getRawOffset());
        setTimeInMillis(local - offset);
    }

    private long localEpochDay() {
        return Math.floorDiv(time + zoneOffsetAt(time), 86400000L);
    }

    private long localMsOfDay() {
        return Math.floorMod(time + zoneOffsetAt(time), 86400000L);
    }

    @Override
    public void add(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        if (field == YEAR || field == MONTH || field == ERA) {
            int y = fields[ERA] == BC ? 1 - fields[YEAR] : fields[YEAR];
            int m = fields[MONTH];
            if (field == YEAR) {
                y += fields[ERA] == BC ? -amount : amount;
            } else if (field == MONTH) {
                long tm = m + (long) amount;
                y += (int) Math.floorDiv(tm, 12L);
                m = (int) Math.floorMod(tm, 12L);
            } else {
                int era = fields[ERA] + amount;
                era = era < 0 ? 0 : era > 1 ? 1 : era;
                if (era != fields[ERA]) {
                    y = 1 - y;
                }
            }
            int d = Math.min(fields[DAY_OF_MONTH], monthLength(y, m));
            setLocal(Zones.daysFromCivil(y, m + 1, d), localMsOfDay());
            return;
        }
        long delta;
        switch (field) {
            case WEEK_OF_YEAR:
            case WEEK_OF_MONTH:
            case DAY_OF_WEEK_IN_MONTH:
                setLocal(localEpochDay() + amount * 7L, localMsOfDay());
                return;
            case DAY_OF_MONTH:
            case DAY_OF_YEAR:
            case DAY_OF_WEEK:
                setLocal(localEpochDay() + amount, localMsOfDay());
                return;
            case AM_PM:
                delta = amount * 12L * 3600000L;
                break;
            case HOUR:
            case HOUR_OF_DAY:
                delta = amount * 3600000L;
                break;
            case MINUTE:
                delta = amount * 60000L;
                break;
            case SECOND:
                delta = amount * 1000L;
                break;
            default:
                delta = amount;
                break;
        }
        setTimeInMillis(time + delta);
    }

    @Override
    public void roll(int field, boolean up) {
        roll(field, up ? +1 : -1);
    }

    @Override
    public void roll(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        int y = fields[ERA] == BC ? 1 - fields[YEAR] : fields[YEAR];
        int m = fields[MONTH];
        int d = fields[DAY_OF_MONTH];
        long ms = localMsOfDay();
        long ed = localEpochDay();
        switch (field) {
            case ERA:
                break;
            case YEAR: {
                int ny = fields[YEAR] + amount;
                if (ny < 1) {
                    ny = 1;
                }
                y = fields[ERA] == BC ? 1 - ny : ny;
                setLocal(Zones.daysFromCivil(y, m + 1, Math.min(d, monthLength(y, m))), ms);
                return;
            }
            case MONTH: {
                m = Math.floorMod(m + amount, 12);
                setLocal(Zones.daysFromCivil(y, m + 1, Math.min(d, monthLength(y, m))), ms);
                return;
            }
            case DAY_OF_MONTH: {
                int len = monthLength(y, m);
                d = Math.floorMod(d - 1 + amount, len) + 1;
                setLocal(Zones.daysFromCivil(y, m + 1, d), ms);
                return;
            }
            case DAY_OF_YEAR: {
                int len = isLeapYear(y) ? 366 : 365;
                int doy = Math.floorMod(fields[DAY_OF_YEAR] - 1 + amount, len) + 1;
                setLocal(Zones.daysFromCivil(y, 1, 1) + doy - 1, ms);
                return;
            }
            case DAY_OF_WEEK: {
                int rel = (fields[DAY_OF_WEEK] - firstDayOfWeek + 7) % 7;
                int nrel = Math.floorMod(rel + amount, 7);
                setLocal(ed + nrel - rel, ms);
                return;
            }
            case WEEK_OF_YEAR:
            case WEEK_OF_MONTH:
            case DAY_OF_WEEK_IN_MONTH: {
                long start = field == WEEK_OF_YEAR ? Zones.daysFromCivil(y, 1, 1) : Zones.daysFromCivil(y, m + 1, 1);
                long end = field == WEEK_OF_YEAR ? Zones.daysFromCivil(y + 1, 1, 1)
                    : start + monthLength(y, m);
                long n = ed + amount * 7L;
                long span = ((end - 1 - ed) / 7) + ((ed - start) / 7) + 1;
                long idx = (ed - start) / 7;
                long nidx = Math.floorMod(idx + amount, span);
                n = ed + (nidx - idx) * 7;
                if (n >= end) {
                    n -= 7;
                }
                if (n < start) {
                    n += 7;
                }
                setLocal(n, ms);
                return;
            }
            case AM_PM:
                if ((amount & 1) != 0) {
                    ms = ms >= 43200000L ? ms - 43200000L : ms + 43200000L;
                }
                setLocal(ed, ms);
                return;
            case HOUR: {
                int h = fields[HOUR_OF_DAY];
                int nh = Math.floorMod(h % 12 + amount, 12) + (h / 12) * 12;
                setLocal(ed, ms + (nh - h) * 3600000L);
                return;
            }
            case HOUR_OF_DAY: {
                int h = fields[HOUR_OF_DAY];
                int nh = Math.floorMod(h + amount, 24);
                setLocal(ed, ms + (nh - h) * 3600000L);
                return;
            }
            case MINUTE: {
                int v = fields[MINUTE];
                int nv = Math.floorMod(v + amount, 60);
                setTimeInMillis(time + (nv - v) * 60000L);
                return;
            }
            case SECOND: {
                int v = fields[SECOND];
                int nv = Math.floorMod(v + amount, 60);
                setTimeInMillis(time + (nv - v) * 1000L);
                return;
            }
            default: {
                int v = fields[MILLISECOND];
                int nv = Math.floorMod(v + amount, 1000);
                setTimeInMillis(time + (nv - v));
                return;
            }
        }
    }

    @Override
    public int getMinimum(int field) {
        return MIN_VALUES[field];
    }

    @Override
    public int getMaximum(int field) {
        return MAX_VALUES[field];
    }

    @Override
    public int getGreatestMinimum(int field) {
        return MIN_VALUES[field];
    }

    @Override
    public int getLeastMaximum(int field) {
        return LEAST_MAX_VALUES[field];
    }

    @Override
    public int getActualMinimum(int field) {
        return getMinimum(field);
    }

    @Override
    public int getActualMaximum(int field) {
        complete();
        int y = fields[ERA] == BC ? 1 - fields[YEAR] : fields[YEAR];
        switch (field) {
            case DAY_OF_MONTH:
                return monthLength(y, fields[MONTH]);
            case DAY_OF_YEAR:
                return isLeapYear(y) ? 366 : 365;
            case WEEK_OF_YEAR: {
                GregorianCalendar c = (GregorianCalendar) clone();
                c.setLenient(true);
                c.clear();
                c.set(y, DECEMBER, 31);
                int w = c.get(WEEK_OF_YEAR);
                if (w == 1) {
                    c.set(y, DECEMBER, 24);
                    w = c.get(WEEK_OF_YEAR);
                }
                return w;
            }
            case WEEK_OF_MONTH: {
                int len = monthLength(y, fields[MONTH]);
                long last = Zones.daysFromCivil(y, fields[MONTH] + 1, len);
                return weekNumber(len, dow(last));
            }
            case DAY_OF_WEEK_IN_MONTH: {
                int len = monthLength(y, fields[MONTH]);
                return (len - 1) / 7 + 1;
            }
            case YEAR:
                return fields[ERA] == BC ? 292269055 : 292278994;
            default:
                return getMaximum(field);
        }
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof GregorianCalendar && super.equals(obj);
    }

    @Override
    public int hashCode() {
        return super.hashCode() ^ (int) -12219292800000L;
    }

    @Override
    public Object clone() {
        return super.clone();
    }

    @Override
    public String getCalendarType() {
        return "gregory";
    }

    @Override
    public TimeZone getTimeZone() {
        return super.getTimeZone();
    }

    @Override
    public void setTimeZone(TimeZone zone) {
        super.setTimeZone(zone);
    }

    @Override
    public final boolean isWeekDateSupported() {
        return true;
    }

    @Override
    public int getWeekYear() {
        int year = get(YEAR);
        if (get(ERA) == BC) {
            year = 1 - year;
        }
        int woy = fields[WEEK_OF_YEAR];
        if (fields[MONTH] == JANUARY && woy >= 52) {
            year--;
        } else if (fields[MONTH] == DECEMBER && woy == 1) {
            year++;
        }
        return year;
    }

    public ZonedDateTime toZonedDateTime() {
        return ZonedDateTime.ofInstant(java.time.Instant.ofEpochMilli(getTimeInMillis()), getTimeZone().toZoneId());
    }

    public static GregorianCalendar from(ZonedDateTime zdt) {
        GregorianCalendar cal = new GregorianCalendar(TimeZone.getTimeZone(zdt.getZone()));
        cal.setFirstDayOfWeek(MONDAY);
        cal.setMinimalDaysInFirstWeek(4);
        try {
            cal.setTimeInMillis(Math.addExact(Math.multiplyExact(zdt.toEpochSecond(), 1000),
                zdt.get(java.time.temporal.ChronoField.MILLI_OF_SECOND)));
        } catch (ArithmeticException ex) {
            throw new IllegalArgumentException(ex);
        }
        return cal;
    }
}
