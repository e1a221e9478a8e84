package java.time.format;

import java.io.IOException;
import java.text.ParsePosition;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.chrono.Chronology;
import java.time.chrono.IsoChronology;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.util.ArrayList;
import java.util.Locale;

public final class DateTimeFormatter {
    /** Internal builder. */
    static final class B {
        private final ArrayList<ArrayList<Fmt.PP>> stack = new ArrayList<>();
        private int padNextWidth;
        private char padNextChar;

        B() {
            stack.add(new ArrayList<Fmt.PP>());
        }

        B add(Fmt.PP pp) {
            if (padNextWidth > 0) {
                pp = new Fmt.Pad(pp, padNextWidth, padNextChar);
                padNextWidth = 0;
            }
            stack.get(stack.size() - 1).add(pp);
            return this;
        }

        /** Adds without applying a pending padNext (parseDefaulting is not padded). */
        B addRaw(Fmt.PP pp) {
            stack.get(stack.size() - 1).add(pp);
            return this;
        }

        B padNext(int width, char c) {
            padNextWidth = width;
            padNextChar = c;
            return this;
        }

        B value(TemporalField f) {
            return add(new Fmt.Num(f, 1, 19, SignStyle.NORMAL));
        }

        B value(TemporalField f, int width) {
            return add(new Fmt.Num(f, width, width, SignStyle.NOT_NEGATIVE));
        }

        B value(TemporalField f, int min, int max, SignStyle s) {
            return add(new Fmt.Num(f, min, max, s));
        }

        B lit(String s) {
            return add(new Fmt.Lit(s));
        }

        B text(TemporalField f, TextStyle st) {
            return add(new Fmt.Text(f, st));
        }

        B offset(String pattern, String noOffset) {
            return add(new Fmt.Offset(pattern, noOffset));
        }

        B insensitive() {
            return add(new Fmt.Settings(1));
        }

        B sensitive() {
            return add(new Fmt.Settings(0));
        }

        B strict() {
            return add(new Fmt.Settings(2));
        }

        B lenient() {
            return add(new Fmt.Settings(3));
        }

        B append(DateTimeFormatter f) {
            return add(f.pp);
        }

        B optStart() {
            stack.add(new ArrayList<Fmt.PP>());
            return this;
        }

        B optEnd() {
            if (stack.size() <= 1) {
                throw new IllegalStateException("Cannot call optionalEnd() as there was no previous call to optionalStart()");
            }
            ArrayList<Fmt.PP> list = stack.remove(stack.size() - 1);
            if (!list.isEmpty()) {
                add(new Fmt.Composite(list, true));
            }
            return this;
        }

        int stackDepth() {
            return stack.size();
        }

        Fmt.Composite composite() {
            while (stack.size() > 1) {
                optEnd();
            }
            return new Fmt.Composite(stack.get(0), false);
        }

        DateTimeFormatter build(ResolverStyle rs) {
            return new DateTimeFormatter(composite(), Locale.getDefault(), rs, null, null);
        }
    }

    public static final DateTimeFormatter ISO_LOCAL_DATE = new B()
        .value(ChronoField.YEAR, 4, 10, SignStyle.EXCEEDS_PAD).lit("-").value(ChronoField.MONTH_OF_YEAR, 2).lit("-")
        .value(ChronoField.DAY_OF_MONTH, 2).build(ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_OFFSET_DATE = new B().insensitive().append(ISO_LOCAL_DATE)
        .offset("+HH:MM:ss", "Z").build(ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_DATE = new B().insensitive().append(ISO_LOCAL_DATE).optStart()
        .offset("+HH:MM:ss", "Z").build(ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_LOCAL_TIME = new B().value(ChronoField.HOUR_OF_DAY, 2).lit(":")
        .value(ChronoField.MINUTE_OF_HOUR, 2).optStart().lit(":").value(ChronoField.SECOND_OF_MINUTE, 2).optStart()
        .add(new Fmt.Fraction(ChronoField.NANO_OF_SECOND, 0, 9, true)).build(ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_OFFSET_TIME = new B().insensitive().append(ISO_LOCAL_TIME)
        .offset("+HH:MM:ss", "Z").build(ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_TIME = new B().insensitive().append(ISO_LOCAL_TIME).optStart()
        .offset("+HH:MM:ss", "Z").build(ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_LOCAL_DATE_TIME = new B().insensitive().append(ISO_LOCAL_DATE)
        .lit("T").append(ISO_LOCAL_TIME).build(ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_OFFSET_DATE_TIME = new B().insensitive().append(ISO_LOCAL_DATE_TIME)
        .offset("+HH:MM:ss", "Z").build(ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_ZONED_DATE_TIME = new B().append(ISO_OFFSET_DATE_TIME).optStart()
        .lit("[").sensitive().add(new Fmt.ZoneIdPP(true)).lit("]").build(ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_DATE_TIME = new B().append(ISO_LOCAL_DATE_TIME).optStart()
        .offset("+HH:MM:ss", "Z").optStart().lit("[").sensitive().add(new Fmt.ZoneIdPP(true)).lit("]")
        .build(ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_ORDINAL_DATE = new B().insensitive()
        .value(ChronoField.YEAR, 4, 10, SignStyle.EXCEEDS_PAD).lit("-").value(ChronoField.DAY_OF_YEAR, 3).optStart()
        .offset("+HH:MM:ss", "Z").build(ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_WEEK_DATE = new B().insensitive()
        .value(java.time.temporal.IsoFields.WEEK_BASED_YEAR, 4, 10, SignStyle.EXCEEDS_PAD).lit("-W")
        .value(java.time.temporal.IsoFields.WEEK_OF_WEEK_BASED_YEAR, 2).lit("-").value(ChronoField.DAY_OF_WEEK, 1)
        .optStart().offset("+HH:MM:ss", "Z").build(ResolverStyle.STRICT);
    public static final DateTimeFormatter ISO_INSTANT = new B().insensitive().add(new Fmt.InstantPP())
        .build(ResolverStyle.STRICT);
    public static final DateTimeFormatter BASIC_ISO_DATE = new B().insensitive().value(ChronoField.YEAR, 4)
        .value(ChronoField.MONTH_OF_YEAR, 2).value(ChronoField.DAY_OF_MONTH, 2).optStart().lenient()
        .offset("+HHMMss", "Z").strict().build(ResolverStyle.STRICT);
    public static final DateTimeFormatter RFC_1123_DATE_TIME = new B().insensitive().lenient().optStart()
        .text(ChronoField.DAY_OF_WEEK, TextStyle.SHORT).lit(", ").optEnd()
        .value(ChronoField.DAY_OF_MONTH, 1, 2, SignStyle.NOT_NEGATIVE).lit(" ")
        .text(ChronoField.MONTH_OF_YEAR, TextStyle.SHORT).lit(" ").value(ChronoField.YEAR, 4).lit(" ")
        .value(ChronoField.HOUR_OF_DAY, 2).lit(":").value(ChronoField.MINUTE_OF_HOUR, 2).optStart().lit(":")
        .value(ChronoField.SECOND_OF_MINUTE, 2).optEnd().lit(" ").offset("+HHMM", "GMT").build(ResolverStyle.SMART);

    static final Fmt.Composite ISO_INSTANT_PARSE = new B().append(ISO_LOCAL_DATE).lit("T")
        .value(ChronoField.HOUR_OF_DAY, 2).lit(":").value(ChronoField.MINUTE_OF_HOUR, 2).lit(":")
        .value(ChronoField.SECOND_OF_MINUTE, 2).add(new Fmt.Fraction(ChronoField.NANO_OF_SECOND, 0, 9, true))
        .offset("+HH:MM:ss", "Z").composite();

    final Fmt.Composite pp;
    private final Locale locale;
    private final ResolverStyle resolverStyle;
    private final ZoneId zone;
    private final String description;

    DateTimeFormatter(Fmt.Composite pp, Locale locale, ResolverStyle resolverStyle, ZoneId zone, String description) {
        this.pp = pp;
        this.locale = locale;
        this.resolverStyle = resolverStyle;
        this.zone = zone;
        this.description = description;
    }

    public static DateTimeFormatter ofPattern(String pattern) {
        return ofPattern(pattern, Locale.getDefault());
    }

    public static DateTimeFormatter ofPattern(String pattern, Locale locale) {
        java.util.Objects.requireNonNull(pattern, "pattern");
        B b = new B();
        parsePattern(b, pattern);
        return new DateTimeFormatter(b.composite(), locale, ResolverStyle.SMART, null, null);
    }

    /** The printer-parser of a pattern (ofPattern's). */
    static Fmt.Composite compilePattern(String pattern) {
        B b = new B();
        parsePattern(b, pattern);
        return b.composite();
    }

    private static DateTimeFormatter localized(FormatStyle dateStyle, FormatStyle timeStyle) {
        ArrayList<Fmt.PP> list = new ArrayList<>();
        list.add(new Fmt.Localized(dateStyle, timeStyle));
        return new DateTimeFormatter(new Fmt.Composite(list, false), Locale.getDefault(Locale.Category.FORMAT),
            ResolverStyle.SMART, null, null);
    }

    public static DateTimeFormatter ofLocalizedDate(FormatStyle dateStyle) {
        java.util.Objects.requireNonNull(dateStyle, "dateStyle");
        return localized(dateStyle, null);
    }

    public static DateTimeFormatter ofLocalizedTime(FormatStyle timeStyle) {
        java.util.Objects.requireNonNull(timeStyle, "timeStyle");
        return localized(null, timeStyle);
    }

    public static DateTimeFormatter ofLocalizedDateTime(FormatStyle dateTimeStyle) {
        java.util.Objects.requireNonNull(dateTimeStyle, "dateTimeStyle");
        return ofLocalizedDateTime(dateTimeStyle, dateTimeStyle);
    }

    public static DateTimeFormatter ofLocalizedDateTime(FormatStyle dateStyle, FormatStyle timeStyle) {
        java.util.Objects.requireNonNull(dateStyle, "dateStyle");
        java.util.Objects.requireNonNull(timeStyle, "timeStyle");
        return localized(dateStyle, timeStyle);
    }

    public Locale getLocale() {
        return locale;
    }

    public DateTimeFormatter withLocale(Locale locale) {
        if (this.locale.equals(locale)) {
            return this;
        }
        return new DateTimeFormatter(pp, locale, resolverStyle, zone, description);
    }

    public DateTimeFormatter localizedBy(Locale locale) {
        return withLocale(locale);
    }

    public Chronology getChronology() {
        return null;
    }

    public DateTimeFormatter withChronology(Chronology chrono) {
        return this;
    }

    public ZoneId getZone() {
        return zone;
    }

    public DateTimeFormatter withZone(ZoneId zone) {
        if (java.util.Objects.equals(this.zone, zone)) {
            return this;
        }
        return new DateTimeFormatter(pp, locale, resolverStyle, zone, description);
    }

    public ResolverStyle getResolverStyle() {
        return resolverStyle;
    }

    public DateTimeFormatter withResolverStyle(ResolverStyle resolverStyle) {
        java.util.Objects.requireNonNull(resolverStyle, "resolverStyle");
        if (this.resolverStyle == resolverStyle) {
            return this;
        }
        return new DateTimeFormatter(pp, locale, resolverStyle, zone, description);
    }

    public String format(TemporalAccessor temporal) {
        StringBuilder buf = new StringBuilder(32);
        formatTo(temporal, buf);
        return buf.toString();
    }

    public void formatTo(TemporalAccessor temporal, Appendable appendable) {
        java.util.Objects.requireNonNull(temporal, "temporal");
        java.util.Objects.requireNonNull(appendable, "appendable");
        Fmt.PrintCtx ctx = new Fmt.PrintCtx();
        ctx.locale = locale;
        ctx.temporal = adjust(temporal);
        if (appendable instanceof StringBuilder) {
            pp.format(ctx, (StringBuilder) appendable);
        } else {
            StringBuilder buf = new StringBuilder(32);
            pp.format(ctx, buf);
            try {
                appendable.append(buf);
            } catch (IOException ex) {
                throw new DateTimeException(ex.getMessage(), ex);
            }
        }
    }

    private TemporalAccessor adjust(final TemporalAccessor temporal) {
        if (zone == null) {
            return temporal;
        }
        ZoneId temporalZone = temporal.query(TemporalQueries.zoneId());
        if (zone.equals(temporalZone)) {
            return temporal;
        }
        if (temporal.isSupported(ChronoField.INSTANT_SECONDS)) {
            return ZonedDateTime.ofInstant(Instant.from(temporal), zone);
        }
        final ZoneId overrideZone = zone;
        return new TemporalAccessor() {
            public boolean isSupported(TemporalField field) {
                return temporal.isSupported(field);
            }

            public long getLong(TemporalField field) {
                return temporal.getLong(field);
            }

            @SuppressWarnings("unchecked")
            public <R> R query(TemporalQuery<R> query) {
                if (query == TemporalQueries.zoneId() || query == TemporalQueries.zone()) {
                    return (R) overrideZone;
                }
                if (query == TemporalQueries.chronology()) {
                    return (R) IsoChronology.INSTANCE;
                }
                return temporal.query(query);
            }

            public String toString() {
                return temporal + " with zone " + overrideZone;
            }
        };
    }

    public TemporalAccessor parse(CharSequence text) {
        java.util.Objects.requireNonNull(text, "text");
        try {
            return parseResolved0(text, null);
        } catch (DateTimeParseException ex) {
            throw ex;
        } catch (RuntimeException ex) {
            throw createError(text, ex);
        }
    }

    public TemporalAccessor parse(CharSequence text, ParsePosition position) {
        java.util.Objects.requireNonNull(text, "text");
        java.util.Objects.requireNonNull(position, "position");
        try {
            return parseResolved0(text, position);
        } catch (DateTimeParseException | IndexOutOfBoundsException ex) {
            throw ex;
        } catch (RuntimeException ex) {
            throw createError(text, ex);
        }
    }

    public <T> T parse(CharSequence text, TemporalQuery<T> query) {
        java.util.Objects.requireNonNull(text, "text");
        java.util.Objects.requireNonNull(query, "query");
        try {
            return parseResolved0(text, null).query(query); // hotspot:1954
        } catch (DateTimeParseException ex) {
            throw ex;
        } catch (RuntimeException ex) {
            throw createError(text, ex); // hotspot:1958
        }
    }

    public TemporalAccessor parseBest(CharSequence text, TemporalQuery<?>... queries) {
        java.util.Objects.requireNonNull(text, "text");
        java.util.Objects.requireNonNull(queries, "queries");
        if (queries.length < 2) {
            throw new IllegalArgumentException("At least two queries must be specified");
        }
        try {
            TemporalAccessor resolved = parseResolved0(text, null);
            for (TemporalQuery<?> query : queries) {
                try {
                    return (TemporalAccessor) resolved.query(query);
                } catch (RuntimeException ex) {
                    // continue
                }
            }
            throw new DateTimeException("Unable to convert parsed text using any of the specified queries");
        } catch (DateTimeParseException ex) {
            throw ex;
        } catch (RuntimeException ex) {
            throw createError(text, ex);
        }
    }

    public TemporalAccessor parseUnresolved(CharSequence text, ParsePosition position) {
        Fmt.ParseCtx ctx = parseUnresolved0(text, position);
        if (ctx == null) {
            return null;
        }
        return ctx.parsed;
    }

    private DateTimeParseException createError(CharSequence text, RuntimeException ex) {
        String abbr = abbreviate(text);
        return new DateTimeParseException("Text '" + abbr + "' could not be parsed: " + ex.getMessage(), text, 0, ex); // hotspot:2023
    }

    private static String abbreviate(CharSequence text) {
        if (text.length() > 64) {
            return text.subSequence(0, 64).toString() + "...";
        }
        return text.toString();
    }

    private TemporalAccessor parseResolved0(final CharSequence text, final ParsePosition position) {
        ParsePosition pos = (position != null ? position : new ParsePosition(0));
        Fmt.ParseCtx ctx = parseUnresolved0(text, pos);
        if (ctx == null || pos.getErrorIndex() >= 0 || (position == null && pos.getIndex() < text.length())) {
            String abbr = abbreviate(text);
            if (pos.getErrorIndex() >= 0) {
                throw new DateTimeParseException("Text '" + abbr + "' could not be parsed at index "
                    + pos.getErrorIndex(), text, pos.getErrorIndex()); // hotspot:2052
            } else {
                throw new DateTimeParseException("Text '" + abbr + "' could not be parsed, unparsed text found at index "
                    + pos.getIndex(), text, pos.getIndex()); // hotspot:2055
            }
        }
        Parsed parsed = ctx.parsed;
        if (parsed.zone == null) {
            parsed.zone = zone;
        }
        return DateTimeParseContext.toResolved(parsed, resolverStyle); // hotspot:2058
    }

    private Fmt.ParseCtx parseUnresolved0(CharSequence text, ParsePosition position) {
        java.util.Objects.requireNonNull(text, "text");
        java.util.Objects.requireNonNull(position, "position");
        Fmt.ParseCtx ctx = new Fmt.ParseCtx();
        ctx.locale = locale;
        int pos = position.getIndex();
        pos = pp.parse(ctx, text, pos);
        if (pos < 0) {
            position.setErrorIndex(~pos);
            return null;
        }
        position.setIndex(pos);
        return ctx;
    }

    @Override
    public String toString() {
        if (description != null) {
            return description;
        }
        String pattern = pp.toString();
        pattern = pattern.startsWith("[") ? pattern : pattern.substring(1, pattern.length() - 1);
        return pattern;
    }

    // ------------------------------------------------------------------ patterns

    private static TemporalField fieldOf(char c) {
        switch (c) {
            case 'G':
                return ChronoField.ERA;
            case 'y':
                return ChronoField.YEAR_OF_ERA;
            case 'u':
                return ChronoField.YEAR;
            case 'D':
                return ChronoField.DAY_OF_YEAR;
            case 'g':
                return java.time.temporal.JulianFields.MODIFIED_JULIAN_DAY;
            case 'M':
            case 'L':
                return ChronoField.MONTH_OF_YEAR;
            case 'd':
                return ChronoField.DAY_OF_MONTH;
            case 'E':
                return ChronoField.DAY_OF_WEEK;
            case 'a':
                return ChronoField.AMPM_OF_DAY;
            case 'H':
                return ChronoField.HOUR_OF_DAY;
            case 'k':
                return ChronoField.CLOCK_HOUR_OF_DAY;
            case 'K':
                return ChronoField.HOUR_OF_AMPM;
            case 'h':
                return ChronoField.CLOCK_HOUR_OF_AMPM;
            case 'm':
                return ChronoField.MINUTE_OF_HOUR;
            case 's':
                return ChronoField.SECOND_OF_MINUTE;
            case 'S':
                return ChronoField.NANO_OF_SECOND;
            case 'A':
                return ChronoField.MILLI_OF_DAY;
            case 'n':
                return ChronoField.NANO_OF_SECOND;
            case 'N':
                return ChronoField.NANO_OF_DAY;
            case 'F':
                return ChronoField.ALIGNED_WEEK_OF_MONTH;
            default:
                return null;
        }
    }

    /** A field printed as a number for one or two letters, as text for three to five (M L Q q). */
    private static void numberOrText(B b, TemporalField field, boolean standalone, char cur, int count) {
        switch (count) {
            case 1:
                b.value(field);
                break;
            case 2:
                b.value(field, 2);
                break;
            case 3:
                b.text(field, standalone ? TextStyle.SHORT_STANDALONE : TextStyle.SHORT);
                break;
            case 4:
                b.text(field, standalone ? TextStyle.FULL_STANDALONE : TextStyle.FULL);
                break;
            case 5:
                b.text(field, standalone ? TextStyle.NARROW_STANDALONE : TextStyle.NARROW);
                break;
            default:
                throw new IllegalArgumentException("Too many pattern letters: " + cur);
        }
    }

    private static final String[] OFFSET_X = {"+HHmm", "+HHMM", "+HH:MM", "+HHMMss", "+HH:MM:ss"};
    private static final String[] NO_OFFSET_X = {"+00", "+0000", "+00:00", "+0000", "+00:00"};

    static void parsePattern(B b, String pattern) {
        for (int pos = 0; pos < pattern.length(); pos++) {
            char cur = pattern.charAt(pos);
            if ((cur >= 'A' && cur <= 'Z') || (cur >= 'a' && cur <= 'z')) {
                int start = pos++;
                while (pos < pattern.length() && pattern.charAt(pos) == cur) {
                    pos++;
                }
                int count = pos - start;
                if (cur == 'p') {
                    int pad = 0;
                    if (pos < pattern.length()) {
                        cur = pattern.charAt(pos);
                        if ((cur >= 'A' && cur <= 'Z') || (cur >= 'a' && cur <= 'z')) {
                            pad = count;
                            start = pos++;
                            while (pos < pattern.length() && pattern.charAt(pos) == cur) {
                                pos++;
                            }
                            count = pos - start;
                        }
                    }
                    if (pad == 0) {
                        throw new IllegalArgumentException("Pad letter 'p' must be followed by valid pad pattern: "
                            + pattern);
                    }
                    b.padNext(pad, ' ');
                }
                pos--;
                parseField(b, cur, count, pattern);
            } else if (cur == '\'') {
                int start = pos++;
                for (; pos < pattern.length(); pos++) {
                    if (pattern.charAt(pos) == '\'') {
                        if (pos + 1 < pattern.length() && pattern.charAt(pos + 1) == '\'') {
                            pos++;
                        } else {
                            break;
                        }
                    }
                }
                if (pos >= pattern.length()) {
                    throw new IllegalArgumentException("Pattern ends with an incomplete string literal: " + pattern);
                }
                String str = pattern.substring(start + 1, pos);
                if (str.isEmpty()) {
                    b.lit("'");
                } else {
                    b.lit(str.replace("''", "'"));
                }
            } else if (cur == '[') {
                b.optStart();
            } else if (cur == ']') {
                if (b.stackDepth() <= 1) {
                    throw new IllegalArgumentException("Pattern invalid as it contains ] without previous [");
                }
                b.optEnd();
            } else if (cur == '{' || cur == '}' || cur == '#') {
                throw new IllegalArgumentException("Pattern includes reserved character: '" + cur + "'");
            } else {
                b.lit(String.valueOf(cur));
            }
        }
    }

    private static void parseField(B b, char cur, int count, String pattern) {
        TemporalField field = fieldOf(cur);
        switch (cur) {
            case 'V':
                if (count != 2) {
                    throw new IllegalArgumentException("Pattern letter count must be 2: " + cur);
                }
                b.add(new Fmt.ZoneIdPP(false));
                return;
            case 'z':
                if (count > 4) {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                b.add(new Fmt.ZoneText(count == 4));
                return;
            case 'O':
                if (count == 1) {
                    b.add(new Fmt.LocalizedOffset(false));
                } else if (count == 4) {
                    b.add(new Fmt.LocalizedOffset(true));
                } else {
                    throw new IllegalArgumentException("Pattern letter count must be 1 or 4: " + cur);
                }
                return;
            case 'X':
                if (count > 5) {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                b.offset(OFFSET_X[count - 1], "Z");
                return;
            case 'x':
                if (count > 5) {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                b.offset(OFFSET_X[count - 1], NO_OFFSET_X[count - 1]);
                return;
            case 'Z':
                if (count < 4) {
                    b.offset("+HHMM", "+0000");
                } else if (count == 4) {
                    b.add(new Fmt.LocalizedOffset(true));
                } else if (count == 5) {
                    b.offset("+HH:MM:ss", "Z");
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                return;
            default:
                break;
        }
        switch (cur) {
            case 'Q':
            case 'q':
                numberOrText(b, java.time.temporal.IsoFields.QUARTER_OF_YEAR, cur == 'q', cur, count);
                return;
            case 'Y':
                b.add(new Fmt.WeekBased('Y', count));
                return;
            case 'w':
                if (count > 2) {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                b.add(new Fmt.WeekBased('w', count));
                return;
            case 'W':
                if (count > 1) {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                b.add(new Fmt.WeekBased('W', count));
                return;
            case 'e':
            case 'c':
                if (cur == 'c' && count == 2) {
                    throw new IllegalArgumentException("Invalid pattern \"cc\"");
                }
                if (count <= 2) {
                    b.add(new Fmt.WeekBased(cur, count));
                } else if (count <= 5) {
                    TextStyle[] styles = cur == 'e' ? new TextStyle[] {TextStyle.SHORT, TextStyle.FULL, TextStyle.NARROW}
                        : new TextStyle[] {TextStyle.SHORT_STANDALONE, TextStyle.FULL_STANDALONE,
                            TextStyle.NARROW_STANDALONE};
                    b.text(ChronoField.DAY_OF_WEEK, styles[count - 3]);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                return;
            case 'B':
                if (count == 1) {
                    b.add(new Fmt.DayPeriod(TextStyle.SHORT));
                } else if (count == 4) {
                    b.add(new Fmt.DayPeriod(TextStyle.FULL));
                } else if (count == 5) {
                    b.add(new Fmt.DayPeriod(TextStyle.NARROW));
                } else {
                    throw new IllegalArgumentException("Wrong number of pattern letters: " + cur);
                }
                return;
            case 'v':
                if (count == 1) {
                    b.add(new Fmt.ZoneText(false, true));
                } else if (count == 4) {
                    b.add(new Fmt.ZoneText(true, true));
                } else {
                    throw new IllegalArgumentException("Wrong number of pattern letters: " + cur);
                }
                return;
            default:
                break;
        }
        if (field == null) {
            throw new IllegalArgumentException("Unknown pattern letter: " + cur);
        }
        switch (cur) {
            case 'u':
            case 'y':
                if (count == 2) {
                    b.add(new Fmt.Reduced(field, 2000));
                } else if (count < 4) {
                    b.value(field, count, 19, SignStyle.NORMAL);
                } else {
                    b.value(field, count, 19, SignStyle.EXCEEDS_PAD);
                }
                break;
            case 'M':
            case 'L': {
                numberOrText(b, field, cur == 'L', cur, count);
                break;
            }
            case 'a':
                if (count == 1) {
                    b.text(field, TextStyle.SHORT);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'E':
            case 'G':
                switch (count) {
                    case 1:
                    case 2:
                    case 3:
                        b.text(field, TextStyle.SHORT);
                        break;
                    case 4:
                        b.text(field, TextStyle.FULL);
                        break;
                    case 5:
                        b.text(field, TextStyle.NARROW);
                        break;
                    default:
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'S':
                b.add(new Fmt.Fraction(ChronoField.NANO_OF_SECOND, count, count, false));
                break;
            case 'F':
                if (count == 1) {
                    b.value(field);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'd':
            case 'h':
            case 'H':
            case 'k':
            case 'K':
            case 'm':
            case 's':
                if (count == 1) {
                    b.value(field);
                } else if (count == 2) {
                    b.value(field, count);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'D':
                if (count == 1) {
                    b.value(field);
                } else if (count == 2 || count == 3) {
                    b.value(field, count, 3, SignStyle.NOT_NEGATIVE);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'g':
                b.value(field, count, 19, SignStyle.NORMAL);
                break;
            case 'A':
            case 'n':
            case 'N':
                b.value(field, count, 19, SignStyle.NOT_NEGATIVE);
                break;
            default:
                if (count == 1) {
                    b.value(field);
                } else {
                    b.value(field, count);
                }
                break;
        }
    }
}
