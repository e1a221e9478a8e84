package java.time.format;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.util.ArrayList;
import jdk.internal.terrarium.LocaleInfo;
import jdk.internal.terrarium.time.Names;
import jdk.internal.terrarium.time.Zones;

/** Printer-parsers of DateTimeFormatter. */
final class Fmt {
    private Fmt() {
    }

    static final class PrintCtx {
        TemporalAccessor temporal;
        java.util.Locale locale = java.util.Locale.ROOT;
        int optional;

        Long value(TemporalField field) {
            if (optional > 0 && !temporal.isSupported(field)) {
                return null;
            }
            return temporal.getLong(field);
        }
    }

    static final class ParseCtx {
        java.util.Locale locale = java.util.Locale.ROOT;
        boolean caseSensitive = true;
        boolean strict = true;
        Parsed parsed = new Parsed();

        boolean charEq(char a, char b) {
            if (caseSensitive) {
                return a == b;
            }
            return a == b || Character.toUpperCase(a) == Character.toUpperCase(b)
                || Character.toLowerCase(a) == Character.toLowerCase(b);
        }

        boolean regionMatches(CharSequence text, int pos, String s) {
            if (pos + s.length() > text.length()) {
                return false;
            }
            for (int i = 0; i < s.length(); i++) {
                if (!charEq(text.charAt(pos + i), s.charAt(i))) {
                    return false;
                }
            }
            return true;
        }

        void set(TemporalField f, long v) {
            parsed.fieldValues.put(f, v);
        }
    }

    abstract static class PP {
        /** Appends; false when an optional section must be dropped. */
        abstract boolean format(PrintCtx ctx, StringBuilder buf);

        /** New position, or ~errorPosition. */
        abstract int parse(ParseCtx ctx, CharSequence text, int pos);

        /** Digits taken when this is a fixed-width numeric element, else -1. */
        int fixedWidth() {
            return -1;
        }
    }

    static final class Composite extends PP {
        final PP[] pps;
        final boolean optional;

        /** This composite as a mandatory or optional part of another formatter. */
        Composite withOptional(boolean opt) {
            if (opt == optional) {
                return this;
            }
            return new Composite(new ArrayList<PP>(java.util.Arrays.asList(pps)), opt);
        }

        Composite(ArrayList<PP> list, boolean optional) {
            this.pps = list.toArray(new PP[0]);
            this.optional = optional;
            // adjacent value parsing: a variable width number reserves the widths of the fixed ones after it
            for (int i = 0; i < pps.length; i++) {
                if (pps[i] instanceof Num && pps[i].fixedWidth() < 0) {
                    int reserve = 0;
                    int j = i + 1;
                    while (j < pps.length && pps[j].fixedWidth() >= 0) {
                        reserve += pps[j].fixedWidth();
                        j++;
                    }
                    ((Num) pps[i]).subsequentWidth = reserve;
                }
            }
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            int length = buf.length();
            if (optional) {
                ctx.optional++;
            }
            try {
                for (PP pp : pps) {
                    if (!pp.format(ctx, buf)) {
                        buf.setLength(length);
                        return true;
                    }
                }
            } finally {
                if (optional) {
                    ctx.optional--;
                }
            }
            return true;
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int pos) {
            if (optional) {
                Parsed saved = ctx.parsed.copy();
                int p = pos;
                for (PP pp : pps) {
                    p = pp.parse(ctx, text, p);
                    if (p < 0) {
                        ctx.parsed = saved;
                        return pos;
                    }
                }
                return p;
            }
            for (PP pp : pps) {
                pos = pp.parse(ctx, text, pos);
                if (pos < 0) {
                    break;
                }
            }
            return pos;
        }

        @Override
        public String toString() {
            StringBuilder buf = new StringBuilder();
            buf.append(optional ? "[" : "(");
            for (PP pp : pps) {
                buf.append(pp);
            }
            buf.append(optional ? "]" : ")");
            return buf.toString();
        }
    }

    static final class Settings extends PP {
        final int kind;

        Settings(int kind) {
            this.kind = kind;
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            return true;
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int pos) {
            switch (kind) {
                case 0:
                    ctx.caseSensitive = true;
                    break;
                case 1:
                    ctx.caseSensitive = false;
                    break;
                case 2:
                    ctx.strict = true;
                    break;
                default:
                    ctx.strict = false;
                    break;
            }
            return pos;
        }

        @Override
        public String toString() {
            switch (kind) {
                case 0:
                    return "ParseCaseSensitive(true)";
                case 1:
                    return "ParseCaseSensitive(false)";
                case 2:
                    return "ParseStrict(true)";
                default:
                    return "ParseStrict(false)";
            }
        }
    }

    static final class Lit extends PP {
        final String s;

        Lit(String s) {
            this.s = s;
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            buf.append(s);
            return true;
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int pos) {
            if (pos > text.length() || pos < 0) {
                throw new IndexOutOfBoundsException();
            }
            if (!ctx.regionMatches(text, pos, s)) {
                return ~pos;
            }
            return pos + s.length();
        }

        @Override
        public String toString() {
            return "'" + s.replace("'", "''") + "'";
        }
    }

    static final class Num extends PP {
        final TemporalField field;
        final int minWidth;
        final int maxWidth;
        final SignStyle sign;
        int subsequentWidth;

        Num(TemporalField field, int minWidth, int maxWidth, SignStyle sign) {
            this.field = field;
            this.minWidth = minWidth;
            this.maxWidth = maxWidth;
            this.sign = sign;
        }

        @Override
        int fixedWidth() {
            return (minWidth == maxWidth && sign == SignStyle.NOT_NEGATIVE) ? minWidth : -1;
        }

        long printValue(long v) {
            return v;
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            Long valueLong = ctx.value(field);
            if (valueLong == null) {
                return false;
            }
            long value = printValue(valueLong);
            String str = (value == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(Math.abs(value)));
            if (str.length() > maxWidth) {
                throw new DateTimeException("Field " + field + " cannot be printed as the value " + value
                    + " exceeds the maximum print width of " + maxWidth);
            }
            if (value >= 0) {
                switch (sign) {
                    case EXCEEDS_PAD:
                        if (minWidth < 19 && str.length() > minWidth) {
                            buf.append('+');
                        }
                        break;
                    case ALWAYS:
                        buf.append('+');
                        break;
                    default:
                        break;
                }
            } else {
                switch (sign) {
                    case NORMAL:
                    case EXCEEDS_PAD:
                    case ALWAYS:
                        buf.append('-');
                        break;
                    case NOT_NEGATIVE:
                        throw new DateTimeException("Field " + field + " cannot be printed as the value " + value
                            + " cannot be negative according to the SignStyle");
                    default:
                        break;
                }
            }
            for (int i = 0; i < minWidth - str.length(); i++) {
                buf.append('0');
            }
            buf.append(str);
            return true;
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int position) {
            int length = text.length();
            if (position == length) {
                return ~position;
            }
            char signChar = text.charAt(position);
            boolean negative = false;
            boolean positive = false;
            int effMinWidth = ctx.strict ? minWidth : 1;
            int effMaxWidth = (ctx.strict ? maxWidth : 9) + Math.max(subsequentWidth, 0);
            if (signChar == '+') {
                if (!(sign == SignStyle.ALWAYS || sign == SignStyle.EXCEEDS_PAD || (!ctx.strict && sign != SignStyle.NOT_NEGATIVE))) {
                    return ~position;
                }
                positive = true;
                position++;
            } else if (signChar == '-') {
                if (!(sign == SignStyle.ALWAYS || sign == SignStyle.EXCEEDS_PAD || sign == SignStyle.NORMAL || !ctx.strict)) {
                    return ~position;
                }
                negative = true;
                position++;
            } else if (sign == SignStyle.ALWAYS && ctx.strict) {
                return ~position;
            }
            int pos = position;
            int end = Math.min(length, pos + effMaxWidth);
            while (pos < end && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
                pos++;
            }
            int n = pos - position;
            if (n < effMinWidth) {
                return ~position;
            }
            if (subsequentWidth > 0) {
                n = Math.max(effMinWidth, n - subsequentWidth);
                pos = position + n;
            }
            if (n > 18) {
                java.math.BigInteger big = new java.math.BigInteger(text.subSequence(position, pos).toString());
                if (big.bitLength() > 63) {
                    n = 18;
                    pos = position + n;
                }
            }
            long total = Long.parseLong(text.subSequence(position, pos).toString());
            if (negative) {
                if (total == 0 && ctx.strict) {
                    return ~(position - 1);
                }
                total = -total;
            } else if (sign == SignStyle.EXCEEDS_PAD && ctx.strict) {
                if (positive) {
                    if (n <= minWidth) {
                        return ~(position - 1);
                    }
                } else if (n > minWidth) {
                    return ~position;
                }
            }
            return setValue(ctx, total, position, pos);
        }

        int setValue(ParseCtx ctx, long value, int errorPos, int successPos) {
            ctx.set(field, value);
            return successPos;
        }

        @Override
        public String toString() {
            if (minWidth == 1 && maxWidth == 19 && sign == SignStyle.NORMAL) {
                return "Value(" + field + ")";
            }
            if (minWidth == maxWidth && sign == SignStyle.NOT_NEGATIVE) {
                return "Value(" + field + "," + minWidth + ")";
            }
            return "Value(" + field + "," + minWidth + "," + maxWidth + "," + sign + ")";
        }
    }

    static final class Reduced extends PP {
        final TemporalField field;
        final int minWidth;
        final int maxWidth;
        final int baseValue;
        /** The base as a date (shown by toString), or null when given as a value. */
        final java.time.LocalDate baseDate;

        Reduced(TemporalField field, int baseValue) {
            this(field, 2, 2, baseValue, java.time.LocalDate.of(baseValue, 1, 1));
        }

        Reduced(TemporalField field, int minWidth, int maxWidth, int baseValue, java.time.LocalDate baseDate) {
            this.field = field;
            this.minWidth = minWidth;
            this.maxWidth = maxWidth;
            this.baseValue = baseValue;
            this.baseDate = baseDate;
        }

        @Override
        int fixedWidth() {
            return minWidth == maxWidth ? minWidth : -1;
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            Long v = ctx.value(field);
            if (v == null) {
                return false;
            }
            long value = Math.abs(v);
            long range = pow10(minWidth);
            if (value >= baseValue && value < baseValue + range) {
                value = Math.floorMod(value, range);
            } else {
                value = Math.floorMod(value, pow10(maxWidth));
            }
            String str = Long.toString(value);
            for (int i = str.length(); i < minWidth; i++) {
                buf.append('0');
            }
            buf.append(str);
            return true;
        }

        private static long pow10(int n) {
            long r = 1;
            for (int i = 0; i < n; i++) {
                r *= 10;
            }
            return r;
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int pos) {
            int n = ctx.strict ? minWidth : 1;
            int p = pos;
            int maxW = ctx.strict ? maxWidth : 9;
            while (p < text.length() && p - pos < maxW && text.charAt(p) >= '0' && text.charAt(p) <= '9') {
                p++;
            }
            if (p - pos < n) {
                return ~pos;
            }
            long value = Long.parseLong(text.subSequence(pos, p).toString());
            if (p - pos == minWidth) {
                long range = pow10(minWidth);
                long lastPart = baseValue % range;
                long basePart = baseValue - lastPart;
                value = baseValue > 0 ? basePart + value : basePart - value;
                if (value < baseValue) {
                    value += range;
                }
            }
            ctx.set(field, value);
            return p;
        }

        @Override
        public String toString() {
            return "ReducedValue(" + field + "," + minWidth + "," + maxWidth + ","
                + (baseDate != null ? baseDate : (Object) baseValue) + ")";
        }
    }

    static final class Fraction extends PP {
        final TemporalField field;
        final int minWidth;
        final int maxWidth;
        final boolean decimalPoint;

        Fraction(TemporalField field, int minWidth, int maxWidth, boolean decimalPoint) {
            this.field = field;
            this.minWidth = minWidth;
            this.maxWidth = maxWidth;
            this.decimalPoint = decimalPoint;
        }

        @Override
        int fixedWidth() {
            return (minWidth == maxWidth && !decimalPoint) ? minWidth : -1;
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            Long value = ctx.value(field);
            if (value == null) {
                return false;
            }
            long v = value;
            String digits = Long.toString(v + 1_000_000_000L).substring(1);
            int len = 9;
            while (len > 0 && digits.charAt(len - 1) == '0') {
                len--;
            }
            if (len == 0) {
                if (minWidth > 0) {
                    if (decimalPoint) {
                        buf.append('.');
                    }
                    for (int i = 0; i < minWidth; i++) {
                        buf.append('0');
                    }
                }
            } else {
                int out = Math.min(Math.max(len, minWidth), maxWidth);
                if (decimalPoint) {
                    buf.append('.');
                }
                buf.append(digits, 0, out);
            }
            return true;
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int position) {
            int effectiveMin = ctx.strict ? minWidth : 0;
            int effectiveMax = ctx.strict ? maxWidth : 9;
            int length = text.length();
            if (position == length) {
                return (effectiveMin > 0 ? ~position : position);
            }
            if (decimalPoint) {
                if (text.charAt(position) != '.') {
                    return (effectiveMin > 0 ? ~position : position);
                }
                position++;
            }
            int minEndPos = position + effectiveMin;
            if (minEndPos > length) {
                return ~position;
            }
            int maxEndPos = Math.min(position + effectiveMax, length);
            int pos = position;
            long total = 0;
            while (pos < maxEndPos) {
                char ch = text.charAt(pos);
                if (ch < '0' || ch > '9') {
                    if (pos < minEndPos) {
                        return ~position;
                    }
                    break;
                }
                total = total * 10 + (ch - '0');
                pos++;
            }
            int digits = pos - position;
            for (int i = digits; i < 9; i++) {
                total *= 10;
            }
            ctx.set(field, total);
            return pos;
        }

        @Override
        public String toString() {
            return "Fraction(" + field + "," + minWidth + "," + maxWidth + (decimalPoint ? ",DecimalPoint" : "") + ")";
        }
    }

    /** The locale's CLDR texts of a field in a style (LocaleInfo), or null for a field without texts. */
    static String[] texts(TemporalField field, TextStyle style, java.util.Locale locale) {
        int base;
        if (field == ChronoField.MONTH_OF_YEAR) {
            base = LocaleInfo.T_MONTH;
        } else if (field == ChronoField.DAY_OF_WEEK) {
            base = LocaleInfo.T_DAY;
        } else if (field == ChronoField.AMPM_OF_DAY) {
            base = LocaleInfo.T_AMPM;
        } else if (field == ChronoField.ERA) {
            base = LocaleInfo.T_ERA;
        } else if (field == java.time.temporal.IsoFields.QUARTER_OF_YEAR) {
            // Quarter names are English only: LocaleInfo has none.
            int w = Names.width(style.ordinal());
            return w == 0 ? QUARTERS : w == 1 ? QUARTERS_SHORT : QUARTERS_NARROW;
        } else {
            return null;
        }
        return LocaleInfo.list(locale, base + style.ordinal());
    }

    private static final String[] QUARTERS = {"1st quarter", "2nd quarter", "3rd quarter", "4th quarter"};
    private static final String[] QUARTERS_SHORT = {"Q1", "Q2", "Q3", "Q4"};
    private static final String[] QUARTERS_NARROW = {"1", "2", "3", "4"};

    static int textBase(TemporalField field) {
        return (field == ChronoField.MONTH_OF_YEAR || field == ChronoField.DAY_OF_WEEK
            || field == java.time.temporal.IsoFields.QUARTER_OF_YEAR) ? 1 : 0;
    }

    /** Text from a caller's map of values to texts (DateTimeFormatterBuilder.appendText(field, map)). */
    static final class TextMap extends PP {
        final TemporalField field;
        final java.util.LinkedHashMap<Long, String> map;

        TextMap(TemporalField field, java.util.Map<Long, String> map) {
            this.field = field;
            this.map = new java.util.LinkedHashMap<>(map);
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            Long value = ctx.value(field);
            if (value == null) {
                return false;
            }
            String t = map.get(value);
            if (t == null) {
                // As the JDK: a value without text prints as a number.
                return new Num(field, 1, 19, SignStyle.NORMAL).format(ctx, buf);
            }
            buf.append(t);
            return true;
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int pos) {
            if (pos < 0 || pos > text.length()) {
                throw new IndexOutOfBoundsException();
            }
            Long best = null;
            int bestLen = 0;
            for (java.util.Map.Entry<Long, String> e : map.entrySet()) {
                String t = e.getValue();
                if (t.length() > bestLen && ctx.regionMatches(text, pos, t)) {
                    best = e.getKey();
                    bestLen = t.length();
                }
            }
            if (best == null) {
                if (ctx.strict) {
                    return ~pos;
                }
                return new Num(field, 1, 19, SignStyle.NORMAL).parse(ctx, text, pos);
            }
            ctx.set(field, best);
            return pos + bestLen;
        }

        @Override
        public String toString() {
            return "Text(" + field + ")";
        }
    }

    /** Pattern letters Y, w, W, e, c: numbers of the formatter's locale's WeekFields. */
    static final class WeekBased extends PP {
        final char chr;
        final int count;

        WeekBased(char chr, int count) {
            this.chr = chr;
            this.count = count;
        }

        private PP printerParser(java.util.Locale locale) {
            java.time.temporal.WeekFields weekDef = java.time.temporal.WeekFields.of(locale);
            TemporalField field;
            switch (chr) {
                case 'Y':
                    field = weekDef.weekBasedYear();
                    if (count == 2) {
                        return new Reduced(field, 2000);
                    }
                    return new Num(field, count, 19, (count < 4) ? SignStyle.NORMAL : SignStyle.EXCEEDS_PAD);
                case 'e':
                case 'c':
                    field = weekDef.dayOfWeek();
                    break;
                case 'w':
                    field = weekDef.weekOfWeekBasedYear();
                    break;
                default:
                    field = weekDef.weekOfMonth();
                    break;
            }
            return new Num(field, (count == 2 ? 2 : 1), 2, SignStyle.NOT_NEGATIVE);
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            return printerParser(ctx.locale).format(ctx, buf);
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int pos) {
            return printerParser(ctx.locale).parse(ctx, text, pos);
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder(30);
            sb.append("Localized(");
            if (chr == 'Y') {
                if (count == 1) {
                    sb.append("WeekBasedYear");
                } else if (count == 2) {
                    sb.append("ReducedValue(WeekBasedYear,2,2,2000-01-01)");
                } else {
                    sb.append("WeekBasedYear,").append(count).append(",").append(19).append(",")
                        .append((count < 4) ? SignStyle.NORMAL : SignStyle.EXCEEDS_PAD);
                }
            } else {
                switch (chr) {
                    case 'c':
                    case 'e':
                        sb.append("DayOfWeek");
                        break;
                    case 'w':
                        sb.append("WeekOfWeekBasedYear");
                        break;
                    default:
                        sb.append("WeekOfMonth");
                        break;
                }
                sb.append(",").append(count);
            }
            sb.append(")");
            return sb.toString();
        }
    }

    /** ofLocalized*: the locale's CLDR pattern (LocaleInfo), chosen when formatting or parsing. */
    static final class Localized extends PP {
        final FormatStyle dateStyle;
        final FormatStyle timeStyle;
        private final java.util.HashMap<java.util.Locale, Composite> byLocale = new java.util.HashMap<>();

        Localized(FormatStyle dateStyle, FormatStyle timeStyle) {
            this.dateStyle = dateStyle;
            this.timeStyle = timeStyle;
        }

        static String pattern(FormatStyle dateStyle, FormatStyle timeStyle, java.util.Locale locale) {
            if (timeStyle == null) {
                return LocaleInfo.list(locale, LocaleInfo.TF_DATE)[dateStyle.ordinal()];
            }
            if (dateStyle == null) {
                return LocaleInfo.list(locale, LocaleInfo.TF_TIME)[timeStyle.ordinal()];
            }
            return LocaleInfo.list(locale, LocaleInfo.TF_DATETIME)[dateStyle.ordinal() * 4 + timeStyle.ordinal()];
        }

        private Composite composite(java.util.Locale locale) {
            synchronized (byLocale) {
                Composite c = byLocale.get(locale);
                if (c == null) {
                    c = DateTimeFormatter.compilePattern(pattern(dateStyle, timeStyle, locale));
                    byLocale.put(locale, c);
                }
                return c;
            }
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            return composite(ctx.locale).format(ctx, buf);
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int pos) {
            return composite(ctx.locale).parse(ctx, text, pos);
        }

        @Override
        public String toString() {
            return "Localized(" + (dateStyle == null ? "" : dateStyle) + "," + (timeStyle == null ? "" : timeStyle) + ")";
        }
    }

    static final class Text extends PP {
        final TemporalField field;
        final TextStyle style;

        Text(TemporalField field, TextStyle style) {
            this.field = field;
            this.style = style;
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            Long value = ctx.value(field);
            if (value == null) {
                return false;
            }
            String[] t = texts(field, style, ctx.locale);
            int idx = (int) (value - textBase(field));
            if (t == null || idx < 0 || idx >= t.length) {
                buf.append(value);
            } else {
                buf.append(t[idx]);
            }
            return true;
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int pos) {
            int length = text.length();
            if (pos < 0 || pos > length) {
                throw new IndexOutOfBoundsException();
            }
            TextStyle[] styles = ctx.strict ? new TextStyle[] {style}
                : new TextStyle[] {TextStyle.FULL, TextStyle.SHORT, TextStyle.NARROW};
            int best = -1;
            int bestLen = 0;
            for (TextStyle st : styles) {
                String[] t = texts(field, st, ctx.locale);
                if (t == null) {
                    continue;
                }
                for (int i = 0; i < t.length; i++) {
                    if (t[i].length() > bestLen && ctx.regionMatches(text, pos, t[i])) {
                        best = i;
                        bestLen = t[i].length();
                    }
                }
            }
            if (best < 0) {
                if (texts(field, style, ctx.locale) == null) {
                    Num n = new Num(field, 1, 19, SignStyle.NORMAL);
                    return n.parse(ctx, text, pos);
                }
                return ~pos;
            }
            ctx.set(field, best + textBase(field));
            return pos + bestLen;
        }

        @Override
        public String toString() {
            if (style == TextStyle.FULL) {
                return "Text(" + field + ")";
            }
            return "Text(" + field + "," + style + ")";
        }
    }

    /** Pattern letter B: the locale's CLDR day period of the time of day (LocaleInfo). */
    static final class DayPeriod extends PP {
        final TextStyle style;

        DayPeriod(TextStyle style) {
            this.style = style;
        }

        /** Where each period starts (minute of day) and its text, alternating. */
        static String[] periods(TextStyle style, java.util.Locale locale) {
            return LocaleInfo.list(locale, LocaleInfo.DAY_PERIODS + style.ordinal());
        }

        /** The text of a period list at a minute of day. */
        static String textAt(String[] p, long minute) {
            String text = p[1];
            for (int i = 0; i + 1 < p.length; i += 2) {
                if (Integer.parseInt(p[i]) <= minute) {
                    text = p[i + 1];
                }
            }
            return text;
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            Long hod = ctx.value(ChronoField.HOUR_OF_DAY);
            if (hod == null) {
                return false;
            }
            long moh = ctx.temporal.isSupported(ChronoField.MINUTE_OF_HOUR)
                ? ctx.temporal.getLong(ChronoField.MINUTE_OF_HOUR) : 0;
            long minute = Math.floorMod(hod, 24) * 60 + Math.floorMod(moh, 60);
            buf.append(textAt(periods(style, ctx.locale), minute));
            return true;
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int pos) {
            if (pos < 0 || pos > text.length()) {
                throw new IndexOutOfBoundsException();
            }
            String[] p = periods(style, ctx.locale);
            String best = null;
            for (int i = 1; i < p.length; i += 2) {
                if ((best == null || p[i].length() > best.length()) && ctx.regionMatches(text, pos, p[i])) {
                    best = p[i];
                }
            }
            if (best == null) {
                return ~pos;
            }
            // The period's minutes: the first stretch with the text between the starts of any style's
            // periods (a text may name two of the locale's periods), one running into midnight joined
            // with the stretch after it.
            java.util.TreeSet<Integer> starts = new java.util.TreeSet<>();
            for (TextStyle st : new TextStyle[] {TextStyle.FULL, TextStyle.SHORT, TextStyle.NARROW}) {
                String[] q = periods(st, ctx.locale);
                for (int i = 0; i < q.length; i += 2) {
                    starts.add(Integer.parseInt(q[i]));
                }
            }
            starts.add(1440);
            int from = -1;
            int length = 0;
            int prev = -1;
            for (int start : starts) {
                if (prev >= 0 && best.equals(textAt(p, prev))) {
                    if (from < 0) {
                        from = prev;
                        length = start - prev;
                    } else if (start == 1440 && from <= 1) {
                        length = 1440 - prev + from + length;
                        from = prev;
                    }
                }
                prev = start;
            }
            ctx.parsed.dayPeriod = new int[] {from, length};
            return pos + best.length();
        }

        @Override
        public String toString() {
            return "DayPeriod(" + style + ")";
        }
    }

    static final class Offset extends PP {
        final String pattern;
        final String noOffsetText;

        Offset(String pattern, String noOffsetText) {
            this.pattern = pattern;
            this.noOffsetText = noOffsetText;
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            Long offsetSecs = ctx.value(ChronoField.OFFSET_SECONDS);
            if (offsetSecs == null) {
                return false;
            }
            int totalSecs = Math.toIntExact(offsetSecs);
            if (totalSecs == 0) {
                buf.append(noOffsetText);
                return true;
            }
            int absHours = Math.abs((totalSecs / 3600) % 100);
            int absMinutes = Math.abs((totalSecs / 60) % 60);
            int absSeconds = Math.abs(totalSecs % 60);
            boolean colon = pattern.indexOf(':') >= 0;
            buf.append(totalSecs < 0 ? "-" : "+");
            buf.append((char) (absHours / 10 + '0')).append((char) (absHours % 10 + '0'));
            boolean minutesAlways = pattern.contains("MM");
            boolean minutesOpt = pattern.contains("mm");
            boolean secondsAlways = pattern.contains("SS");
            boolean secondsOpt = pattern.contains("ss");
            boolean printMinutes = minutesAlways || (minutesOpt && (absMinutes > 0 || (secondsOpt && absSeconds > 0)));
            if (printMinutes) {
                if (colon) {
                    buf.append(':');
                }
                buf.append((char) (absMinutes / 10 + '0')).append((char) (absMinutes % 10 + '0'));
                if (secondsAlways || (secondsOpt && absSeconds > 0)) {
                    if (colon) {
                        buf.append(':');
                    }
                    buf.append((char) (absSeconds / 10 + '0')).append((char) (absSeconds % 10 + '0'));
                }
            }
            return true;
        }

        private static int two(CharSequence text, int pos) {
            if (pos + 2 > text.length()) {
                return -1;
            }
            char a = text.charAt(pos);
            char b = text.charAt(pos + 1);
            if (a < '0' || a > '9' || b < '0' || b > '9') {
                return -1;
            }
            return (a - '0') * 10 + (b - '0');
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int position) {
            int length = text.length();
            int noOffsetLen = noOffsetText.length();
            if (noOffsetLen == 0) {
                if (position == length) {
                    ctx.set(ChronoField.OFFSET_SECONDS, 0);
                    return position;
                }
            } else {
                if (position == length) {
                    return ~position;
                }
                if (ctx.regionMatches(text, position, noOffsetText)) {
                    ctx.set(ChronoField.OFFSET_SECONDS, 0);
                    return position + noOffsetLen;
                }
            }
            char sign = text.charAt(position);
            if (sign == '+' || sign == '-') {
                int negative = (sign == '-' ? -1 : 1);
                boolean colon = pattern.indexOf(':') >= 0;
                boolean minutesReq = pattern.contains("MM");
                boolean minutesAllowed = minutesReq || pattern.contains("mm");
                boolean secondsReq = pattern.contains("SS");
                boolean secondsAllowed = secondsReq || pattern.contains("ss");
                int pos = position + 1;
                int h = two(text, pos);
                if (h < 0) {
                    return ~position;
                }
                pos += 2;
                int m = 0;
                int s = 0;
                if (minutesAllowed) {
                    int p2 = pos + (colon ? 1 : 0);
                    int mm = (colon && (pos >= length || text.charAt(pos) != ':')) ? -1 : two(text, p2);
                    if (mm >= 0 && mm < 60) {
                        m = mm;
                        pos = p2 + 2;
                        if (secondsAllowed) {
                            int p3 = pos + (colon ? 1 : 0);
                            int ss = (colon && (pos >= length || text.charAt(pos) != ':')) ? -1 : two(text, p3);
                            if (ss >= 0 && ss < 60) {
                                s = ss;
                                pos = p3 + 2;
                            } else if (secondsReq) {
                                return ~position;
                            }
                        }
                    } else if (minutesReq) {
                        return ~position;
                    }
                }
                if (h > 23) {
                    // As the JDK: out of range hours end the parse with an exception, not an error index.
                    throw new DateTimeException("Value out of range: Hour[0-23], Minute[0-59], Second[0-59]");
                }
                long offsetSecs = negative * (h * 3600L + m * 60L + s);
                ctx.set(ChronoField.OFFSET_SECONDS, offsetSecs);
                return pos;
            }
            if (noOffsetLen == 0) {
                ctx.set(ChronoField.OFFSET_SECONDS, 0);
                return position;
            }
            return ~position;
        }

        @Override
        public String toString() {
            return "Offset(" + pattern + ",'" + noOffsetText.replace("'", "''") + "')";
        }
    }

    static final class LocalizedOffset extends PP {
        final boolean full;

        LocalizedOffset(boolean full) {
            this.full = full;
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            Long offsetSecs = ctx.value(ChronoField.OFFSET_SECONDS);
            if (offsetSecs == null) {
                return false;
            }
            buf.append("GMT");
            int totalSecs = Math.toIntExact(offsetSecs);
            if (totalSecs != 0) {
                int absHours = Math.abs((totalSecs / 3600) % 100);
                int absMinutes = Math.abs((totalSecs / 60) % 60);
                int absSeconds = Math.abs(totalSecs % 60);
                buf.append(totalSecs < 0 ? "-" : "+");
                if (full) {
                    Names.pad(buf, absHours, 2);
                    buf.append(':');
                    Names.pad(buf, absMinutes, 2);
                    if (absSeconds != 0) {
                        buf.append(':');
                        Names.pad(buf, absSeconds, 2);
                    }
                } else {
                    buf.append(absHours);
                    if (absMinutes != 0 || absSeconds != 0) {
                        buf.append(':');
                        Names.pad(buf, absMinutes, 2);
                        if (absSeconds != 0) {
                            buf.append(':');
                            Names.pad(buf, absSeconds, 2);
                        }
                    }
                }
            }
            return true;
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int position) {
            if (!ctx.regionMatches(text, position, "GMT")) {
                return ~position;
            }
            int pos = position + 3;
            if (pos == text.length() || (text.charAt(pos) != '+' && text.charAt(pos) != '-')) {
                ctx.set(ChronoField.OFFSET_SECONDS, 0);
                return pos;
            }
            int negative = text.charAt(pos) == '-' ? -1 : 1;
            pos++;
            int h = 0;
            int start = pos;
            while (pos < text.length() && pos - start < 2 && Character.isDigit(text.charAt(pos))) {
                h = h * 10 + (text.charAt(pos) - '0');
                pos++;
            }
            if (pos == start) {
                return ~position;
            }
            int m = 0;
            int s = 0;
            if (pos + 2 < text.length() + 0 && text.charAt(pos) == ':') {
                m = Offset.two(text, pos + 1);
                if (m < 0) {
                    return ~position;
                }
                pos += 3;
                if (pos + 2 < text.length() + 0 && text.charAt(pos) == ':') {
                    s = Offset.two(text, pos + 1);
                    if (s < 0) {
                        return ~position;
                    }
                    pos += 3;
                }
            }
            ctx.set(ChronoField.OFFSET_SECONDS, negative * (h * 3600L + m * 60L + s));
            return pos;
        }

        @Override
        public String toString() {
            return "LocalizedOffset(" + (full ? "FULL" : "SHORT") + ")";
        }
    }

    static boolean idChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '/' || c == '_'
            || c == '+' || c == '-' || c == '~' || c == '.' || c == ':';
    }

    static final class ZoneIdPP extends PP {
        final boolean regionOnly;

        /** appendZoneId's strict query (no offset fallback), or null for the pattern's zone-or-offset. */
        final String description;

        ZoneIdPP(boolean regionOnly) {
            this(regionOnly, null);
        }

        ZoneIdPP(boolean regionOnly, String description) {
            this.regionOnly = regionOnly;
            this.description = description;
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            ZoneId zone = ctx.temporal.query(regionOnly || "ZoneId()".equals(description) ? TemporalQueries.zoneId()
                : TemporalQueries.zone());
            if (zone != null && regionOnly && zone instanceof ZoneOffset) {
                zone = null;
            }
            if (zone == null) {
                if (ctx.optional > 0) {
                    return false;
                }
                throw new DateTimeException("Unable to extract ZoneId from temporal " + ctx.temporal);
            }
            buf.append(zone.getId());
            return true;
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int position) {
            int length = text.length();
            if (position >= length) {
                return ~position;
            }
            int end = position;
            while (end < length && idChar(text.charAt(end))) {
                end++;
            }
            for (int e = end; e > position; e--) {
                String id = text.subSequence(position, e).toString();
                try {
                    ZoneId z = ZoneId.of(id);
                    ctx.parsed.zone = z;
                    return e;
                } catch (DateTimeException ex) {
                    // try shorter
                }
            }
            return ~position;
        }

        @Override
        public String toString() {
            if (description != null) {
                return description;
            }
            return regionOnly ? "ZoneRegionId()" : "ZoneId()";
        }
    }

    static final class ZoneText extends PP {
        final boolean full;
        final boolean generic;

        ZoneText(boolean full) {
            this(full, false);
        }

        ZoneText(boolean full, boolean generic) {
            this(full, generic, false);
        }

        /** NARROW: the locale has no narrow names, the id is printed. */
        final boolean narrow;

        ZoneText(boolean full, boolean generic, boolean narrow) {
            this.full = full;
            this.generic = generic;
            this.narrow = narrow;
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            ZoneId zone = ctx.temporal.query(TemporalQueries.zoneId());
            if (zone == null) {
                if (ctx.optional > 0) {
                    return false;
                }
                throw new DateTimeException("Unable to extract ZoneId from temporal " + ctx.temporal);
            }
            String zname = zone.getId();
            if (!(zone instanceof ZoneOffset) && !narrow) {
                int z = Zones.find(zname);
                if (z >= 0 && Zones.isRegion(z)) {
                    // As the JDK: standard or daylight name when the instant is known (or the local
                    // date-time is not in a transition), else the generic name.
                    TemporalAccessor t = ctx.temporal;
                    Instant instant = null;
                    if (generic) {
                        instant = null;
                    } else if (t.isSupported(ChronoField.INSTANT_SECONDS)) {
                        instant = Instant.from(t);
                    } else if (t.isSupported(ChronoField.EPOCH_DAY) && t.isSupported(ChronoField.NANO_OF_DAY)) {
                        java.time.LocalDateTime ldt = java.time.LocalDate.ofEpochDay(t.getLong(ChronoField.EPOCH_DAY))
                            .atTime(java.time.LocalTime.ofNanoOfDay(t.getLong(ChronoField.NANO_OF_DAY)));
                        if (zone.getRules().getTransition(ldt) == null) {
                            instant = ldt.atZone(zone).toInstant();
                        }
                    }
                    if (instant == null) {
                        zname = Zones.genericName(z, full, ctx.locale);
                    } else {
                        java.time.zone.ZoneRules rules = zone.getRules();
                        zname = Zones.zoneText(z, rules.getOffset(instant).getTotalSeconds(),
                            rules.isDaylightSavings(instant), full, ctx.locale);
                    }
                }
            }
            buf.append(zname);
            return true;
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int position) {
            // The locale's names of the style (long: standard, daylight, generic; short the same), and the ids.
            int[] best = narrow ? null
                : Zones.parseZoneText(text.toString(), position, ctx.locale, full, !ctx.caseSensitive);
            int bestLen = best == null ? 0 : best[1];
            String bestId = best == null ? null : Zones.id(best[0]);
            if (bestId == null) {
                return new ZoneIdPP(false).parse(ctx, text, position);
            }
            ctx.parsed.zone = ZoneId.of(bestId);
            return position + bestLen;
        }

        @Override
        public String toString() {
            return "ZoneText(" + (narrow ? "NARROW" : full ? "FULL" : "SHORT") + ")";
        }
    }

    /** padNext: pads what the next element prints on the left to a width. */
    static final class Pad extends PP {
        final PP pp;
        final int padWidth;
        final char padChar;

        Pad(PP pp, int padWidth, char padChar) {
            this.pp = pp;
            this.padWidth = padWidth;
            this.padChar = padChar;
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            int preLen = buf.length();
            if (!pp.format(ctx, buf)) {
                return false;
            }
            int len = buf.length() - preLen;
            if (len > padWidth) {
                throw new DateTimeException("Cannot print as output of " + len + " characters exceeds pad width of "
                    + padWidth);
            }
            for (int i = 0; i < padWidth - len; i++) {
                buf.insert(preLen, padChar);
            }
            return true;
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int position) {
            final boolean strict = ctx.strict;
            if (position > text.length()) {
                throw new IndexOutOfBoundsException();
            }
            if (position == text.length()) {
                return ~position;
            }
            int endPos = position + padWidth;
            if (endPos > text.length()) {
                if (strict) {
                    return ~position;
                }
                endPos = text.length();
            }
            int pos = position;
            while (pos < endPos && ctx.charEq(text.charAt(pos), padChar)) {
                pos++;
            }
            text = text.subSequence(0, endPos);
            int resultPos = pp.parse(ctx, text, pos);
            if (resultPos != endPos && strict) {
                return ~(position + pos);
            }
            return resultPos;
        }

        @Override
        public String toString() {
            return "Pad(" + pp + "," + padWidth + (padChar == ' ' ? ")" : ",'" + padChar + "')");
        }
    }

    /** The chronology: only ISO here ("ISO" as id, "ISO" as en-US text too). */
    static final class Chrono extends PP {
        final TextStyle textStyle;

        Chrono(TextStyle textStyle) {
            this.textStyle = textStyle;
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            java.time.chrono.Chronology chrono = ctx.temporal.query(TemporalQueries.chronology());
            if (chrono == null) {
                if (ctx.optional > 0) {
                    return false;
                }
                throw new DateTimeException("Unable to extract value: " + ctx.temporal.getClass());
            }
            buf.append(chrono.getId());
            return true;
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int position) {
            if (position < 0 || position > text.length()) {
                throw new IndexOutOfBoundsException();
            }
            if (ctx.regionMatches(text, position, "ISO")) {
                return position + 3;
            }
            return ~position;
        }

        @Override
        public String toString() {
            // The JDK's ChronoPrinterParser has no toString of its own.
            return "";
        }
    }

    /** An element made of others that shows as one (appendLocalized's "Localized(MEDIUM,SHORT)"). */
    static final class Described extends PP {
        final PP pp;
        final String description;

        Described(PP pp, String description) {
            this.pp = pp;
            this.description = description;
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            return pp.format(ctx, buf);
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int position) {
            return pp.parse(ctx, text, position);
        }

        @Override
        public String toString() {
            return description;
        }
    }

    /** parseDefaulting: a field's value when the parse did not give it. */
    static final class DefaultValue extends PP {
        final TemporalField field;
        final long value;

        DefaultValue(TemporalField field, long value) {
            this.field = field;
            this.value = value;
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            return true;
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int position) {
            if (!ctx.parsed.fieldValues.containsKey(field)) {
                ctx.set(field, value);
            }
            return position;
        }

        @Override
        public String toString() {
            // The JDK's DefaultValueParser has no toString of its own; print nothing rather than an identity hash.
            return "";
        }
    }

    static final class InstantPP extends PP {
        final int fractionalDigits;

        InstantPP() {
            this(-2);
        }

        InstantPP(int fractionalDigits) {
            this.fractionalDigits = fractionalDigits;
        }

        @Override
        boolean format(PrintCtx ctx, StringBuilder buf) {
            if (fractionalDigits != -2) {
                return formatDigits(ctx, buf);
            }
            Long inSecs = ctx.value(ChronoField.INSTANT_SECONDS);
            Long inNanos = null;
            if (ctx.temporal.isSupported(ChronoField.NANO_OF_SECOND)) {
                inNanos = ctx.temporal.getLong(ChronoField.NANO_OF_SECOND);
            }
            if (inSecs == null) {
                return false;
            }
            int nanos = inNanos == null ? 0 : ChronoField.NANO_OF_SECOND.checkValidIntValue(inNanos);
            buf.append(Instant.ofEpochSecond(inSecs, nanos).toString());
            return true;
        }

        @Override
        int parse(ParseCtx ctx, CharSequence text, int position) {
            ParseCtx sub = new ParseCtx();
            sub.locale = ctx.locale;
            sub.caseSensitive = false;
            int pos = DateTimeFormatter.ISO_INSTANT_PARSE.parse(sub, text, position);
            if (pos < 0) {
                return pos;
            }
            Parsed p = sub.parsed;
            long yearParsed = p.fieldValues.get(ChronoField.YEAR);
            int month = p.fieldValues.get(ChronoField.MONTH_OF_YEAR).intValue();
            int day = p.fieldValues.get(ChronoField.DAY_OF_MONTH).intValue();
            int hour = p.fieldValues.get(ChronoField.HOUR_OF_DAY).intValue();
            int min = p.fieldValues.get(ChronoField.MINUTE_OF_HOUR).intValue();
            Long secVal = p.fieldValues.get(ChronoField.SECOND_OF_MINUTE);
            Long nanoVal = p.fieldValues.get(ChronoField.NANO_OF_SECOND);
            int sec = (secVal != null ? secVal.intValue() : 0);
            int nano = (nanoVal != null ? nanoVal.intValue() : 0);
            Long offVal = p.fieldValues.get(ChronoField.OFFSET_SECONDS);
            int offset = offVal == null ? 0 : offVal.intValue();
            int days = 0;
            if (hour == 24 && min == 0 && sec == 0 && nano == 0) {
                hour = 0;
                days = 1;
            } else if (hour == 23 && min == 59 && sec == 60) {
                sec = 59;
            }
            int year = (int) yearParsed % 10_000;
            long instantSecs;
            try {
                java.time.LocalDateTime ldt = java.time.LocalDateTime.of(year, month, day, hour, min, sec, 0).plusDays(days);
                instantSecs = ldt.toEpochSecond(ZoneOffset.ofTotalSeconds(offset));
                instantSecs += Math.multiplyExact(yearParsed / 10_000L, 315569520000L);
            } catch (RuntimeException ex) {
                return ~position;
            }
            ctx.set(ChronoField.INSTANT_SECONDS, instantSecs);
            ctx.set(ChronoField.NANO_OF_SECOND, nano);
            return pos;
        }

        /** appendInstant(n): the seconds as ISO_INSTANT, then exactly n digits (n = -1: as many as needed). */
        private boolean formatDigits(PrintCtx ctx, StringBuilder buf) {
            Long inSecs = ctx.value(ChronoField.INSTANT_SECONDS);
            if (inSecs == null) {
                return false;
            }
            long inNano = ctx.temporal.isSupported(ChronoField.NANO_OF_SECOND)
                ? ctx.temporal.getLong(ChronoField.NANO_OF_SECOND) : 0;
            int nano = ChronoField.NANO_OF_SECOND.checkValidIntValue(inNano);
            String s = Instant.ofEpochSecond(inSecs, 0).toString();
            buf.append(s, 0, s.length() - 1);
            if ((fractionalDigits < 0 && nano > 0) || fractionalDigits > 0) {
                buf.append('.');
                int div = 100_000_000;
                for (int i = 0; ((fractionalDigits == -1 && nano > 0) || i < fractionalDigits); i++) {
                    int digit = nano / div;
                    buf.append((char) (digit + '0'));
                    nano = nano - (digit * div);
                    div = div / 10;
                }
            }
            buf.append('Z');
            return true;
        }

        @Override
        public String toString() {
            return "Instant()";
        }
    }
}
