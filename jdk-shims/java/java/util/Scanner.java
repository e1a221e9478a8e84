package java.util;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;

/**
 * A text scanner over a String or an InputStream (UTF-8), following OpenJDK 17's
 * tokenizing rules with the en-US numeric conventions.
 *
 * Common delimiters are matched directly, as the input arrives: the default
 * whitespace (\p{javaWhitespace}+, \s+), literal strings (regex escapes such as
 * "\\." or "\\n" allowed), a character class "[...]" optionally followed by '+',
 * and a literal surrounded by "\\s*" on both sides. Any other delimiter, and
 * findInLine, findWithinHorizon and skip, use java.util.regex over the whole
 * input: they read the source to its end first (same results; an interactive
 * source is read ahead).
 */
public final class Scanner implements Iterator<String>, Closeable {
    private static final int BUFFER_SIZE = 1024;

    // delimiter kinds
    private static final int D_SPACE = 0;     // one or more whitespace
    private static final int D_LITERAL = 1;   // the literal delimLiteral
    private static final int D_SET = 2;       // one char of delimSet
    private static final int D_SET_PLUS = 3;  // one or more chars of delimSet
    private static final int D_WS_LIT = 4;    // \s* literal \s*
    private static final int D_REGEX = 5;     // delimRegex, over the whole input

    private char[] buf = new char[BUFFER_SIZE];
    private int limit;
    private int position;
    /** a saved position kept valid across buffer compaction (-1: none). */
    private int mark = -1;

    private InputStream source;
    /** Set for charsets other than UTF-8: the source decoded to chars. */
    private java.io.Reader reader;
    /** A File's scanner: malformed input ends the input instead of becoming U+FFFD. */
    private boolean reportMalformed;
    private byte[] bytes;
    private int byteCount;
    private boolean sourceClosed;
    private boolean closed;
    private IOException lastException;

    private int delimKind = D_SPACE;
    private String delimLiteral;
    private String delimSet;
    private String delimPattern = "\\p{javaWhitespace}+";
    /** The delimiter as a Pattern: delimiter()'s, and D_REGEX's matcher. */
    private java.util.regex.Pattern delimRegex;
    /** A Readable's scanner closes it if it is Closeable. */
    private Closeable closeable;
    private Locale locale = Locale.getDefault(Locale.Category.FORMAT);

    private int radix = 10;
    private boolean matchValid;
    /** whether leading delimiters have been skipped for the pending token. */
    private boolean skipped;

    public Scanner(InputStream source) {
        if (source == null) {
            throw new NullPointerException("source");
        }
        this.source = source;
    }

    public Scanner(InputStream source, String charsetName) {
        this(source, toCharset(charsetName));
    }

    public Scanner(InputStream source, java.nio.charset.Charset charset) {
        if (source == null) {
            throw new NullPointerException("source");
        }
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        if (charset.name().equals("UTF-8")) {
            this.source = source;
        } else {
            // Other charsets decode through a reader; UTF-8 keeps the byte path.
            this.source = source;
            this.reader = new java.io.InputStreamReader(source, charset);
        }
    }

    public Scanner(java.io.File source) throws java.io.FileNotFoundException {
        this(new java.io.FileInputStream(source));
        reportMalformed = true;
    }

    public Scanner(java.io.File source, String charsetName) throws java.io.FileNotFoundException {
        // The charset is checked before the file is opened, as in the JDK.
        this(source, toDecoderCharset(charsetName));
    }

    public Scanner(java.io.File source, java.nio.charset.Charset charset) throws java.io.FileNotFoundException {
        this(new java.io.FileInputStream(Objects.requireNonNull(source)), charset);
        reportMalformed = true;
    }

    public Scanner(java.nio.file.Path source) throws IOException {
        this(java.nio.file.Files.newInputStream(source));
    }

    public Scanner(java.nio.file.Path source, String charsetName) throws IOException {
        this(Objects.requireNonNull(source), toCharset(charsetName));
    }

    public Scanner(java.nio.file.Path source, java.nio.charset.Charset charset) throws IOException {
        this(java.nio.file.Files.newInputStream(source), charset);
    }

    private static java.nio.charset.Charset toCharset(String csn) {
        return charset(csn, false);
    }

    private static java.nio.charset.Charset toDecoderCharset(String csn) {
        return charset(csn, true);
    }

    /** The named charset; an unknown name is an IllegalArgumentException with the name (File) or the cause. */
    private static java.nio.charset.Charset charset(String csn, boolean nameOnly) {
        Objects.requireNonNull(csn, "charsetName");
        try {
            return java.nio.charset.Charset.forName(csn);
        } catch (java.nio.charset.IllegalCharsetNameException | java.nio.charset.UnsupportedCharsetException e) {
            throw nameOnly ? new IllegalArgumentException(csn) : new IllegalArgumentException(e);
        }
    }

    public Scanner(String source) {
        int n = source.length();
        buf = new char[n];
        source.getChars(0, n, buf, 0);
        limit = n;
        sourceClosed = true;
    }

    public Scanner(Readable source) {
        Objects.requireNonNull(source, "source");
        if (source instanceof java.io.Reader) {
            reader = (java.io.Reader) source;
        } else {
            reader = new ReadableReader(source);
        }
        if (source instanceof Closeable) {
            closeable = (Closeable) source;
        }
    }

    /** A Readable read as a Reader: the chars it puts into a buffer. */
    private static final class ReadableReader extends java.io.Reader {
        private final Readable readable;

        ReadableReader(Readable readable) {
            this.readable = readable;
        }

        @Override
        public int read(char[] cbuf, int off, int len) throws IOException {
            return readable.read(java.nio.CharBuffer.wrap(cbuf, off, len));
        }

        @Override
        public void close() {
        }
    }

    /** The buffered input as a CharSequence for the regex engine (buf[0..limit)). */
    private final class BufferSequence implements CharSequence {
        public int length() {
            return limit;
        }

        public char charAt(int index) {
            if (index < 0 || index >= limit) {
                throw new StringIndexOutOfBoundsException(index);
            }
            return buf[index];
        }

        public CharSequence subSequence(int start, int end) {
            return new String(buf, start, end - start);
        }

        public String toString() {
            return new String(buf, 0, limit);
        }
    }

    /** Reads the source to its end; regex matching then sees all of it and the buffer no longer moves. */
    private void readAll() {
        while (!sourceClosed) {
            readInput();
        }
    }

    /** A matcher for {@code p} over the whole input from {@code from} to its end, bounds transparent as in the JDK. */
    private java.util.regex.Matcher matcherFrom(java.util.regex.Pattern p, int from) {
        return matcherFrom(p, from, -1);
    }

    /** The same up to {@code to} (-1: the end, known once all is read). */
    private java.util.regex.Matcher matcherFrom(java.util.regex.Pattern p, int from, int to) {
        readAll();
        java.util.regex.Matcher m = p.matcher(new BufferSequence());
        m.useTransparentBounds(true);
        m.useAnchoringBounds(false);
        m.region(from, to < 0 ? limit : to);
        return m;
    }

    // ------------------------------------------------------------------ input

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("Scanner closed"); // hotspot:1150
        }
    }

    /** Reads more input into the buffer; sets sourceClosed at end of input. */
    private void readInput() {
        if (sourceClosed) {
            return;
        }
        if (reader != null) {
            char[] cb = new char[BUFFER_SIZE];
            int n;
            try {
                n = reader.read(cb, 0, cb.length);
            } catch (IOException ioe) {
                lastException = ioe;
                n = -1;
            }
            if (n < 0) {
                sourceClosed = true;
            }
            for (int k = 0; k < n; k++) {
                appendChar(cb[k]);
            }
            return;
        }
        if (bytes == null) {
            bytes = new byte[BUFFER_SIZE];
        }
        int n;
        try {
            n = source.read(bytes, byteCount, bytes.length - byteCount);
        } catch (IOException ioe) {
            lastException = ioe;
            n = -1;
        }
        if (n < 0) {
            if (reportMalformed && byteCount > 0) {
                malformed(byteCount);
                return;
            }
            sourceClosed = true;
            // flush an incomplete trailing sequence
            for (int k = 0; k < byteCount; k++) {
                appendChar('\uFFFD');
            }
            byteCount = 0;
            return;
        }
        byteCount += n;
        decode();
    }

    private void appendChar(char c) {
        if (limit == buf.length) {
            int shift = (mark >= 0 && mark < position) ? mark : position;
            if (shift > 0) {
                System.arraycopy(buf, shift, buf, 0, limit - shift);
                limit -= shift;
                position -= shift;
                if (mark >= 0) {
                    mark -= shift;
                }
            }
            if (limit == buf.length) {
                char[] nb = new char[buf.length * 2];
                System.arraycopy(buf, 0, nb, 0, limit);
                buf = nb;
            }
        }
        buf[limit++] = c;
    }

    /**
     * Decodes the complete UTF-8 sequences of bytes[0..byteCount). A malformed
     * sequence is U+FFFD, or, for a File's scanner (the JDK reads files
     * through a decoder that reports errors), the end of input: what this
     * chunk decoded is dropped and ioException() tells why.
     */
    private void decode() {
        byte[] b = bytes;
        int i = 0;
        int n = byteCount;
        char[] out = new char[n];
        int m = 0;
        while (i < n) {
            int c = b[i] & 0xff;
            if (c < 0x80) {
                out[m++] = (char) c;
                i++;
                continue;
            }
            int need;
            int cp;
            int min;
            if (c >= 0xc2 && c <= 0xdf) {
                need = 1;
                cp = c & 0x1f;
                min = 0x80;
            } else if (c >= 0xe0 && c <= 0xef) {
                need = 2;
                cp = c & 0x0f;
                min = 0x800;
            } else if (c >= 0xf0 && c <= 0xf4) {
                need = 3;
                cp = c & 0x07;
                min = 0x10000;
            } else {
                if (reportMalformed) {
                    malformed(1);
                    return;
                }
                out[m++] = '\uFFFD';
                i++;
                continue;
            }
            if (i + need >= n) {
                // incomplete: check the available continuation bytes first
                boolean bad = false;
                for (int k = i + 1; k < n; k++) {
                    if ((b[k] & 0xc0) != 0x80) {
                        bad = true;
                        break;
                    }
                }
                if (!bad) {
                    break;
                }
            }
            int k = 1;
            for (; k <= need; k++) {
                if (i + k >= n || (b[i + k] & 0xc0) != 0x80) {
                    break;
                }
                cp = (cp << 6) | (b[i + k] & 0x3f);
            }
            if (k <= need || cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
                if (reportMalformed) {
                    malformed(k);
                    return;
                }
                out[m++] = '\uFFFD';
                i += k;
                continue;
            }
            if (cp >= 0x10000) {
                out[m++] = Character.highSurrogate(cp);
                out[m++] = Character.lowSurrogate(cp);
            } else {
                out[m++] = (char) cp;
            }
            i += need + 1;
        }
        for (int j = 0; j < m; j++) {
            appendChar(out[j]);
        }
        int rest = n - i;
        if (rest > 0) {
            System.arraycopy(b, i, b, 0, rest);
        }
        byteCount = rest;
    }

    private void malformed(int length) {
        lastException = new java.nio.charset.MalformedInputException(length);
        sourceClosed = true;
        byteCount = 0;
    }

    // ------------------------------------------------------------------ delimiters

    private boolean isDelimSetChar(char c) {
        if (delimSet == null) {
            return Character.isWhitespace(c);
        }
        return delimSet.indexOf(c) >= 0;
    }

    /** Matches the delimiter at pos; the end of the match or -1; -2 when more input is needed. */
    private int delimAt(int pos) {
        if (delimKind == D_REGEX) {
            java.util.regex.Matcher m = matcherFrom(delimRegex, pos);
            return m.lookingAt() ? m.end() : -1;
        }
        switch (delimKind) {
            case D_SPACE:
            case D_SET_PLUS: {
                int p = pos;
                while (p < limit && isDelimSetChar(buf[p])) {
                    p++;
                }
                if (p == pos) {
                    return pos == limit && !sourceClosed ? -2 : -1;
                }
                if (p == limit && !sourceClosed) {
                    return -2;
                }
                return p;
            }
            case D_SET:
                if (pos < limit) {
                    return isDelimSetChar(buf[pos]) ? pos + 1 : -1;
                }
                return sourceClosed ? -1 : -2;
            case D_LITERAL:
                return literalAt(pos, true);
            default: {
                int p = pos;
                while (p < limit && Character.isWhitespace(buf[p])) {
                    p++;
                }
                if (p == limit && !sourceClosed) {
                    return -2;
                }
                int e = literalAt(p, true);
                if (e < 0) {
                    return e;
                }
                while (e < limit && Character.isWhitespace(buf[e])) {
                    e++;
                }
                if (e == limit && !sourceClosed) {
                    return -2;
                }
                return e;
            }
        }
    }

    private int literalAt(int pos, boolean wantMore) {
        String lit = delimLiteral;
        int n = lit.length();
        for (int k = 0; k < n; k++) {
            if (pos + k >= limit) {
                return (wantMore && !sourceClosed) ? -2 : -1;
            }
            if (buf[pos + k] != lit.charAt(k)) {
                return -1;
            }
        }
        return pos + n;
    }

    /** The start of the first delimiter at or after from (a non-empty match), or -1. */
    private int findDelim(int from) {
        if (delimKind == D_REGEX) {
            java.util.regex.Matcher m = matcherFrom(delimRegex, from);
            boolean found = m.find();
            // An empty match where the token starts does not end it (the JDK looks again).
            if (found && m.end() == from) {
                found = m.find();
            }
            return found ? m.start() : -1;
        }
        for (int p = from; p < limit; p++) {
            switch (delimKind) {
                case D_SPACE:
                case D_SET_PLUS:
                case D_SET:
                    if (isDelimSetChar(buf[p])) {
                        return p;
                    }
                    break;
                case D_LITERAL:
                    if (literalAt(p, false) >= 0) {
                        return p;
                    }
                    break;
                default: {
                    // \s* literal \s*: a run of whitespace directly before the literal belongs to it
                    if (literalAt(p, false) >= 0) {
                        int s = p;
                        while (s > from && Character.isWhitespace(buf[s - 1])) {
                            s--;
                        }
                        return s;
                    }
                    if (Character.isWhitespace(buf[p])) {
                        int q = p;
                        while (q < limit && Character.isWhitespace(buf[q])) {
                            q++;
                        }
                        if (q < limit && literalAt(q, false) >= 0) {
                            return p;
                        }
                        p = q - 1;
                    }
                    break;
                }
            }
        }
        return -1;
    }

    // ------------------------------------------------------------------ tokens

    /**
     * The bounds of the next complete token in the buffer after skipping delimiters
     * (once per token): {start, end}; null when more input is needed (needInput[0]) or
     * there is no token.
     */
    private int[] completeToken(boolean[] needInput) {
        needInput[0] = false;
        if (!skipped) {
            int e = delimAt(position);
            if (e == -2) {
                needInput[0] = true;
                return null;
            }
            if (e >= 0) {
                skipped = true;
                position = e;
            }
        }
        if (position == limit) {
            if (!sourceClosed) {
                needInput[0] = true;
            }
            return null;
        }
        int d = findDelim(position);
        if (d >= 0) {
            return new int[] {position, d};
        }
        if (sourceClosed) {
            return new int[] {position, limit};
        }
        needInput[0] = true;
        return null;
    }

    /** The next token's bounds, reading as needed; null at end of input. Moves position past delimiters. */
    private int[] nextTokenBounds() {
        boolean[] need = new boolean[1];
        while (true) {
            int[] t = completeToken(need);
            if (t != null) {
                return t;
            }
            if (need[0]) {
                readInput();
            } else {
                return null;
            }
        }
    }

    private void throwFor() {
        skipped = false;
        if (sourceClosed && position == limit) {
            throw new NoSuchElementException(); // hotspot:937
        }
        throw new InputMismatchException(); // hotspot:939
    }

    private static final int K_INTEGER = 0;
    private static final int K_FLOAT = 1;
    private static final int K_BOOLEAN = 2;

    /**
     * The typed nexts' token (HotSpot's {@code next(Pattern)} with the type's pattern, and named
     * so for its frames): the bounds of the next token when it has the form of {@code kind}
     * (integers in {@code radix}), not yet taken; else NoSuchElementException or
     * InputMismatchException.
     */
    private int[] next(int kind, int radix) {
        ensureOpen(); // hotspot:1573
        if (kind == K_INTEGER && (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX)) {
            throw new IllegalArgumentException("radix:" + radix);
        }
        int[] b = nextTokenBounds();
        if (b == null || !hasForm(new String(buf, b[0], b[1] - b[0]), kind, radix)) {
            throwFor(); // hotspot:1594
        }
        return b;
    }

    private static boolean hasForm(String s, int kind, int radix) {
        switch (kind) {
            case K_INTEGER:
                return integerToken(s, radix) != null;
            case K_FLOAT:
                return isFloatToken(s);
            default:
                return isBooleanToken(s);
        }
    }

    private String tokenAt(int[] b) {
        return new String(buf, b[0], b[1] - b[0]);
    }

    private String take(int[] t) {
        String s = new String(buf, t[0], t[1] - t[0]);
        position = t[1];
        skipped = false;
        matchValid = true;
        lastMatch = null;
        return s;
    }

    /** Whether a token is available, without changing the position. */
    private String peekToken() {
        mark = position;
        boolean savedSkipped = skipped;
        int[] t = nextTokenBounds();
        String s = t == null ? null : new String(buf, t[0], t[1] - t[0]);
        position = mark;
        mark = -1;
        skipped = savedSkipped;
        return s;
    }

    public boolean hasNext() {
        ensureOpen();
        mark = position;
        boolean savedSkipped = skipped;
        boolean result;
        while (true) {
            int e = delimAt(position);
            if (e == -2) {
                readInput();
                continue;
            }
            int p = e >= 0 ? e : position;
            result = p < limit;
            if (!result && !sourceClosed) {
                readInput();
                continue;
            }
            break;
        }
        position = mark;
        mark = -1;
        skipped = savedSkipped;
        return result;
    }

    public String next() {
        ensureOpen();
        int[] t = nextTokenBounds();
        if (t == null) {
            throwFor(); // hotspot:1478
        }
        return take(t);
    }

    public void remove() {
        throw new UnsupportedOperationException();
    }

    /** The last pattern given as a string, compiled (the JDK caches a few too). */
    private String lastPatternText;
    private java.util.regex.Pattern lastPattern;

    private java.util.regex.Pattern pattern(String text) {
        if (!text.equals(lastPatternText)) {
            lastPattern = java.util.regex.Pattern.compile(text);
            lastPatternText = text;
        }
        return lastPattern;
    }

    public boolean hasNext(String pattern) {
        return hasNext(pattern(pattern));
    }

    /** Whether the next complete token matches {@code pattern}, without moving. */
    public boolean hasNext(java.util.regex.Pattern pattern) {
        ensureOpen();
        if (pattern == null) {
            throw new NullPointerException();
        }
        String s = peekToken();
        return s != null && pattern.matcher(s).matches();
    }

    public String next(String pattern) {
        return next(pattern(pattern)); // hotspot:1525
    }

    public String next(java.util.regex.Pattern pattern) {
        ensureOpen(); // hotspot:1573
        if (pattern == null) {
            throw new NullPointerException();
        }
        mark = position;
        boolean savedSkipped = skipped;
        int[] t = nextTokenBounds();
        boolean matches = t != null && pattern.matcher(new String(buf, t[0], t[1] - t[0])).matches();
        if (!matches) {
            if (t != null) {
                // The token stays for the next call, as in the JDK.
                position = mark;
            }
            mark = -1;
            throwFor(); // hotspot:1594
        }
        mark = -1;
        return take(t);
    }

    // ------------------------------------------------------------------ lines

    /** {end of line content, end including the separator} from position, or null. */
    private int[] findLine() {
        while (true) {
            int p = position;
            while (p < limit) {
                char c = buf[p];
                if (c == '\n' || c == '\u2028' || c == '\u2029' || c == '\u0085') {
                    return new int[] {p, p + 1};
                }
                if (c == '\r') {
                    if (p + 1 < limit) {
                        return new int[] {p, buf[p + 1] == '\n' ? p + 2 : p + 1};
                    }
                    if (sourceClosed) {
                        return new int[] {p, p + 1};
                    }
                    break;
                }
                p++;
            }
            if (sourceClosed) {
                if (limit > position) {
                    return new int[] {limit, limit};
                }
                return null;
            }
            readInput();
        }
    }

    public boolean hasNextLine() {
        ensureOpen();
        return findLine() != null;
    }

    public String nextLine() {
        ensureOpen();
        int[] l = findLine();
        if (l == null) {
            throw new NoSuchElementException("No line found"); // hotspot:1651
        }
        String s = new String(buf, position, l[0] - position);
        position = l[1];
        skipped = false;
        matchValid = true;
        lastMatch = null;
        return s;
    }

    // ------------------------------------------------------------------ numbers

    /** The JDK's digit class: the radix's letters, and every decimal digit (parsing then rejects "2" in base 2). */
    private static boolean isRadixDigit(char c, int radix) {
        if (c >= '0' && c <= '9') {
            return true;
        }
        if (c >= 'a' && c <= 'z') {
            return c - 'a' + 10 < radix;
        }
        if (c >= 'A' && c <= 'Z') {
            return c - 'A' + 10 < radix;
        }
        return Character.isDigit(c);
    }

    /** Whether the digits in s[from..to) form a numeral: digits, or a grouped numeral. */
    private static boolean isNumeral(String s, int from, int to, int radix) {
        if (from >= to) {
            return false;
        }
        boolean plain = true;
        for (int k = from; k < to; k++) {
            if (!isRadixDigit(s.charAt(k), radix)) {
                plain = false;
                break;
            }
        }
        if (plain) {
            return true;
        }
        // [1-9] digit? digit? (, digit digit digit)+
        char c0 = s.charAt(from);
        if (!Character.isDigit(c0) || c0 == '0') {
            return false;
        }
        int k = from + 1;
        int lead = 1;
        while (k < to && lead < 3 && isRadixDigit(s.charAt(k), radix)) {
            k++;
            lead++;
        }
        int groups = 0;
        while (k < to) {
            if (s.charAt(k) != ',' || k + 4 > to) {
                return false;
            }
            for (int j = k + 1; j < k + 4; j++) {
                if (!isRadixDigit(s.charAt(j), radix)) {
                    return false;
                }
            }
            k += 4;
            groups++;
        }
        return groups > 0;
    }

    /** The token made ready for parseInt/parseLong (group separators removed), or null if no match. */
    private static String integerToken(String s, int radix) {
        int n = s.length();
        int from = 0;
        if (n > 0 && (s.charAt(0) == '-' || s.charAt(0) == '+')) {
            from = 1;
        }
        if (!isNumeral(s, from, n, radix)) {
            return null;
        }
        if (s.indexOf(',') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder(n);
        for (int k = 0; k < n; k++) {
            char c = s.charAt(k);
            if (c != ',') {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static boolean isDecimalNumeral(String s, int from, int to) {
        int dot = s.indexOf('.', from);
        if (dot < 0 || dot >= to) {
            return isNumeral(s, from, to, 10);
        }
        for (int k = dot + 1; k < to; k++) {
            if (!Character.isDigit(s.charAt(k))) {
                return false;
            }
        }
        if (dot == from) {
            return to > dot + 1;
        }
        return isNumeral(s, from, dot, 10);
    }

    private static boolean isHexDigit(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    private static boolean isFloatToken(String s) {
        int n = s.length();
        int from = 0;
        if (n > 0 && (s.charAt(0) == '-' || s.charAt(0) == '+')) {
            from = 1;
        }
        String rest = s.substring(from);
        if (rest.equals("NaN") || rest.equals("Infinity") || rest.equals("\u221E")) {
            return true;
        }
        // hex float: 0[xX] hex* . hex+ ([pP][-+]?[0-9]+)?
        if (n - from > 2 && s.charAt(from) == '0' && (s.charAt(from + 1) == 'x' || s.charAt(from + 1) == 'X')) {
            int k = from + 2;
            while (k < n && isHexDigit(s.charAt(k))) {
                k++;
            }
            if (k >= n || s.charAt(k) != '.') {
                return false;
            }
            k++;
            int h = k;
            while (k < n && isHexDigit(s.charAt(k))) {
                k++;
            }
            if (k == h) {
                return false;
            }
            if (k == n) {
                return true;
            }
            if (s.charAt(k) != 'p' && s.charAt(k) != 'P') {
                return false;
            }
            k++;
            if (k < n && (s.charAt(k) == '-' || s.charAt(k) == '+')) {
                k++;
            }
            if (k >= n) {
                return false;
            }
            for (; k < n; k++) {
                char c = s.charAt(k);
                if (c < '0' || c > '9') {
                    return false;
                }
            }
            return true;
        }
        int end = n;
        for (int k = from; k < n; k++) {
            char c = s.charAt(k);
            if (c == 'e' || c == 'E') {
                end = k;
                int j = k + 1;
                if (j < n && (s.charAt(j) == '-' || s.charAt(j) == '+')) {
                    j++;
                }
                if (j >= n) {
                    return false;
                }
                for (; j < n; j++) {
                    if (!Character.isDigit(s.charAt(j))) {
                        return false;
                    }
                }
                break;
            }
        }
        return isDecimalNumeral(s, from, end);
    }

    private static String floatToken(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            if (c == ',') {
                continue;
            }
            if (c > 127 && Character.isDigit(c)) {
                c = (char) ('0' + Character.digit(c, 10));
            }
            sb.append(c);
        }
        return sb.toString();
    }

    private static final int T_INT = 0;
    private static final int T_LONG = 1;
    private static final int T_SHORT = 2;
    private static final int T_BYTE = 3;

    private static long parseIntegral(String s, int radix, int type) {
        switch (type) {
            case T_INT:
                return Integer.parseInt(s, radix);
            case T_LONG:
                return Long.parseLong(s, radix);
            case T_SHORT:
                return Short.parseShort(s, radix);
            default:
                return Byte.parseByte(s, radix);
        }
    }

    private boolean hasNextIntegral(int radix, int type) {
        ensureOpen();
        String s = peekToken();
        if (s == null) {
            return false;
        }
        String t = integerToken(s, radix);
        if (t == null) {
            return false;
        }
        try {
            parseIntegral(t, radix, type);
            return true;
        } catch (NumberFormatException nfe) {
            return false;
        }
    }

    public boolean hasNextInt() {
        return hasNextIntegral(radix, T_INT);
    }

    public boolean hasNextInt(int radix) {
        return hasNextIntegral(radix, T_INT);
    }

    public int nextInt() {
        return nextInt(radix); // hotspot:2212
    }

    public int nextInt(int radix) {
        int[] b = next(K_INTEGER, radix); // hotspot:2258
        int v;
        try {
            v = (int) parseIntegral(integerToken(tokenAt(b), radix), radix, T_INT);
        } catch (NumberFormatException nfe) {
            skipped = false;
            throw new InputMismatchException(nfe.getMessage()); // hotspot:2264
        }
        take(b);
        return v;
    }

    public boolean hasNextLong() {
        return hasNextIntegral(radix, T_LONG);
    }

    public boolean hasNextLong(int radix) {
        return hasNextIntegral(radix, T_LONG);
    }

    public long nextLong() {
        return nextLong(radix); // hotspot:2328
    }

    public long nextLong(int radix) {
        int[] b = next(K_INTEGER, radix); // hotspot:2373
        long v;
        try {
            v = (long) parseIntegral(integerToken(tokenAt(b), radix), radix, T_LONG);
        } catch (NumberFormatException nfe) {
            skipped = false;
            throw new InputMismatchException(nfe.getMessage()); // hotspot:2379
        }
        take(b);
        return v;
    }

    public boolean hasNextShort() {
        return hasNextIntegral(radix, T_SHORT);
    }

    public boolean hasNextShort(int radix) {
        return hasNextIntegral(radix, T_SHORT);
    }

    public short nextShort() {
        return nextShort(radix); // hotspot:2072
    }

    public short nextShort(int radix) {
        int[] b = next(K_INTEGER, radix); // hotspot:2118
        short v;
        try {
            v = (short) parseIntegral(integerToken(tokenAt(b), radix), radix, T_SHORT);
        } catch (NumberFormatException nfe) {
            skipped = false;
            throw new InputMismatchException(nfe.getMessage());
        }
        take(b);
        return v;
    }

    public boolean hasNextByte() {
        return hasNextIntegral(radix, T_BYTE);
    }

    public boolean hasNextByte(int radix) {
        return hasNextIntegral(radix, T_BYTE);
    }

    public byte nextByte() {
        return nextByte(radix); // hotspot:1956
    }

    public byte nextByte(int radix) {
        int[] b = next(K_INTEGER, radix);
        byte v;
        try {
            v = (byte) parseIntegral(integerToken(tokenAt(b), radix), radix, T_BYTE);
        } catch (NumberFormatException nfe) {
            skipped = false;
            throw new InputMismatchException(nfe.getMessage()); // hotspot:2008
        }
        take(b);
        return v;
    }

    public boolean hasNextDouble() {
        ensureOpen();
        String s = peekToken();
        if (s == null || !isFloatToken(s)) {
            return false;
        }
        try {
            Double.parseDouble(floatToken(s));
            return true;
        } catch (NumberFormatException nfe) {
            return false;
        }
    }

    public double nextDouble() {
        int[] b = next(K_FLOAT, 10); // hotspot:2564
        String s = tokenAt(b);
        double v;
        try {
            v = Double.parseDouble(floatToken(s));
        } catch (NumberFormatException nfe) {
            skipped = false;
            throw new InputMismatchException(nfe.getMessage());
        }
        take(b);
        return v;
    }

    public boolean hasNextFloat() {
        return hasNextDouble();
    }

    public float nextFloat() {
        int[] b = next(K_FLOAT, 10); // hotspot:2496
        String s = tokenAt(b);
        float v;
        try {
            v = Float.parseFloat(floatToken(s));
        } catch (NumberFormatException nfe) {
            skipped = false;
            throw new InputMismatchException(nfe.getMessage());
        }
        take(b);
        return v;
    }

    private static boolean isBooleanToken(String s) {
        return s.equalsIgnoreCase("true") || s.equalsIgnoreCase("false");
    }

    public boolean hasNextBoolean() {
        ensureOpen();
        String s = peekToken();
        return s != null && isBooleanToken(s);
    }

    public boolean nextBoolean() {
        int[] b = next(K_BOOLEAN, 10); // hotspot:1893
        String s = tokenAt(b);
        take(b);
        return Boolean.parseBoolean(s);
    }

    // ------------------------------------------------------------------ big numbers

    public boolean hasNextBigInteger() {
        return hasNextBigInteger(radix);
    }

    public boolean hasNextBigInteger(int radix) {
        ensureOpen();
        String s = peekToken();
        if (s == null) {
            return false;
        }
        String t = integerToken(s, radix);
        if (t == null) {
            return false;
        }
        try {
            new java.math.BigInteger(t, radix);
            return true;
        } catch (NumberFormatException nfe) {
            return false;
        }
    }

    public java.math.BigInteger nextBigInteger() {
        return nextBigInteger(radix);
    }

    public java.math.BigInteger nextBigInteger(int radix) {
        ensureOpen();
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new IllegalArgumentException("radix:" + radix);
        }
        int[] b = nextTokenBounds();
        if (b == null) {
            throwFor();
        }
        String t = integerToken(new String(buf, b[0], b[1] - b[0]), radix);
        if (t == null) {
            throwFor();
        }
        java.math.BigInteger v;
        try {
            v = new java.math.BigInteger(t, radix);
        } catch (NumberFormatException nfe) {
            skipped = false;
            throw new InputMismatchException(nfe.getMessage());
        }
        take(b);
        return v;
    }

    /** A float token without NaN, infinity or hexadecimal forms: what BigDecimal reads. */
    private static boolean isDecimalToken(String s) {
        int from = s.length() > 0 && (s.charAt(0) == '-' || s.charAt(0) == '+') ? 1 : 0;
        String rest = s.substring(from);
        if (rest.equals("NaN") || rest.equals("Infinity") || rest.equals("\u221E")) {
            return false;
        }
        if (rest.length() > 1 && rest.charAt(0) == '0' && (rest.charAt(1) == 'x' || rest.charAt(1) == 'X')) {
            return false;
        }
        return isFloatToken(s);
    }

    public boolean hasNextBigDecimal() {
        ensureOpen();
        String s = peekToken();
        if (s == null || !isDecimalToken(s)) {
            return false;
        }
        try {
            new java.math.BigDecimal(floatToken(s));
            return true;
        } catch (NumberFormatException nfe) {
            return false;
        }
    }

    public java.math.BigDecimal nextBigDecimal() {
        ensureOpen();
        int[] b = nextTokenBounds();
        if (b == null) {
            throwFor();
        }
        String s = new String(buf, b[0], b[1] - b[0]);
        if (!isDecimalToken(s)) {
            throwFor();
        }
        java.math.BigDecimal v;
        try {
            v = new java.math.BigDecimal(floatToken(s));
        } catch (NumberFormatException nfe) {
            skipped = false;
            throw new InputMismatchException(nfe.getMessage());
        }
        take(b);
        return v;
    }

    // ------------------------------------------------------------------ patterns in the input

    private static final java.util.regex.Pattern LINE_SEPARATOR =
            java.util.regex.Pattern.compile("\r\n|[\n\r\u2028\u2029\u0085]");

    public String findInLine(String pattern) {
        return findInLine(pattern(pattern));
    }

    /** The next match of {@code pattern} before the next line separator, skipping what precedes it. */
    public String findInLine(java.util.regex.Pattern pattern) {
        ensureOpen();
        if (pattern == null) {
            throw new NullPointerException();
        }
        java.util.regex.Matcher sep = matcherFrom(LINE_SEPARATOR, position);
        int end = sep.find() ? sep.start() : limit;
        int horizon = end - position;
        if (horizon == 0) {
            return null;
        }
        return findWithinHorizon(pattern, horizon);
    }

    public String findWithinHorizon(String pattern, int horizon) {
        return findWithinHorizon(pattern(pattern), horizon);
    }

    public String findWithinHorizon(java.util.regex.Pattern pattern, int horizon) {
        ensureOpen();
        if (pattern == null) {
            throw new NullPointerException();
        }
        if (horizon < 0) {
            throw new IllegalArgumentException("horizon < 0");
        }
        readAll();
        int to = horizon == 0 || horizon > limit - position ? limit : position + horizon;
        java.util.regex.Matcher m = matcherFrom(pattern, position, to);
        if (!m.find()) {
            matchValid = false;
            return null;
        }
        position = m.end();
        skipped = false;
        matchValid = true;
        lastMatch = m.toMatchResult();
        return m.group();
    }

    public Scanner skip(String pattern) {
        return skip(pattern(pattern));
    }

    /** Skips input that matches {@code pattern} right here, delimiters included. */
    public Scanner skip(java.util.regex.Pattern pattern) {
        ensureOpen();
        if (pattern == null) {
            throw new NullPointerException();
        }
        java.util.regex.Matcher m = matcherFrom(pattern, position);
        if (!m.lookingAt()) {
            matchValid = false;
            throw new NoSuchElementException();
        }
        position = m.end();
        skipped = false;
        matchValid = true;
        lastMatch = m.toMatchResult();
        return this;
    }

    /** The last find or skip's match; tokens and lines keep none here (the JDK gives theirs). */
    private java.util.regex.MatchResult lastMatch;

    public java.util.regex.MatchResult match() {
        if (!matchValid || lastMatch == null) {
            throw new IllegalStateException("No match result available");
        }
        return lastMatch;
    }

    public java.util.stream.Stream<String> tokens() {
        ensureOpen();
        return java.util.stream.StreamSupport.stream(
                Spliterators.spliteratorUnknownSize(this, Spliterator.ORDERED | Spliterator.NONNULL), false);
    }

    public java.util.stream.Stream<java.util.regex.MatchResult> findAll(String patString) {
        return findAll(pattern(patString));
    }

    /** The matches of {@code pattern} from here on, each found as findWithinHorizon(pattern, 0) finds it. */
    public java.util.stream.Stream<java.util.regex.MatchResult> findAll(java.util.regex.Pattern pattern) {
        Objects.requireNonNull(pattern);
        ensureOpen();
        List<java.util.regex.MatchResult> results = new ArrayList<>();
        while (true) {
            java.util.regex.Matcher m = matcherFrom(pattern, position);
            if (!m.find()) {
                break;
            }
            results.add(m.toMatchResult());
            // An empty match moves on by one, as the JDK's does.
            position = m.end() == position && m.end() < limit ? m.end() + 1 : m.end();
            if (m.end() == limit && m.start() == limit) {
                break;
            }
        }
        skipped = false;
        return results.stream();
    }

    // ------------------------------------------------------------------ configuration

    public Scanner useDelimiter(String pattern) {
        if (pattern == null) {
            throw new NullPointerException();
        }
        java.util.regex.Pattern compiled = java.util.regex.Pattern.compile(pattern);
        setDelimiter(pattern);
        delimPattern = pattern;
        delimRegex = compiled;
        return this;
    }

    public Scanner useDelimiter(java.util.regex.Pattern pattern) {
        if (pattern == null) {
            throw new NullPointerException();
        }
        if (pattern.flags() == 0) {
            setDelimiter(pattern.pattern());
        } else {
            delimKind = D_REGEX;
        }
        delimPattern = pattern.pattern();
        delimRegex = pattern;
        return this;
    }

    public java.util.regex.Pattern delimiter() {
        if (delimRegex == null) {
            delimRegex = java.util.regex.Pattern.compile(delimPattern);
        }
        return delimRegex;
    }

    public Locale locale() {
        return locale;
    }

    /** Only en-US-like numerals are read, whatever the locale (see the class comment). */
    public Scanner useLocale(Locale locale) {
        if (locale == this.locale) {
            return this;
        }
        this.locale = Objects.requireNonNull(locale);
        return this;
    }

    private static boolean isMeta(char c) {
        return "\\^$.|?*+()[]{}".indexOf(c) >= 0;
    }

    /** Unescapes a regex that denotes a literal string; null if it uses other constructs. */
    private static String literalOf(String p) {
        StringBuilder sb = new StringBuilder();
        int n = p.length();
        for (int k = 0; k < n; k++) {
            char c = p.charAt(k);
            if (c == '\\') {
                if (k + 1 >= n) {
                    return null;
                }
                char e = p.charAt(++k);
                switch (e) {
                    case 'n': sb.append('\n'); break;
                    case 't': sb.append('\t'); break;
                    case 'r': sb.append('\r'); break;
                    case 'f': sb.append('\f'); break;
                    default:
                        if ((e >= 'a' && e <= 'z') || (e >= 'A' && e <= 'Z') || (e >= '0' && e <= '9')) {
                            return null;
                        }
                        sb.append(e);
                }
            } else if (isMeta(c)) {
                return null;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private void setDelimiter(String p) {
        delimRegex = null;
        if (p.equals("\\p{javaWhitespace}+") || p.equals("\\s+")) {
            delimKind = D_SPACE;
            delimSet = null;
            return;
        }
        String lit = literalOf(p);
        if (lit != null && lit.length() > 0) {
            if (lit.length() == 1) {
                delimKind = D_SET;
                delimSet = lit;
            } else {
                delimKind = D_LITERAL;
                delimLiteral = lit;
            }
            return;
        }
        if (p.startsWith("\\s*") && p.endsWith("\\s*") && p.length() > 6) {
            lit = literalOf(p.substring(3, p.length() - 3));
            if (lit != null && lit.length() > 0) {
                delimKind = D_WS_LIT;
                delimLiteral = lit;
                return;
            }
        }
        if (p.length() > 2 && p.charAt(0) == '[') {
            boolean plus = p.endsWith("]+");
            int close = plus ? p.length() - 2 : p.length() - 1;
            if (p.charAt(close) == ']') {
                String set = classOf(p.substring(1, close));
                if (set != null) {
                    delimKind = plus ? D_SET_PLUS : D_SET;
                    delimSet = set;
                    return;
                }
            }
        }
        delimKind = D_REGEX;
        delimRegex = java.util.regex.Pattern.compile(p);
    }

    /** The characters of a simple character class body, or null. */
    private static String classOf(String body) {
        StringBuilder sb = new StringBuilder();
        int n = body.length();
        for (int k = 0; k < n; k++) {
            char c = body.charAt(k);
            if (c == '\\') {
                if (k + 1 >= n) {
                    return null;
                }
                char e = body.charAt(++k);
                switch (e) {
                    case 'n': sb.append('\n'); break;
                    case 't': sb.append('\t'); break;
                    case 'r': sb.append('\r'); break;
                    case 'f': sb.append('\f'); break;
                    case 's': sb.append(" \t\n\u000B\f\r"); break;
                    default:
                        if (Character.isLetterOrDigit(e)) {
                            return null;
                        }
                        sb.append(e);
                }
            } else if (c == '^' && k == 0 || c == '[' || c == ']' || (c == '&' && k + 1 < n && body.charAt(k + 1) == '&') || (c == '-' && k > 0 && k < n - 1)) {
                return null;
            } else {
                sb.append(c);
            }
        }
        return sb.length() == 0 ? null : sb.toString();
    }

    public int radix() {
        return radix;
    }

    public Scanner useRadix(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new IllegalArgumentException("radix:" + radix);
        }
        this.radix = radix;
        return this;
    }

    public Scanner reset() {
        delimKind = D_SPACE;
        delimSet = null;
        delimLiteral = null;
        delimPattern = "\\p{javaWhitespace}+";
        delimRegex = null;
        radix = 10;
        locale = Locale.getDefault(Locale.Category.FORMAT);
        return this;
    }

    public IOException ioException() {
        return lastException;
    }

    public void close() {
        if (closed) {
            return;
        }
        if (source != null) {
            try {
                if (reader != null) {
                    reader.close();
                }
                source.close();
            } catch (IOException ioe) {
                lastException = ioe;
            }
        }
        if (closeable != null) {
            try {
                closeable.close();
            } catch (IOException ioe) {
                lastException = ioe;
            }
            closeable = null;
        }
        sourceClosed = true;
        source = null;
        reader = null;
        closed = true;
    }
}
