package java.util;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.PrintStream;
import java.time.temporal.ChronoField;

/**
 * printf-style formatting, behaving as OpenJDK 17: numbers take the locale's
 * digits and decimal and grouping separators (its DecimalFormatSymbols), %S
 * upper-cases by the locale's rules; date/time names are English whatever the
 * locale.
 * Floating-point conversions round the decimal digits of Double.toString half-up,
 * as the JDK's FormattedFloatingDecimal does.
 */
public final class Formatter implements Closeable, Flushable {

    public enum BigDecimalLayoutForm {
        SCIENTIFIC,
        DECIMAL_FLOAT
    }

    // flag bits: the same values as the JDK's (FormattableFlags share the low three)
    private static final int LEFT = 1;
    private static final int UPPER = 2;
    private static final int ALT = 4;
    private static final int PLUS = 8;
    private static final int SPACE = 16;
    private static final int ZERO = 32;
    private static final int GROUP = 64;
    private static final int PAREN = 128;
    private static final int PREV = 256;

    private Appendable a;
    private final Locale l;
    private IOException lastException;
    /** The locale of the format call under way (format(Locale, ...) may give another than l). */
    private Locale current;
    private boolean closed;

    public Formatter() {
        this.a = new StringBuilder();
        this.l = Locale.getDefault(Locale.Category.FORMAT);
    }

    public Formatter(Appendable a) {
        if (a == null) {
            a = new StringBuilder();
        }
        this.a = a;
        this.l = Locale.getDefault(Locale.Category.FORMAT);
    }

    public Formatter(Locale l) {
        this.a = new StringBuilder();
        this.l = l;
    }

    public Formatter(Appendable a, Locale l) {
        if (a == null) {
            a = new StringBuilder();
        }
        this.a = a;
        this.l = l;
    }

    public Formatter(PrintStream ps) {
        if (ps == null) {
            throw new NullPointerException();
        }
        this.a = ps;
        this.l = Locale.getDefault(Locale.Category.FORMAT);
    }

    private void ensureOpen() {
        if (closed) {
            throw new FormatterClosedException();
        }
    }

    public Locale locale() {
        ensureOpen();
        return l;
    }

    public Appendable out() {
        ensureOpen();
        return a;
    }

    public String toString() {
        ensureOpen();
        return a.toString();
    }

    public void flush() {
        ensureOpen();
        if (a instanceof Flushable) {
            try {
                ((Flushable) a).flush();
            } catch (IOException ioe) {
                lastException = ioe;
            }
        }
    }

    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (a instanceof Closeable) {
            try {
                ((Closeable) a).close();
            } catch (IOException ioe) {
                lastException = ioe;
            }
        }
    }

    public IOException ioException() {
        return lastException;
    }

    public Formatter format(String format, Object... args) {
        return format(l, format, args); // hotspot:2625
    }

    public Formatter format(Locale l, String format, Object... args) {
        ensureOpen();
        current = l;
        FormatSpecifier[] specs = parse(format);
        int last = -1;
        int lasto = -1;
        try {
            for (int k = 0; k < specs.length; k++) {
                FormatSpecifier fs = specs[k];
                if (fs.conv == 0) {
                    a.append(format, fs.index, fs.width);
                    continue;
                }
                int index = fs.index;
                if (index == -2) {
                    fs.print(this, null);
                } else if (index == -1) {
                    if (last < 0 || (args != null && last > args.length - 1)) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(this, args == null ? null : args[last]);
                } else if (index == 0) {
                    lasto++;
                    last = lasto;
                    if (args != null && lasto > args.length - 1) {
                        throw new MissingFormatArgumentException(fs.toString()); // hotspot:2688
                    }
                    fs.print(this, args == null ? null : args[lasto]); // hotspot:2689
                } else {
                    last = index - 1;
                    if (args != null && last > args.length - 1) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(this, args == null ? null : args[last]);
                }
            }
        } catch (IOException x) {
            lastException = x;
        }
        return this;
    }

    // ------------------------------------------------------------------ parsing

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isConvChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '%';
    }

    private static boolean isValidConversion(char c) {
        switch (c) {
            case 'b': case 'B': case 's': case 'S': case 'h': case 'H': case 'c': case 'C':
            case 'd': case 'o': case 'x': case 'X': case 'e': case 'E': case 'g': case 'G':
            case 'f': case 'a': case 'A': case 'n': case '%':
                return true;
            default:
                return false;
        }
    }

    private static boolean isValidDateTime(char c) {
        switch (c) {
            case 'H': case 'I': case 'k': case 'l': case 'M': case 'N': case 'L': case 'Q':
            case 'p': case 's': case 'S': case 'T': case 'z': case 'Z': case 'a': case 'A':
            case 'b': case 'B': case 'C': case 'd': case 'e': case 'h': case 'j': case 'm':
            case 'y': case 'Y': case 'r': case 'R': case 'c': case 'D': case 'F':
                return true;
            default:
                return false;
        }
    }

    private static int flagOf(char c) {
        switch (c) {
            case '-': return LEFT;
            case '#': return ALT;
            case '+': return PLUS;
            case ' ': return SPACE;
            case '0': return ZERO;
            case ',': return GROUP;
            case '(': return PAREN;
            case '<': return PREV;
            default: return 0;
        }
    }

    static String flagsToString(int f) {
        StringBuilder sb = new StringBuilder();
        if ((f & LEFT) != 0) sb.append('-');
        if ((f & UPPER) != 0) sb.append('^');
        if ((f & ALT) != 0) sb.append('#');
        if ((f & PLUS) != 0) sb.append('+');
        if ((f & SPACE) != 0) sb.append(' ');
        if ((f & ZERO) != 0) sb.append('0');
        if ((f & GROUP) != 0) sb.append(',');
        if ((f & PAREN) != 0) sb.append('(');
        if ((f & PREV) != 0) sb.append('<');
        return sb.toString();
    }

    private static FormatSpecifier[] parse(String s) {
        ArrayList<FormatSpecifier> al = new ArrayList<FormatSpecifier>();
        int i = 0;
        int max = s.length();
        while (i < max) {
            int n = s.indexOf('%', i);
            if (n < 0) {
                al.add(FormatSpecifier.fixed(i, max));
                break;
            }
            if (i != n) {
                al.add(FormatSpecifier.fixed(i, n));
            }
            i = n + 1;
            if (i >= max) {
                throw new UnknownFormatConversionException("%");
            }
            char c = s.charAt(i);
            if (isValidConversion(c)) {
                FormatSpecifier sp = new FormatSpecifier();
                sp.setConversion(c);
                al.add(sp);
                i++;
                continue;
            }
            // %(\d+\$)?([-#+ 0,(\<]*)?(\d+)?(\.\d+)?([tT])?([a-zA-Z%])
            int p = i;
            int q = p;
            while (q < max && isDigit(s.charAt(q))) {
                q++;
            }
            int idxStart = -1;
            int idxEnd = -1;
            if (q > p && q < max && s.charAt(q) == '$') {
                idxStart = p;
                idxEnd = q;
                p = q + 1;
            }
            int fStart = p;
            while (p < max && flagOf(s.charAt(p)) != 0) {
                p++;
            }
            int fEnd = p;
            int wStart = p;
            while (p < max && isDigit(s.charAt(p))) {
                p++;
            }
            int wEnd = p;
            int pStart = -1;
            int pEnd = -1;
            if (p + 1 < max && s.charAt(p) == '.' && isDigit(s.charAt(p + 1))) {
                pStart = p + 1;
                p += 2;
                while (p < max && isDigit(s.charAt(p))) {
                    p++;
                }
                pEnd = p;
            }
            char tT = 0;
            if (p + 1 < max && (s.charAt(p) == 't' || s.charAt(p) == 'T') && isConvChar(s.charAt(p + 1))) {
                tT = s.charAt(p);
                p++;
            }
            if (p >= max || !isConvChar(s.charAt(p))) {
                throw new UnknownFormatConversionException(String.valueOf(c));
            }
            char conv = s.charAt(p);
            i = p + 1;
            FormatSpecifier sp = new FormatSpecifier();
            // index
            if (idxStart >= 0) {
                int v = parseNonNeg(s, idxStart, idxEnd);
                if (v < 0) {
                    throw new IllegalFormatArgumentIndexException(Integer.MIN_VALUE);
                }
                if (v == 0) {
                    throw new IllegalFormatArgumentIndexException(0);
                }
                sp.index = v;
            }
            // flags
            int f = 0;
            for (int k = fStart; k < fEnd; k++) {
                int bit = flagOf(s.charAt(k));
                if ((f & bit) != 0) {
                    throw new DuplicateFormatFlagsException(flagsToString(bit));
                }
                f |= bit;
            }
            sp.flags = f;
            if ((f & PREV) != 0) {
                sp.index = -1;
            }
            if (wEnd > wStart) {
                int v = parseNonNeg(s, wStart, wEnd);
                if (v < 0) {
                    throw new IllegalFormatWidthException(Integer.MIN_VALUE);
                }
                sp.width = v;
            }
            if (pStart >= 0) {
                int v = parseNonNeg(s, pStart, pEnd);
                if (v < 0) {
                    throw new IllegalFormatPrecisionException(Integer.MIN_VALUE);
                }
                sp.precision = v;
            }
            if (tT != 0) {
                sp.dt = true;
                if (tT == 'T') {
                    sp.flags |= UPPER;
                }
                sp.conv = conv;
                sp.checkDateTime();
            } else {
                if (!isValidConversion(conv)) {
                    throw new UnknownFormatConversionException(String.valueOf(conv));
                }
                sp.setConversion(conv);
                sp.check();
            }
            al.add(sp);
        }
        return al.toArray(new FormatSpecifier[al.size()]);
    }

    /** Parses decimal digits; -1 when the value does not fit an int. */
    private static int parseNonNeg(String s, int start, int end) {
        long v = 0;
        for (int k = start; k < end; k++) {
            v = v * 10 + (s.charAt(k) - '0');
            if (v > Integer.MAX_VALUE) {
                return -1;
            }
        }
        return (int) v;
    }

    // ------------------------------------------------------------------ specifier

    private static final class FormatSpecifier {
        static IllegalFormatConversionException failConversion(char c, Object arg) {
            return new IllegalFormatConversionException(c, arg.getClass()); // hotspot:4442
        }

        /** argument index: 0 ordinary, -1 previous, -2 none; for fixed text: start. */
        int index;
        int flags;
        /** -1 none; for fixed text: end. */
        int width = -1;
        int precision = -1;
        /** lower-case conversion, 0 for fixed text. */
        char conv;
        boolean dt;

        static FormatSpecifier fixed(int start, int end) {
            FormatSpecifier sp = new FormatSpecifier();
            sp.index = start;
            sp.width = end;
            return sp;
        }

        void setConversion(char c) {
            if (c >= 'A' && c <= 'Z') {
                flags |= UPPER;
                c = (char) (c + ('a' - 'A'));
            }
            conv = c;
            if (c == '%' || c == 'n') {
                index = -2;
            }
        }

        public String toString() {
            StringBuilder sb = new StringBuilder("%");
            sb.append(flagsToString(flags & ~UPPER));
            if (index > 0) {
                sb.append(index).append('$');
            }
            if (width != -1) {
                sb.append(width);
            }
            if (precision != -1) {
                sb.append('.').append(precision);
            }
            if (dt) {
                sb.append((flags & UPPER) != 0 ? 'T' : 't');
            }
            char c = conv;
            if ((flags & UPPER) != 0 && c >= 'a' && c <= 'z') {
                c = (char) (c - ('a' - 'A'));
            }
            sb.append(c);
            return sb.toString();
        }

        private void failMismatch(int flag) {
            throw new FormatFlagsConversionMismatchException(flagsToString(flag), conv);
        }

        private void checkDateTime() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (!isValidDateTime(conv)) {
                throw new UnknownFormatConversionException("t" + conv);
            }
            checkBadFlagsOrdered(new int[] {ALT, PLUS, SPACE, ZERO, GROUP, PAREN});
            if (width == -1 && (flags & LEFT) != 0) {
                throw new MissingFormatWidthException(toString());
            }
        }

        private void checkBadFlagsOrdered(int[] bad) {
            for (int k = 0; k < bad.length; k++) {
                if ((flags & bad[k]) != 0) {
                    failMismatch(bad[k]);
                }
            }
        }

        private void checkNumeric() {
            if (width == -1 && (flags & (LEFT | ZERO)) != 0) {
                throw new MissingFormatWidthException(toString());
            }
            if (((flags & PLUS) != 0 && (flags & SPACE) != 0)
                    || ((flags & LEFT) != 0 && (flags & ZERO) != 0)) {
                throw new IllegalFormatFlagsException(flagsToString(flags));
            }
        }

        void check() {
            switch (conv) {
                case 'b': case 'h': case 's':
                    if ((conv == 'b' || conv == 'h') && (flags & ALT) != 0) {
                        failMismatch(ALT);
                    }
                    if (width == -1 && (flags & LEFT) != 0) {
                        throw new MissingFormatWidthException(toString());
                    }
                    checkBadFlagsOrdered(new int[] {PLUS, SPACE, ZERO, GROUP, PAREN});
                    break;
                case 'c':
                    if (precision != -1) {
                        throw new IllegalFormatPrecisionException(precision);
                    }
                    checkBadFlagsOrdered(new int[] {ALT, PLUS, SPACE, ZERO, GROUP, PAREN});
                    if (width == -1 && (flags & LEFT) != 0) {
                        throw new MissingFormatWidthException(toString());
                    }
                    break;
                case 'd': case 'o': case 'x':
                    checkNumeric();
                    if (precision != -1) {
                        throw new IllegalFormatPrecisionException(precision);
                    }
                    if (conv == 'd') {
                        checkBadFlagsOrdered(new int[] {ALT});
                    } else {
                        checkBadFlagsOrdered(new int[] {GROUP});
                    }
                    break;
                case 'e': case 'f': case 'g': case 'a':
                    checkNumeric();
                    if (conv == 'a') {
                        checkBadFlagsOrdered(new int[] {PAREN, GROUP});
                    } else if (conv == 'e') {
                        checkBadFlagsOrdered(new int[] {GROUP});
                    } else if (conv == 'g') {
                        checkBadFlagsOrdered(new int[] {ALT});
                    }
                    break;
                default: // '%' and 'n'
                    if (precision != -1) {
                        throw new IllegalFormatPrecisionException(precision);
                    }
                    if (conv == '%') {
                        if (flags != LEFT && flags != 0) {
                            throw new IllegalFormatFlagsException(flagsToString(flags));
                        }
                        if (width == -1 && (flags & LEFT) != 0) {
                            throw new MissingFormatWidthException(toString());
                        }
                    } else {
                        if (width != -1) {
                            throw new IllegalFormatWidthException(width);
                        }
                        if (flags != 0) {
                            throw new IllegalFormatFlagsException(flagsToString(flags));
                        }
                    }
                    break;
            }
        }

        // -------------------------------------------------------------- printing

        /** The locale's number symbols; en-US ones without a locale. */
        private Locale loc;
        private char zero = '0';
        private char decSep = '.';
        private char grpSep = ',';
        private int grpSize = 3;

        private void localize(Locale l) {
            loc = l;
            if (l == null || l.equals(Locale.US)) {
                return;
            }
            java.text.DecimalFormatSymbols dfs = java.text.DecimalFormatSymbols.getInstance(l);
            zero = dfs.getZeroDigit();
            decSep = dfs.getDecimalSeparator();
            grpSep = dfs.getGroupingSeparator();
            // The grouping size of the locale's integer pattern (the digits after its last ',').
            String pat = jdk.internal.terrarium.LocaleInfo.get(l, jdk.internal.terrarium.LocaleInfo.INTEGER_PATTERN);
            int comma = pat.lastIndexOf(',');
            if (comma >= 0) {
                int n = 0;
                for (int i = comma + 1; i < pat.length() && (pat.charAt(i) == '#' || pat.charAt(i) == '0'); i++) {
                    n++;
                }
                grpSize = n;
            }
        }

        private String upper(String s) {
            return s.toUpperCase(loc == null ? Locale.getDefault(Locale.Category.FORMAT) : loc);
        }

        void print(Formatter fmt, Object arg) throws IOException {
            Appendable a = fmt.a;
            localize(fmt.current);
            if (dt) {
                printDateTime(a, arg);
                return;
            }
            switch (conv) {
                case 'b': {
                    String s;
                    if (arg == null) {
                        s = "false";
                    } else if (arg instanceof Boolean) {
                        s = ((Boolean) arg).toString();
                    } else {
                        s = "true";
                    }
                    printString(a, s);
                    break;
                }
                case 'h':
                    printString(a, arg == null ? "null" : Integer.toHexString(arg.hashCode()));
                    break;
                case 's':
                    if (arg instanceof Formattable) {
                        ((Formattable) arg).formatTo(fmt, flags, width, precision);
                    } else {
                        if ((flags & ALT) != 0) {
                            failMismatch(ALT);
                        }
                        printString(a, arg == null ? "null" : arg.toString());
                    }
                    break;
                case 'c':
                    printChar(a, arg);
                    break;
                case 'd': case 'o': case 'x':
                    printInteger(a, arg); // hotspot:2918
                    break;
                case 'e': case 'f': case 'g': case 'a':
                    printFloat(a, arg); // hotspot:2924
                    break;
                case '%':
                    appendJustified(a, "%");
                    break;
                case 'n':
                    a.append(System.lineSeparator());
                    break;
                default:
                    throw new UnknownFormatConversionException(String.valueOf(conv));
            }
        }

        private void printString(Appendable a, String s) throws IOException {
            if (precision != -1 && precision < s.length()) {
                s = s.substring(0, precision);
            }
            if ((flags & UPPER) != 0) {
                s = upper(s);
            }
            appendJustified(a, s);
        }

        private void appendJustified(Appendable a, CharSequence cs) throws IOException {
            if (width == -1) {
                a.append(cs);
                return;
            }
            boolean padRight = (flags & LEFT) != 0;
            int sp = width - cs.length();
            if (padRight) {
                a.append(cs);
            }
            for (int k = 0; k < sp; k++) {
                a.append(' ');
            }
            if (!padRight) {
                a.append(cs);
            }
        }

        private void printChar(Appendable a, Object arg) throws IOException {
            if (arg == null) {
                printString(a, "null");
                return;
            }
            String s;
            if (arg instanceof Character) {
                s = ((Character) arg).toString();
            } else {
                int cp;
                if (arg instanceof Byte) {
                    cp = ((Byte) arg).byteValue();
                } else if (arg instanceof Short) {
                    cp = ((Short) arg).shortValue();
                } else if (arg instanceof Integer) {
                    cp = ((Integer) arg).intValue();
                } else {
                    throw FormatSpecifier.failConversion(conv, arg);
                }
                if (!Character.isValidCodePoint(cp)) {
                    throw new IllegalFormatCodePointException(cp);
                }
                s = new String(Character.toChars(cp));
            }
            printString(a, s);
        }

        // ---------------------------------------------------------- date/time

        /**
         * As the JDK: a Long or Date is read through a Calendar in the default
         * time zone, a Calendar as it is, a TemporalAccessor through its fields
         * (a field it lacks is an IllegalFormatConversionException). Names are
         * the English (Locale.US) ones whatever the locale.
         */
        private void printDateTime(Appendable a, Object arg) throws IOException {
            if (arg == null) {
                printString(a, "null");
                return;
            }
            Object t;
            if (arg instanceof Long) {
                Calendar cal = Calendar.getInstance(Locale.US);
                cal.setTimeInMillis(((Long) arg).longValue());
                t = cal;
            } else if (arg instanceof Date) {
                Calendar cal = Calendar.getInstance(Locale.US);
                cal.setTime((Date) arg);
                t = cal;
            } else if (arg instanceof Calendar) {
                Calendar cal = (Calendar) ((Calendar) arg).clone();
                cal.setLenient(true);
                t = cal;
            } else if (arg instanceof java.time.temporal.TemporalAccessor) {
                t = arg;
            } else {
                throw FormatSpecifier.failConversion(conv, arg);
            }
            StringBuilder sb = new StringBuilder();
            dateTime(sb, t, conv);
            if ((flags & UPPER) != 0) {
                appendJustified(a, sb.toString().toUpperCase());
            } else {
                appendJustified(a, sb);
            }
        }

        private static final String[] SHORT_DAYS = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
        private static final String[] DAYS = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday"};
        private static final String[] SHORT_MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug",
            "Sep", "Oct", "Nov", "Dec"};
        private static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July",
            "August", "September", "October", "November", "December"};

        /** A Calendar field, or the matching ChronoField of a TemporalAccessor. */
        private static long field(Object t, char c, int calField, ChronoField tf) {
            if (t instanceof Calendar) {
                return ((Calendar) t).get(calField);
            }
            java.time.temporal.TemporalAccessor ta = (java.time.temporal.TemporalAccessor) t;
            try {
                return tf == ChronoField.INSTANT_SECONDS ? ta.getLong(tf) : ta.get(tf);
            } catch (java.time.DateTimeException x) {
                throw FormatSpecifier.failConversion(c, t);
            }
        }

        private static void zeroPad(StringBuilder sb, long v, int width) {
            String s = Long.toString(v);
            for (int k = s.length(); k < width; k++) {
                sb.append('0');
            }
            sb.append(s);
        }

        private StringBuilder dateTime(StringBuilder sb, Object t, char c) {
            boolean cal = t instanceof Calendar;
            switch (c) {
                case 'H':
                    zeroPad(sb, field(t, c, Calendar.HOUR_OF_DAY, ChronoField.HOUR_OF_DAY), 2);
                    break;
                case 'k':
                    sb.append(field(t, c, Calendar.HOUR_OF_DAY, ChronoField.HOUR_OF_DAY));
                    break;
                case 'I': case 'l': {
                    long h = field(t, c, Calendar.HOUR_OF_DAY, ChronoField.CLOCK_HOUR_OF_AMPM);
                    if (cal) {
                        h = h == 0 || h == 12 ? 12 : h % 12;
                    }
                    if (c == 'I') {
                        zeroPad(sb, h, 2);
                    } else {
                        sb.append(h);
                    }
                    break;
                }
                case 'M':
                    zeroPad(sb, field(t, c, Calendar.MINUTE, ChronoField.MINUTE_OF_HOUR), 2);
                    break;
                case 'S':
                    zeroPad(sb, field(t, c, Calendar.SECOND, ChronoField.SECOND_OF_MINUTE), 2);
                    break;
                case 'L':
                    zeroPad(sb, field(t, c, Calendar.MILLISECOND, ChronoField.MILLI_OF_SECOND), 3);
                    break;
                case 'N': {
                    long n;
                    if (cal) {
                        n = ((Calendar) t).get(Calendar.MILLISECOND) * 1000000L;
                    } else {
                        try {
                            n = ((java.time.temporal.TemporalAccessor) t).get(ChronoField.NANO_OF_SECOND);
                        } catch (java.time.temporal.UnsupportedTemporalTypeException u) {
                            n = field(t, c, 0, ChronoField.MILLI_OF_SECOND) * 1000000L;
                        }
                    }
                    zeroPad(sb, n, 9);
                    break;
                }
                case 'Q':
                    if (cal) {
                        sb.append(((Calendar) t).getTimeInMillis());
                    } else {
                        sb.append(field(t, c, 0, ChronoField.INSTANT_SECONDS) * 1000L + field(t, c, 0, ChronoField.MILLI_OF_SECOND));
                    }
                    break;
                case 's':
                    if (cal) {
                        sb.append(((Calendar) t).getTimeInMillis() / 1000);
                    } else {
                        sb.append(field(t, c, 0, ChronoField.INSTANT_SECONDS));
                    }
                    break;
                case 'p':
                    sb.append(field(t, c, Calendar.AM_PM, ChronoField.AMPM_OF_DAY) == 0 ? "am" : "pm");
                    break;
                case 'z': {
                    long secs;
                    if (cal) {
                        Calendar k = (Calendar) t;
                        secs = (k.get(Calendar.ZONE_OFFSET) + k.get(Calendar.DST_OFFSET)) / 1000;
                    } else {
                        secs = field(t, c, 0, ChronoField.OFFSET_SECONDS);
                    }
                    sb.append(secs < 0 ? '-' : '+');
                    long min = Math.abs(secs) / 60;
                    zeroPad(sb, (min / 60) * 100 + min % 60, 4);
                    break;
                }
                case 'Z':
                    zoneName(sb, t, c, loc == null ? Locale.US : loc);
                    break;
                case 'a': case 'A': {
                    int d;
                    if (cal) {
                        d = ((Calendar) t).get(Calendar.DAY_OF_WEEK) - 1;
                    } else {
                        d = (int) (field(t, c, 0, ChronoField.DAY_OF_WEEK) % 7);
                    }
                    sb.append(c == 'A' ? DAYS[d] : SHORT_DAYS[d]);
                    break;
                }
                case 'b': case 'h': case 'B': {
                    int m = cal ? ((Calendar) t).get(Calendar.MONTH) : (int) field(t, c, 0, ChronoField.MONTH_OF_YEAR) - 1;
                    sb.append(c == 'B' ? MONTHS[m] : SHORT_MONTHS[m]);
                    break;
                }
                case 'C': case 'y': case 'Y': {
                    long y = field(t, c, Calendar.YEAR, ChronoField.YEAR_OF_ERA);
                    if (c == 'C') {
                        y /= 100;
                    } else if (c == 'y') {
                        y %= 100;
                    }
                    zeroPad(sb, y, c == 'Y' ? 4 : 2);
                    break;
                }
                case 'd':
                    zeroPad(sb, field(t, c, Calendar.DAY_OF_MONTH, ChronoField.DAY_OF_MONTH), 2);
                    break;
                case 'e':
                    sb.append(field(t, c, Calendar.DAY_OF_MONTH, ChronoField.DAY_OF_MONTH));
                    break;
                case 'j':
                    zeroPad(sb, field(t, c, Calendar.DAY_OF_YEAR, ChronoField.DAY_OF_YEAR), 3);
                    break;
                case 'm':
                    if (cal) {
                        zeroPad(sb, ((Calendar) t).get(Calendar.MONTH) + 1, 2);
                    } else {
                        zeroPad(sb, field(t, c, 0, ChronoField.MONTH_OF_YEAR), 2);
                    }
                    break;
                case 'T': case 'R':
                    dateTime(sb, t, 'H').append(':');
                    dateTime(sb, t, 'M');
                    if (c == 'T') {
                        sb.append(':');
                        dateTime(sb, t, 'S');
                    }
                    break;
                case 'r': {
                    dateTime(sb, t, 'I').append(':');
                    dateTime(sb, t, 'M').append(':');
                    dateTime(sb, t, 'S').append(' ');
                    StringBuilder ap = new StringBuilder();
                    dateTime(ap, t, 'p');
                    sb.append(ap.toString().toUpperCase());
                    break;
                }
                case 'c':
                    dateTime(sb, t, 'a').append(' ');
                    dateTime(sb, t, 'b').append(' ');
                    dateTime(sb, t, 'd').append(' ');
                    dateTime(sb, t, 'T').append(' ');
                    dateTime(sb, t, 'Z').append(' ');
                    dateTime(sb, t, 'Y');
                    break;
                case 'D':
                    dateTime(sb, t, 'm').append('/');
                    dateTime(sb, t, 'd').append('/');
                    dateTime(sb, t, 'y');
                    break;
                case 'F':
                    dateTime(sb, t, 'Y').append('-');
                    dateTime(sb, t, 'm').append('-');
                    dateTime(sb, t, 'd');
                    break;
                default:
                    throw new UnknownFormatConversionException("t" + c);
            }
            return sb;
        }

        /** A Calendar's zone by its short name; a region zone too; an offset by its id. */
        private static void zoneName(StringBuilder sb, Object t, char c, Locale l) {
            if (t instanceof Calendar) {
                Calendar k = (Calendar) t;
                sb.append(k.getTimeZone().getDisplayName(k.get(Calendar.DST_OFFSET) != 0, TimeZone.SHORT, l));
                return;
            }
            java.time.temporal.TemporalAccessor ta = (java.time.temporal.TemporalAccessor) t;
            java.time.ZoneId zid = ta.query(java.time.temporal.TemporalQueries.zone());
            if (zid == null) {
                throw FormatSpecifier.failConversion(c, t);
            }
            if (!(zid instanceof java.time.ZoneOffset) && ta.isSupported(ChronoField.INSTANT_SECONDS)) {
                java.time.Instant instant = java.time.Instant.from(ta);
                sb.append(TimeZone.getTimeZone(zid.getId())
                        .getDisplayName(zid.getRules().isDaylightSavings(instant), TimeZone.SHORT, l));
                return;
            }
            sb.append(zid.getId());
        }

        // ---------------------------------------------------------- integers

        private void printInteger(Appendable a, Object arg) throws IOException {
            if (arg == null) {
                printString(a, "null");
                return;
            }
            long v;
            int bits;
            if (arg instanceof Integer) {
                v = ((Integer) arg).intValue();
                bits = 32;
            } else if (arg instanceof Long) {
                v = ((Long) arg).longValue();
                bits = 64;
            } else if (arg instanceof Byte) {
                v = ((Byte) arg).byteValue();
                bits = 8;
            } else if (arg instanceof Short) {
                v = ((Short) arg).shortValue();
                bits = 16;
            } else if (arg instanceof java.math.BigInteger) {
                printBigInteger(a, (java.math.BigInteger) arg);
                return;
            } else {
                throw FormatSpecifier.failConversion(conv, arg); // hotspot:2963
            }
            if (v < 0 && bits < 64 && conv != 'd') {
                v += (1L << bits);
            }
            StringBuilder sb = new StringBuilder();
            if (conv == 'd') {
                boolean neg = v < 0;
                String digits = Long.toString(v);
                leadingSign(sb, neg);
                localizedMagnitude(sb, digits, neg ? 1 : 0, adjustWidth(width, neg));
                trailingSign(sb, neg);
            } else {
                checkBadFlagsOrdered(new int[] {PAREN, SPACE, PLUS});
                String s;
                int len;
                if (conv == 'o') {
                    s = Long.toOctalString(v);
                    len = (flags & ALT) != 0 ? s.length() + 1 : s.length();
                    if ((flags & ALT) != 0) {
                        sb.append('0');
                    }
                } else {
                    s = Long.toHexString(v);
                    len = (flags & ALT) != 0 ? s.length() + 2 : s.length();
                    if ((flags & ALT) != 0) {
                        sb.append((flags & UPPER) != 0 ? "0X" : "0x");
                    }
                }
                if ((flags & ZERO) != 0) {
                    trailingZeros(sb, width - len);
                }
                if ((flags & UPPER) != 0) {
                    s = s.toUpperCase();
                }
                sb.append(s);
            }
            appendJustified(a, sb);
        }

        private void printBigInteger(Appendable a, java.math.BigInteger value) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = value.signum() == -1;
            java.math.BigInteger v = value.abs();
            leadingSign(sb, neg);
            if (conv == 'd') {
                localizedMagnitude(sb, v.toString(), 0, adjustWidth(width, neg));
            } else {
                boolean hex = conv == 'x';
                String s = v.toString(hex ? 16 : 8);
                int len = s.length() + sb.length();
                if (neg && (flags & PAREN) != 0) {
                    len++;
                }
                if ((flags & ALT) != 0) {
                    if (hex) {
                        len += 2;
                        sb.append((flags & UPPER) != 0 ? "0X" : "0x");
                    } else {
                        len++;
                        sb.append('0');
                    }
                }
                if ((flags & ZERO) != 0) {
                    trailingZeros(sb, width - len);
                }
                if ((flags & UPPER) != 0) {
                    s = s.toUpperCase();
                }
                sb.append(s);
            }
            trailingSign(sb, neg);
            appendJustified(a, sb);
        }

        private void leadingSign(StringBuilder sb, boolean neg) {
            if (!neg) {
                if ((flags & PLUS) != 0) {
                    sb.append('+');
                } else if ((flags & SPACE) != 0) {
                    sb.append(' ');
                }
            } else {
                if ((flags & PAREN) != 0) {
                    sb.append('(');
                } else {
                    sb.append('-');
                }
            }
        }

        private void trailingSign(StringBuilder sb, boolean neg) {
            if (neg && (flags & PAREN) != 0) {
                sb.append(')');
            }
        }

        private int adjustWidth(int w, boolean neg) {
            if (w != -1 && neg && (flags & PAREN) != 0) {
                w--;
            }
            return w;
        }

        private static void trailingZeros(StringBuilder sb, int n) {
            for (int k = 0; k < n; k++) {
                sb.append('0');
            }
        }

        /** Appends value[offset..] with grouping and the decimal separator, then zero padding to w. */
        private void localizedMagnitude(StringBuilder sb, CharSequence value, int offset, int w) {
            int begin = sb.length();
            int len = value.length();
            int dot = len;
            for (int j = offset; j < len; j++) {
                if (value.charAt(j) == '.') {
                    dot = j;
                    break;
                }
            }
            boolean group = (flags & GROUP) != 0 && grpSize > 0;
            for (int j = offset; j < len; j++) {
                if (j == dot) {
                    sb.append(decSep);
                    group = false;
                    continue;
                }
                char c = value.charAt(j);
                sb.append(c >= '0' && c <= '9' ? (char) (c - '0' + zero) : c);
                if (group && j != dot - 1 && ((dot - j) % grpSize == 1 || grpSize == 1)) {
                    sb.append(grpSep);
                }
            }
            if (w != -1 && (flags & ZERO) != 0) {
                int pad = w - sb.length();
                if (pad > 0) {
                    char[] zeros = new char[pad];
                    Arrays.fill(zeros, zero);
                    sb.insert(begin, zeros);
                }
            }
        }

        // ---------------------------------------------------------- floating point

        private void printFloat(Appendable a, Object arg) throws IOException {
            if (arg == null) {
                printString(a, "null");
                return;
            }
            double value;
            if (arg instanceof Double) {
                value = ((Double) arg).doubleValue();
            } else if (arg instanceof Float) {
                value = ((Float) arg).floatValue();
            } else {
                throw FormatSpecifier.failConversion(conv, arg); // hotspot:2976
            }
            StringBuilder sb = new StringBuilder();
            boolean neg = Double.compare(value, 0.0) == -1;
            if (value != value) {
                sb.append((flags & UPPER) != 0 ? "NAN" : "NaN");
            } else {
                double v = Math.abs(value);
                leadingSign(sb, neg);
                if (v == Double.POSITIVE_INFINITY) {
                    sb.append((flags & UPPER) != 0 ? "INFINITY" : "Infinity");
                } else {
                    printFinite(sb, v, neg);
                }
                trailingSign(sb, neg);
            }
            appendJustified(a, sb);
        }

        private void printFinite(StringBuilder sb, double value, boolean neg) {
            if (conv == 'a') {
                printHex(sb, value, neg);
                return;
            }
            Digits d = new Digits(value);
            StringBuilder mant = new StringBuilder();
            if (conv == 'e') {
                int prec = precision == -1 ? 6 : precision;
                int exp = d.round(prec + 1);
                d.fillScientific(mant, prec, exp);
                addZeros(mant, prec);
                if ((flags & ALT) != 0 && prec == 0) {
                    mant.append('.');
                }
                String e = value == 0.0 ? "+00" : expString(exp);
                int newW = width;
                if (width != -1) {
                    newW = adjustWidth(width - e.length() - 1, neg);
                }
                localizedMagnitude(sb, mant, 0, newW);
                sb.append((flags & UPPER) != 0 ? 'E' : 'e');
                appendExponent(sb, e);
            } else if (conv == 'f') {
                int prec = precision == -1 ? 6 : precision;
                int exp = d.round(d.decExp + prec);
                d.fillDecimal(mant, prec, exp);
                addZeros(mant, prec);
                if ((flags & ALT) != 0 && prec == 0) {
                    mant.append('.');
                }
                localizedMagnitude(sb, mant, 0, adjustWidth(width, neg));
            } else {
                int prec = precision;
                if (precision == -1) {
                    prec = 6;
                } else if (precision == 0) {
                    prec = 1;
                }
                String e = null;
                if (value == 0.0) {
                    mant.append('0');
                    prec -= 1;
                } else {
                    int exp = d.round(prec);
                    int sciExp = exp - 1;
                    if (sciExp < -4 || sciExp >= prec) {
                        d.fillScientific(mant, prec - 1, exp);
                        e = expString(exp);
                        prec -= 1;
                    } else {
                        prec -= exp;
                        d.fillDecimal(mant, prec, exp);
                    }
                }
                addZeros(mant, prec);
                int newW = width;
                if (width != -1) {
                    newW = adjustWidth(e != null ? width - e.length() - 1 : width, neg);
                }
                localizedMagnitude(sb, mant, 0, newW);
                if (e != null) {
                    sb.append((flags & UPPER) != 0 ? 'E' : 'e');
                    appendExponent(sb, e);
                }
            }
        }

        /** The sign as it is, the digits in the locale's. */
        private void appendExponent(StringBuilder sb, String e) {
            for (int i = 0; i < e.length(); i++) {
                char c = e.charAt(i);
                sb.append(c >= '0' && c <= '9' ? (char) (c - '0' + zero) : c);
            }
        }

        private static String expString(int exp) {
            int e;
            char sign;
            if (exp <= 0) {
                sign = '-';
                e = -exp + 1;
            } else {
                sign = '+';
                e = exp - 1;
            }
            if (e <= 9) {
                return sign + "0" + e;
            }
            return sign + Integer.toString(e);
        }

        /** Pads the fraction of sb with zeros to prec digits (never shortens). */
        private static void addZeros(StringBuilder sb, int prec) {
            int len = sb.length();
            int i;
            for (i = 0; i < len; i++) {
                if (sb.charAt(i) == '.') {
                    break;
                }
            }
            boolean needDot = i == len;
            int outPrec = len - i - (needDot ? 0 : 1);
            if (outPrec == prec) {
                return;
            }
            if (needDot) {
                sb.append('.');
            }
            trailingZeros(sb, prec - outPrec);
        }

        private void printHex(StringBuilder sb, double value, boolean neg) {
            int prec = precision;
            if (precision == -1) {
                prec = 0;
            } else if (precision == 0) {
                prec = 1;
            }
            String s = hexDouble(value, prec);
            boolean upper = (flags & UPPER) != 0;
            sb.append(upper ? "0X" : "0x");
            if ((flags & ZERO) != 0) {
                int lead = 2;
                if ((flags & (SPACE | PLUS)) != 0 || neg) {
                    lead = 3;
                }
                trailingZeros(sb, width - s.length() - lead);
            }
            int idx = s.indexOf('p');
            StringBuilder va = new StringBuilder();
            if (upper) {
                va.append(s.substring(0, idx).toUpperCase());
            } else {
                va.append(s, 0, idx);
            }
            if (prec != 0) {
                addZeros(va, prec);
            }
            sb.append(va);
            sb.append(upper ? 'P' : 'p');
            sb.append(s, idx + 1, s.length());
        }

        private static String hexDouble(double d, int prec) {
            if (d == 0.0 || prec == 0 || prec >= 13) {
                return Double.toHexString(d).substring(2);
            }
            int exponent = Math.getExponent(d);
            boolean subnormal = exponent == Double.MIN_EXPONENT - 1;
            if (subnormal) {
                d *= 0x1.0p54;
            }
            int shift = 53 - (1 + prec * 4);
            long bits = Double.doubleToRawLongBits(d);
            long signif = (bits & 0x7fffffffffffffffL) >> shift;
            long rounding = bits & ~(~0L << shift);
            boolean leastZero = (signif & 1L) == 0L;
            boolean round = ((1L << (shift - 1)) & rounding) != 0L;
            boolean sticky = shift > 1 && (~(1L << (shift - 1)) & rounding) != 0;
            if ((leastZero && round && sticky) || (!leastZero && round)) {
                signif++;
            }
            double result = Double.longBitsToDouble((bits & 0x8000000000000000L) | (signif << shift));
            if (Double.isInfinite(result)) {
                return "1.0p1024";
            }
            String res = Double.toHexString(result).substring(2);
            if (!subnormal) {
                return res;
            }
            int idx = res.indexOf('p');
            int iexp = Integer.parseInt(res.substring(idx + 1)) - 54;
            return res.substring(0, idx) + "p" + iexp;
        }
    }

    /**
     * The decimal digits of a positive finite double as Double.toString gives them:
     * value = 0.d1d2...dn * 10^decExp.
     */
    private static final class Digits {
        char[] d;
        int n;
        int decExp;

        Digits(double v) {
            if (v == 0.0) {
                d = new char[] {'0'};
                n = 1;
                decExp = 0;
                return;
            }
            String s = Double.toString(v);
            int len = s.length();
            int ePos = s.indexOf('E');
            int mEnd = ePos < 0 ? len : ePos;
            int e10 = ePos < 0 ? 0 : Integer.parseInt(s.substring(ePos + 1));
            char[] buf = new char[mEnd];
            int cnt = 0;
            int dot = mEnd;
            for (int k = 0; k < mEnd; k++) {
                char c = s.charAt(k);
                if (c == '.') {
                    dot = k;
                } else {
                    buf[cnt++] = c;
                }
            }
            int exp = dot + e10;
            int first = 0;
            while (first < cnt - 1 && buf[first] == '0') {
                first++;
                exp--;
            }
            int last = cnt;
            while (last > first + 1 && buf[last - 1] == '0') {
                last--;
            }
            n = last - first;
            d = new char[n];
            System.arraycopy(buf, first, d, 0, n);
            decExp = exp;
        }

        /** Rounds half-up to prec significant digits; returns the resulting exponent. */
        int round(int prec) {
            if (prec >= n || prec < 0) {
                return decExp;
            }
            if (prec == 0) {
                if (d[0] >= '5') {
                    d[0] = '1';
                    Arrays.fill(d, 1, n, '0');
                    return decExp + 1;
                }
                Arrays.fill(d, 0, n, '0');
                return decExp;
            }
            if (d[prec] >= '5') {
                int i = prec - 1;
                while (i >= 0 && d[i] == '9') {
                    i--;
                }
                if (i < 0) {
                    d[0] = '1';
                    Arrays.fill(d, 1, n, '0');
                    return decExp + 1;
                }
                d[i]++;
                Arrays.fill(d, i + 1, n, '0');
            } else {
                Arrays.fill(d, prec, n, '0');
            }
            return decExp;
        }

        void fillDecimal(StringBuilder sb, int precision, int exp) {
            if (exp > 0) {
                if (n < exp) {
                    sb.append(d, 0, n);
                    for (int k = n; k < exp; k++) {
                        sb.append('0');
                    }
                } else {
                    int t = Math.min(n - exp, precision);
                    sb.append(d, 0, exp);
                    if (t > 0) {
                        sb.append('.');
                        sb.append(d, exp, t);
                    }
                }
            } else {
                int zeros = Math.max(0, Math.min(-exp, precision));
                int t = Math.max(0, Math.min(n, precision + exp));
                if (zeros > 0) {
                    sb.append("0.");
                    for (int k = 0; k < zeros; k++) {
                        sb.append('0');
                    }
                    if (t > 0) {
                        sb.append(d, 0, t);
                    }
                } else if (t > 0) {
                    sb.append("0.");
                    sb.append(d, 0, t);
                } else {
                    sb.append('0');
                }
            }
        }

        void fillScientific(StringBuilder sb, int precision, int exp) {
            int t = Math.max(0, Math.min(n - 1, precision));
            sb.append(d[0]);
            if (t > 0) {
                sb.append('.');
                sb.append(d, 1, t);
            }
        }
    }
}
