package jdk.internal.terrarium;

/**
 * Unicode normalization (UAX #15) on Java 17's data (Unicode 13, {@link NormalizerTables}):
 * decompose every code point fully, put each run of non-starters in canonical order, and for
 * NFC/NFKC compose again from each starter. Hangul syllables are done by arithmetic.
 */
public final class Normalization {
    private Normalization() {
    }

    private static final int SBASE = 0xAC00;
    private static final int LBASE = 0x1100;
    private static final int VBASE = 0x1161;
    private static final int TBASE = 0x11A7;
    private static final int LCOUNT = 19;
    private static final int VCOUNT = 21;
    private static final int TCOUNT = 28;
    private static final int NCOUNT = VCOUNT * TCOUNT;
    private static final int SCOUNT = LCOUNT * NCOUNT;

    private static final int[] CCC_STARTS;
    private static final byte[] CCC_VALUES;
    /** Code points with a canonical decomposition, sorted; the decomposition is DECOMP text[at..at+len). */
    private static final int[] CANON_CPS;
    private static final int[] CANON_AT;
    /** Likewise the compatibility decompositions that differ from the canonical ones. */
    private static final int[] COMPAT_CPS;
    private static final int[] COMPAT_AT;
    private static final String DECOMP;
    /** (first << 21 | second), sorted, and the composite of each pair. */
    private static final long[] PAIRS;
    private static final int[] COMPOSITES;

    static {
        String ccc = String.join("", NormalizerTables.CCC_RANGES);
        int n = ccc.length() / 3;
        CCC_STARTS = new int[n];
        CCC_VALUES = new byte[n];
        for (int i = 0; i < n; i++) {
            CCC_STARTS[i] = cp(ccc, 3 * i);
            CCC_VALUES[i] = (byte) ccc.charAt(3 * i + 2);
        }

        String d = String.join("", NormalizerTables.DECOMPOSITIONS);
        int canon = 0;
        int compat = 0;
        for (int i = 0; i < d.length(); i += 3 + (d.charAt(i + 2) & 0x7FFF)) {
            if ((d.charAt(i + 2) & 0x8000) != 0) {
                compat++;
            } else {
                canon++;
            }
        }
        CANON_CPS = new int[canon];
        CANON_AT = new int[canon];
        COMPAT_CPS = new int[compat];
        COMPAT_AT = new int[compat];
        canon = 0;
        compat = 0;
        for (int i = 0; i < d.length(); i += 3 + (d.charAt(i + 2) & 0x7FFF)) {
            if ((d.charAt(i + 2) & 0x8000) != 0) {
                COMPAT_CPS[compat] = cp(d, i);
                COMPAT_AT[compat++] = i + 2;
            } else {
                CANON_CPS[canon] = cp(d, i);
                CANON_AT[canon++] = i + 2;
            }
        }
        DECOMP = d;

        String c = String.join("", NormalizerTables.COMPOSITIONS);
        n = c.length() / 6;
        PAIRS = new long[n];
        COMPOSITES = new int[n];
        for (int i = 0; i < n; i++) {
            PAIRS[i] = (long) cp(c, 6 * i) << 21 | cp(c, 6 * i + 2);
            COMPOSITES[i] = cp(c, 6 * i + 4);
        }
    }

    private static int cp(String table, int at) {
        return table.charAt(at) << 16 | table.charAt(at + 1);
    }

    /** The canonical combining class of a code point. */
    public static int combiningClass(int cp) {
        int lo = 0;
        int hi = CCC_STARTS.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (CCC_STARTS[mid] <= cp) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return CCC_VALUES[lo] & 0xFF;
    }

    /** NFC (compose, !compat), NFD, NFKC or NFKD of src. */
    public static String normalize(CharSequence src, boolean compose, boolean compat) {
        String s = src.toString();
        if (isPlain(s)) {
            return s;
        }
        int[] buf = new int[s.length() + 16];
        int n = 0;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if (c >= SBASE && c < SBASE + SCOUNT) {
                int si = c - SBASE;
                buf = room(buf, n, 3);
                buf[n++] = LBASE + si / NCOUNT;
                buf[n++] = VBASE + (si % NCOUNT) / TCOUNT;
                if (si % TCOUNT != 0) {
                    buf[n++] = TBASE + si % TCOUNT;
                }
                continue;
            }
            int k = compat ? find(COMPAT_CPS, c) : -1;
            int at = k >= 0 ? COMPAT_AT[k] : -1;
            if (at < 0) {
                k = find(CANON_CPS, c);
                at = k >= 0 ? CANON_AT[k] : -1;
            }
            if (at < 0) {
                buf = room(buf, n, 1);
                n = append(buf, n, c);
                continue;
            }
            int end = at + 1 + (DECOMP.charAt(at) & 0x7FFF);
            buf = room(buf, n, end - at);
            for (int j = at + 1; j < end; ) {
                int d = DECOMP.codePointAt(j);
                j += Character.charCount(d);
                n = append(buf, n, d);
            }
        }
        if (compose) {
            n = compose(buf, n);
        }
        StringBuilder out = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            out.appendCodePoint(buf[i]);
        }
        return out.toString();
    }

    public static boolean isNormalized(CharSequence src, boolean compose, boolean compat) {
        String s = src.toString();
        return normalize(s, compose, compat).equals(s);
    }

    /** Text below U+0300 is in every form already (Latin-1 has compatibility characters, so only ASCII). */
    private static boolean isPlain(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    private static int[] room(int[] buf, int n, int more) {
        if (n + more <= buf.length) {
            return buf;
        }
        int[] bigger = new int[Math.max(buf.length * 2, n + more)];
        System.arraycopy(buf, 0, bigger, 0, n);
        return bigger;
    }

    /** Appends c in canonical order: a non-starter goes before the non-starters of a higher class. */
    private static int append(int[] buf, int n, int c) {
        int cc = combiningClass(c);
        int i = n;
        if (cc != 0) {
            while (i > 0) {
                int prev = combiningClass(buf[i - 1]);
                if (prev <= cc) {
                    break;
                }
                buf[i] = buf[i - 1];
                i--;
            }
        }
        buf[i] = c;
        return n + 1;
    }

    private static int find(int[] sorted, int c) {
        int lo = 0;
        int hi = sorted.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] < c) {
                lo = mid + 1;
            } else if (sorted[mid] > c) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -1;
    }

    /** The primary composite of (first, second), or -1. */
    private static int composite(int first, int second) {
        if (first >= LBASE && first < LBASE + LCOUNT && second >= VBASE && second < VBASE + VCOUNT) {
            return SBASE + ((first - LBASE) * VCOUNT + (second - VBASE)) * TCOUNT;
        }
        if (first >= SBASE && first < SBASE + SCOUNT && (first - SBASE) % TCOUNT == 0
                && second > TBASE && second < TBASE + TCOUNT) {
            return first + (second - TBASE);
        }
        long key = (long) first << 21 | second;
        int lo = 0;
        int hi = PAIRS.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (PAIRS[mid] < key) {
                lo = mid + 1;
            } else if (PAIRS[mid] > key) {
                hi = mid - 1;
            } else {
                return COMPOSITES[mid];
            }
        }
        return -1;
    }

    /**
     * The canonical composition of decomposed, ordered text in place: each character joins the
     * last starter when nothing between them blocks it (a starter, or a mark of its class or higher).
     */
    private static int compose(int[] buf, int n) {
        if (n == 0) {
            return 0;
        }
        int starterAt = 0;
        int starter = buf[0];
        int lastClass = combiningClass(starter);
        if (lastClass != 0) {
            // text starting with a mark has no starter for it to join
            lastClass = 256;
        }
        int out = 1;
        for (int i = 1; i < n; i++) {
            int c = buf[i];
            int cc = combiningClass(c);
            int comp = composite(starter, c);
            if (comp >= 0 && (lastClass < cc || lastClass == 0)) {
                buf[starterAt] = comp;
                starter = comp;
                continue;
            }
            if (cc == 0) {
                starterAt = out;
                starter = c;
            }
            lastClass = cc;
            buf[out++] = c;
        }
        return out;
    }
}
