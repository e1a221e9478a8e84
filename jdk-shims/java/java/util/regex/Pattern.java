package java.util.regex;

import java.util.ArrayList;
import java.util.function.Predicate;

/**
 * A compiled regular expression.
 *
 * <p>The pattern is parsed into a small tree (the parser follows the JDK's cursor
 * discipline so error indices agree) and compiled into a flat program that
 * {@link Matcher} runs on a backtracking machine with an explicit stack, so long
 * inputs never deepen the Java stack. Case folding honours UNICODE_CASE through
 * {@link Character#toUpperCase(int)}/{@link Character#toLowerCase(int)}.
 * Not supported: CANON_EQ (ignored). {@code \X} and {@code \b{g}} follow Grapheme.
 */
public final class Pattern implements java.io.Serializable {
    private static final long serialVersionUID = 5073258162644648461L;

    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;
    public static final int CANON_EQ = 0x80;
    public static final int UNICODE_CHARACTER_CLASS = 0x100;
    private static final int ALL_FLAGS = 0x1ff;

    static final int MAX_REPS = 0x7FFFFFFF;

    // ------------------------------------------------------------ program opcodes
    static final int OP_CHAR = 0;
    static final int OP_CHARI = 1;
    static final int OP_CHARU = 2;
    static final int OP_CLASS = 3;
    static final int OP_JMP = 4;
    static final int OP_SPLIT = 5;
    static final int OP_GSTART = 6;
    static final int OP_GEND = 7;
    static final int OP_ASSERT = 8;
    static final int OP_BACKREF = 9;
    static final int OP_LOOP_INIT = 10;
    static final int OP_COUNT_INC = 11;
    static final int OP_SET_BEGIN = 12;
    static final int OP_LOOP_TAIL = 13;
    static final int OP_STAR = 14;
    static final int OP_LOOK = 15;
    static final int OP_ATOMIC = 16;
    static final int OP_POSS = 17;
    static final int OP_SUB_END = 18;
    static final int OP_LBEND = 19;
    static final int OP_GRAPHEME = 20;
    static final int OP_ACCEPT = 21;
    static final int OP_GCURLY = 22;

    // assertion kinds
    static final int A_BEGIN = 0;
    static final int A_CARET = 1;
    static final int A_UNIXCARET = 2;
    static final int A_DOLLAR = 3;
    static final int A_DOLLAR_ML = 4;
    static final int A_UNIXDOLLAR = 5;
    static final int A_UNIXDOLLAR_ML = 6;
    static final int A_END = 7;
    static final int A_LASTMATCH = 8;
    static final int A_BOUND = 9;
    static final int A_NBOUND = 10;
    static final int A_BOUND_U = 11;
    static final int A_NBOUND_U = 12;
    static final int A_GBOUND = 13;

    // lookaround kinds
    static final int LA_POS = 0;
    static final int LA_NEG = 1;
    static final int LB_POS = 2;
    static final int LB_NEG = 3;

    // quantifier kinds
    static final int Q_GREEDY = 0;
    static final int Q_LAZY = 1;
    static final int Q_POSS = 2;

    // ------------------------------------------------------------ public state
    private final String pattern;
    private int flags;
    private int flags0;

    // ------------------------------------------------------------ compiled form
    int[] code;
    CharPred[] preds;
    int npreds;
    int capturingGroupCount;
    int groupSlots; // 2 * max(capturingGroupCount, 10)
    int loopCount;
    int minLength;
    boolean hasSupplementary;
    boolean anchoredBegin;
    String[] groupNames;
    int[] groupNameIndex;
    int nnames;

    // ------------------------------------------------------------ parse state
    private transient int[] temp;
    private transient int cursor;
    private transient int patternLength;
    private transient Node escRoot;
    private transient CharPred escPred;
    private transient int codeLen;

    private Pattern(String p, int f) {
        if ((f & ~ALL_FLAGS) != 0) {
            throw new IllegalArgumentException("Unknown flag 0x" + Integer.toHexString(f));
        }
        if (p == null) {
            throw new NullPointerException("Cannot invoke \"String.isEmpty()\" because \"this.pattern\" is null");
        }
        pattern = p;
        flags = f;
        if ((flags & UNICODE_CHARACTER_CLASS) != 0) {
            flags |= UNICODE_CASE;
        }
        flags0 = flags;
        capturingGroupCount = 1;
        preds = new CharPred[8];
        groupNames = new String[4];
        groupNameIndex = new int[4];
        Node root;
        if (!pattern.isEmpty()) {
            root = compileTree();
        } else {
            root = new Node(Node.SEQ);
        }
        int c = capturingGroupCount < 10 ? 10 : capturingGroupCount;
        groupSlots = 2 * c;
        // minimum length for the search guard
        Info info = new Info();
        study(root, info);
        minLength = info.minLength;
        anchoredBegin = startsWithBegin(root);
        code = new int[64];
        codeLen = 0;
        compileNode(root);
        emit(OP_ACCEPT);
        temp = null;
        escRoot = null;
        escPred = null;
    }

    public static Pattern compile(String regex) {
        return new Pattern(regex, 0);
    }

    public static Pattern compile(String regex, int flags) {
        return new Pattern(regex, flags);
    }

    public String pattern() {
        return pattern;
    }

    @Override
    public String toString() {
        return pattern;
    }

    public Matcher matcher(CharSequence input) {
        if (input == null) {
            throw new NullPointerException(
                    "Cannot invoke \"java.lang.CharSequence.length()\" because \"this.text\" is null");
        }
        return new Matcher(this, input);
    }

    public int flags() {
        return flags0;
    }

    public static boolean matches(String regex, CharSequence input) {
        Pattern p = Pattern.compile(regex);
        Matcher m = p.matcher(input);
        return m.matches();
    }

    public String[] split(CharSequence input, int limit) {
        int index = 0;
        boolean matchLimited = limit > 0;
        ArrayList<String> matchList = new ArrayList<>();
        Matcher m = matcher(input);
        while (m.find()) {
            if (!matchLimited || matchList.size() < limit - 1) {
                if (index == 0 && index == m.start() && m.start() == m.end()) {
                    // a zero-width match at the beginning never produces an empty leading substring
                    continue;
                }
                matchList.add(input.subSequence(index, m.start()).toString());
                index = m.end();
            } else if (matchList.size() == limit - 1) {
                matchList.add(input.subSequence(index, input.length()).toString());
                index = m.end();
                break;
            }
        }
        if (index == 0) {
            return new String[] {input.toString()};
        }
        if (!matchLimited || matchList.size() < limit) {
            matchList.add(input.subSequence(index, input.length()).toString());
        }
        int resultSize = matchList.size();
        if (limit == 0) {
            while (resultSize > 0 && matchList.get(resultSize - 1).isEmpty()) {
                resultSize--;
            }
        }
        String[] result = new String[resultSize];
        for (int i = 0; i < resultSize; i++) {
            result[i] = matchList.get(i);
        }
        return result;
    }

    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    public static String quote(String s) {
        int slashEIndex = s.indexOf("\\E");
        if (slashEIndex == -1) {
            return "\\Q" + s + "\\E";
        }
        StringBuilder sb = new StringBuilder(s.length() * 2);
        sb.append("\\Q");
        int current = 0;
        while ((slashEIndex = s.indexOf("\\E", current)) != -1) {
            sb.append(s, current, slashEIndex);
            current = slashEIndex + 2;
            sb.append("\\E\\\\E\\Q");
        }
        sb.append(s, current, s.length());
        sb.append("\\E");
        return sb.toString();
    }

    public Predicate<String> asPredicate() {
        final Pattern p = this;
        return new Predicate<String>() {
            @Override
            public boolean test(String s) {
                return p.matcher(s).find();
            }
        };
    }

    public Predicate<String> asMatchPredicate() {
        final Pattern p = this;
        return new Predicate<String>() {
            @Override
            public boolean test(String s) {
                return p.matcher(s).matches();
            }
        };
    }

    /** The group number of a named group, or -1. */
    int groupIndexOf(String name) {
        for (int i = 0; i < nnames; i++) {
            if (groupNames[i].equals(name)) {
                return groupNameIndex[i];
            }
        }
        return -1;
    }

    // ================================================================ tree

    static final class Node {
        static final int ATOM = 0;
        static final int SEQ = 1;
        static final int ALT = 2;
        static final int GROUP = 3;
        static final int REPEAT = 4;
        static final int LOOK = 5;
        static final int ATOMIC = 6;
        static final int ASSERT = 7;
        static final int BACKREF = 8;
        static final int LINEEND = 9;
        static final int GRAPHEME = 10;

        final int kind;
        int op;
        int a1;
        int a2;
        ArrayList<Node> list;
        Node kid;
        int group;
        int min;
        int max;
        int qtype;
        int type;
        int rmin;
        int rmax;
        boolean deterministicGroup;
        boolean curlyStar;
        boolean ques;

        Node(int kind) {
            this.kind = kind;
            if (kind == SEQ || kind == ALT) {
                list = new ArrayList<>();
            }
        }
    }

    /** The JDK's TreeInfo: length bounds of a subexpression, with int overflow as in the JDK. */
    static final class Info {
        int minLength;
        int maxLength;
        boolean maxValid = true;
        boolean deterministic = true;

        void reset() {
            minLength = 0;
            maxLength = 0;
            maxValid = true;
            deterministic = true;
        }
    }

    private static boolean startsWithBegin(Node n) {
        while (n != null) {
            if (n.kind == Node.ASSERT) {
                return n.type == A_BEGIN;
            }
            if (n.kind == Node.SEQ) {
                if (n.list.isEmpty()) {
                    return false;
                }
                n = n.list.get(0);
                continue;
            }
            return false;
        }
        return false;
    }

    /** Studies n into info; returns false when the JDK's study would stop (a Loop). */
    private boolean study(Node n, Info info) {
        switch (n.kind) {
            case Node.ATOM:
                info.minLength++;
                info.maxLength++;
                return true;
            case Node.SEQ: {
                ArrayList<Node> l = n.list;
                for (int i = 0, s = l.size(); i < s; i++) {
                    if (!study(l.get(i), info)) {
                        return false;
                    }
                }
                return true;
            }
            case Node.ALT: {
                studyBranch(n.list, info);
                return true;
            }
            case Node.GROUP:
                return study(n.kid, info);
            case Node.ASSERT:
            case Node.LOOK:
                return true;
            case Node.BACKREF:
                info.maxValid = false;
                return true;
            case Node.LINEEND:
                info.minLength++;
                info.maxLength += 2;
                return true;
            case Node.GRAPHEME:
                return true;
            case Node.ATOMIC:
                study(n.kid, info);
                return true;
            case Node.REPEAT:
                return studyRepeat(n, info);
            default:
                return true;
        }
    }

    private void studyBranch(ArrayList<Node> alts, Info info) {
        int minL = info.minLength;
        int maxL = info.maxLength;
        boolean maxV = info.maxValid;
        int minL2 = Integer.MAX_VALUE;
        int maxL2 = -1;
        for (int i = 0, s = alts.size(); i < s; i++) {
            info.reset();
            Node a = alts.get(i);
            if (a != null) {
                study(a, info);
            }
            minL2 = Math.min(minL2, info.minLength);
            maxL2 = Math.max(maxL2, info.maxLength);
            maxV = (maxV & info.maxValid);
        }
        minL += minL2;
        maxL += maxL2;
        info.reset();
        info.minLength += minL;
        info.maxLength += maxL;
        info.maxValid &= maxV;
        info.deterministic = false;
    }

    private boolean studyRepeat(Node n, Info info) {
        Node kid = n.kid;
        boolean groupKid = kid.kind == Node.GROUP;
        boolean simple = kid.kind == Node.ATOM;
        if (n.ques && n.qtype != Q_POSS) {
            if (groupKid) {
                // the JDK turns (X)? into a branch X|<empty>
                ArrayList<Node> alts = new ArrayList<>();
                alts.add(kid);
                alts.add(null);
                studyBranch(alts, info);
                return true;
            }
            int minL = info.minLength;
            study(kid, info);
            info.minLength = minL;
            info.deterministic = false;
            return true;
        }
        if (n.ques) {
            int minL = info.minLength;
            study(kid, info);
            info.minLength = minL;
            info.deterministic = false;
            return true;
        }
        if (simple && n.qtype == Q_GREEDY && n.max == MAX_REPS && n.curlyStar) {
            // CharPropertyGreedy
            info.minLength += n.min;
            if (info.maxValid) {
                info.maxLength += MAX_REPS;
            }
            info.deterministic = false;
            return true;
        }
        if (groupKid && n.qtype != Q_POSS && !n.deterministicGroup) {
            // Loop / LazyLoop
            info.maxValid = false;
            info.deterministic = false;
            return false;
        }
        // Curly or GroupCurly
        int minL = info.minLength;
        int maxL = info.maxLength;
        boolean maxV = info.maxValid;
        boolean detm = info.deterministic;
        info.reset();
        study(kid, info);
        int temp = info.minLength * n.min + minL;
        if (temp < minL) {
            temp = 0xFFFFFFF;
        }
        info.minLength = temp;
        if (maxV & info.maxValid) {
            temp = info.maxLength * n.max;
            info.maxLength = maxL + temp;
            if (info.maxLength < maxL) {
                info.maxValid = false;
            }
        } else {
            info.maxValid = false;
        }
        if (info.deterministic && n.min == n.max) {
            info.deterministic = detm;
        } else {
            info.deterministic = false;
        }
        return true;
    }

    // ================================================================ parser

    private boolean has(int f) {
        return (flags0 & f) != 0;
    }

    private PatternSyntaxException error(String s) {
        return new PatternSyntaxException(s, pattern, cursor - 1);
    }

    private Node compileTree() {
        int len = pattern.length();
        int[] cps = new int[len + 2];
        int n = 0;
        for (int i = 0; i < len;) {
            int c = pattern.codePointAt(i);
            if (c >= 0x10000 || Character.isSurrogate((char) c)) {
                hasSupplementary = true;
            }
            cps[n++] = c;
            i += Character.charCount(c);
        }
        patternLength = n;
        temp = cps;
        if (!has(LITERAL)) {
            removeQEQuoting();
        }
        cursor = 0;
        if (has(LITERAL)) {
            Node seq = new Node(Node.SEQ);
            for (int i = 0; i < patternLength; i++) {
                seq.list.add(atomNode(single(temp[i])));
            }
            return seq;
        }
        Node root = expr();
        if (patternLength != cursor) {
            if (peek() == ')') {
                throw error("Unmatched closing ')'");
            } else {
                throw error("Unexpected internal error");
            }
        }
        return root;
    }

    private static boolean isAsciiAlpha(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean isAsciiDigit(int c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isHexDigit(int c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    private static int hexValue(int c) {
        if (c <= '9') {
            return c - '0';
        }
        if (c <= 'F') {
            return c - 'A' + 10;
        }
        return c - 'a' + 10;
    }

    private static boolean isAsciiSpace(int c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    /** Rewrites \Q...\E sections into escaped literals. */
    private void removeQEQuoting() {
        int pLen = patternLength;
        int i = 0;
        while (i < pLen - 1) {
            if (temp[i] != '\\') {
                i += 1;
            } else if (temp[i + 1] != 'Q') {
                i += 2;
            } else {
                break;
            }
        }
        if (i >= pLen - 1) {
            return;
        }
        int j = i;
        i += 2;
        int[] nt = new int[j + 4 * (pLen - i) + 4];
        System.arraycopy(temp, 0, nt, 0, j);
        boolean inQuote = true;
        boolean beginQuote = true;
        while (i < pLen) {
            int c = temp[i++];
            if (inQuote) {
                if (c == '\\' && i < pLen && temp[i] == 'E') {
                    i++;
                    inQuote = false;
                    continue;
                }
                if (c >= 0x80 || isAsciiAlpha(c)) {
                    nt[j++] = c;
                } else if (isAsciiDigit(c)) {
                    if (beginQuote) {
                        nt[j++] = '\\';
                        nt[j++] = 'x';
                        nt[j++] = '3';
                    }
                    nt[j++] = c;
                } else {
                    nt[j++] = '\\';
                    nt[j++] = c;
                }
                beginQuote = false;
            } else if (c == '\\') {
                if (i < pLen && temp[i] == 'Q') {
                    i++;
                    inQuote = true;
                    beginQuote = true;
                } else {
                    nt[j++] = c;
                    if (i < pLen) {
                        nt[j++] = temp[i++];
                    }
                }
            } else {
                nt[j++] = c;
            }
        }
        patternLength = j;
        int[] t = new int[j + 2];
        System.arraycopy(nt, 0, t, 0, j);
        temp = t;
    }

    private int peek() {
        int ch = temp[cursor];
        if (has(COMMENTS)) {
            ch = peekPastWhitespace(ch);
        }
        return ch;
    }

    private int read() {
        int ch = temp[cursor++];
        if (has(COMMENTS)) {
            ch = parsePastWhitespace(ch);
        }
        return ch;
    }

    private int next() {
        int ch = temp[++cursor];
        if (has(COMMENTS)) {
            ch = peekPastWhitespace(ch);
        }
        return ch;
    }

    private int nextEscaped() {
        return temp[++cursor];
    }

    private int skip() {
        int i = cursor;
        int ch = temp[i + 1];
        cursor = i + 2;
        return ch;
    }

    private void unread() {
        cursor--;
    }

    private void accept(int ch, String s) {
        int testChar = temp[cursor++];
        if (has(COMMENTS)) {
            testChar = parsePastWhitespace(testChar);
        }
        if (ch != testChar) {
            throw error(s);
        }
    }

    private boolean isLineSeparator(int ch) {
        if (has(UNIX_LINES)) {
            return ch == '\n';
        }
        return ch == '\n' || ch == '\r' || (ch | 1) == '\u2029' || ch == '\u0085';
    }

    private int peekPastWhitespace(int ch) {
        while (isAsciiSpace(ch) || ch == '#') {
            while (isAsciiSpace(ch)) {
                ch = temp[++cursor];
            }
            if (ch == '#') {
                ch = peekPastLine();
            }
        }
        return ch;
    }

    private int parsePastWhitespace(int ch) {
        while (isAsciiSpace(ch) || ch == '#') {
            while (isAsciiSpace(ch)) {
                ch = temp[cursor++];
            }
            if (ch == '#') {
                ch = parsePastLine();
            }
        }
        return ch;
    }

    private int parsePastLine() {
        int ch = temp[cursor++];
        while (ch != 0 && !isLineSeparator(ch)) {
            ch = temp[cursor++];
        }
        if (ch == 0 && cursor > patternLength) {
            cursor = patternLength;
            ch = temp[cursor++];
        }
        return ch;
    }

    private int peekPastLine() {
        int ch = temp[++cursor];
        while (ch != 0 && !isLineSeparator(ch)) {
            ch = temp[++cursor];
        }
        if (ch == 0 && cursor > patternLength) {
            cursor = patternLength;
            ch = temp[cursor];
        }
        return ch;
    }

    private Node expr() {
        Node first = sequence();
        if (peek() != '|') {
            return first;
        }
        Node alt = new Node(Node.ALT);
        alt.list.add(first);
        while (peek() == '|') {
            next();
            alt.list.add(sequence());
        }
        return alt;
    }

    private Node sequence() {
        Node seq = new Node(Node.SEQ);
        for (;;) {
            int ch = peek();
            Node node;
            switch (ch) {
                case '(':
                    node = group0();
                    if (node != null) {
                        seq.list.add(node);
                    }
                    continue;
                case '[':
                    node = atomNode(clazz(true));
                    break;
                case '\\':
                    ch = nextEscaped();
                    if (ch == 'p' || ch == 'P') {
                        boolean comp = (ch == 'P');
                        boolean oneLetter = true;
                        ch = next();
                        if (ch != '{') {
                            unread();
                        } else {
                            oneLetter = false;
                        }
                        node = atomNode(family(oneLetter, comp));
                    } else {
                        unread();
                        node = atom();
                    }
                    break;
                case '^':
                    next();
                    if (has(MULTILINE)) {
                        node = assertNode(has(UNIX_LINES) ? A_UNIXCARET : A_CARET);
                    } else {
                        node = assertNode(A_BEGIN);
                    }
                    break;
                case '$':
                    next();
                    if (has(UNIX_LINES)) {
                        node = assertNode(has(MULTILINE) ? A_UNIXDOLLAR_ML : A_UNIXDOLLAR);
                    } else {
                        node = assertNode(has(MULTILINE) ? A_DOLLAR_ML : A_DOLLAR);
                    }
                    break;
                case '.':
                    next();
                    if (has(DOTALL)) {
                        node = atomNode(CharPred.ctype(CharPred.C_ALL));
                    } else if (has(UNIX_LINES)) {
                        node = atomNode(CharPred.ctype(CharPred.C_UNIXDOT));
                    } else {
                        node = atomNode(CharPred.ctype(CharPred.C_DOT));
                    }
                    break;
                case '|':
                case ')':
                    return seq;
                case ']':
                case '}':
                    node = atom();
                    break;
                case '?':
                case '*':
                case '+':
                    next();
                    throw error("Dangling meta character '" + ((char) ch) + "'");
                case 0:
                    if (cursor >= patternLength) {
                        return seq;
                    }
                    node = atom();
                    break;
                default:
                    node = atom();
                    break;
            }
            node = closure(node);
            seq.list.add(node);
        }
    }

    private Node atom() {
        int first = 0;
        int prev = -1;
        int[] buf = new int[8];
        int ch = peek();
        loop:
        for (;;) {
            switch (ch) {
                case '*':
                case '+':
                case '?':
                case '{':
                    if (first > 1) {
                        cursor = prev;
                        first--;
                    }
                    break loop;
                case '$':
                case '.':
                case '^':
                case '(':
                case '[':
                case '|':
                case ')':
                    break loop;
                case '\\':
                    ch = nextEscaped();
                    if (ch == 'p' || ch == 'P') {
                        if (first > 0) {
                            unread();
                            break loop;
                        }
                        boolean comp = (ch == 'P');
                        boolean oneLetter = true;
                        ch = next();
                        if (ch != '{') {
                            unread();
                        } else {
                            oneLetter = false;
                        }
                        return atomNode(family(oneLetter, comp));
                    }
                    unread();
                    prev = cursor;
                    ch = escape(false, first == 0, false);
                    if (ch >= 0) {
                        if (first == buf.length) {
                            buf = grow(buf);
                        }
                        buf[first++] = ch;
                        ch = peek();
                        continue;
                    } else if (first == 0) {
                        return escRoot;
                    }
                    cursor = prev;
                    break loop;
                case 0:
                    if (cursor >= patternLength) {
                        break loop;
                    }
                    // fall through
                default:
                    prev = cursor;
                    if (first == buf.length) {
                        buf = grow(buf);
                    }
                    buf[first++] = ch;
                    ch = next();
                    continue;
            }
        }
        if (first == 1) {
            return atomNode(single(buf[0]));
        }
        Node seq = new Node(Node.SEQ);
        for (int i = 0; i < first; i++) {
            seq.list.add(atomNode(single(buf[i])));
        }
        return seq;
    }

    private static int[] grow(int[] a) {
        int[] b = new int[a.length * 2];
        System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    private Node closure(Node prev) {
        int ch = peek();
        switch (ch) {
            case '?':
                ch = next();
                Node q;
                if (ch == '?') {
                    next();
                    q = repeat(prev, 0, 1, Q_LAZY, false);
                } else if (ch == '+') {
                    next();
                    q = repeat(prev, 0, 1, Q_POSS, false);
                } else {
                    q = repeat(prev, 0, 1, Q_GREEDY, false);
                }
                q.ques = true;
                return q;
            case '*':
                return curly(prev, 0);
            case '+':
                return curly(prev, 1);
            case '{':
                ch = skip();
                if (isAsciiDigit(ch)) {
                    long cmin = 0;
                    do {
                        cmin = cmin * 10 + (ch - '0');
                        if (cmin > Integer.MAX_VALUE) {
                            throw error("Illegal repetition range");
                        }
                    } while (isAsciiDigit(ch = read()));
                    long cmax = cmin;
                    if (ch == ',') {
                        ch = read();
                        cmax = MAX_REPS;
                        if (ch != '}') {
                            cmax = 0;
                            while (isAsciiDigit(ch)) {
                                cmax = cmax * 10 + (ch - '0');
                                if (cmax > Integer.MAX_VALUE) {
                                    throw error("Illegal repetition range");
                                }
                                ch = read();
                            }
                        }
                    }
                    if (ch != '}') {
                        throw error("Unclosed counted closure");
                    }
                    if (cmax < cmin) {
                        throw error("Illegal repetition range");
                    }
                    ch = peek();
                    if (ch == '?') {
                        next();
                        return repeat(prev, (int) cmin, (int) cmax, Q_LAZY, false);
                    } else if (ch == '+') {
                        next();
                        return repeat(prev, (int) cmin, (int) cmax, Q_POSS, false);
                    }
                    return repeat(prev, (int) cmin, (int) cmax, Q_GREEDY, cmax == MAX_REPS);
                }
                throw error("Illegal repetition");
            default:
                return prev;
        }
    }

    private Node curly(Node prev, int cmin) {
        int ch = next();
        if (ch == '?') {
            next();
            return repeat(prev, cmin, MAX_REPS, Q_LAZY, false);
        } else if (ch == '+') {
            next();
            return repeat(prev, cmin, MAX_REPS, Q_POSS, false);
        }
        return repeat(prev, cmin, MAX_REPS, Q_GREEDY, true);
    }

    private Node repeat(Node kid, int min, int max, int qtype, boolean star) {
        Node n = new Node(Node.REPEAT);
        n.kid = kid;
        n.min = min;
        n.max = max;
        n.qtype = qtype;
        n.curlyStar = star && kid.kind == Node.ATOM;
        if (kid.kind == Node.GROUP && qtype != Q_POSS) {
            Info info = new Info();
            boolean r = study(kid, info);
            n.deterministicGroup = r && info.deterministic;
        }
        return n;
    }

    private Node group0() {
        int save = flags0;
        Node head;
        int ch = next();
        if (ch == '?') {
            ch = skip();
            switch (ch) {
                case ':':
                    head = groupNode(0, expr());
                    break;
                case '=':
                case '!': {
                    Node body = groupNode(0, expr());
                    head = new Node(Node.LOOK);
                    head.type = ch == '=' ? LA_POS : LA_NEG;
                    head.kid = body;
                    break;
                }
                case '>': {
                    Node body = groupNode(0, expr());
                    head = new Node(Node.ATOMIC);
                    head.kid = body;
                    break;
                }
                case '<': {
                    ch = read();
                    if (ch != '=' && ch != '!') {
                        String name = groupname(ch);
                        if (groupIndexOf(name) >= 0) {
                            throw error("Named capturing group <" + name + "> is already defined");
                        }
                        int g = capturingGroupCount++;
                        addName(name, g);
                        head = groupNode(g, expr());
                        break;
                    }
                    Node body = groupNode(0, expr());
                    Info info = new Info();
                    study(body, info);
                    if (!info.maxValid) {
                        throw error("Look-behind group does not have an obvious maximum length");
                    }
                    head = new Node(Node.LOOK);
                    head.type = ch == '=' ? LB_POS : LB_NEG;
                    head.kid = body;
                    head.rmin = info.minLength;
                    head.rmax = info.maxLength;
                    break;
                }
                case '$':
                case '@':
                    throw error("Unknown group type");
                default:
                    unread();
                    addFlag();
                    ch = read();
                    if (ch == ')') {
                        return null;
                    }
                    if (ch != ':') {
                        throw error("Unknown inline modifier");
                    }
                    head = groupNode(0, expr());
                    break;
            }
        } else {
            int g = capturingGroupCount++;
            head = groupNode(g, expr());
        }
        accept(')', "Unclosed group");
        flags0 = save;
        return closure(head);
    }

    private void addName(String name, int g) {
        if (nnames == groupNames.length) {
            String[] nn = new String[nnames * 2];
            int[] ni = new int[nnames * 2];
            System.arraycopy(groupNames, 0, nn, 0, nnames);
            System.arraycopy(groupNameIndex, 0, ni, 0, nnames);
            groupNames = nn;
            groupNameIndex = ni;
        }
        groupNames[nnames] = name;
        groupNameIndex[nnames] = g;
        nnames++;
    }

    private static Node groupNode(int g, Node body) {
        Node n = new Node(Node.GROUP);
        n.group = g;
        n.kid = body;
        return n;
    }

    private static Node assertNode(int type) {
        Node n = new Node(Node.ASSERT);
        n.type = type;
        return n;
    }

    private Node atomNode(CharPred p) {
        Node n = new Node(Node.ATOM);
        if (p.type == CharPred.SINGLE) {
            n.op = OP_CHAR;
            n.a1 = p.a;
        } else if (p.type == CharPred.SINGLE_I) {
            n.op = OP_CHARI;
            n.a1 = p.a;
            n.a2 = p.b;
        } else if (p.type == CharPred.SINGLE_U) {
            n.op = OP_CHARU;
            n.a1 = p.a;
        } else {
            n.op = OP_CLASS;
            if (npreds == preds.length) {
                CharPred[] np = new CharPred[npreds * 2];
                System.arraycopy(preds, 0, np, 0, npreds);
                preds = np;
            }
            n.a1 = npreds;
            preds[npreds++] = p;
        }
        return n;
    }

    private String groupname(int ch) {
        StringBuilder sb = new StringBuilder();
        if (!isAsciiAlpha(ch)) {
            throw error("capturing group name does not start with a Latin letter");
        }
        do {
            sb.append((char) ch);
        } while (isAsciiAlpha(ch = read()) || isAsciiDigit(ch));
        if (ch != '>') {
            throw error("named capturing group is missing trailing '>'");
        }
        return sb.toString();
    }

    private void addFlag() {
        int ch = peek();
        for (;;) {
            switch (ch) {
                case 'i':
                    flags0 |= CASE_INSENSITIVE;
                    break;
                case 'm':
                    flags0 |= MULTILINE;
                    break;
                case 's':
                    flags0 |= DOTALL;
                    break;
                case 'd':
                    flags0 |= UNIX_LINES;
                    break;
                case 'u':
                    flags0 |= UNICODE_CASE;
                    break;
                case 'c':
                    flags0 |= CANON_EQ;
                    break;
                case 'x':
                    flags0 |= COMMENTS;
                    break;
                case 'U':
                    flags0 |= (UNICODE_CHARACTER_CLASS | UNICODE_CASE);
                    break;
                case '-':
                    ch = next();
                    subFlag();
                    return;
                default:
                    return;
            }
            ch = next();
        }
    }

    private void subFlag() {
        int ch = peek();
        for (;;) {
            switch (ch) {
                case 'i':
                    flags0 &= ~CASE_INSENSITIVE;
                    break;
                case 'm':
                    flags0 &= ~MULTILINE;
                    break;
                case 's':
                    flags0 &= ~DOTALL;
                    break;
                case 'd':
                    flags0 &= ~UNIX_LINES;
                    break;
                case 'u':
                    flags0 &= ~UNICODE_CASE;
                    break;
                case 'c':
                    flags0 &= ~CANON_EQ;
                    break;
                case 'x':
                    flags0 &= ~COMMENTS;
                    break;
                case 'U':
                    flags0 &= ~(UNICODE_CHARACTER_CLASS | UNICODE_CASE);
                    break;
                default:
                    return;
            }
            ch = next();
        }
    }

    // ---------------------------------------------------------------- escapes

    private int escape(boolean inclass, boolean create, boolean isrange) {
        int ch = skip();
        switch (ch) {
            case '0':
                return o();
            case '1':
            case '2':
            case '3':
            case '4':
            case '5':
            case '6':
            case '7':
            case '8':
            case '9':
                if (inclass) {
                    break;
                }
                if (create) {
                    escRoot = ref(ch - '0');
                }
                return -1;
            case 'A':
                if (inclass) {
                    break;
                }
                if (create) {
                    escRoot = assertNode(A_BEGIN);
                }
                return -1;
            case 'B':
                if (inclass) {
                    break;
                }
                if (create) {
                    escRoot = assertNode(has(UNICODE_CHARACTER_CLASS) ? A_NBOUND_U : A_NBOUND);
                }
                return -1;
            case 'D':
                if (create) {
                    predEscape(CharPred.not(has(UNICODE_CHARACTER_CLASS)
                            ? CharPred.ctype(CharPred.C_UDIGIT) : CharPred.ctype(CharPred.C_DIGIT)), inclass);
                }
                return -1;
            case 'G':
                if (inclass) {
                    break;
                }
                if (create) {
                    escRoot = assertNode(A_LASTMATCH);
                }
                return -1;
            case 'H':
                if (create) {
                    predEscape(CharPred.not(CharPred.ctype(CharPred.C_HWS)), inclass);
                }
                return -1;
            case 'N':
                return namedChar();
            case 'R':
                if (inclass) {
                    break;
                }
                if (create) {
                    escRoot = new Node(Node.LINEEND);
                }
                return -1;
            case 'S':
                if (create) {
                    predEscape(CharPred.not(has(UNICODE_CHARACTER_CLASS)
                            ? CharPred.ctype(CharPred.C_WHITE_SPACE) : CharPred.ctype(CharPred.C_SPACE)), inclass);
                }
                return -1;
            case 'V':
                if (create) {
                    predEscape(CharPred.not(CharPred.ctype(CharPred.C_VWS)), inclass);
                }
                return -1;
            case 'W':
                if (create) {
                    predEscape(CharPred.not(has(UNICODE_CHARACTER_CLASS)
                            ? CharPred.ctype(CharPred.C_UWORD) : CharPred.ctype(CharPred.C_WORD)), inclass);
                }
                return -1;
            case 'X':
                if (inclass) {
                    break;
                }
                if (create) {
                    escRoot = new Node(Node.GRAPHEME);
                }
                return -1;
            case 'Z':
                if (inclass) {
                    break;
                }
                if (create) {
                    escRoot = assertNode(has(UNIX_LINES) ? A_UNIXDOLLAR : A_DOLLAR);
                }
                return -1;
            case 'a':
                return 7;
            case 'b':
                if (inclass) {
                    break;
                }
                if (create) {
                    if (peek() == '{') {
                        if (skip() == 'g') {
                            if (read() == '}') {
                                escRoot = assertNode(A_GBOUND);
                                return -1;
                            }
                            break;
                        }
                        unread();
                        unread();
                    }
                    escRoot = assertNode(has(UNICODE_CHARACTER_CLASS) ? A_BOUND_U : A_BOUND);
                }
                return -1;
            case 'c':
                return c();
            case 'd':
                if (create) {
                    predEscape(has(UNICODE_CHARACTER_CLASS)
                            ? CharPred.ctype(CharPred.C_UDIGIT) : CharPred.ctype(CharPred.C_DIGIT), inclass);
                }
                return -1;
            case 'e':
                return 27;
            case 'f':
                return '\f';
            case 'h':
                if (create) {
                    predEscape(CharPred.ctype(CharPred.C_HWS), inclass);
                }
                return -1;
            case 'k': {
                if (inclass) {
                    break;
                }
                if (read() != '<') {
                    throw error("\\k is not followed by '<' for named capturing group");
                }
                String name = groupname(read());
                int gi = groupIndexOf(name);
                if (gi < 0) {
                    throw error("named capturing group <" + name + "> does not exist");
                }
                if (create) {
                    escRoot = backref(gi);
                }
                return -1;
            }
            case 'n':
                return '\n';
            case 'r':
                return '\r';
            case 's':
                if (create) {
                    predEscape(has(UNICODE_CHARACTER_CLASS)
                            ? CharPred.ctype(CharPred.C_WHITE_SPACE) : CharPred.ctype(CharPred.C_SPACE), inclass);
                }
                return -1;
            case 't':
                return '\t';
            case 'u':
                return u();
            case 'v':
                if (isrange) {
                    return 0x0B;
                }
                if (create) {
                    predEscape(CharPred.ctype(CharPred.C_VWS), inclass);
                }
                return -1;
            case 'w':
                if (create) {
                    predEscape(has(UNICODE_CHARACTER_CLASS)
                            ? CharPred.ctype(CharPred.C_UWORD) : CharPred.ctype(CharPred.C_WORD), inclass);
                }
                return -1;
            case 'x':
                return x();
            case 'z':
                if (inclass) {
                    break;
                }
                if (create) {
                    escRoot = assertNode(A_END);
                }
                return -1;
            case 'C': case 'E': case 'F': case 'I': case 'J': case 'K': case 'L': case 'M':
            case 'O': case 'P': case 'Q': case 'T': case 'U': case 'Y':
            case 'g': case 'i': case 'j': case 'l': case 'm': case 'o': case 'p': case 'q': case 'y':
                break;
            default:
                return ch;
        }
        throw error("Illegal/unsupported escape sequence");
    }

    private void predEscape(CharPred p, boolean inclass) {
        escPred = p;
        if (!inclass) {
            escRoot = atomNode(p);
        }
    }

    private Node ref(int refNum) {
        for (;;) {
            int ch = peek();
            if (ch >= '0' && ch <= '9') {
                int newRefNum = (refNum * 10) + (ch - '0');
                if (capturingGroupCount - 1 < newRefNum) {
                    break;
                }
                refNum = newRefNum;
                read();
            } else {
                break;
            }
        }
        return backref(refNum);
    }

    private Node backref(int g) {
        Node n = new Node(Node.BACKREF);
        n.group = g;
        n.type = has(CASE_INSENSITIVE) ? (has(UNICODE_CASE) ? 2 : 1) : 0;
        return n;
    }

    private int o() {
        int n = read();
        if (((n - '0') | ('7' - n)) >= 0) {
            int m = read();
            if (((m - '0') | ('7' - m)) >= 0) {
                int o = read();
                if ((((o - '0') | ('7' - o)) >= 0) && (((n - '0') | ('3' - n)) >= 0)) {
                    return (n - '0') * 64 + (m - '0') * 8 + (o - '0');
                }
                unread();
                return (n - '0') * 8 + (m - '0');
            }
            unread();
            return (n - '0');
        }
        throw error("Illegal octal escape sequence");
    }

    private int x() {
        int n = read();
        if (isHexDigit(n)) {
            int m = read();
            if (isHexDigit(m)) {
                return hexValue(n) * 16 + hexValue(m);
            }
        } else if (n == '{' && isHexDigit(peek())) {
            int ch = 0;
            while (isHexDigit(n = read())) {
                ch = (ch << 4) + hexValue(n);
                if (ch > Character.MAX_CODE_POINT) {
                    throw error("Hexadecimal codepoint is too big");
                }
            }
            if (n != '}') {
                throw error("Unclosed hexadecimal escape sequence");
            }
            return ch;
        }
        throw error("Illegal hexadecimal escape sequence");
    }

    private int u() {
        int n = uxxxx();
        if (Character.isHighSurrogate((char) n)) {
            int cur = cursor;
            if (read() == '\\' && read() == 'u') {
                int n2 = uxxxx();
                if (Character.isLowSurrogate((char) n2)) {
                    return Character.toCodePoint((char) n, (char) n2);
                }
            }
            cursor = cur;
        }
        return n;
    }

    private int uxxxx() {
        int n = 0;
        for (int i = 0; i < 4; i++) {
            int ch = read();
            if (!isHexDigit(ch)) {
                throw error("Illegal Unicode escape sequence");
            }
            n = n * 16 + hexValue(ch);
        }
        return n;
    }

    private int c() {
        if (cursor < patternLength) {
            return read() ^ 64;
        }
        throw error("Illegal control escape sequence");
    }

    private int namedChar() {
        if (read() == '{') {
            int i = cursor;
            while (read() != '}') {
                if (cursor >= patternLength) {
                    throw error("Unclosed character name escape sequence");
                }
            }
            String name = new String(temp, i, cursor - i - 1);
            try {
                return Character.codePointOf(name);
            } catch (IllegalArgumentException x) {
                throw error("Unknown character name [" + name + "]");
            }
        }
        throw error("Illegal character name escape sequence");
    }

    // ---------------------------------------------------------------- classes

    private CharPred single(int ch) {
        if (has(CASE_INSENSITIVE)) {
            if (has(UNICODE_CASE)) {
                int upper = Character.toUpperCase(ch);
                int lower = Character.toLowerCase(upper);
                if (upper != lower) {
                    return CharPred.make(CharPred.SINGLE_U, lower, 0);
                }
            } else if (ch < 0x80 && isAsciiAlpha(ch)) {
                int lower = ch | 0x20;
                int upper = ch & ~0x20;
                return CharPred.make(CharPred.SINGLE_I, lower, upper);
            }
        }
        return CharPred.make(CharPred.SINGLE, ch, 0);
    }

    private CharPred clazz(boolean consume) {
        CharPred prev = null;
        CharPred curr = null;
        CharPred bits = CharPred.bits();
        boolean isNeg = false;
        boolean hasBits = false;
        int ch = next();
        if (ch == '^' && temp[cursor - 1] == '[') {
            ch = next();
            isNeg = true;
        }
        for (;;) {
            switch (ch) {
                case '[':
                    curr = clazz(true);
                    if (prev == null) {
                        prev = curr;
                    } else {
                        prev = CharPred.union(prev, curr);
                    }
                    ch = peek();
                    continue;
                case '&':
                    ch = next();
                    if (ch == '&') {
                        ch = next();
                        CharPred right = null;
                        while (ch != ']' && ch != '&') {
                            if (ch == '[') {
                                if (right == null) {
                                    right = clazz(true);
                                } else {
                                    right = CharPred.union(right, clazz(true));
                                }
                            } else {
                                unread();
                                right = clazz(false);
                            }
                            ch = peek();
                        }
                        if (hasBits) {
                            if (prev == null) {
                                prev = curr = bits;
                            } else {
                                prev = CharPred.union(prev, bits);
                            }
                            hasBits = false;
                        }
                        if (right != null) {
                            curr = right;
                        }
                        if (prev == null) {
                            if (right == null) {
                                throw error("Bad class syntax");
                            } else {
                                prev = right;
                            }
                        } else {
                            prev = CharPred.and(prev, curr);
                        }
                    } else {
                        unread();
                        break;
                    }
                    continue;
                case 0:
                    if (cursor >= patternLength) {
                        throw error("Unclosed character class");
                    }
                    break;
                case ']':
                    if (prev != null || hasBits) {
                        if (consume) {
                            next();
                        }
                        if (prev == null) {
                            prev = bits;
                        } else if (hasBits) {
                            prev = CharPred.union(prev, bits);
                        }
                        if (isNeg) {
                            return CharPred.not(prev);
                        }
                        return prev;
                    }
                    break;
                default:
                    break;
            }
            curr = range(bits);
            if (curr == null) {
                hasBits = true;
            } else {
                if (prev == null) {
                    prev = curr;
                } else if (prev != curr) {
                    prev = CharPred.union(prev, curr);
                }
            }
            ch = peek();
        }
    }

    private CharPred bitsOrSingle(CharPred bits, int ch) {
        if (ch < 256 && !(has(CASE_INSENSITIVE) && has(UNICODE_CASE)
                && (ch == 0xff || ch == 0xb5 || ch == 0x49 || ch == 0x69 || ch == 0x53 || ch == 0x73
                    || ch == 0x4b || ch == 0x6b || ch == 0xc5 || ch == 0xe5))) {
            boolean[] b = bits.bits;
            if (has(CASE_INSENSITIVE)) {
                if (ch < 0x80) {
                    if (ch >= 'a' && ch <= 'z') {
                        b[ch - 32] = true;
                    } else if (ch >= 'A' && ch <= 'Z') {
                        b[ch + 32] = true;
                    }
                } else if (has(UNICODE_CASE)) {
                    int l = Character.toLowerCase(ch);
                    int u = Character.toUpperCase(ch);
                    if (l < 256) {
                        b[l] = true;
                    }
                    if (u < 256) {
                        b[u] = true;
                    }
                }
            }
            b[ch] = true;
            return null;
        }
        return single(ch);
    }

    private CharPred range(CharPred bits) {
        int ch = peek();
        if (ch == '\\') {
            ch = nextEscaped();
            if (ch == 'p' || ch == 'P') {
                boolean comp = (ch == 'P');
                boolean oneLetter = true;
                ch = next();
                if (ch != '{') {
                    unread();
                } else {
                    oneLetter = false;
                }
                return family(oneLetter, comp);
            } else {
                boolean isrange = temp[cursor + 1] == '-';
                unread();
                ch = escape(true, true, isrange);
                if (ch == -1) {
                    return escPred;
                }
            }
        } else {
            next();
        }
        if (ch >= 0) {
            if (peek() == '-') {
                int endRange = temp[cursor + 1];
                if (endRange == '[') {
                    return bitsOrSingle(bits, ch);
                }
                if (endRange != ']') {
                    next();
                    int m = peek();
                    if (m == '\\') {
                        m = escape(true, false, true);
                    } else {
                        next();
                    }
                    if (m < ch) {
                        throw error("Illegal character range");
                    }
                    if (has(CASE_INSENSITIVE)) {
                        if (has(UNICODE_CASE)) {
                            return CharPred.make(CharPred.RANGE_U, ch, m);
                        }
                        return CharPred.make(CharPred.RANGE_I, ch, m);
                    }
                    return CharPred.make(CharPred.RANGE, ch, m);
                }
            }
            return bitsOrSingle(bits, ch);
        }
        throw error("Unexpected character '" + ((char) ch) + "'");
    }

    private CharPred family(boolean singleLetter, boolean isComplement) {
        next();
        String name;
        CharPred p = null;
        if (singleLetter) {
            int c = temp[cursor];
            name = new String(temp, cursor, 1);
            read();
        } else {
            int i = cursor;
            int saved = temp[patternLength];
            temp[patternLength] = '}';
            while (read() != '}') {
            }
            temp[patternLength] = saved;
            int j = cursor;
            if (j > patternLength) {
                throw error("Unclosed character family");
            }
            if (i + 1 >= j) {
                throw error("Empty character family");
            }
            name = new String(temp, i, j - i - 1);
        }
        int i = name.indexOf('=');
        if (i != -1) {
            String value = name.substring(i + 1);
            name = asciiLower(name.substring(0, i));
            switch (name) {
                case "sc":
                case "script":
                    p = CharPred.forScript(value);
                    break;
                case "blk":
                case "block":
                    p = CharPred.forBlock(value);
                    break;
                case "gc":
                case "general_category":
                    p = CharPred.forProperty(value, has(CASE_INSENSITIVE));
                    break;
                default:
                    break;
            }
            if (p == null) {
                throw error("Unknown Unicode property {name=<" + name + ">, value=<" + value + ">}");
            }
        } else {
            if (name.startsWith("In")) {
                p = CharPred.forBlock(name.substring(2));
            } else if (name.startsWith("Is")) {
                String shortName = name.substring(2);
                p = CharPred.forUnicodeProperty(shortName, has(CASE_INSENSITIVE));
                if (p == null) {
                    p = CharPred.forProperty(shortName, has(CASE_INSENSITIVE));
                }
                if (p == null) {
                    p = CharPred.forScript(shortName);
                }
            } else {
                if (has(UNICODE_CHARACTER_CLASS)) {
                    p = CharPred.forPOSIXName(name, has(CASE_INSENSITIVE));
                }
                if (p == null) {
                    p = CharPred.forProperty(name, has(CASE_INSENSITIVE));
                }
            }
            if (p == null) {
                throw error("Unknown character property name {" + name + "}");
            }
        }
        if (isComplement) {
            p = CharPred.not(p);
        }
        return p;
    }

    private static String asciiLower(String s) {
        char[] c = s.toCharArray();
        for (int i = 0; i < c.length; i++) {
            if (c[i] >= 'A' && c[i] <= 'Z') {
                c[i] = (char) (c[i] + 32);
            }
        }
        return new String(c);
    }

    // ================================================================ code generation

    private void emit(int x) {
        if (codeLen == code.length) {
            int[] nc = new int[codeLen * 2];
            System.arraycopy(code, 0, nc, 0, codeLen);
            code = nc;
        }
        code[codeLen++] = x;
    }

    private void compileNode(Node n) {
        switch (n.kind) {
            case Node.ATOM:
                emit(n.op);
                emit(n.a1);
                emit(n.a2);
                return;
            case Node.SEQ: {
                ArrayList<Node> l = n.list;
                for (int i = 0, s = l.size(); i < s; i++) {
                    compileNode(l.get(i));
                }
                return;
            }
            case Node.ALT:
                compileAlt(n.list);
                return;
            case Node.GROUP:
                if (n.group > 0) {
                    emit(OP_GSTART);
                    emit(n.group);
                    compileNode(n.kid);
                    emit(OP_GEND);
                    emit(n.group);
                } else {
                    compileNode(n.kid);
                }
                return;
            case Node.ASSERT:
                emit(OP_ASSERT);
                emit(n.type);
                return;
            case Node.BACKREF:
                emit(OP_BACKREF);
                emit(n.group);
                emit(n.type);
                return;
            case Node.LINEEND: {
                // \r\n | [\n\x0B\f\r\u0085\u2028\u2029]
                int split = codeLen;
                emit(OP_SPLIT);
                emit(0);
                emit(0);
                code[split + 1] = codeLen;
                emit(OP_CHAR);
                emit('\r');
                emit(0);
                emit(OP_CHAR);
                emit('\n');
                emit(0);
                int jmp = codeLen;
                emit(OP_JMP);
                emit(0);
                code[split + 2] = codeLen;
                Node cls = atomNode(CharPred.ctype(CharPred.C_LINEEND));
                compileNode(cls);
                code[jmp + 1] = codeLen;
                return;
            }
            case Node.GRAPHEME:
                emit(OP_GRAPHEME);
                return;
            case Node.LOOK: {
                int at = codeLen;
                emit(OP_LOOK);
                emit(n.type);
                emit(n.rmin);
                emit(n.rmax);
                emit(0);
                compileNode(n.kid);
                if (n.type == LB_POS || n.type == LB_NEG) {
                    emit(OP_LBEND);
                }
                emit(OP_SUB_END);
                code[at + 4] = codeLen;
                return;
            }
            case Node.ATOMIC: {
                int at = codeLen;
                emit(OP_ATOMIC);
                emit(0);
                compileNode(n.kid);
                emit(OP_SUB_END);
                code[at + 1] = codeLen;
                return;
            }
            case Node.REPEAT:
                compileRepeat(n);
                return;
            default:
                throw new InternalError("bad node");
        }
    }

    private void compileAlt(ArrayList<Node> alts) {
        int s = alts.size();
        int[] jumps = new int[s];
        for (int i = 0; i < s - 1; i++) {
            int split = codeLen;
            emit(OP_SPLIT);
            emit(split + 3);
            emit(0);
            compileNode(alts.get(i));
            jumps[i] = codeLen;
            emit(OP_JMP);
            emit(0);
            code[split + 2] = codeLen;
        }
        compileNode(alts.get(s - 1));
        for (int i = 0; i < s - 1; i++) {
            code[jumps[i] + 1] = codeLen;
        }
    }

    private void compileRepeat(Node n) {
        Node kid = n.kid;
        if (n.ques && n.qtype != Q_POSS) {
            int split = codeLen;
            emit(OP_SPLIT);
            emit(0);
            emit(0);
            int body = codeLen;
            compileNode(kid);
            int end = codeLen;
            if (n.qtype == Q_GREEDY) {
                code[split + 1] = body;
                code[split + 2] = end;
            } else {
                code[split + 1] = end;
                code[split + 2] = body;
            }
            return;
        }
        if (kid.kind == Node.ATOM) {
            emit(OP_STAR);
            emit(kid.op);
            emit(kid.a1);
            emit(kid.a2);
            emit(n.min);
            emit(n.max);
            emit(n.qtype);
            return;
        }
        if (n.qtype == Q_POSS) {
            int at = codeLen;
            emit(OP_POSS);
            emit(n.min);
            emit(n.max);
            emit(0);
            compileNode(kid);
            emit(OP_SUB_END);
            code[at + 3] = codeLen;
            return;
        }
        if (kid.kind == Node.GROUP && n.deterministicGroup) {
            // the JDK's GroupCurly: fixed-length iterations matched one at a time
            int at = codeLen;
            emit(OP_GCURLY);
            emit(kid.group);
            emit(n.min);
            emit(n.max);
            emit(n.qtype);
            emit(0);
            compileNode(kid.kid);
            emit(OP_SUB_END);
            code[at + 5] = codeLen;
            return;
        }
        int k = loopCount++;
        int init = codeLen;
        emit(OP_LOOP_INIT);
        emit(k);
        emit(n.min);
        emit(n.max);
        emit(n.qtype == Q_GREEDY ? 1 : 0);
        emit(0); // exit
        emit(0); // inc
        int inc = codeLen;
        emit(OP_COUNT_INC);
        emit(k);
        emit(OP_SET_BEGIN);
        emit(k);
        compileNode(kid);
        emit(OP_LOOP_TAIL);
        emit(k);
        emit(n.min);
        emit(n.max);
        emit(n.qtype == Q_GREEDY ? 1 : 0);
        emit(inc);
        int exitSlot = codeLen;
        emit(0);
        int exit = codeLen;
        code[exitSlot] = exit;
        code[init + 5] = exit;
        code[init + 6] = inc;
    }

    // ================================================================ character predicates

    static final class CharPred {
        static final int SINGLE = 0;
        static final int SINGLE_I = 1;
        static final int SINGLE_U = 2;
        static final int RANGE = 3;
        static final int RANGE_I = 4;
        static final int RANGE_U = 5;
        static final int BITS = 6;
        static final int UNION = 7;
        static final int AND = 8;
        static final int NOT = 9;
        static final int CAT = 10;
        static final int CTYPE = 11;
        static final int BLOCK = 12;
        static final int SCRIPT = 13;

        // CTYPE kinds
        static final int C_ALL = 0;
        static final int C_DOT = 1;
        static final int C_UNIXDOT = 2;
        static final int C_DIGIT = 3;
        static final int C_SPACE = 4;
        static final int C_WORD = 5;
        static final int C_HWS = 6;
        static final int C_VWS = 7;
        static final int C_LINEEND = 8;
        static final int C_LOWER = 9;
        static final int C_UPPER = 10;
        static final int C_ASCII = 11;
        static final int C_ALPHA = 12;
        static final int C_ALNUM = 13;
        static final int C_PUNCT = 14;
        static final int C_GRAPH = 15;
        static final int C_PRINT = 16;
        static final int C_BLANK = 17;
        static final int C_CNTRL = 18;
        static final int C_XDIGIT = 19;
        static final int C_L1 = 20;
        static final int C_J_LOWER = 21;
        static final int C_J_UPPER = 22;
        static final int C_J_TITLE = 23;
        static final int C_J_CASED = 24; // lower | upper | title
        static final int C_J_ALPHABETIC = 25;
        static final int C_J_IDEOGRAPHIC = 26;
        static final int C_J_DIGIT = 27;
        static final int C_J_DEFINED = 28;
        static final int C_J_LETTER = 29;
        static final int C_J_LETTER_OR_DIGIT = 30;
        static final int C_J_ID_START = 31;
        static final int C_J_ID_PART = 32;
        static final int C_J_UID_START = 33;
        static final int C_J_UID_PART = 34;
        static final int C_J_ID_IGNORABLE = 35;
        static final int C_J_SPACE_CHAR = 36;
        static final int C_J_WHITESPACE = 37;
        static final int C_J_ISO_CONTROL = 38;
        static final int C_UDIGIT = 39;
        static final int C_WHITE_SPACE = 40;
        static final int C_UWORD = 41;
        static final int C_ASSIGNED = 42;
        static final int C_CONTROL = 43;
        static final int C_HEX_DIGIT = 44;
        static final int C_JOIN_CONTROL = 45;
        static final int C_NONCHAR = 46;
        static final int C_PUNCTUATION = 47;
        static final int C_UALNUM = 48;
        static final int C_UBLANK = 49;
        static final int C_UGRAPH = 50;
        static final int C_UPRINT = 51;
        static final int C_ALPHA_CI = 52;
        static final int C_J_MIRRORED = 53;

        final int type;
        int a;
        int b;
        CharPred p;
        CharPred q;
        boolean[] bits;
        Object subset; // BLOCK: the UnicodeBlock, SCRIPT: the UnicodeScript

        CharPred(int type) {
            this.type = type;
        }

        static CharPred make(int type, int a, int b) {
            CharPred c = new CharPred(type);
            c.a = a;
            c.b = b;
            return c;
        }

        static CharPred bits() {
            CharPred c = new CharPred(BITS);
            c.bits = new boolean[256];
            return c;
        }

        static CharPred ctype(int kind) {
            return make(CTYPE, kind, 0);
        }

        static CharPred cat(int mask) {
            return make(CAT, mask, 0);
        }

        static CharPred union(CharPred x, CharPred y) {
            CharPred c = new CharPred(UNION);
            c.p = x;
            c.q = y;
            return c;
        }

        static CharPred and(CharPred x, CharPred y) {
            CharPred c = new CharPred(AND);
            c.p = x;
            c.q = y;
            return c;
        }

        static CharPred not(CharPred x) {
            CharPred c = new CharPred(NOT);
            c.p = x;
            return c;
        }

        boolean is(int ch) {
            switch (type) {
                case SINGLE:
                    return ch == a;
                case SINGLE_I:
                    return ch == a || ch == b;
                case SINGLE_U:
                    return ch == a || a == Character.toLowerCase(Character.toUpperCase(ch));
                case RANGE:
                    return a <= ch && ch <= b;
                case RANGE_I:
                    if (a <= ch && ch <= b) {
                        return true;
                    }
                    if (ch < 0x80) {
                        int u = (ch >= 'a' && ch <= 'z') ? ch - 32 : ch;
                        int l = (ch >= 'A' && ch <= 'Z') ? ch + 32 : ch;
                        return (a <= u && u <= b) || (a <= l && l <= b);
                    }
                    return false;
                case RANGE_U: {
                    if (a <= ch && ch <= b) {
                        return true;
                    }
                    int u = Character.toUpperCase(ch);
                    if (a <= u && u <= b) {
                        return true;
                    }
                    int l = Character.toLowerCase(ch);
                    return a <= l && l <= b;
                }
                case BITS:
                    return ch < 256 && bits[ch];
                case UNION:
                    return p.is(ch) || q.is(ch);
                case AND:
                    return p.is(ch) && q.is(ch);
                case NOT:
                    return !p.is(ch);
                case CAT:
                    return ((a >> Character.getType(ch)) & 1) != 0;
                case CTYPE:
                    return ctypeIs(a, ch);
                case BLOCK:
                    return Character.UnicodeBlock.of(ch) == subset;
                case SCRIPT:
                    return Character.UnicodeScript.of(ch) == subset;
                default:
                    return false;
            }
        }

        /** As UnicodeBlock.forName reads the name; null if it names no block. */
        static CharPred forBlock(String name) {
            CharPred c = new CharPred(BLOCK);
            try {
                c.subset = Character.UnicodeBlock.forName(name);
            } catch (IllegalArgumentException e) {
                return null;
            }
            return c;
        }

        /** As UnicodeScript.forName reads the name; null if it names no script. */
        static CharPred forScript(String name) {
            CharPred c = new CharPred(SCRIPT);
            try {
                c.subset = Character.UnicodeScript.forName(name);
            } catch (IllegalArgumentException e) {
                return null;
            }
            return c;
        }

        private static boolean asciiPunct(int ch) {
            return (ch >= 0x21 && ch <= 0x2F) || (ch >= 0x3A && ch <= 0x40) || (ch >= 0x5B && ch <= 0x60)
                    || (ch >= 0x7B && ch <= 0x7E);
        }

        private static boolean asciiAlpha(int ch) {
            return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
        }

        private static boolean asciiDigit(int ch) {
            return ch >= '0' && ch <= '9';
        }

        private static final int WS_MASK = (1 << Character.SPACE_SEPARATOR) | (1 << Character.LINE_SEPARATOR)
                | (1 << Character.PARAGRAPH_SEPARATOR);

        static boolean ctypeIs(int kind, int ch) {
            switch (kind) {
                case C_ALL:
                    return true;
                case C_DOT:
                    return ch != '\n' && ch != '\r' && (ch | 1) != '\u2029' && ch != '\u0085';
                case C_UNIXDOT:
                    return ch != '\n';
                case C_DIGIT:
                    return asciiDigit(ch);
                case C_SPACE:
                    return ch == ' ' || (ch >= 0x09 && ch <= 0x0D);
                case C_WORD:
                    return asciiAlpha(ch) || asciiDigit(ch) || ch == '_';
                case C_HWS:
                    return ch == 0x20 || ch == 0x09 || ch == 0xa0 || ch == 0x1680 || ch == 0x180e
                            || (ch >= 0x2000 && ch <= 0x200a) || ch == 0x202f || ch == 0x205f || ch == 0x3000;
                case C_VWS:
                case C_LINEEND:
                    return (ch >= 0x0A && ch <= 0x0D) || ch == 0x85 || ch == 0x2028 || ch == 0x2029;
                case C_LOWER:
                    return ch >= 'a' && ch <= 'z';
                case C_UPPER:
                    return ch >= 'A' && ch <= 'Z';
                case C_ASCII:
                    return ch >= 0 && ch < 0x80;
                case C_ALPHA:
                case C_ALPHA_CI:
                    return asciiAlpha(ch);
                case C_ALNUM:
                    return asciiAlpha(ch) || asciiDigit(ch);
                case C_PUNCT:
                    return asciiPunct(ch);
                case C_GRAPH:
                    return ch >= 0x21 && ch <= 0x7E;
                case C_PRINT:
                    return ch >= 0x20 && ch <= 0x7E;
                case C_BLANK:
                    return ch == ' ' || ch == '\t';
                case C_CNTRL:
                    return (ch >= 0 && ch < 0x20) || ch == 0x7F;
                case C_XDIGIT:
                    return asciiDigit(ch) || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
                case C_L1:
                    return ch >= 0 && ch <= 0xFF;
                case C_J_LOWER:
                    return Character.isLowerCase(ch);
                case C_J_UPPER:
                    return Character.isUpperCase(ch);
                case C_J_TITLE:
                    return Character.isTitleCase(ch);
                case C_J_CASED:
                    return Character.isLowerCase(ch) || Character.isUpperCase(ch) || Character.isTitleCase(ch);
                case C_J_ALPHABETIC:
                    return Character.isAlphabetic(ch);
                case C_J_IDEOGRAPHIC:
                    return Character.isIdeographic(ch);
                case C_J_DIGIT:
                case C_UDIGIT:
                    return Character.isDigit(ch);
                case C_J_DEFINED:
                    return Character.isDefined(ch);
                case C_J_LETTER:
                    return Character.isLetter(ch);
                case C_J_LETTER_OR_DIGIT:
                    return Character.isLetterOrDigit(ch);
                case C_J_ID_START:
                    return Character.isJavaIdentifierStart(ch);
                case C_J_ID_PART:
                    return Character.isJavaIdentifierPart(ch);
                case C_J_UID_START:
                    return Character.isUnicodeIdentifierStart(ch);
                case C_J_UID_PART:
                    return Character.isUnicodeIdentifierPart(ch);
                case C_J_ID_IGNORABLE:
                    return Character.isIdentifierIgnorable(ch);
                case C_J_SPACE_CHAR:
                    return Character.isSpaceChar(ch);
                case C_J_WHITESPACE:
                    return Character.isWhitespace(ch);
                case C_J_ISO_CONTROL:
                    return Character.isISOControl(ch);
                case C_J_MIRRORED:
                    return Character.isMirrored(ch);
                case C_WHITE_SPACE:
                    return ((WS_MASK >> Character.getType(ch)) & 1) != 0 || (ch >= 0x9 && ch <= 0xd) || ch == 0x85;
                case C_UWORD:
                    return Character.isAlphabetic(ch)
                            || ((((1 << Character.NON_SPACING_MARK) | (1 << Character.ENCLOSING_MARK)
                                    | (1 << Character.COMBINING_SPACING_MARK) | (1 << Character.DECIMAL_DIGIT_NUMBER)
                                    | (1 << Character.CONNECTOR_PUNCTUATION)) >> Character.getType(ch)) & 1) != 0
                            || ch == 0x200C || ch == 0x200D;
                case C_ASSIGNED:
                    return Character.getType(ch) != Character.UNASSIGNED;
                case C_CONTROL:
                    return Character.getType(ch) == Character.CONTROL;
                case C_HEX_DIGIT:
                    return Character.isDigit(ch) || (ch >= 0x0030 && ch <= 0x0039) || (ch >= 0x0041 && ch <= 0x0046)
                            || (ch >= 0x0061 && ch <= 0x0066) || (ch >= 0xFF10 && ch <= 0xFF19)
                            || (ch >= 0xFF21 && ch <= 0xFF26) || (ch >= 0xFF41 && ch <= 0xFF46);
                case C_JOIN_CONTROL:
                    return ch == 0x200C || ch == 0x200D;
                case C_NONCHAR:
                    return (ch & 0xfffe) == 0xfffe || (ch >= 0xfdd0 && ch <= 0xfdef);
                case C_PUNCTUATION:
                    return ((((1 << Character.CONNECTOR_PUNCTUATION) | (1 << Character.DASH_PUNCTUATION)
                            | (1 << Character.START_PUNCTUATION) | (1 << Character.END_PUNCTUATION)
                            | (1 << Character.OTHER_PUNCTUATION) | (1 << Character.INITIAL_QUOTE_PUNCTUATION)
                            | (1 << Character.FINAL_QUOTE_PUNCTUATION)) >> Character.getType(ch)) & 1) != 0;
                case C_UALNUM:
                    return Character.isAlphabetic(ch) || Character.isDigit(ch);
                case C_UBLANK:
                    return Character.getType(ch) == Character.SPACE_SEPARATOR || ch == 0x9;
                case C_UGRAPH:
                    return ((((1 << Character.SPACE_SEPARATOR) | (1 << Character.LINE_SEPARATOR)
                            | (1 << Character.PARAGRAPH_SEPARATOR) | (1 << Character.CONTROL)
                            | (1 << Character.SURROGATE) | (1 << Character.UNASSIGNED))
                            >> Character.getType(ch)) & 1) == 0;
                case C_UPRINT:
                    return (ctypeIs(C_UGRAPH, ch) || ctypeIs(C_UBLANK, ch)) && !ctypeIs(C_CONTROL, ch);
                default:
                    return false;
            }
        }

        private static final int LU = 1 << Character.UPPERCASE_LETTER;
        private static final int LL = 1 << Character.LOWERCASE_LETTER;
        private static final int LT = 1 << Character.TITLECASE_LETTER;
        private static final int LM = 1 << Character.MODIFIER_LETTER;
        private static final int LO = 1 << Character.OTHER_LETTER;
        private static final int MN = 1 << Character.NON_SPACING_MARK;
        private static final int ME = 1 << Character.ENCLOSING_MARK;
        private static final int MC = 1 << Character.COMBINING_SPACING_MARK;
        private static final int ND = 1 << Character.DECIMAL_DIGIT_NUMBER;
        private static final int NL = 1 << Character.LETTER_NUMBER;
        private static final int NO = 1 << Character.OTHER_NUMBER;
        private static final int ZS = 1 << Character.SPACE_SEPARATOR;
        private static final int ZL = 1 << Character.LINE_SEPARATOR;
        private static final int ZP = 1 << Character.PARAGRAPH_SEPARATOR;
        private static final int CC = 1 << Character.CONTROL;
        private static final int CF = 1 << Character.FORMAT;
        private static final int CO = 1 << Character.PRIVATE_USE;
        private static final int CS = 1 << Character.SURROGATE;
        private static final int PD = 1 << Character.DASH_PUNCTUATION;
        private static final int PS = 1 << Character.START_PUNCTUATION;
        private static final int PE = 1 << Character.END_PUNCTUATION;
        private static final int PC = 1 << Character.CONNECTOR_PUNCTUATION;
        private static final int PO = 1 << Character.OTHER_PUNCTUATION;
        private static final int SM = 1 << Character.MATH_SYMBOL;
        private static final int SC = 1 << Character.CURRENCY_SYMBOL;
        private static final int SK = 1 << Character.MODIFIER_SYMBOL;
        private static final int SO = 1 << Character.OTHER_SYMBOL;
        private static final int PI = 1 << Character.INITIAL_QUOTE_PUNCTUATION;
        private static final int PF = 1 << Character.FINAL_QUOTE_PUNCTUATION;
        private static final int CN = 1 << Character.UNASSIGNED;

        static CharPred forProperty(String name, boolean caseIns) {
            switch (name) {
                case "Cn": return cat(CN);
                case "Lu": return cat(caseIns ? (LU | LL | LT) : LU);
                case "Ll": return cat(caseIns ? (LU | LL | LT) : LL);
                case "Lt": return cat(caseIns ? (LU | LL | LT) : LT);
                case "Lm": return cat(LM);
                case "Lo": return cat(LO);
                case "Mn": return cat(MN);
                case "Me": return cat(ME);
                case "Mc": return cat(MC);
                case "Nd": return cat(ND);
                case "Nl": return cat(NL);
                case "No": return cat(NO);
                case "Zs": return cat(ZS);
                case "Zl": return cat(ZL);
                case "Zp": return cat(ZP);
                case "Cc": return cat(CC);
                case "Cf": return cat(CF);
                case "Co": return cat(CO);
                case "Cs": return cat(CS);
                case "Pd": return cat(PD);
                case "Ps": return cat(PS);
                case "Pe": return cat(PE);
                case "Pc": return cat(PC);
                case "Po": return cat(PO);
                case "Sm": return cat(SM);
                case "Sc": return cat(SC);
                case "Sk": return cat(SK);
                case "So": return cat(SO);
                case "Pi": return cat(PI);
                case "Pf": return cat(PF);
                case "L": return cat(LU | LL | LT | LM | LO);
                case "M": return cat(MN | ME | MC);
                case "N": return cat(ND | NL | NO);
                case "Z": return cat(ZS | ZL | ZP);
                case "C": return cat(CC | CF | CO | CS | CN);
                case "P": return cat(PD | PS | PE | PC | PO | PI | PF);
                case "S": return cat(SM | SC | SK | SO);
                case "LC": return cat(LU | LL | LT);
                case "LD": return cat(LU | LL | LT | LM | LO | ND);
                case "L1": return ctype(C_L1);
                case "all": return ctype(C_ALL);
                case "ASCII": return ctype(C_ASCII);
                case "Alnum": return ctype(C_ALNUM);
                case "Alpha": return ctype(C_ALPHA);
                case "Blank": return ctype(C_BLANK);
                case "Cntrl": return ctype(C_CNTRL);
                case "Digit": return ctype(C_DIGIT);
                case "Graph": return ctype(C_GRAPH);
                case "Lower": return caseIns ? ctype(C_ALPHA_CI) : ctype(C_LOWER);
                case "Print": return ctype(C_PRINT);
                case "Punct": return ctype(C_PUNCT);
                case "Space": return ctype(C_SPACE);
                case "Upper": return caseIns ? ctype(C_ALPHA_CI) : ctype(C_UPPER);
                case "XDigit": return ctype(C_XDIGIT);
                case "javaLowerCase": return caseIns ? ctype(C_J_CASED) : ctype(C_J_LOWER);
                case "javaUpperCase": return caseIns ? ctype(C_J_CASED) : ctype(C_J_UPPER);
                case "javaAlphabetic": return ctype(C_J_ALPHABETIC);
                case "javaIdeographic": return ctype(C_J_IDEOGRAPHIC);
                case "javaTitleCase": return caseIns ? ctype(C_J_CASED) : ctype(C_J_TITLE);
                case "javaDigit": return ctype(C_J_DIGIT);
                case "javaDefined": return ctype(C_J_DEFINED);
                case "javaLetter": return ctype(C_J_LETTER);
                case "javaLetterOrDigit": return ctype(C_J_LETTER_OR_DIGIT);
                case "javaJavaIdentifierStart": return ctype(C_J_ID_START);
                case "javaJavaIdentifierPart": return ctype(C_J_ID_PART);
                case "javaUnicodeIdentifierStart": return ctype(C_J_UID_START);
                case "javaUnicodeIdentifierPart": return ctype(C_J_UID_PART);
                case "javaIdentifierIgnorable": return ctype(C_J_ID_IGNORABLE);
                case "javaSpaceChar": return ctype(C_J_SPACE_CHAR);
                case "javaWhitespace": return ctype(C_J_WHITESPACE);
                case "javaISOControl": return ctype(C_J_ISO_CONTROL);
                case "javaMirrored": return ctype(C_J_MIRRORED);
                default: return null;
            }
        }

        private static String asciiUpper(String s) {
            char[] c = s.toCharArray();
            for (int i = 0; i < c.length; i++) {
                if (c[i] >= 'a' && c[i] <= 'z') {
                    c[i] = (char) (c[i] - 32);
                }
            }
            return new String(c);
        }

        static CharPred forUnicodeProperty(String name, boolean caseIns) {
            switch (asciiUpper(name)) {
                case "ALPHABETIC": return ctype(C_J_ALPHABETIC);
                case "ASSIGNED": return ctype(C_ASSIGNED);
                case "CONTROL": return ctype(C_CONTROL);
                case "HEXDIGIT":
                case "HEX_DIGIT": return ctype(C_HEX_DIGIT);
                case "IDEOGRAPHIC": return ctype(C_J_IDEOGRAPHIC);
                case "JOINCONTROL":
                case "JOIN_CONTROL": return ctype(C_JOIN_CONTROL);
                case "LETTER": return ctype(C_J_LETTER);
                case "LOWERCASE": return caseIns ? ctype(C_J_CASED) : ctype(C_J_LOWER);
                case "NONCHARACTERCODEPOINT":
                case "NONCHARACTER_CODE_POINT": return ctype(C_NONCHAR);
                case "TITLECASE": return caseIns ? ctype(C_J_CASED) : ctype(C_J_TITLE);
                case "PUNCTUATION": return ctype(C_PUNCTUATION);
                case "UPPERCASE": return caseIns ? ctype(C_J_CASED) : ctype(C_J_UPPER);
                case "WHITESPACE":
                case "WHITE_SPACE": return ctype(C_WHITE_SPACE);
                case "WORD": return ctype(C_UWORD);
                default: return forPOSIXName(name, caseIns); // \p{IsDigit} & co. are Unicode's
            }
        }

        static CharPred forPOSIXName(String name, boolean caseIns) {
            switch (asciiUpper(name)) {
                case "ALPHA": return ctype(C_J_ALPHABETIC);
                case "LOWER": return caseIns ? ctype(C_J_CASED) : ctype(C_J_LOWER);
                case "UPPER": return caseIns ? ctype(C_J_CASED) : ctype(C_J_UPPER);
                case "SPACE": return ctype(C_WHITE_SPACE);
                case "PUNCT": return ctype(C_PUNCTUATION);
                case "XDIGIT": return ctype(C_HEX_DIGIT);
                case "ALNUM": return ctype(C_UALNUM);
                case "CNTRL": return ctype(C_CONTROL);
                case "DIGIT": return ctype(C_UDIGIT);
                case "BLANK": return ctype(C_UBLANK);
                case "GRAPH": return ctype(C_UGRAPH);
                case "PRINT": return ctype(C_UPRINT);
                default: return null;
            }
        }
    }
}
