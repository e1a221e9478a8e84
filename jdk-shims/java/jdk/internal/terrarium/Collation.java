package jdk.internal.terrarium;

/**
 * The JDK's default collation rules (those of Collator.getInstance for English and the root
 * locale) as sort keys. Every character maps to collation elements, ints of the JDK's
 * CollationElementIterator form: primary << 16 | secondary << 8 | tertiary. Characters of the
 * rules (and the composites the JDK derives from them) come from {@link CollationTables}; any
 * other UTF-16 unit maps to (0x7FFF, unit), sorting after them all by code unit, and a
 * surrogate pair to (0x7FFF, high, low). A few pairs
 * of units contract to elements of their own (U+0308 U+0301 as U+0344).
 *
 * A key is a string: the primaries (each + 1), 0, the secondaries, 0, the tertiaries, and for
 * IDENTICAL strength 0 and the (decomposed) text. Elements with primary 0 (accents, spaces,
 * hyphens) add no primary; their secondaries sort above every base letter's, and they add a
 * tertiary only when theirs is not 0. Comparing keys as strings is the collator's order.
 */
public final class Collation {
    private Collation() {
    }

    public static final int PRIMARY = 0;
    public static final int SECONDARY = 1;
    public static final int TERTIARY = 2;
    public static final int IDENTICAL = 3;

    public static final int NO_DECOMPOSITION = 0;
    public static final int CANONICAL_DECOMPOSITION = 1;
    public static final int FULL_DECOMPOSITION = 2;

    private static String contractions;
    private static char[] chars;
    private static int[] starts;
    private static int[] elements;

    private static synchronized void load() {
        if (chars != null) {
            return;
        }
        StringBuilder all = new StringBuilder();
        for (String s : CollationTables.ELEMENTS) {
            all.append(s);
        }
        // entries: char, element count, then each element as two chars (high, low)
        int n = 0;
        int words = 0;
        for (int i = 0; i < all.length(); i += 2 + 2 * all.charAt(i + 1)) {
            n++;
            words += all.charAt(i + 1);
        }
        char[] cs = new char[n];
        int[] st = new int[n + 1];
        int[] el = new int[words];
        int k = 0;
        int w = 0;
        for (int i = 0; i < all.length(); k++) {
            cs[k] = all.charAt(i);
            int count = all.charAt(i + 1);
            st[k] = w;
            i += 2;
            for (int j = 0; j < count; j++, i += 2) {
                el[w++] = all.charAt(i) << 16 | all.charAt(i + 1);
            }
        }
        st[n] = w;
        StringBuilder pairs = new StringBuilder();
        for (String p : CollationTables.CONTRACTIONS) {
            pairs.append(p);
        }
        contractions = pairs.toString();
        starts = st;
        elements = el;
        chars = cs;
    }

    private static String rules;

    /** The rules text, as RuleBasedCollator.getRules() gives it. */
    public static synchronized String rules() {
        if (rules == null) {
            StringBuilder sb = new StringBuilder();
            for (String s : CollationTables.RULES) {
                sb.append(s);
            }
            rules = sb.toString();
        }
        return rules;
    }

    /** The text the collator sees in a decomposition mode. */
    public static String decompose(String s, int decomposition) {
        if (decomposition == NO_DECOMPOSITION) {
            return s;
        }
        return Normalization.normalize(s, false, decomposition == FULL_DECOMPOSITION);
    }

    /** Appends the collation elements of one UTF-16 unit to out (at *len), growing it. */
    private static int[] elementsOf(char c, int[] out, int[] len) {
        int lo = 0;
        int hi = chars.length - 1;
        int from = -1;
        int to = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (chars[mid] < c) {
                lo = mid + 1;
            } else if (chars[mid] > c) {
                hi = mid - 1;
            } else {
                from = starts[mid];
                to = starts[mid + 1];
                break;
            }
        }
        int need = from < 0 ? 2 : to - from;
        if (len[0] + need > out.length) {
            int[] bigger = new int[Math.max(out.length * 2, len[0] + need)];
            System.arraycopy(out, 0, bigger, 0, len[0]);
            out = bigger;
        }
        if (from < 0) {
            out[len[0]++] = 0x7FFF0000;
            out[len[0]++] = c << 16;
        } else {
            for (int i = from; i < to; i++) {
                out[len[0]++] = elements[i];
            }
        }
        return out;
    }

    /** Where the contraction of a then b starts in contractions, or -1. */
    private static int contraction(char a, char b) {
        for (int i = 0; i < contractions.length(); i += 3 + 2 * contractions.charAt(i + 2)) {
            if (contractions.charAt(i) == a && contractions.charAt(i + 1) == b) {
                return i;
            }
        }
        return -1;
    }

    /** The collation elements of already decomposed text. */
    public static int[] elements(String text) {
        load();
        int[] out = new int[text.length() * 2 + 2];
        int[] len = new int[1];
        for (int i = 0; i < text.length(); i++) {
            int pair = i + 1 < text.length() ? contraction(text.charAt(i), text.charAt(i + 1)) : -1;
            if (pair < 0 && Character.isSurrogatePair(text.charAt(i), i + 1 < text.length() ? text.charAt(i + 1) : 0)) {
                // a supplementary character is one unmapped character: (0x7FFF, high, low)
                out = elementsOf(text.charAt(i), out, len);
                if (len[0] == out.length) {
                    out = java.util.Arrays.copyOf(out, out.length * 2);
                }
                out[len[0]++] = text.charAt(++i) << 16;
                continue;
            }
            if (pair < 0) {
                out = elementsOf(text.charAt(i), out, len);
                continue;
            }
            int count = contractions.charAt(pair + 2);
            for (int j = 0; j < count; j++) {
                if (len[0] == out.length) {
                    out = java.util.Arrays.copyOf(out, out.length * 2);
                }
                out[len[0]++] = contractions.charAt(pair + 3 + 2 * j) << 16 | contractions.charAt(pair + 4 + 2 * j);
            }
            i++;
        }
        int[] r = new int[len[0]];
        System.arraycopy(out, 0, r, 0, len[0]);
        return r;
    }

    /** The sort key of source at a strength and decomposition mode. */
    public static String key(String source, int strength, int decomposition) {
        String text = decompose(source, decomposition);
        int[] els = elements(text);
        StringBuilder primary = new StringBuilder();
        StringBuilder secondary = new StringBuilder();
        StringBuilder tertiary = new StringBuilder();
        for (int e : els) {
            if (e == 0) {
                continue;
            }
            int p = e >>> 16;
            int s = (e >>> 8) & 0xFF;
            int t = e & 0xFF;
            if (p != 0) {
                primary.append((char) (p + 1));
                secondary.append((char) (s + 1));
                tertiary.append((char) (t + 1));
            } else {
                secondary.append((char) (s + CollationTables.IGNORABLE_SECONDARY_BASE));
                if (t != 0) {
                    tertiary.append((char) (t + CollationTables.IGNORABLE_TERTIARY_BASE));
                }
            }
        }
        StringBuilder key = primary;
        key.append('\0');
        if (strength >= SECONDARY) {
            key.append(secondary);
        }
        key.append('\0');
        if (strength >= TERTIARY) {
            key.append(tertiary);
        }
        if (strength >= IDENTICAL) {
            key.append('\0').append(text);
        }
        return key.toString();
    }

    public static int compare(String a, String b, int strength, int decomposition) {
        int c = key(a, strength, decomposition).compareTo(key(b, strength, decomposition));
        return c < 0 ? -1 : c > 0 ? 1 : 0;
    }
}
