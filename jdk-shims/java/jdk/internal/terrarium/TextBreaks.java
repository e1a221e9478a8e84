package jdk.internal.terrarium;

import java.util.BitSet;

/**
 * Boundaries of java.text.BreakIterator's character, word, sentence and line instances, as the
 * JDK 17 gives them for English. Each kind classifies code points into a few classes and
 * describes its tokens by patterns over them; a token is the longest match of any pattern (at
 * least one code point), and the boundaries are where consecutive tokens meet. Characters the
 * kind ignores (combining marks and, but for characters, format characters) belong to the
 * character before them. Sentences are scanned by hand.
 */
public final class TextBreaks {
    private TextBreaks() {
    }

    public static final int CHARACTER = 0;
    public static final int WORD = 1;
    public static final int SENTENCE = 2;
    public static final int LINE = 3;

    // ---------------------------------------------------------------- patterns

    private static final int CLASS = 0;
    private static final int SEQ = 1;
    private static final int ALT = 2;
    private static final int STAR = 3;
    private static final int OPT = 4;

    private static final class P {
        final int op;
        final int mask;
        final P[] kids;

        P(int op, int mask, P[] kids) {
            this.op = op;
            this.mask = mask;
            this.kids = kids;
        }
    }

    private static P c(int mask) {
        return new P(CLASS, mask, null);
    }

    private static P seq(P... kids) {
        return new P(SEQ, 0, kids);
    }

    private static P alt(P... kids) {
        return new P(ALT, 0, kids);
    }

    private static P star(P kid) {
        return new P(STAR, 0, new P[] {kid});
    }

    private static P plus(P kid) {
        return seq(kid, star(kid));
    }

    private static P opt(P kid) {
        return new P(OPT, 0, new P[] {kid});
    }

    /** The text being matched: its code points' class masks and where each code point ends. */
    private static final class Text {
        final String s;
        final int kind;

        Text(String s, int kind) {
            this.s = s;
            this.kind = kind;
        }

        int classes(int i) {
            if (i >= s.length()) {
                return 0;
            }
            int c = s.codePointAt(i);
            if (kind == LINE && ignorable(kind, c)) {
                // a mark starting a line token is a letter of it
                return L_CHAR;
            }
            return classify(kind, c);
        }

        /**
         * After the code point at i and the ignorable characters that follow it; after a
         * character that ends a line, only format characters.
         */
        int adv(int i) {
            int c = s.codePointAt(i);
            int j = i + Character.charCount(c);
            boolean stop = endsLine(kind, c);
            while (j < s.length() && ignorable(kind, s.codePointAt(j))
                   && !(stop && Character.getType(s.codePointAt(j)) != Character.FORMAT)) {
                j += Character.charCount(s.codePointAt(j));
            }
            return j;
        }
    }

    private static BitSet match(P p, Text t, BitSet from) {
        switch (p.op) {
            case CLASS: {
                BitSet out = new BitSet();
                for (int i = from.nextSetBit(0); i >= 0; i = from.nextSetBit(i + 1)) {
                    if ((t.classes(i) & p.mask) != 0) {
                        out.set(t.adv(i));
                    }
                }
                return out;
            }
            case SEQ: {
                BitSet cur = from;
                for (P k : p.kids) {
                    if (cur.isEmpty()) {
                        break;
                    }
                    cur = match(k, t, cur);
                }
                return cur;
            }
            case ALT: {
                BitSet out = new BitSet();
                for (P k : p.kids) {
                    out.or(match(k, t, from));
                }
                return out;
            }
            case STAR: {
                BitSet all = (BitSet) from.clone();
                BitSet frontier = from;
                while (!frontier.isEmpty()) {
                    BitSet next = match(p.kids[0], t, frontier);
                    next.andNot(all);
                    all.or(next);
                    frontier = next;
                }
                return all;
            }
            default: {
                BitSet out = (BitSet) from.clone();
                out.or(match(p.kids[0], t, from));
                return out;
            }
        }
    }

    // ---------------------------------------------------------------- classes

    // word classes
    private static final int W_LET = 1;
    private static final int W_DGT = 2;
    private static final int W_MIDWORD = 4;
    private static final int W_MIDNUM = 8;
    private static final int W_PRENUM = 16;
    private static final int W_POSTNUM = 32;
    private static final int W_LS = 64;
    private static final int W_WS = 128;
    private static final int W_CR = 256;
    private static final int W_KANJI = 512;
    private static final int W_KATA = 1024;
    private static final int W_HIRA = 2048;
    private static final int W_DANDA = 4096;

    // line classes
    private static final int L_BREAK = 1;
    private static final int L_NBSP = 2;
    private static final int L_SPACE = 4;
    private static final int L_DASH = 8;
    private static final int L_PRE = 16;
    private static final int L_POST = 32;
    private static final int L_KANJI = 64;
    private static final int L_DIGIT = 128;
    private static final int L_MIDNUM = 256;
    private static final int L_CHAR = 512;
    private static final int L_CR = 1024;

    private static boolean kanji(int c) {
        return c == 0x3005 || c >= 0x4E00 && c <= 0x9FA5 || c >= 0xF900 && c <= 0xFA2D;
    }

    private static boolean katakana(int c) {
        return c >= 0x3099 && c <= 0x309C || c >= 0x30A1 && c <= 0x30FE;
    }

    private static boolean hiragana(int c) {
        return c >= 0x3041 && c <= 0x309E || c == 0x30FC;
    }

    /** Whether the kind's rules end at c, so that no combining mark joins it. */
    static boolean endsLine(int kind, int c) {
        if (kind == WORD) {
            return c == '\n' || c == '\r' || c == '\f' || c == 0x2028 || c == 0x2029;
        }
        if (kind == LINE) {
            return c == '\n' || c == '\f' || c == 0x2028 || c == 0x2029 || c == 3 || c == '\t';
        }
        return false;
    }

    static boolean ignorable(int kind, int c) {
        if (c == 0x00AD && kind != CHARACTER) {
            // a soft hyphen is a dash of words and lines
            return false;
        }
        int type = Character.getType(c);
        if (type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK) {
            return true;
        }
        return kind != CHARACTER && type == Character.FORMAT;
    }

    static int classify(int kind, int c) {
        int type = Character.getType(c);
        if (kind == WORD) {
            int m = 0;
            if (kanji(c)) {
                m |= W_KANJI;
            }
            if (katakana(c)) {
                m |= W_KATA;
            }
            if (hiragana(c)) {
                m |= W_HIRA;
            }
            if (m == 0 && (Character.isLetter(c) || type == Character.COMBINING_SPACING_MARK)) {
                m |= W_LET;
            }
            if (type == Character.DECIMAL_DIGIT_NUMBER || type == Character.LETTER_NUMBER
                || type == Character.OTHER_NUMBER) {
                m |= W_DGT;
            }
            if (type == Character.DASH_PUNCTUATION || type == Character.CONNECTOR_PUNCTUATION || c == 0x00AD
                || c == 0x2027 || c == '"' || c == '\'' || c == '.') {
                m |= W_MIDWORD;
            }
            if (c == '"' || c == '\'' || c == ',' || c == 0x066B || c == '.') {
                m |= W_MIDNUM;
            }
            if (type == Character.CURRENCY_SYMBOL && c != 0x00A2 || c == '#' || c == '.') {
                m |= W_PRENUM;
            }
            if (c == '%' || c == '&' || c == 0x00A2 || c == 0x066A || c == 0x2030 || c == 0x2031) {
                m |= W_POSTNUM;
            }
            if (c == '\n' || c == '\f' || c == 0x2028 || c == 0x2029) {
                m |= W_LS;
            }
            if (type == Character.SPACE_SEPARATOR || c == '\t') {
                m |= W_WS;
            }
            if (c == '\r') {
                m |= W_CR;
            }
            if (c == 0x0964 || c == 0x0965) {
                m |= W_DANDA;
            }
            return m;
        }
        if (kind == LINE) {
            if (c == '\n' || c == '\f' || c == 0x2028 || c == 0x2029 || c == 3 || c == '\t') {
                return L_BREAK;
            }
            if (c == '\r') {
                return L_CR;
            }
            if (c == 0x00A0 || c == 0x2007 || c == 0x2011 || c == 0xFEFF) {
                return L_NBSP;
            }
            if (type == Character.SPACE_SEPARATOR || type == Character.CONTROL) {
                return L_SPACE;
            }
            if (type == Character.DASH_PUNCTUATION || c == 0x00AD) {
                return L_DASH;
            }
            int m = 0;
            if (type == Character.START_PUNCTUATION || type == Character.INITIAL_QUOTE_PUNCTUATION || c == '"'
                || c == '\'') {
                m |= L_PRE;
            }
            if (type == Character.END_PUNCTUATION || type == Character.FINAL_QUOTE_PUNCTUATION || c == '!'
                || c == '%' || c == '.' || c == ',' || c == ':' || c == ';' || c == '?' || c == '"'
                || c == 0x00A2 || c == 0x00B0 || c == 0x066A || c >= 0x2030 && c <= 0x2034 || c == 0x2103
                || c == 0x2105 || c == 0x2109 || c == 0x3001 || c == 0x3002 || c == 0x30FC || c == '\'') {
                m |= L_POST;
            }
            if (c == '.' || c == ',') {
                m |= L_MIDNUM;
            }
            if (c == '\'') {
                // an apostrophe is also part of a word: don't
                m |= L_CHAR;
            }
            if (type == Character.CURRENCY_SYMBOL && c != 0x00A2) {
                // a currency sign opens a number ($12.50) and is part of a word (US$)
                m |= L_PRE | L_CHAR;
            }
            if (m != 0) {
                return m;
            }
            if (kanji(c) || katakana(c) && c != 0x30FC || hiragana(c) && c != 0x30FC || c >= 0xAC00 && c <= 0xD7A3) {
                return L_KANJI;
            }
            if (type == Character.DECIMAL_DIGIT_NUMBER || type == Character.OTHER_NUMBER) {
                return L_DIGIT | L_CHAR;
            }
            return L_CHAR;
        }
        return 0;
    }

    private static final P[] WORD_RULES;
    private static final P[] LINE_RULES;

    static {
        P word = seq(plus(c(W_LET)), star(seq(c(W_MIDWORD), plus(c(W_LET)))), opt(c(W_DANDA)));
        P number = seq(plus(c(W_DGT)), star(seq(c(W_MIDNUM), plus(c(W_DGT)))));
        WORD_RULES = new P[] {
            seq(opt(word), star(seq(number, word)), opt(seq(number, opt(c(W_POSTNUM))))),
            seq(c(W_PRENUM), star(seq(number, word)), opt(seq(number, opt(c(W_POSTNUM))))),
            seq(star(c(W_WS)), opt(c(W_CR)), opt(c(W_LS))),
            plus(c(W_KATA)),
            plus(c(W_HIRA)),
            plus(c(W_KANJI)),
        };
        P lnumber = seq(star(c(L_PRE | L_DASH)), plus(c(L_DIGIT)), star(seq(c(L_MIDNUM), plus(c(L_DIGIT)))));
        P core = alt(star(c(L_CHAR)), c(L_KANJI), lnumber);
        P suffix = alt(plus(c(L_DASH)), star(c(L_POST)));
        P lword = seq(star(c(L_PRE)), core, suffix);
        P glue = seq(star(c(L_SPACE)), c(L_NBSP), star(c(L_NBSP | L_SPACE)));
        LINE_RULES = new P[] {
            seq(lword, star(seq(glue, lword)), star(c(L_SPACE)), opt(c(L_CR)), opt(c(L_BREAK))),
        };
    }

    private static int nextByRules(P[] rules, Text t, int p) {
        // format characters starting a token are part of it, transparent
        while (p < t.s.length() && ignorable(t.kind, t.s.codePointAt(p))
               && Character.getType(t.s.codePointAt(p)) == Character.FORMAT) {
            p += Character.charCount(t.s.codePointAt(p));
        }
        if (p == t.s.length()) {
            return p;
        }
        int end = t.adv(p);
        if (ignorable(t.kind, t.s.codePointAt(p))) {
            if (t.kind == WORD) {
                // a combining mark starting a word is a token of its own, with format characters
                int q = p + Character.charCount(t.s.codePointAt(p));
                while (q < t.s.length() && Character.getType(t.s.codePointAt(q)) == Character.FORMAT
                       && ignorable(t.kind, t.s.codePointAt(q))) {
                    q += Character.charCount(t.s.codePointAt(q));
                }
                return q;
            }
        }
        BitSet start = new BitSet();
        start.set(p);
        for (P r : rules) {
            BitSet ends = match(r, t, start);
            int last = ends.length() - 1;
            if (last > end) {
                end = last;
            }
        }
        return end;
    }

    // ---------------------------------------------------------------- characters

    private static int nextCharacter(String s, int p) {
        int c = s.codePointAt(p);
        int i = p + Character.charCount(c);
        if (ignorable(CHARACTER, c)) {
            // a mark with nothing to join is a character of its own
            return i;
        }
        if (c == '\r' && i < s.length() && s.charAt(i) == '\n') {
            return i + 1;
        }
        if (c >= 0x1100 && c <= 0x11FF) {
            // a run of conjoining jamo: leading, vowels, trailing
            int stage = c < 0x1160 ? 0 : c < 0x11A8 ? 1 : 2;
            while (i < s.length()) {
                char d = s.charAt(i);
                int st = d >= 0x1100 && d < 0x1160 ? 0 : d >= 0x1160 && d < 0x11A8 ? 1 : d >= 0x11A8 && d <= 0x11FF ? 2 : -1;
                if (st < stage) {
                    break;
                }
                stage = st;
                i++;
            }
        }
        int type = Character.getType(c);
        if (type == Character.CONTROL || type == Character.FORMAT || type == Character.LINE_SEPARATOR
            || type == Character.PARAGRAPH_SEPARATOR) {
            return i;
        }
        while (i < s.length()) {
            int d = s.codePointAt(i);
            // spacing vowel signs join Indic letters only
            if (ignorable(CHARACTER, d)
                || Character.getType(d) == Character.COMBINING_SPACING_MARK && c >= 0x0900 && c <= 0x0DFF) {
                i += Character.charCount(d);
                if (virama(d) && i < s.length() && Character.isLetter(s.codePointAt(i))) {
                    // a virama joins the next consonant into a conjunct
                    i += Character.charCount(s.codePointAt(i));
                }
            } else {
                break;
            }
        }
        return i;
    }

    private static boolean virama(int c) {
        return c == 0x094D || c == 0x09CD || c == 0x0A4D || c == 0x0ACD || c == 0x0B4D || c == 0x0BCD
            || c == 0x0C4D || c == 0x0CCD || c == 0x0D4D;
    }

    // ---------------------------------------------------------------- sentences

    private static boolean sTerm(int c) {
        return c == '!' || c == '?' || c == 0x3002 || c == 0xFF01 || c == 0xFF1F || c == 0x0964 || c == 0x0965;
    }

    private static boolean sPeriod(int c) {
        return c == '.' || c == 0xFF0E;
    }

    private static boolean sEnd(int c) {
        int type = Character.getType(c);
        return type == Character.END_PUNCTUATION || c == '"' || c == '\'';
    }

    private static boolean sStartPunct(int c) {
        int type = Character.getType(c);
        return type == Character.START_PUNCTUATION || c == '"' || c == '\'';
    }

    private static boolean sSpace(int c) {
        return c == '\t' || c == '\r' || c == '\f' || c == '\n' || c == 0x2028
            || Character.getType(c) == Character.SPACE_SEPARATOR;
    }

    /** Whether c, after a period and spaces, starts a sentence. */
    private static boolean sStart(int c) {
        return !Character.isLowerCase(c) && !Character.isDigit(c) && c != ',' && !sPeriod(c)
            && !(sEnd(c) && !sStartPunct(c));
    }

    /** Whether c, straight after a period, starts a sentence. */
    private static boolean sStartClose(int c) {
        int type = Character.getType(c);
        return !Character.isLetterOrDigit(c) && !sSpace(c) && !sEnd(c) && !sPeriod(c) && c != ',' && !sTerm(c)
            && type != Character.INITIAL_QUOTE_PUNCTUATION && type != Character.FINAL_QUOTE_PUNCTUATION && c < 0x2E80;
    }

    private static int nextSentence(Text t, int p) {
        String s = t.s;
        int n = s.length();
        int i = p;
        while (i < n) {
            int c = s.codePointAt(i);
            if (c == 0x2029) {
                return t.adv(i);
            }
            if (sPeriod(c)) {
                int j = t.adv(i);
                while (j < n && (sPeriod(s.codePointAt(j)) || sEnd(s.codePointAt(j)))) {
                    j = t.adv(j);
                }
                if (j < n && sTerm(s.codePointAt(j))) {
                    // periods then a terminator end as the terminator does
                    i = j;
                    c = s.codePointAt(i);
                }
            }
            if (sTerm(c)) {
                int j = t.adv(i);
                while (j < n && (sTerm(s.codePointAt(j)) || sPeriod(s.codePointAt(j)) || sEnd(s.codePointAt(j)))) {
                    j = t.adv(j);
                }
                while (j < n && sSpace(s.codePointAt(j))) {
                    j = t.adv(j);
                }
                return j;
            }
            if (sPeriod(c)) {
                int j = t.adv(i);
                while (j < n && (sPeriod(s.codePointAt(j)) || sEnd(s.codePointAt(j)))) {
                    j = t.adv(j);
                }
                if (j < n && sSpace(s.codePointAt(j))) {
                    int k = j;
                    while (k < n && sSpace(s.codePointAt(k))) {
                        k = t.adv(k);
                    }
                    int m = k;
                    while (m < n && sStartPunct(s.codePointAt(m))) {
                        m = t.adv(m);
                    }
                    if (m < n && (m > k || sStart(s.codePointAt(m)))) {
                        return k;
                    }
                } else if (j < n && sStartClose(s.codePointAt(j))) {
                    // punctuation straight after the period starts a sentence when more than
                    // spaces follow it: "a.(b", but not "a.( b"
                    int k = j;
                    while (k < n && sStartClose(s.codePointAt(k))) {
                        k = t.adv(k);
                    }
                    if (k < n && !sSpace(s.codePointAt(k))) {
                        return j;
                    }
                }
                i = j;
                continue;
            }
            i = t.adv(i);
        }
        return n;
    }

    // ---------------------------------------------------------------- all boundaries

    /** Every boundary of text, in order, from 0 to its length. */
    public static int[] boundaries(int kind, String text) {
        int[] out = new int[Math.min(text.length(), 64) + 1];
        int count = 1;
        Text t = new Text(text, kind);
        for (int p = 0; p < text.length();) {
            int q;
            if (kind == CHARACTER) {
                q = nextCharacter(text, p);
            } else if (kind == SENTENCE) {
                q = nextSentence(t, p);
            } else {
                q = nextByRules(kind == WORD ? WORD_RULES : LINE_RULES, t, p);
            }
            if (count == out.length) {
                int[] bigger = new int[out.length * 2];
                System.arraycopy(out, 0, bigger, 0, count);
                out = bigger;
            }
            out[count++] = q;
            p = q;
        }
        int[] r = new int[count];
        System.arraycopy(out, 0, r, 0, count);
        return r;
    }
}
