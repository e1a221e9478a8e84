package jdk.internal.terrarium.time;

import java.util.Locale;

/**
 * Time-zone names in the locales of ZoneNameData (generated from JDK 17's CLDR data by
 * jdk-shims/tools/GenLocaleData.java). A locale without a table takes its language's, else the
 * root's. A row is an id of Zones (its index) or a z/zzzz exception after them; a row's group
 * holds its names; a locale's table gives each group's six names.
 */
final class ZoneNames {
    private ZoneNames() {
    }

    static final int STD_SHORT = 0;
    static final int DST_SHORT = 1;
    static final int STD_LONG = 2;
    static final int DST_LONG = 3;
    static final int GENERIC_SHORT = 4;
    static final int GENERIC_LONG = 5;

    private static String[] names;
    private static int[] rowGroups;
    private static int groupCount;
    private static String[] exceptions;
    private static int[][][] tables;
    private static int[] parseDefaults;

    private static synchronized void load() {
        if (names != null) {
            return;
        }
        String rg = ZoneNameData.rowGroups();
        int[] r = new int[rg.length() / 2];
        int max = 0;
        for (int i = 0; i < r.length; i++) {
            r[i] = digits(rg, 2 * i, 2);
            max = Math.max(max, r[i]);
        }
        groupCount = max + 1;
        rowGroups = r;
        exceptions = Zones.split(ZoneNameData.exceptions());
        tables = new int[ZoneNameData.LOCALES.length][][];
        String pd = ZoneNameData.parseDefaults();
        parseDefaults = new int[pd.length() / 2];
        for (int i = 0; i < parseDefaults.length; i++) {
            parseDefaults[i] = digits(pd, 2 * i, 2);
        }
        names = Zones.split(ZoneNameData.names());
    }

    private static int digits(String s, int at, int n) {
        int v = 0;
        for (int k = 0; k < n; k++) {
            char c = s.charAt(at + k);
            // the digits are ' '..'~' without '"' and '\\'
            int d = c - ' ';
            if (c > '"') {
                d--;
            }
            if (c > '\\') {
                d--;
            }
            v = v * 93 + d;
        }
        return v;
    }

    private static synchronized int[][] table(int li) {
        int[][] t = tables[li];
        if (t != null) {
            return t;
        }
        int parent = ZoneNameData.PARENTS[li];
        t = new int[groupCount][];
        if (parent >= 0) {
            int[][] p = table(parent);
            System.arraycopy(p, 0, t, 0, groupCount);
        }
        String s = ZoneNameData.table(li);
        for (int at = 0; at < s.length(); at += 20) {
            int g = digits(s, at, 2);
            int[] six = new int[6];
            for (int k = 0; k < 6; k++) {
                six[k] = digits(s, at + 2 + 3 * k, 3);
            }
            t[g] = six;
        }
        tables[li] = t;
        return t;
    }

    /** The index of a locale's table: its language and country's, else its language's, else the root's. */
    static int localeIndex(Locale locale) {
        String language = locale.getLanguage();
        String full = language + "_" + locale.getCountry();
        int lang = 0;
        String[] all = ZoneNameData.LOCALES;
        for (int i = 0; i < all.length; i++) {
            if (!locale.getCountry().isEmpty() && all[i].equals(full)) {
                return i;
            }
            if (all[i].equals(language)) {
                lang = i;
            }
        }
        return lang;
    }

    /** A row's name in a slot (STD_SHORT..GENERIC_LONG). */
    static String name(int row, int slot, Locale locale) {
        load();
        return names[table(localeIndex(locale))[rowGroups[row]][slot]];
    }

    /** The row of a z/zzzz exception of an id (by its Zones index), offset and daylight flag, or -1. */
    static int exceptionRow(String id, int offsetSeconds, boolean dst) {
        load();
        String key = id + "\t" + offsetSeconds + "\t" + (dst ? 1 : 0);
        for (int i = 0; i < exceptions.length; i++) {
            if (exceptions[i].equals(key)) {
                return rowGroups.length - exceptions.length + i;
            }
        }
        return -1;
    }

    /**
     * The zone a z (short) or zzzz (long) parse takes at a position of a text in a locale, as HotSpot's
     * parser does: {row, length} of the longest name of the style, or null when no name is there (or the
     * name is read as an id or offset).
     */
    static int[] parse(String text, int pos, Locale locale, boolean longStyle, boolean ignoreCase) {
        int[] best = longest(text, pos, locale, longStyle ? 0x2c : 0x13, ignoreCase, true);
        if (best == null) {
            return null;
        }
        int li = localeIndex(locale);
        int nameIndex = table(li)[rowGroups[best[0]]][best[1]];
        int row = parseDefaults[rowGroups[best[0]]];
        String overrides = ZoneNameData.parse(li);
        char style = longStyle ? '1' : '0';
        for (int at = 0; at < overrides.length(); at += 6) {
            if (overrides.charAt(at + 3) == style && digits(overrides, at, 3) == nameIndex) {
                row = digits(overrides, at + 4, 2);
                break;
            }
        }
        return row == 93 * 93 - 1 ? null : new int[] {row, best[2]};
    }

    /**
     * The longest name of a locale at a position of a text, among the slots given (a bit each):
     * {row, slot, length}, or null; regionsOnly: of ZoneId ids only. Of rows with the same name, the first (in id order) is taken.
     */
    static int[] longest(String text, int pos, Locale locale, int slots, boolean ignoreCase, boolean regionsOnly) {
        load();
        int[][] t = table(localeIndex(locale));
        int ids = rowGroups.length - exceptions.length;
        int[] best = null;
        for (int row = 0; row < ids; row++) {
            if (regionsOnly && !Zones.isRegion(row)) {
                continue;
            }
            int[] six = t[rowGroups[row]];
            for (int slot = 0; slot < 6; slot++) {
                if ((slots & (1 << slot)) == 0) {
                    continue;
                }
                String n = names[six[slot]];
                if (!n.isEmpty() && (best == null || n.length() > best[2])
                        && text.regionMatches(ignoreCase, pos, n, 0, n.length())) {
                    best = new int[] {row, slot, n.length()};
                }
            }
        }
        return best;
    }
}
