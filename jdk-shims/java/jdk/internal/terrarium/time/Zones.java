package jdk.internal.terrarium.time;

/**
 * The region time zones Terrarium knows, with their current rules applied to every year.
 * kind: 0 no daylight saving, 1 EU (last Sun Mar/Oct 01:00 UTC), 2 US (2nd Sun Mar / 1st Sun Nov 02:00 local),
 * 3 AU south-east (1st Sun Oct 02:00 std / 1st Sun Apr 03:00 dst).
 */
public final class Zones {
    private Zones() {
    }

    /** Makes region rules (set by ZoneRules' static initialiser). */
    public abstract static class RulesFactory {
        public abstract java.time.zone.ZoneRules make(int std, int kind);
    }

    public static RulesFactory factory;

    public static java.time.zone.ZoneRules rules(int std, int kind) {
        if (factory == null) {
            java.time.zone.ZoneRules.of(java.time.ZoneOffset.UTC);
        }
        return factory.make(std, kind);
    }

    /** id, standard offset seconds, kind, short std, short dst, long std, long dst. */
    private static final Object[][] TABLE = {
        {"Europe/London", 0, 1, "GMT", "BST", "Greenwich Mean Time", "British Summer Time"},
        {"Europe/Paris", 3600, 1, "CET", "CEST", "Central European Standard Time", "Central European Summer Time"},
        {"Europe/Berlin", 3600, 1, "CET", "CEST", "Central European Standard Time", "Central European Summer Time"},
        {"America/New_York", -5 * 3600, 2, "EST", "EDT", "Eastern Standard Time", "Eastern Daylight Time"},
        {"America/Chicago", -6 * 3600, 2, "CST", "CDT", "Central Standard Time", "Central Daylight Time"},
        {"America/Los_Angeles", -8 * 3600, 2, "PST", "PDT", "Pacific Standard Time", "Pacific Daylight Time"},
        {"Asia/Tokyo", 9 * 3600, 0, "JST", "JDT", "Japan Standard Time", "Japan Daylight Time"},
        {"Asia/Kolkata", 19800, 0, "IST", "IDT", "India Standard Time", "India Daylight Time"},
        {"Australia/Sydney", 10 * 3600, 3, "AEST", "AEDT", "Australian Eastern Standard Time",
            "Australian Eastern Daylight Time"},
        {"UTC", 0, 0, "UTC", "UTC", "Coordinated Universal Time", "Coordinated Universal Time"},
        {"GMT", 0, 0, "GMT", "GMT", "Greenwich Mean Time", "Greenwich Mean Time"},
        {"UT", 0, 0, "UTC", "UTC", "Coordinated Universal Time", "Coordinated Universal Time"},
    };

    /** Index of a region id in the table, -1 when unknown. */
    public static int find(String id) {
        for (int i = 0; i < TABLE.length; i++) {
            if (TABLE[i][0].equals(id)) {
                return i;
            }
        }
        return -1;
    }

    public static String[] regionIds() {
        String[] r = new String[9];
        for (int i = 0; i < 9; i++) {
            r[i] = (String) TABLE[i][0];
        }
        return r;
    }

    public static String id(int z) {
        return (String) TABLE[z][0];
    }

    public static int std(int z) {
        return (Integer) TABLE[z][1];
    }

    public static int kind(int z) {
        return (Integer) TABLE[z][2];
    }

    public static String name(int z, boolean dst, boolean longName) {
        return (String) TABLE[z][3 + (longName ? 2 : 0) + (dst ? 1 : 0)];
    }

    public static long daysFromCivil(long y, int m, int d) {
        if (m <= 2) {
            y--;
        }
        long era = Math.floorDiv(y, 400L);
        long yoe = y - era * 400;
        long mp = (m + 9) % 12;
        long doy = (153 * mp + 2) / 5 + d - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468;
    }

    public static int yearOfEpochDay(long epochDay) {
        long z = epochDay + 719468;
        long era = Math.floorDiv(z, 146097L);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long y = yoe + era * 400;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        if (mp >= 10) {
            y++;
        }
        return (int) y;
    }

    private static int dow0(long epochDay) {
        return (int) Math.floorMod(epochDay + 3, 7L);
    }

    /** Epoch day of the n-th (1-based) Sunday of a month. */
    private static long nthSunday(int y, int m, int n) {
        long first = daysFromCivil(y, m, 1);
        int dow = dow0(first);
        return first + (6 - dow) + 7L * (n - 1);
    }

    private static long lastSunday(int y, int m) {
        int len = (m == 2) ? 28 : (m == 4 || m == 6 || m == 9 || m == 11) ? 30 : 31;
        long last = daysFromCivil(y, m, len);
        return last - ((dow0(last) + 1) % 7);
    }

    /**
     * The year's two transitions in order: {epochSecond, offsetBefore, offsetAfter} x 2; null without rules.
     */
    public static long[] transitions(int stdOffset, int kind, int y) {
        long s;
        long e;
        int dst = stdOffset + 3600;
        switch (kind) {
            case 1:
                s = lastSunday(y, 3) * 86400 + 3600;
                e = lastSunday(y, 10) * 86400 + 3600;
                return new long[] {s, stdOffset, dst, e, dst, stdOffset};
            case 2:
                s = nthSunday(y, 3, 2) * 86400 + 7200 - stdOffset;
                e = nthSunday(y, 11, 1) * 86400 + 7200 - dst;
                return new long[] {s, stdOffset, dst, e, dst, stdOffset};
            case 3:
                e = nthSunday(y, 4, 1) * 86400 + 10800 - dst;
                s = nthSunday(y, 10, 1) * 86400 + 7200 - stdOffset;
                return new long[] {e, dst, stdOffset, s, stdOffset, dst};
            default:
                return null;
        }
    }

    /** Offset in seconds at an instant. */
    public static int offsetAt(int stdOffset, int kind, long epochSecond) {
        if (kind == 0) {
            return stdOffset;
        }
        int y = yearOfEpochDay(Math.floorDiv(epochSecond + stdOffset, 86400L));
        long[] t = transitions(stdOffset, kind, y);
        int off = (int) t[1];
        if (epochSecond >= t[0]) {
            off = (int) t[2];
        }
        if (epochSecond >= t[3]) {
            off = (int) t[5];
        }
        return off;
    }
}
