package java.util;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.zone.ZoneOffsetTransitionRule;
import java.time.zone.ZoneRules;
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
        if (z >= 0) {
            return Zones.name(z, daylight, style == LONG, locale);
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
        return tz != null ? tz : new Zone("GMT", ZoneRules.of(java.time.ZoneOffset.UTC), true);
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
        if (z >= 0) {
            return new Zone(id, Zones.rules(z), true);
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
            return new Zone("GMT", ZoneRules.of(java.time.ZoneOffset.UTC), true);
        }
        if (negative) {
            gmtOffset = -gmtOffset;
        }
        return new Zone(customId(gmtOffset / 60000), ZoneRules.of(java.time.ZoneOffset.ofTotalSeconds(gmtOffset / 1000)),
            false);
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
        // As the JDK: sorted (unlike getAvailableIDs(), which lists the old three-letter ids last).
        String[] ids = list.toArray(new String[0]);
        Arrays.sort(ids);
        return ids;
    }

    public static synchronized String[] getAvailableIDs() {
        return Zones.timeZoneIds();
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

    /**
     * The zones of the tz database (the JDK's sun.util.calendar.ZoneInfo), answering from their ZoneRules
     * as ZoneInfo does: the same offsets from 1900 on, and before 1900 the raw offset without daylight time.
     */
    static final class Zone extends TimeZone {
        private static final long serialVersionUID = 2653134537216586139L;
        /** 1900-01-01T00:00Z in ms: ZoneInfo keeps no transitions before it. */
        private static final long UTC1900 = -2208988800000L;
        private final transient ZoneRules rules;
        private final int zoneRawOffset;
        private int rawOffset;
        private final int dstSavings;
        private final boolean known;

        Zone(String id, ZoneRules rules, boolean known) {
            setID(id);
            this.rules = rules;
            this.zoneRawOffset = rules.getStandardOffset(Instant.MAX).getTotalSeconds() * 1000;
            this.rawOffset = zoneRawOffset;
            int savings = 0;
            for (ZoneOffsetTransitionRule r : rules.getTransitionRules()) {
                savings = Math.max(savings, r.getOffsetAfter().getTotalSeconds() - r.getStandardOffset().getTotalSeconds());
            }
            this.dstSavings = savings * 1000;
            this.known = known;
        }

        int offsetAt(long millis) {
            int off;
            if (millis < UTC1900) {
                off = zoneRawOffset;
            } else {
                off = rules.getOffset(Instant.ofEpochMilli(millis)).getTotalSeconds() * 1000;
            }
            return off + rawOffset - zoneRawOffset;
        }

        /** Standard offset (ms) at an instant. */
        int stdOffsetAt(long millis) {
            if (millis < UTC1900) {
                return rawOffset;
            }
            return rules.getStandardOffset(Instant.ofEpochMilli(millis)).getTotalSeconds() * 1000 + rawOffset
                - zoneRawOffset;
        }

        /** Offset (ms) for a local wall time in ms: in an overlap the later, in a gap the one before it. */
        int offsetForWall(long localMillis) {
            LocalDateTime ldt = LocalDateTime.ofEpochSecond(Math.floorDiv(localMillis, 1000L),
                (int) Math.floorMod(localMillis, 1000L) * 1000000, java.time.ZoneOffset.UTC);
            java.time.zone.ZoneOffsetTransition t = rules.getTransition(ldt);
            int off = (t != null && t.isOverlap() ? t.getOffsetAfter() : rules.getOffset(ldt)).getTotalSeconds() * 1000;
            if (localMillis - off < UTC1900) {
                return rawOffset;
            }
            return off + rawOffset - zoneRawOffset;
        }

        @Override
        public int getOffset(long date) {
            return offsetAt(date);
        }

        @Override
        public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
            if (era != GregorianCalendar.AD && era != GregorianCalendar.BC) {
                throw new IllegalArgumentException("Illegal era " + era);
            }
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
        public int getDSTSavings() {
            return dstSavings;
        }

        @Override
        public boolean useDaylightTime() {
            return !rules.getTransitionRules().isEmpty();
        }

        @Override
        public boolean observesDaylightTime() {
            if (useDaylightTime()) {
                return true;
            }
            long now = System.currentTimeMillis();
            if (inDaylightTime(new Date(now))) {
                return true;
            }
            java.time.zone.ZoneOffsetTransition next = rules.nextTransition(Instant.ofEpochMilli(now));
            while (next != null) {
                if (rules.isDaylightSavings(next.getInstant())) {
                    return true;
                }
                next = rules.nextTransition(next.getInstant());
            }
            return false;
        }

        @Override
        public boolean inDaylightTime(Date date) {
            long millis = date.getTime();
            if (millis < UTC1900) {
                return false;
            }
            return rules.isDaylightSavings(Instant.ofEpochMilli(millis));
        }

        @Override
        public boolean hasSameRules(TimeZone other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Zone)) {
                return other != null && getRawOffset() == other.getRawOffset() && !useDaylightTime()
                    && !other.useDaylightTime();
            }
            Zone that = (Zone) other;
            return rawOffset == that.rawOffset && rules.equals(that.rules);
        }

        @Override
        public ZoneId toZoneId() {
            return super.toZoneId();
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
            return getID().equals(that.getID()) && rawOffset == that.rawOffset && rules.equals(that.rules);
        }

        @Override
        public int hashCode() {
            return rawOffset ^ rules.hashCode();
        }

        @Override
        public String toString() {
            int transitions = 0;
            for (java.time.zone.ZoneOffsetTransition t : rules.getTransitions()) {
                if (t.toEpochSecond() * 1000 >= UTC1900) {
                    transitions++;
                }
            }
            return "sun.util.calendar.ZoneInfo[id=\"" + getID() + "\",offset=" + rawOffset + ",dstSavings="
                + getDSTSavings() + ",useDaylight=" + useDaylightTime() + ",transitions=" + transitions
                + ",lastRule=" + (useDaylightTime() ? "java.util.SimpleTimeZone[id=" + getID() + "]" : "null") + "]";
        }
    }
}
