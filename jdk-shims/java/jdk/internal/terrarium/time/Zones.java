package jdk.internal.terrarium.time;

/**
 * The time-zone database (ZoneData, generated from JDK 17's tzdb by jdk-shims/tools/GenZoneRules.java):
 * ids and their shared rule sets, decoded on first use. Their names in each locale are ZoneNames'.
 */
public final class Zones {
    private Zones() {
    }

    /** Makes ZoneRules from decoded arrays (set by ZoneRules' static initialiser; the constructor is private). */
    public abstract static class RulesFactory {
        /** lastRules: nine ints a rule (see ZoneRules). */
        public abstract java.time.zone.ZoneRules make(long[] stdTrans, int[] stdOffsets, long[] savTrans,
            int[] wallOffsets, int[] lastRules);
    }

    public static RulesFactory factory;

    private static String[] ids;
    /** Per id: flags, rule set, then the en-US name indexes (unused: ZoneNames has every locale's). */
    private static int[][] idData;
    private static String rules;
    private static int[] ruleStarts;
    private static java.time.zone.ZoneRules[] ruleCache;

    private static synchronized void load() {
        if (ids != null) {
            return;
        }
        String[] all = split(ZoneData.ids());
        int n = all.length - 1;
        String[] list = new String[n];
        System.arraycopy(all, 0, list, 0, n);
        int[][] data = new int[n][];
        int[] pos = {0};
        String encoded = ZoneData.idData();
        for (int i = 0; i < n; i++) {
            int[] d = new int[8];
            for (int k = 0; k < 8; k++) {
                d[k] = (int) num(encoded, pos);
            }
            data[i] = d;
        }
        idData = data;
        ids = list;
    }

    /** The lines of a table's text. */
    static String[] split(String s) {
        java.util.ArrayList<String> list = new java.util.ArrayList<>();
        int start = 0;
        for (int i = 0; i <= s.length(); i++) {
            if (i == s.length() || s.charAt(i) == '\n') {
                list.add(s.substring(start, i));
                start = i + 1;
            }
        }
        return list.toArray(new String[0]);
    }

    /** Index of an id (ZoneId or TimeZone), -1 when unknown. */
    public static int find(String id) {
        load();
        int lo = 0;
        int hi = ids.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = ids[mid].compareTo(id);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -1;
    }

    /** Whether the id at an index is a ZoneId region id (not only a TimeZone id such as "PST"). */
    public static boolean isRegion(int z) {
        load();
        return (idData[z][0] & 1) != 0;
    }

    /** The ZoneId region ids. */
    public static String[] regionIds() {
        load();
        java.util.ArrayList<String> list = new java.util.ArrayList<>();
        for (int i = 0; i < ids.length; i++) {
            if ((idData[i][0] & 1) != 0) {
                list.add(ids[i]);
            }
        }
        return list.toArray(new String[0]);
    }

    /** Every TimeZone id in the JDK's order: the region ids, then EST, HST, MST, then the other old ids. */
    public static String[] timeZoneIds() {
        load();
        String[] r = new String[ids.length];
        int n = 0;
        for (int pass = 0; pass < 3; pass++) {
            for (int i = 0; i < ids.length; i++) {
                boolean region = (idData[i][0] & 1) != 0;
                boolean fixed = ids[i].equals("EST") || ids[i].equals("HST") || ids[i].equals("MST");
                if (pass == 0 ? region : pass == 1 ? !region && fixed : !region && !fixed) {
                    r[n++] = ids[i];
                }
            }
        }
        return r;
    }

    public static String id(int z) {
        load();
        return ids[z];
    }

    /** TimeZone display names in a locale: dst or standard, long or short. */
    public static String name(int z, boolean dst, boolean longName, java.util.Locale locale) {
        return ZoneNames.name(z, (longName ? 2 : 0) + (dst ? 1 : 0), locale);
    }

    /** DateTimeFormatter's generic name in a locale (v/vvvv, a zone without an instant). */
    public static String genericName(int z, boolean longName, java.util.Locale locale) {
        return ZoneNames.name(z, longName ? ZoneNames.GENERIC_LONG : ZoneNames.GENERIC_SHORT, locale);
    }

    /** DateTimeFormatter's z/zzzz in a locale of an instant with an offset, daylight time or not. */
    public static String zoneText(int z, int offsetSeconds, boolean dst, boolean longName, java.util.Locale locale) {
        load();
        int row = ZoneNames.exceptionRow(ids[z], offsetSeconds, dst);
        if (row >= 0) {
            return ZoneNames.name(row, longName ? 1 : 0, locale);
        }
        return name(z, dst, longName, locale);
    }

    /**
     * The zone a DateTimeFormatter's z (short) or zzzz (long) parse takes at a position of a text in a
     * locale: {zone index, length} (HotSpot's choice among the zones with the name), or null.
     */
    public static int[] parseZoneText(String text, int pos, java.util.Locale locale, boolean longStyle,
            boolean ignoreCase) {
        return ZoneNames.parse(text, pos, locale, longStyle, ignoreCase);
    }

    public static java.time.zone.ZoneRules rules(int z) {
        load();
        return ruleSet(idData[z][1]);
    }

    private static synchronized java.time.zone.ZoneRules ruleSet(int r) {
        if (rules == null) {
            String s = ZoneData.rules();
            java.util.ArrayList<Integer> starts = new java.util.ArrayList<>();
            int[] pos = {0};
            while (pos[0] < s.length()) {
                int len = (int) num(s, pos);
                starts.add(pos[0]);
                pos[0] += len;
            }
            int[] st = new int[starts.size()];
            for (int i = 0; i < st.length; i++) {
                st[i] = starts.get(i);
            }
            ruleStarts = st;
            ruleCache = new java.time.zone.ZoneRules[st.length];
            rules = s;
        }
        if (ruleCache[r] == null) {
            if (factory == null) {
                // ZoneRules' initialiser registers the factory.
                java.time.zone.ZoneRules.of(java.time.ZoneOffset.UTC);
            }
            int[] pos = {ruleStarts[r]};
            String s = rules;
            long[] stdTrans = new long[(int) num(s, pos)];
            int[] stdOffsets = new int[stdTrans.length + 1];
            decodeTimes(s, pos, stdTrans, stdOffsets);
            long[] savTrans = new long[(int) num(s, pos)];
            int[] wallOffsets = new int[savTrans.length + 1];
            decodeTimes(s, pos, savTrans, wallOffsets);
            int[] last = new int[9 * (int) num(s, pos)];
            for (int i = 0; i < last.length; i += 9) {
                last[i] = (int) num(s, pos);
                last[i + 1] = (int) unzigzag(num(s, pos));
                last[i + 2] = (int) num(s, pos);
                last[i + 3] = (int) num(s, pos) * 60;
                last[i + 4] = (int) num(s, pos);
                last[i + 5] = (int) secs(s, pos);
                last[i + 6] = (int) secs(s, pos);
                last[i + 7] = (int) secs(s, pos);
            }
            ruleCache[r] = factory.make(stdTrans, stdOffsets, savTrans, wallOffsets, last);
        }
        return ruleCache[r];
    }

    private static void decodeTimes(String s, int[] pos, long[] times, int[] offsets) {
        offsets[0] = (int) secs(s, pos);
        long t = 0;
        for (int i = 0; i < times.length; i++) {
            t += secs(s, pos);
            times[i] = t;
            offsets[i + 1] = (int) secs(s, pos);
        }
    }

    private static long num(String s, int[] pos) {
        long v = 0;
        int shift = 0;
        int p = pos[0];
        while (true) {
            int c = s.charAt(p++) - 1;
            v |= ((long) (c & 63)) << shift;
            shift += 6;
            if ((c & 64) == 0) {
                break;
            }
        }
        pos[0] = p;
        return v;
    }

    private static long unzigzag(long v) {
        return (v >>> 1) ^ -(v & 1);
    }

    private static long secs(String s, int[] pos) {
        long v = num(s, pos);
        if ((v & 1) == 0) {
            return unzigzag(v >>> 1) * 900;
        }
        return unzigzag(v >>> 1);
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
}
