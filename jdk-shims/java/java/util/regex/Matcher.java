package java.util.regex;

import java.util.ConcurrentModificationException;
import java.util.Objects;
import java.util.function.Function;

/**
 * Matches a {@link Pattern} against a character sequence. The pattern's program runs
 * on a backtracking machine whose choice points live in an int stack (no Java
 * recursion per input character).
 */
public final class Matcher implements MatchResult {
    // backtrack entry kinds (4 ints each: kind, a, b, c)
    private static final int BK_BRANCH = 0;
    private static final int BK_RESTORE = 1;
    private static final int BK_GREEDY = 2;
    private static final int BK_LAZY = 3;
    private static final int BK_BARRIER = 4;
    private static final int BK_GCLAZY = 5;

    private Pattern parentPattern;
    private CharSequence text;
    private char[] chars;
    private int from;
    private int to;
    private int first = -1;
    private int last = 0;
    private int oldLast = -1;
    private int lastAppendPosition = 0;
    private int[] regs;
    private boolean transparentBounds = false;
    private boolean anchoringBounds = true;
    private boolean endAnchor;
    private int modCount;

    private int[] bt = new int[64];
    private int sp;
    private int[] bar = new int[8];
    private int bsp;

    Matcher(Pattern parent, CharSequence text) {
        this.parentPattern = parent;
        this.text = text;
        allocate();
        reset();
    }

    private void allocate() {
        Pattern p = parentPattern;
        regs = new int[p.groupSlots + p.capturingGroupCount + 2 * p.loopCount];
        for (int i = 0; i < p.groupSlots; i++) {
            regs[i] = -1;
        }
    }

    public Pattern pattern() {
        return parentPattern;
    }

    public java.util.stream.Stream<MatchResult> results() {
        java.util.ArrayList<MatchResult> list = new java.util.ArrayList<>();
        while (find()) {
            list.add(toMatchResult());
        }
        return list.stream();
    }

    public MatchResult toMatchResult() {
        int n = parentPattern.groupSlots;
        int[] g = new int[n];
        System.arraycopy(regs, 0, g, 0, n);
        return new Result(first, last, groupCount(), g, first >= 0 ? text.toString() : null);
    }

    private static final class Result implements MatchResult {
        private final int first;
        private final int last;
        private final int groupCount;
        private final int[] groups;
        private final String text;

        Result(int first, int last, int groupCount, int[] groups, String text) {
            this.first = first;
            this.last = last;
            this.groupCount = groupCount;
            this.groups = groups;
            this.text = text;
        }

        private void checkMatch() {
            if (first < 0) {
                throw new IllegalStateException("No match found");
            }
        }

        private void checkGroup(int group) {
            if (group < 0 || group > groupCount) {
                throw new IndexOutOfBoundsException("No group " + group);
            }
        }

        @Override
        public int start() {
            checkMatch();
            return first;
        }

        @Override
        public int start(int group) {
            checkMatch();
            checkGroup(group);
            return groups[group * 2];
        }

        @Override
        public int end() {
            checkMatch();
            return last;
        }

        @Override
        public int end(int group) {
            checkMatch();
            checkGroup(group);
            return groups[group * 2 + 1];
        }

        @Override
        public int groupCount() {
            return groupCount;
        }

        @Override
        public String group() {
            checkMatch();
            return group(0);
        }

        @Override
        public String group(int group) {
            checkMatch();
            checkGroup(group);
            if (groups[group * 2] == -1 || groups[group * 2 + 1] == -1) {
                return null;
            }
            return text.substring(groups[group * 2], groups[group * 2 + 1]);
        }
    }

    public Matcher usePattern(Pattern newPattern) {
        if (newPattern == null) {
            throw new IllegalArgumentException("Pattern cannot be null");
        }
        parentPattern = newPattern;
        allocate();
        modCount++;
        return this;
    }

    public Matcher reset() {
        first = -1;
        last = 0;
        oldLast = -1;
        int n = parentPattern.groupSlots;
        for (int i = 0; i < n; i++) {
            regs[i] = -1;
        }
        lastAppendPosition = 0;
        if (chars == null || !(text instanceof String)) {
            chars = text.toString().toCharArray();
        }
        from = 0;
        to = chars.length;
        modCount++;
        return this;
    }

    public Matcher reset(CharSequence input) {
        text = input;
        chars = null;
        return reset();
    }

    public int start() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        return first;
    }

    public int start(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return regs[group * 2];
    }

    public int start(String name) {
        return regs[getMatchedGroupIndex(name) * 2];
    }

    public int end() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        return last;
    }

    public int end(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return regs[group * 2 + 1];
    }

    public int end(String name) {
        return regs[getMatchedGroupIndex(name) * 2 + 1];
    }

    public String group() {
        return group(0); // hotspot:603
    }

    public String group(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match found"); // hotspot:644
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        int s = regs[group * 2];
        int e = regs[group * 2 + 1];
        if (s == -1 || e == -1) {
            return null;
        }
        return text.subSequence(s, e).toString();
    }

    public String group(String name) {
        int group = getMatchedGroupIndex(name);
        int s = regs[group * 2];
        int e = regs[group * 2 + 1];
        if (s == -1 || e == -1) {
            return null;
        }
        return text.subSequence(s, e).toString();
    }

    private int getMatchedGroupIndex(String name) {
        Objects.requireNonNull(name, "Group name");
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        int g = parentPattern.groupIndexOf(name);
        if (g < 0) {
            throw new IllegalArgumentException("No group with name <" + name + ">");
        }
        return g;
    }

    public int groupCount() {
        return parentPattern.capturingGroupCount - 1;
    }

    public boolean matches() {
        return match(from, true);
    }

    public boolean lookingAt() {
        return match(from, false);
    }

    public boolean find() {
        int nextSearchIndex = last;
        if (nextSearchIndex == first) {
            nextSearchIndex++;
        }
        if (nextSearchIndex < from) {
            nextSearchIndex = from;
        }
        if (nextSearchIndex > to) {
            int n = parentPattern.groupSlots;
            for (int i = 0; i < n; i++) {
                regs[i] = -1;
            }
            return false;
        }
        return search(nextSearchIndex);
    }

    public boolean find(int start) {
        int limit = chars.length;
        if ((start < 0) || (start > limit)) {
            throw new IndexOutOfBoundsException("Illegal start index");
        }
        reset();
        return search(start);
    }

    public static String quoteReplacement(String s) {
        if ((s.indexOf('\\') == -1) && (s.indexOf('$') == -1)) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' || c == '$') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    public Matcher appendReplacement(StringBuffer sb, String replacement) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        StringBuilder result = new StringBuilder();
        appendExpandedReplacement(replacement, result);
        sb.append(text, lastAppendPosition, first);
        sb.append(result);
        lastAppendPosition = last;
        modCount++;
        return this;
    }

    public Matcher appendReplacement(StringBuilder sb, String replacement) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        StringBuilder result = new StringBuilder();
        appendExpandedReplacement(replacement, result);
        sb.append(text, lastAppendPosition, first);
        sb.append(result);
        lastAppendPosition = last;
        modCount++;
        return this;
    }

    private StringBuilder appendExpandedReplacement(String replacement, StringBuilder result) {
        if (replacement == null) {
            throw new NullPointerException("Cannot invoke \"String.length()\" because \"replacement\" is null");
        }
        int cursor = 0;
        int len = replacement.length();
        while (cursor < len) {
            char nextChar = replacement.charAt(cursor);
            if (nextChar == '\\') {
                cursor++;
                if (cursor == len) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                nextChar = replacement.charAt(cursor);
                result.append(nextChar);
                cursor++;
            } else if (nextChar == '$') {
                cursor++;
                if (cursor == len) {
                    throw new IllegalArgumentException("Illegal group reference: group index is missing");
                }
                nextChar = replacement.charAt(cursor);
                int refNum;
                if (nextChar == '{') {
                    cursor++;
                    StringBuilder gsb = new StringBuilder();
                    while (cursor < len) {
                        nextChar = replacement.charAt(cursor);
                        if ((nextChar >= 'a' && nextChar <= 'z') || (nextChar >= 'A' && nextChar <= 'Z')
                                || (nextChar >= '0' && nextChar <= '9')) {
                            gsb.append(nextChar);
                            cursor++;
                        } else {
                            break;
                        }
                    }
                    if (gsb.length() == 0) {
                        throw new IllegalArgumentException("named capturing group has 0 length name");
                    }
                    if (nextChar != '}') {
                        throw new IllegalArgumentException("named capturing group is missing trailing '}'");
                    }
                    String gname = gsb.toString();
                    char c0 = gname.charAt(0);
                    if (c0 >= '0' && c0 <= '9') {
                        throw new IllegalArgumentException(
                                "capturing group name {" + gname + "} starts with digit character");
                    }
                    refNum = parentPattern.groupIndexOf(gname);
                    if (refNum < 0) {
                        throw new IllegalArgumentException("No group with name {" + gname + "}");
                    }
                    cursor++;
                } else {
                    refNum = nextChar - '0';
                    if ((refNum < 0) || (refNum > 9)) {
                        throw new IllegalArgumentException("Illegal group reference");
                    }
                    cursor++;
                    while (cursor < len) {
                        int nextDigit = replacement.charAt(cursor) - '0';
                        if ((nextDigit < 0) || (nextDigit > 9)) {
                            break;
                        }
                        int newRefNum = (refNum * 10) + nextDigit;
                        if (groupCount() < newRefNum) {
                            break;
                        }
                        refNum = newRefNum;
                        cursor++;
                    }
                }
                if (start(refNum) != -1 && end(refNum) != -1) {
                    result.append(text, start(refNum), end(refNum));
                }
            } else {
                result.append(nextChar);
                cursor++;
            }
        }
        return result;
    }

    public StringBuffer appendTail(StringBuffer sb) {
        sb.append(text, lastAppendPosition, chars.length);
        return sb;
    }

    public StringBuilder appendTail(StringBuilder sb) {
        sb.append(text, lastAppendPosition, chars.length);
        return sb;
    }

    public String replaceAll(String replacement) {
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return text.toString();
    }

    public String replaceAll(Function<MatchResult, String> replacer) {
        Objects.requireNonNull(replacer);
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                int ec = modCount;
                String replacement = replacer.apply(this);
                if (ec != modCount) {
                    throw new ConcurrentModificationException();
                }
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return text.toString();
    }

    public String replaceFirst(String replacement) {
        if (replacement == null) {
            throw new NullPointerException("replacement");
        }
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    public String replaceFirst(Function<MatchResult, String> replacer) {
        Objects.requireNonNull(replacer);
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        int ec = modCount;
        String replacement = replacer.apply(this);
        if (ec != modCount) {
            throw new ConcurrentModificationException();
        }
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    public Matcher region(int start, int end) {
        int len = chars.length;
        if ((start < 0) || (start > len)) {
            throw new IndexOutOfBoundsException("start");
        }
        if ((end < 0) || (end > len)) {
            throw new IndexOutOfBoundsException("end");
        }
        if (start > end) {
            throw new IndexOutOfBoundsException("start > end");
        }
        reset();
        from = start;
        to = end;
        return this;
    }

    public int regionStart() {
        return from;
    }

    public int regionEnd() {
        return to;
    }

    public boolean hasTransparentBounds() {
        return transparentBounds;
    }

    public Matcher useTransparentBounds(boolean b) {
        transparentBounds = b;
        return this;
    }

    public boolean hasAnchoringBounds() {
        return anchoringBounds;
    }

    public Matcher useAnchoringBounds(boolean b) {
        anchoringBounds = b;
        return this;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("java.util.regex.Matcher")
                .append("[pattern=").append(pattern())
                .append(" region=")
                .append(regionStart()).append(',').append(regionEnd())
                .append(" lastmatch=");
        if ((first >= 0) && (group() != null)) {
            sb.append(group());
        }
        sb.append(']');
        return sb.toString();
    }

    // ================================================================ searching

    private boolean search(int start) {
        start = start < 0 ? 0 : start;
        first = start;
        oldLast = oldLast < 0 ? start : oldLast;
        int n = parentPattern.groupSlots;
        for (int i = 0; i < n; i++) {
            regs[i] = -1;
        }
        endAnchor = false;
        boolean result = false;
        Pattern p = parentPattern;
        if (p.anchoredBegin) {
            if (run(start)) {
                result = true;
                first = start;
            }
        } else {
            int guard = to - p.minLength;
            int i = start;
            char[] s = chars;
            boolean supp = p.hasSupplementary;
            while (i <= guard) {
                if (run(i)) {
                    result = true;
                    first = i;
                    break;
                }
                if (supp && i < guard) {
                    if (Character.isHighSurrogate(s[i++])) {
                        if (i < s.length && Character.isLowSurrogate(s[i])) {
                            i++;
                        }
                    }
                } else {
                    i++;
                }
            }
        }
        if (result) {
            regs[0] = first;
            regs[1] = last;
        } else {
            first = -1;
        }
        oldLast = last;
        modCount++;
        return result;
    }

    private boolean match(int start, boolean anchor) {
        start = start < 0 ? 0 : start;
        first = start;
        oldLast = oldLast < 0 ? start : oldLast;
        int n = parentPattern.groupSlots;
        for (int i = 0; i < n; i++) {
            regs[i] = -1;
        }
        endAnchor = anchor;
        boolean result = run(start);
        if (result) {
            regs[0] = first;
            regs[1] = last;
        } else {
            first = -1;
        }
        oldLast = last;
        modCount++;
        return result;
    }

    // ================================================================ the machine

    private void push(int kind, int a, int b, int c) {
        int s = sp;
        if (s + 4 > bt.length) {
            int[] nb = new int[bt.length * 2];
            System.arraycopy(bt, 0, nb, 0, s);
            bt = nb;
        }
        int[] t = bt;
        t[s] = kind;
        t[s + 1] = a;
        t[s + 2] = b;
        t[s + 3] = c;
        sp = s + 4;
    }

    private void pushBarrier(int pc, int pos, int extra) {
        if (bsp == bar.length) {
            int[] nb = new int[bsp * 2];
            System.arraycopy(bar, 0, nb, 0, bsp);
            bar = nb;
        }
        bar[bsp++] = sp;
        push(BK_BARRIER, pc, pos, extra);
    }

    private int codePointAt(int i) {
        char[] s = chars;
        char c1 = s[i];
        if (Character.isHighSurrogate(c1) && i + 1 < s.length) {
            char c2 = s[i + 1];
            if (Character.isLowSurrogate(c2)) {
                return Character.toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    private int codePointBefore(int i) {
        char[] s = chars;
        char c2 = s[i - 1];
        if (Character.isLowSurrogate(c2) && i - 2 >= 0) {
            char c1 = s[i - 2];
            if (Character.isHighSurrogate(c1)) {
                return Character.toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    /** Matches one single-character atom at pos; the new position or -1. */
    private int matchAtom(int op, int a1, int a2, int pos) {
        if (pos >= to) {
            return -1;
        }
        switch (op) {
            case Pattern.OP_CHAR:
                if (a1 < 0x10000) {
                    return chars[pos] == a1 ? pos + 1 : -1;
                } else {
                    int cp = codePointAt(pos);
                    int np = pos + Character.charCount(cp);
                    return (cp == a1 && np <= to) ? np : -1;
                }
            case Pattern.OP_CHARI: {
                char c = chars[pos];
                return (c == a1 || c == a2) ? pos + 1 : -1;
            }
            case Pattern.OP_CHARU: {
                int cp = codePointAt(pos);
                int np = pos + Character.charCount(cp);
                if (np > to) {
                    return -1;
                }
                return (cp == a1 || a1 == Character.toLowerCase(Character.toUpperCase(cp))) ? np : -1;
            }
            default: {
                int cp = codePointAt(pos);
                int np = pos + Character.charCount(cp);
                if (np > to) {
                    return -1;
                }
                return parentPattern.preds[a1].is(cp) ? np : -1;
            }
        }
    }

    private boolean isWord(int ch, boolean unicode) {
        if (unicode) {
            return Pattern.CharPred.ctypeIs(Pattern.CharPred.C_UWORD, ch);
        }
        return ch == '_' || Character.isLetterOrDigit(ch);
    }

    private boolean hasBaseCharacter(int i) {
        int start = (!transparentBounds) ? from : 0;
        for (int x = i; x >= start; x--) {
            int ch = codePointAt(x);
            if (Character.isLetterOrDigit(ch)) {
                return true;
            }
            if (Character.getType(ch) == Character.NON_SPACING_MARK) {
                continue;
            }
            return false;
        }
        return false;
    }

    /** 1 = left boundary, 2 = right boundary, 4 = none. */
    private int boundCheck(int i, boolean unicode) {
        int startIndex = from;
        int endIndex = to;
        if (transparentBounds) {
            startIndex = 0;
            endIndex = chars.length;
        }
        boolean left = false;
        if (i > startIndex) {
            int ch = codePointBefore(i);
            left = isWord(ch, unicode)
                    || (Character.getType(ch) == Character.NON_SPACING_MARK && hasBaseCharacter(i - 1));
        }
        boolean right = false;
        if (i < endIndex) {
            int ch = codePointAt(i);
            right = isWord(ch, unicode)
                    || (Character.getType(ch) == Character.NON_SPACING_MARK && hasBaseCharacter(i));
        }
        return (left ^ right) ? (right ? 1 : 2) : 4;
    }

    // \b{g}'s last scan: a cluster boundary gbAt found segmenting gbChars[gbStart, gbEnd)
    private char[] gbChars;
    private int gbStart;
    private int gbEnd;
    private int gbAt;

    /** The end of the extended grapheme cluster at pos. */
    private int graphemeEnd(int pos) {
        return Grapheme.nextBoundary(chars, pos, to);
    }

    private boolean assertion(int type, int i) {
        char[] s = chars;
        switch (type) {
            case Pattern.A_BEGIN: {
                int fromIndex = anchoringBounds ? from : 0;
                return i == fromIndex;
            }
            case Pattern.A_CARET:
            case Pattern.A_UNIXCARET: {
                int startIndex = from;
                int endIndex = to;
                if (!anchoringBounds) {
                    startIndex = 0;
                    endIndex = s.length;
                }
                if (i == endIndex) {
                    return false;
                }
                if (i > startIndex) {
                    char ch = s[i - 1];
                    if (type == Pattern.A_UNIXCARET) {
                        return ch == '\n';
                    }
                    if (ch != '\n' && ch != '\r' && (ch | 1) != '\u2029' && ch != '\u0085') {
                        return false;
                    }
                    if (ch == '\r' && s[i] == '\n') {
                        return false;
                    }
                }
                return true;
            }
            case Pattern.A_DOLLAR:
            case Pattern.A_DOLLAR_ML: {
                boolean multiline = type == Pattern.A_DOLLAR_ML;
                int endIndex = anchoringBounds ? to : s.length;
                if (!multiline) {
                    if (i < endIndex - 2) {
                        return false;
                    }
                    if (i == endIndex - 2) {
                        if (s[i] != '\r' || s[i + 1] != '\n') {
                            return false;
                        }
                    }
                }
                if (i < endIndex) {
                    char ch = s[i];
                    if (ch == '\n') {
                        if (i > 0 && s[i - 1] == '\r') {
                            return false;
                        }
                        return true;
                    } else if (ch == '\r' || ch == '\u0085' || (ch | 1) == '\u2029') {
                        return true;
                    } else {
                        return false;
                    }
                }
                return true;
            }
            case Pattern.A_UNIXDOLLAR:
            case Pattern.A_UNIXDOLLAR_ML: {
                boolean multiline = type == Pattern.A_UNIXDOLLAR_ML;
                int endIndex = anchoringBounds ? to : s.length;
                if (i < endIndex) {
                    char ch = s[i];
                    if (ch == '\n') {
                        if (!multiline && i != endIndex - 1) {
                            return false;
                        }
                        return true;
                    }
                    return false;
                }
                return true;
            }
            case Pattern.A_END: {
                int endIndex = anchoringBounds ? to : s.length;
                return i == endIndex;
            }
            case Pattern.A_LASTMATCH:
                return i == oldLast;
            case Pattern.A_BOUND:
                return (boundCheck(i, false) & 3) > 0;
            case Pattern.A_NBOUND:
                return (boundCheck(i, false) & 4) > 0;
            case Pattern.A_BOUND_U:
                return (boundCheck(i, true) & 3) > 0;
            case Pattern.A_NBOUND_U:
                return (boundCheck(i, true) & 4) > 0;
            case Pattern.A_GBOUND: {
                int startIndex = transparentBounds ? 0 : from;
                int endIndex = transparentBounds ? s.length : to;
                if (i == startIndex || i == endIndex) {
                    return true;
                }
                // as the JDK: i is a boundary of the clusters segmented from startIndex; the
                // scan resumes at the last boundary found below i (clusters depend only on
                // where they start)
                int at = startIndex;
                if (gbChars == s && gbStart == startIndex && gbEnd == endIndex && gbAt <= i) {
                    at = gbAt;
                }
                while (at < i) {
                    gbAt = at;
                    at = Grapheme.nextBoundary(s, at, endIndex);
                }
                gbChars = s;
                gbStart = startIndex;
                gbEnd = endIndex;
                return at == i;
            }
            default:
                return false;
        }
    }

    private boolean backref(int g, int mode, int i) {
        int[] r = regs;
        int j = r[g * 2];
        int k = r[g * 2 + 1];
        int groupSize = k - j;
        if (j < 0) {
            return false;
        }
        if (i + groupSize > to) {
            return false;
        }
        char[] s = chars;
        if (mode == 0) {
            for (int index = 0; index < groupSize; index++) {
                if (s[i + index] != s[j + index]) {
                    return false;
                }
            }
            return true;
        }
        int x = i;
        for (int index = 0; index < groupSize; index++) {
            int c1 = codePointAt(x);
            int c2 = codePointAt(j);
            if (c1 != c2) {
                if (mode == 2) {
                    int cc1 = Character.toUpperCase(c1);
                    int cc2 = Character.toUpperCase(c2);
                    if (cc1 != cc2 && Character.toLowerCase(cc1) != Character.toLowerCase(cc2)) {
                        return false;
                    }
                } else {
                    int l1 = (c1 >= 'A' && c1 <= 'Z') ? c1 + 32 : c1;
                    int l2 = (c2 >= 'A' && c2 <= 'Z') ? c2 + 32 : c2;
                    if (l1 != l2) {
                        return false;
                    }
                }
            }
            x += Character.charCount(c1);
            j += Character.charCount(c2);
        }
        return true;
    }

    private int gcPos;

    /**
     * Enters the optional part of a group curly after count iterations at pos. Returns the
     * next pc with gcPos set to the position, or -(pc)-1 when execution continues at the
     * body (position unchanged).
     */
    private int gcurlyEnterMax(int ipc, int pos, int count) {
        int[] code = parentPattern.code;
        int max = code[ipc + 3];
        int cont = code[ipc + 5];
        gcPos = pos;
        if (code[ipc + 4] == Pattern.Q_LAZY) {
            if (count < max) {
                push(BK_GCLAZY, ipc, pos, count);
            }
            return cont;
        }
        if (count < max) {
            push(BK_BRANCH, cont, pos, 0);
            pushBarrier(ipc, pos, count);
            return -(ipc + 6) - 1;
        }
        return cont;
    }

    /** Runs the program from a start position; true (with last set) on a match. */
    private boolean run(int startPos) {
        final int[] code = parentPattern.code;
        final int[] r = regs;
        final int gslots = parentPattern.groupSlots;
        final int loopBase = gslots + parentPattern.capturingGroupCount;
        sp = 0;
        bsp = 0;
        int pc = 0;
        int pos = startPos;
        main:
        for (;;) {
            switch (code[pc]) {
                case Pattern.OP_CHAR:
                case Pattern.OP_CHARI:
                case Pattern.OP_CHARU:
                case Pattern.OP_CLASS: {
                    int np = matchAtom(code[pc], code[pc + 1], code[pc + 2], pos);
                    if (np >= 0) {
                        pos = np;
                        pc += 3;
                        continue main;
                    }
                    break;
                }
                case Pattern.OP_JMP:
                    pc = code[pc + 1];
                    continue main;
                case Pattern.OP_SPLIT:
                    push(BK_BRANCH, code[pc + 2], pos, 0);
                    pc = code[pc + 1];
                    continue main;
                case Pattern.OP_GSTART: {
                    int slot = gslots + code[pc + 1];
                    push(BK_RESTORE, slot, r[slot], 0);
                    r[slot] = pos;
                    pc += 2;
                    continue main;
                }
                case Pattern.OP_GEND: {
                    int g = code[pc + 1];
                    int s0 = g * 2;
                    push(BK_RESTORE, s0, r[s0], 0);
                    push(BK_RESTORE, s0 + 1, r[s0 + 1], 0);
                    r[s0] = r[gslots + g];
                    r[s0 + 1] = pos;
                    pc += 2;
                    continue main;
                }
                case Pattern.OP_ASSERT:
                    if (assertion(code[pc + 1], pos)) {
                        pc += 2;
                        continue main;
                    }
                    break;
                case Pattern.OP_BACKREF:
                    if (backref(code[pc + 1], code[pc + 2], pos)) {
                        int g = code[pc + 1];
                        pos += r[g * 2 + 1] - r[g * 2];
                        pc += 3;
                        continue main;
                    }
                    break;
                case Pattern.OP_LOOP_INIT: {
                    int cnt = loopBase + 2 * code[pc + 1];
                    push(BK_RESTORE, cnt, r[cnt], 0);
                    r[cnt] = 0;
                    int min = code[pc + 2];
                    int max = code[pc + 3];
                    int exit = code[pc + 5];
                    int inc = code[pc + 6];
                    if (code[pc + 4] != 0) {
                        if (max == 0) {
                            pc = exit;
                        } else if (min > 0) {
                            pc = inc;
                        } else {
                            push(BK_BRANCH, exit, pos, 0);
                            pc = inc;
                        }
                    } else {
                        if (min > 0) {
                            pc = inc;
                        } else if (max > 0) {
                            push(BK_BRANCH, inc, pos, 0);
                            pc = exit;
                        } else {
                            pc = exit;
                        }
                    }
                    continue main;
                }
                case Pattern.OP_COUNT_INC: {
                    int cnt = loopBase + 2 * code[pc + 1];
                    push(BK_RESTORE, cnt, r[cnt], 0);
                    r[cnt]++;
                    pc += 2;
                    continue main;
                }
                case Pattern.OP_SET_BEGIN: {
                    int beg = loopBase + 2 * code[pc + 1] + 1;
                    push(BK_RESTORE, beg, r[beg], 0);
                    r[beg] = pos;
                    pc += 2;
                    continue main;
                }
                case Pattern.OP_LOOP_TAIL: {
                    int cnt = loopBase + 2 * code[pc + 1];
                    int inc = code[pc + 5];
                    int exit = code[pc + 6];
                    if (pos > r[cnt + 1]) {
                        int c = r[cnt];
                        if (c < code[pc + 2]) {
                            pc = inc;
                            continue main;
                        }
                        if (code[pc + 4] != 0) {
                            if (c < code[pc + 3]) {
                                push(BK_BRANCH, exit, pos, 0);
                                pc = inc;
                                continue main;
                            }
                        } else if (c < code[pc + 3]) {
                            push(BK_BRANCH, inc, pos, 0);
                        }
                    }
                    pc = exit;
                    continue main;
                }
                case Pattern.OP_STAR: {
                    int op = code[pc + 1];
                    int a1 = code[pc + 2];
                    int a2 = code[pc + 3];
                    int min = code[pc + 4];
                    int max = code[pc + 5];
                    int qtype = code[pc + 6];
                    int n = 0;
                    int p = pos;
                    if (qtype == Pattern.Q_LAZY) {
                        while (n < min) {
                            int np = matchAtom(op, a1, a2, p);
                            if (np < 0) {
                                break;
                            }
                            p = np;
                            n++;
                        }
                        if (n < min) {
                            break;
                        }
                        if (n < max) {
                            push(BK_LAZY, pc, p, n);
                        }
                    } else {
                        while (n < max) {
                            int np = matchAtom(op, a1, a2, p);
                            if (np < 0) {
                                break;
                            }
                            p = np;
                            n++;
                        }
                        if (n < min) {
                            break;
                        }
                        if (n > min && qtype == Pattern.Q_GREEDY) {
                            push(BK_GREEDY, pc, p, n);
                        }
                    }
                    pos = p;
                    pc += 7;
                    continue main;
                }
                case Pattern.OP_LOOK: {
                    int type = code[pc + 1];
                    if (type == Pattern.LA_POS || type == Pattern.LA_NEG) {
                        pushBarrier(pc, pos, 0);
                        pc += 5;
                        continue main;
                    }
                    int start = transparentBounds ? 0 : from;
                    int lbFrom = Math.max(pos - code[pc + 3], start);
                    int j = pos - code[pc + 2];
                    if (j >= lbFrom) {
                        pushBarrier(pc, pos, j);
                        pos = j;
                        pc += 5;
                        continue main;
                    }
                    if (type == Pattern.LB_NEG) {
                        pc = code[pc + 4];
                        continue main;
                    }
                    break;
                }
                case Pattern.OP_ATOMIC:
                    pushBarrier(pc, pos, 0);
                    pc += 2;
                    continue main;
                case Pattern.OP_POSS:
                    if (code[pc + 2] == 0) {
                        pc = code[pc + 3];
                        continue main;
                    }
                    pushBarrier(pc, pos, 0);
                    pc += 4;
                    continue main;
                case Pattern.OP_GCURLY: {
                    int g = code[pc + 1];
                    if (g > 0) {
                        push(BK_RESTORE, 2 * g, r[2 * g], 0);
                        push(BK_RESTORE, 2 * g + 1, r[2 * g + 1], 0);
                    }
                    if (code[pc + 2] > 0) {
                        pushBarrier(pc, pos, 0);
                        pc += 6;
                        continue main;
                    }
                    pc = gcurlyEnterMax(pc, pos, 0);
                    if (pc < 0) {
                        pc = -pc - 1;
                        continue main;
                    }
                    pos = gcPos;
                    continue main;
                }
                case Pattern.OP_LBEND:
                    if (pos == bt[bar[bsp - 1] + 2]) {
                        pc++;
                        continue main;
                    }
                    break;
                case Pattern.OP_SUB_END: {
                    int bi = bar[--bsp];
                    int ipc = bt[bi + 1];
                    int spos = bt[bi + 2];
                    int extra = bt[bi + 3];
                    sp = bi;
                    int iop = code[ipc];
                    if (iop == Pattern.OP_LOOK) {
                        int type = code[ipc + 1];
                        if (type == Pattern.LA_POS || type == Pattern.LB_POS) {
                            pos = spos;
                            pc = code[ipc + 4];
                            continue main;
                        }
                        break;
                    } else if (iop == Pattern.OP_ATOMIC) {
                        pc = code[ipc + 1];
                        continue main;
                    } else if (iop == Pattern.OP_GCURLY) {
                        int g = code[ipc + 1];
                        int min = code[ipc + 2];
                        int max = code[ipc + 3];
                        int cont = code[ipc + 5];
                        if (extra < min) {
                            if (g > 0) {
                                r[2 * g] = spos;
                                r[2 * g + 1] = pos;
                            }
                            if (extra + 1 < min) {
                                pushBarrier(ipc, pos, extra + 1);
                                pc = ipc + 6;
                                continue main;
                            }
                            int npc = gcurlyEnterMax(ipc, pos, extra + 1);
                            if (npc < 0) {
                                pc = -npc - 1;
                                continue main;
                            }
                            pc = npc;
                            pos = gcPos;
                            continue main;
                        }
                        if (pos <= spos) {
                            break;
                        }
                        if (g > 0) {
                            push(BK_RESTORE, 2 * g, r[2 * g], 0);
                            push(BK_RESTORE, 2 * g + 1, r[2 * g + 1], 0);
                            r[2 * g] = spos;
                            r[2 * g + 1] = pos;
                        }
                        if (code[ipc + 4] == Pattern.Q_LAZY) {
                            if (extra + 1 < max) {
                                push(BK_GCLAZY, ipc, pos, extra + 1);
                            }
                            pc = cont;
                            continue main;
                        }
                        if (extra + 1 < max) {
                            push(BK_BRANCH, cont, pos, 0);
                            pushBarrier(ipc, pos, extra + 1);
                            pc = ipc + 6;
                            continue main;
                        }
                        pc = cont;
                        continue main;
                    } else {
                        // possessive loop iteration done
                        int min = code[ipc + 1];
                        int max = code[ipc + 2];
                        int cont = code[ipc + 3];
                        if (extra >= min && pos == spos) {
                            pc = cont;
                            continue main;
                        }
                        int cnt = extra + 1;
                        if (cnt < max) {
                            pushBarrier(ipc, pos, cnt);
                            pc = ipc + 4;
                            continue main;
                        }
                        pc = cont;
                        continue main;
                    }
                }
                case Pattern.OP_GRAPHEME:
                    if (pos < to) {
                        pos = graphemeEnd(pos);
                        pc++;
                        continue main;
                    }
                    break;
                case Pattern.OP_ACCEPT:
                    if (endAnchor && pos != to) {
                        break;
                    }
                    last = pos;
                    sp = 0;
                    bsp = 0;
                    return true;
                default:
                    throw new InternalError("bad opcode");
            }
            // ---- failure: backtrack
            for (;;) {
                if (sp == 0) {
                    return false;
                }
                sp -= 4;
                int[] t = bt;
                int s = sp;
                switch (t[s]) {
                    case BK_RESTORE:
                        r[t[s + 1]] = t[s + 2];
                        continue;
                    case BK_BRANCH:
                        pc = t[s + 1];
                        pos = t[s + 2];
                        continue main;
                    case BK_GREEDY: {
                        int ipc = t[s + 1];
                        int p = t[s + 2];
                        int n = t[s + 3];
                        int op = code[ipc + 1];
                        if (op == Pattern.OP_CHAR && code[ipc + 2] >= 0x10000) {
                            p -= 2;
                        } else if (op == Pattern.OP_CHAR || op == Pattern.OP_CHARI) {
                            p -= 1;
                        } else {
                            p -= Character.charCount(codePointBefore(p));
                        }
                        n--;
                        if (n > code[ipc + 4]) {
                            push(BK_GREEDY, ipc, p, n);
                        }
                        pos = p;
                        pc = ipc + 7;
                        continue main;
                    }
                    case BK_LAZY: {
                        int ipc = t[s + 1];
                        int p = t[s + 2];
                        int n = t[s + 3];
                        int np = matchAtom(code[ipc + 1], code[ipc + 2], code[ipc + 3], p);
                        if (np < 0) {
                            continue;
                        }
                        n++;
                        if (n < code[ipc + 5]) {
                            push(BK_LAZY, ipc, np, n);
                        }
                        pos = np;
                        pc = ipc + 7;
                        continue main;
                    }
                    case BK_BARRIER: {
                        bsp--;
                        int ipc = t[s + 1];
                        int spos = t[s + 2];
                        int extra = t[s + 3];
                        int iop = code[ipc];
                        if (iop == Pattern.OP_LOOK) {
                            int type = code[ipc + 1];
                            if (type == Pattern.LA_POS) {
                                continue;
                            }
                            if (type == Pattern.LA_NEG) {
                                pos = spos;
                                pc = code[ipc + 4];
                                continue main;
                            }
                            int start = transparentBounds ? 0 : from;
                            int lbFrom = Math.max(spos - code[ipc + 3], start);
                            int j = extra - 1;
                            if (j >= lbFrom) {
                                pushBarrier(ipc, spos, j);
                                pos = j;
                                pc = ipc + 5;
                                continue main;
                            }
                            if (type == Pattern.LB_POS) {
                                continue;
                            }
                            pos = spos;
                            pc = code[ipc + 4];
                            continue main;
                        } else if (iop == Pattern.OP_ATOMIC || iop == Pattern.OP_GCURLY) {
                            continue;
                        } else {
                            if (extra < code[ipc + 1]) {
                                continue;
                            }
                            pos = spos;
                            pc = code[ipc + 3];
                            continue main;
                        }
                    }
                    case BK_GCLAZY: {
                        int ipc = t[s + 1];
                        pos = t[s + 2];
                        pushBarrier(ipc, pos, t[s + 3]);
                        pc = ipc + 6;
                        continue main;
                    }
                    default:
                        throw new InternalError("bad backtrack entry");
                }
            }
        }
    }
}
