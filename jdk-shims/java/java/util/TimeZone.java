package java.util;

import java.time.ZoneId;
import jdk.internal.terrarium.time.Zones;

public abstract class TimeZone implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 3581463369166924961L;
    public static final int SHORT = 0;
    public static final int LONG = 1;

    private String ID;
    private static TimeZone defaultTimeZone;

    public TimeZone() {
    }

    public abstract int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds);

    public int getOffset(long date) {
        if (inDaylightTime(new Date(date))) {
            return getRawOffset() + getDSTSavings();
        }
        return getRawOffset();
    }

    public abstract void setRawOffset(int offsetMillis);

    public abstract int getRawOffset();

    public String getID() {
        return ID;
    }

    public void setID(String ID) {
        if (ID == null) {
            throw new NullPointerException();
        }
        this.ID = ID;
    }

    public final String getDisplayName() {
        return getDisplayName(false, LONG, Locale.getDefault());
    }

    public final String getDisplayName(Locale locale) {
        return getDisplayName(false, LONG, locale);
    }

    public final String getDisplayName(boolean daylight, int style) {
        return getDisplayName(daylight, style, Locale.getDefault());
    }

    public String getDisplayName(boolean daylight, int style, Locale locale) {
        if (style != SHORT && style != LONG) {
            throw new IllegalArgumentException("Illegal style: " + style);
        }
        int z = Zones.find(getID());
        if (z >= 0 && !getID().equals("UT")) {
            return Zones.name(z, daylight, style == LONG);
        }
        int offset = getRawOffset();
        if (daylight) {
            offset += getDSTSavings();
        }
        return customId(offset / 60000);
    }

    static String customId(int offsetMinutes) {
        StringBuilder sb = new StringBuilder(9);
        sb.append("GMT");
        char sign = '+';
        if (offsetMinutes < 0) {
            sign = '-';
            offsetMinutes = -offsetMinutes;
        }
        sb.append(sign);
        int hh = offsetMinutes / 60;
        int mm = offsetMinutes % 60;
        sb.append((char) ('0' + hh / 10)).append((char) ('0' + hh % 10)).append(':');
        sb.append((char) ('0' + mm / 10)).append((char) ('0' + mm % 10));
        return sb.toString();
    }

    public int getDSTSavings() {
        if (useDaylightTime()) {
            return 3600000;
        }
        return 0;
    }

    public abstract boolean useDaylightTime();

    public boolean observesDaylightTime() {
        return useDaylightTime() || inDaylightTime(new Date());
    }

    public abstract boolean inDaylightTime(Date date);

    public static synchronized TimeZone getTimeZone(String ID) {
        TimeZone tz = lookup(ID);
        return tz != null ? tz : new Zone("GMT", 0, 0, true);
    }

    public static TimeZone getTimeZone(ZoneId zoneId) {
        String tzid = zoneId.getId();
        char c = tzid.charAt(0);
        if (c == '+' || c == '-') {
            tzid = "GMT" + tzid;
        } else if (c == 'Z' && tzid.length() == 1) {
            tzid = "UTC";
        }
        return getTimeZone(tzid);
    }

    private static TimeZone lookup(String id) {
        if (id == null) {
            throw new NullPointerException();
        }
        int z = Zones.find(id);
        if (z >= 0 && !id.equals("UT")) {
            return new Zone(id, Zones.std(z) * 1000, Zones.kind(z), true);
        }
        if (id.startsWith("GMT") && id.length() > 3) {
            return parseCustom(id);
        }
        return null;
    }

    private static TimeZone parseCustom(String id) {
        int length = id.length();
        int index = 3;
        char c = id.charAt(index++);
        boolean negative = false;
        if (c == '-') {
            negative = true;
        } else if (c != '+') {
            return null;
        }
        int hours = 0;
        int num = 0;
        int countDelim = 0;
        int len = 0;
        while (index < length) {
            c = id.charAt(index++);
            if (c == ':') {
                if (countDelim > 0) {
                    return null;
                }
                if (len > 2) {
                    return null;
                }
                hours = num;
                countDelim++;
                num = 0;
                len = 0;
                continue;
            }
            if (c < '0' || c > '9') {
                return null;
            }
            num = num * 10 + (c - '0');
            len++;
        }
        if (index != length) {
            return null;
        }
        if (countDelim == 0) {
            if (len <= 2) {
                hours = num;
                num = 0;
            } else {
                hours = num / 100;
                num %= 100;
            }
        } else {
            if (len != 2) {
                return null;
            }
        }
        if (hours > 23 || num > 59) {
            return null;
        }
        int gmtOffset = (hours * 60 + num) * 60 * 1000;
        if (gmtOffset == 0) {
            return new Zone("GMT", 0, 0, true);
        }
        if (negative) {
            gmtOffset = -gmtOffset;
        }
        return new Zone(customId(gmtOffset / 60000), gmtOffset, 0, false);
    }

    public ZoneId toZoneId() {
        String id = getID();
        if (id.startsWith("GMT+") || id.startsWith("GMT-")) {
            return ZoneId.of(id);
        }
        try {
            return ZoneId.of(id, ZoneId.SHORT_IDS);
        } catch (java.time.DateTimeException e) {
            return java.time.ZoneOffset.ofTotalSeconds(getRawOffset() / 1000);
        }
    }

    public static synchronized String[] getAvailableIDs(int rawOffset) {
        ArrayList<String> list = new ArrayList<>();
        for (String id : getAvailableIDs()) {
            if (getTimeZone(id).getRawOffset() == rawOffset) {
                list.add(id);
            }
        }
        return list.toArray(new String[0]);
    }

    public static synchronized String[] getAvailableIDs() {
        String[] regions = Zones.regionIds();
        String[] all = new String[regions.length + 2];
        System.arraycopy(regions, 0, all, 0, regions.length);
        all[regions.length] = "GMT";
        all[regions.length + 1] = "UTC";
        Arrays.sort(all);
        return all;
    }

    public static TimeZone getDefault() {
        return (TimeZone) getDefaultRef().clone();
    }

    static synchronized TimeZone getDefaultRef() {
        if (defaultTimeZone == null) {
            String id = System.getProperty("user.timezone");
            if (id == null || id.isEmpty()) {
                id = "UTC";
            }
            defaultTimeZone = getTimeZone(id);
        }
        return defaultTimeZone;
    }

    public static void setDefault(TimeZone zone) {
        defaultTimeZone = zone == null ? null : (TimeZone) zone.clone();
    }

    public boolean hasSameRules(TimeZone other) {
        return other != null && getRawOffset() == other.getRawOffset() && useDaylightTime() == other.useDaylightTime();
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    /** The zones Terrarium knows (the JDK's sun.util.calendar.ZoneInfo). */
    static final class Zone extends TimeZone {
        private static final long serialVersionUID = 2653134537216586139L;
        private int rawOffset;
        private final int kind;
        private final boolean known;

        Zone(String id, int rawOffset, int kind, boolean known) {
            setID(id);
            this.rawOffset = rawOffset;
            this.kind = kind;
            this.known = known;
        }

        int offsetAt(long millis) {
            if (kind == 0) {
                return rawOffset;
            }
            return Zones.offsetAt(rawOffset / 1000, kind, Math.floorDiv(millis, 1000L)) * 1000;
        }

        /** Offset (ms) for a local wall time in ms: the DST one when valid, else standard. */
        int offsetForWall(long localMillis) {
            if (kind == 0) {
                return rawOffset;
            }
            int dst = rawOffset + 3600000;
            if (offsetAt(localMillis - rawOffset) == rawOffset) {
                return rawOffset;
            }
            if (offsetAt(localMillis - dst) == dst) {
                return dst;
            }
            return rawOffset;
        }

        @Override
        public int getOffset(long date) {
            return offsetAt(date);
        }

        @Override
        public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
            int y = era == 0 ? 1 - year : year;
            long local = Zones.daysFromCivil(y, month + 1, day) * 86400000L + milliseconds;
            return offsetAt(local - rawOffset);
        }

        @Override
        public void setRawOffset(int offsetMillis) {
            this.rawOffset = offsetMillis;
        }

        @Override
        public int getRawOffset() {
            return rawOffset;
        }

        @Override
        public boolean useDaylightTime() {
            return kind != 0;
        }

        @Override
        public boolean observesDaylightTime() {
            return kind != 0;
        }

        @Override
        public boolean inDaylightTime(Date date) {
            return offsetAt(date.getTime()) != rawOffset;
        }

        @Override
        public boolean equals(Object obj) {
            if (this == obj) {
                return true;
            }
            if (!(obj instanceof Zone)) {
                return false;
            }
            Zone that = (Zone) obj;
            return getID().equals(that.getID()) && rawOffset == that.rawOffset && kind == that.kind;
        }

        @Override
        public int hashCode() {
            return rawOffset ^ kind;
        }

        @Override
        public String toString() {
            return "sun.util.calendar.ZoneInfo[id=\"" + getID() + "\",offset=" + rawOffset + ",dstSavings="
                + getDSTSavings() + ",useDaylight=" + useDaylightTime() + ",transitions=0,lastRule=null]";
        }
    }
}
