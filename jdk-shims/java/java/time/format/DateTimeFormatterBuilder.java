package java.time.format;

import java.time.ZoneId;
import java.time.chrono.ChronoLocalDate;
import java.time.chrono.Chronology;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalField;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** Builds formatters from the same printer-parsers as DateTimeFormatter's own (Fmt). */
public final class DateTimeFormatterBuilder {
    private static final String[] OFFSET_PATTERNS = {"+HH", "+HHmm", "+HH:mm", "+HHMM", "+HH:MM", "+HHMMss",
        "+HH:MM:ss", "+HHMMSS", "+HH:MM:SS", "+HHmmss", "+HH:mm:ss", "+H", "+Hmm", "+H:mm", "+HMM", "+H:MM", "+HMMss",
        "+H:MM:ss", "+HMMSS", "+H:MM:SS", "+Hmmss", "+H:mm:ss"};

    private final DateTimeFormatter.B b = new DateTimeFormatter.B();

    public DateTimeFormatterBuilder() {
    }

    public static String getLocalizedDateTimePattern(FormatStyle dateStyle, FormatStyle timeStyle, Chronology chrono,
            Locale locale) {
        java.util.Objects.requireNonNull(locale, "locale");
        java.util.Objects.requireNonNull(chrono, "chrono");
        if (dateStyle == null && timeStyle == null) {
            throw new IllegalArgumentException("Either dateStyle or timeStyle must be non-null");
        }
        return Fmt.Localized.pattern(dateStyle, timeStyle, locale);
    }

    public DateTimeFormatterBuilder parseCaseSensitive() {
        b.sensitive();
        return this;
    }

    public DateTimeFormatterBuilder parseCaseInsensitive() {
        b.insensitive();
        return this;
    }

    public DateTimeFormatterBuilder parseStrict() {
        b.strict();
        return this;
    }

    public DateTimeFormatterBuilder parseLenient() {
        b.lenient();
        return this;
    }

    public DateTimeFormatterBuilder parseDefaulting(TemporalField field, long value) {
        java.util.Objects.requireNonNull(field, "field");
        b.addRaw(new Fmt.DefaultValue(field, value));
        return this;
    }

    public DateTimeFormatterBuilder appendValue(TemporalField field) {
        java.util.Objects.requireNonNull(field, "field");
        b.add(new Fmt.Num(field, 1, 19, SignStyle.NORMAL));
        return this;
    }

    public DateTimeFormatterBuilder appendValue(TemporalField field, int width) {
        java.util.Objects.requireNonNull(field, "field");
        if (width < 1 || width > 19) {
            throw new IllegalArgumentException("The width must be from 1 to 19 inclusive but was " + width);
        }
        b.add(new Fmt.Num(field, width, width, SignStyle.NOT_NEGATIVE));
        return this;
    }

    public DateTimeFormatterBuilder appendValue(TemporalField field, int minWidth, int maxWidth, SignStyle signStyle) {
        if (minWidth == maxWidth && signStyle == SignStyle.NOT_NEGATIVE) {
            return appendValue(field, maxWidth);
        }
        java.util.Objects.requireNonNull(field, "field");
        java.util.Objects.requireNonNull(signStyle, "signStyle");
        if (minWidth < 1 || minWidth > 19) {
            throw new IllegalArgumentException("The minimum width must be from 1 to 19 inclusive but was " + minWidth);
        }
        if (maxWidth < 1 || maxWidth > 19) {
            throw new IllegalArgumentException("The maximum width must be from 1 to 19 inclusive but was " + maxWidth);
        }
        if (maxWidth < minWidth) {
            throw new IllegalArgumentException("The maximum width must exceed or equal the minimum width but "
                + maxWidth + " < " + minWidth);
        }
        b.add(new Fmt.Num(field, minWidth, maxWidth, signStyle));
        return this;
    }

    public DateTimeFormatterBuilder appendValueReduced(TemporalField field, int width, int maxWidth, int baseValue) {
        java.util.Objects.requireNonNull(field, "field");
        checkReduced(field, width, maxWidth);
        b.add(new Fmt.Reduced(field, width, maxWidth, baseValue, null));
        return this;
    }

    public DateTimeFormatterBuilder appendValueReduced(TemporalField field, int width, int maxWidth,
            ChronoLocalDate baseDate) {
        java.util.Objects.requireNonNull(field, "field");
        java.util.Objects.requireNonNull(baseDate, "baseDate");
        checkReduced(field, width, maxWidth);
        java.time.LocalDate date = java.time.LocalDate.from(baseDate);
        b.add(new Fmt.Reduced(field, width, maxWidth, date.get(field), date));
        return this;
    }

    private static void checkReduced(TemporalField field, int minWidth, int maxWidth) {
        if (minWidth < 1 || minWidth > 10) {
            throw new IllegalArgumentException("The minWidth must be from 1 to 10 inclusive but was " + minWidth);
        }
        if (maxWidth < 1 || maxWidth > 10) {
            throw new IllegalArgumentException("The maxWidth must be from 1 to 10 inclusive but was " + minWidth);
        }
        if (maxWidth < minWidth) {
            throw new IllegalArgumentException("Maximum width must exceed or equal the minimum width but " + maxWidth
                + " < " + minWidth);
        }
    }

    public DateTimeFormatterBuilder appendFraction(TemporalField field, int minWidth, int maxWidth,
            boolean decimalPoint) {
        java.util.Objects.requireNonNull(field, "field");
        if (!field.range().isFixed()) {
            throw new IllegalArgumentException("Field must have a fixed set of values: " + field);
        }
        if (minWidth < 0 || minWidth > 9) {
            throw new IllegalArgumentException("Minimum width must be from 0 to 9 inclusive but was " + minWidth);
        }
        if (maxWidth < 1 || maxWidth > 9) {
            throw new IllegalArgumentException("Maximum width must be from 1 to 9 inclusive but was " + maxWidth);
        }
        if (maxWidth < minWidth) {
            throw new IllegalArgumentException("Maximum width must exceed or equal the minimum width but " + maxWidth
                + " < " + minWidth);
        }
        b.add(new Fmt.Fraction(field, minWidth, maxWidth, decimalPoint));
        return this;
    }

    public DateTimeFormatterBuilder appendText(TemporalField field) {
        return appendText(field, TextStyle.FULL);
    }

    public DateTimeFormatterBuilder appendText(TemporalField field, TextStyle textStyle) {
        java.util.Objects.requireNonNull(field, "field");
        java.util.Objects.requireNonNull(textStyle, "textStyle");
        b.add(new Fmt.Text(field, textStyle));
        return this;
    }

    public DateTimeFormatterBuilder appendDayPeriodText(TextStyle style) {
        java.util.Objects.requireNonNull(style, "style");
        b.add(new Fmt.DayPeriod(style.asNormal()));
        return this;
    }

    public DateTimeFormatterBuilder appendText(TemporalField field, Map<Long, String> textLookup) {
        java.util.Objects.requireNonNull(field, "field");
        java.util.Objects.requireNonNull(textLookup, "textLookup");
        b.add(new Fmt.TextMap(field, textLookup));
        return this;
    }

    public DateTimeFormatterBuilder appendInstant() {
        b.add(new Fmt.InstantPP(-2));
        return this;
    }

    public DateTimeFormatterBuilder appendInstant(int fractionalDigits) {
        if (fractionalDigits < -1 || fractionalDigits > 9) {
            throw new IllegalArgumentException("The fractional digits must be from -1 to 9 inclusive but was "
                + fractionalDigits);
        }
        b.add(new Fmt.InstantPP(fractionalDigits));
        return this;
    }

    public DateTimeFormatterBuilder appendOffsetId() {
        b.add(new Fmt.Offset("+HH:MM:ss", "Z"));
        return this;
    }

    public DateTimeFormatterBuilder appendOffset(String pattern, String noOffsetText) {
        java.util.Objects.requireNonNull(pattern, "pattern");
        java.util.Objects.requireNonNull(noOffsetText, "noOffsetText");
        boolean known = false;
        for (String p : OFFSET_PATTERNS) {
            if (p.equals(pattern)) {
                known = true;
            }
        }
        if (!known) {
            throw new IllegalArgumentException("Invalid zone offset pattern: " + pattern);
        }
        b.add(new Fmt.Offset(pattern, noOffsetText));
        return this;
    }

    public DateTimeFormatterBuilder appendLocalizedOffset(TextStyle style) {
        java.util.Objects.requireNonNull(style, "style");
        if (style != TextStyle.FULL && style != TextStyle.SHORT) {
            throw new IllegalArgumentException("Style must be either full or short");
        }
        b.add(new Fmt.LocalizedOffset(style == TextStyle.FULL));
        return this;
    }

    public DateTimeFormatterBuilder appendZoneId() {
        b.add(new Fmt.ZoneIdPP(false, "ZoneId()"));
        return this;
    }

    public DateTimeFormatterBuilder appendZoneRegionId() {
        b.add(new Fmt.ZoneIdPP(true));
        return this;
    }

    public DateTimeFormatterBuilder appendZoneOrOffsetId() {
        b.add(new Fmt.ZoneIdPP(false, "ZoneOrOffsetId()"));
        return this;
    }

    public DateTimeFormatterBuilder appendZoneText(TextStyle textStyle) {
        java.util.Objects.requireNonNull(textStyle, "textStyle");
        b.add(new Fmt.ZoneText(textStyle.asNormal() == TextStyle.FULL, false,
            textStyle.asNormal() == TextStyle.NARROW));
        return this;
    }

    public DateTimeFormatterBuilder appendZoneText(TextStyle textStyle, Set<ZoneId> preferredZones) {
        java.util.Objects.requireNonNull(preferredZones, "preferredZones");
        return appendZoneText(textStyle);
    }

    public DateTimeFormatterBuilder appendGenericZoneText(TextStyle textStyle) {
        java.util.Objects.requireNonNull(textStyle, "textStyle");
        b.add(new Fmt.ZoneText(textStyle.asNormal() == TextStyle.FULL, true,
            textStyle.asNormal() == TextStyle.NARROW));
        return this;
    }

    public DateTimeFormatterBuilder appendGenericZoneText(TextStyle textStyle, Set<ZoneId> preferredZones) {
        java.util.Objects.requireNonNull(preferredZones, "preferredZones");
        return appendGenericZoneText(textStyle);
    }

    public DateTimeFormatterBuilder appendChronologyId() {
        b.add(new Fmt.Chrono(null));
        return this;
    }

    public DateTimeFormatterBuilder appendChronologyText(TextStyle textStyle) {
        java.util.Objects.requireNonNull(textStyle, "textStyle");
        b.add(new Fmt.Chrono(textStyle));
        return this;
    }

    public DateTimeFormatterBuilder appendLocalized(FormatStyle dateStyle, FormatStyle timeStyle) {
        if (dateStyle == null && timeStyle == null) {
            throw new IllegalArgumentException("Either the date or time style must be non-null");
        }
        // The pattern is the formatter's locale's, chosen when it formats or parses.
        b.add(new Fmt.Localized(dateStyle, timeStyle));
        return this;
    }

    public DateTimeFormatterBuilder appendLiteral(char literal) {
        b.lit(String.valueOf(literal));
        return this;
    }

    public DateTimeFormatterBuilder appendLiteral(String literal) {
        java.util.Objects.requireNonNull(literal, "literal");
        if (!literal.isEmpty()) {
            b.lit(literal);
        }
        return this;
    }

    public DateTimeFormatterBuilder append(DateTimeFormatter formatter) {
        java.util.Objects.requireNonNull(formatter, "formatter");
        b.add(formatter.pp.withOptional(false));
        return this;
    }

    public DateTimeFormatterBuilder appendOptional(DateTimeFormatter formatter) {
        java.util.Objects.requireNonNull(formatter, "formatter");
        b.add(formatter.pp.withOptional(true));
        return this;
    }

    public DateTimeFormatterBuilder appendPattern(String pattern) {
        java.util.Objects.requireNonNull(pattern, "pattern");
        DateTimeFormatter.parsePattern(b, pattern);
        return this;
    }

    public DateTimeFormatterBuilder padNext(int padWidth) {
        return padNext(padWidth, ' ');
    }

    public DateTimeFormatterBuilder padNext(int padWidth, char padChar) {
        if (padWidth < 1) {
            throw new IllegalArgumentException("The pad width must be at least one but was " + padWidth);
        }
        b.padNext(padWidth, padChar);
        return this;
    }

    public DateTimeFormatterBuilder optionalStart() {
        b.optStart();
        return this;
    }

    public DateTimeFormatterBuilder optionalEnd() {
        b.optEnd();
        return this;
    }

    public DateTimeFormatter toFormatter() {
        return toFormatter(Locale.getDefault(Locale.Category.FORMAT));
    }

    public DateTimeFormatter toFormatter(Locale locale) {
        java.util.Objects.requireNonNull(locale, "locale");
        return new DateTimeFormatter(b.composite(), locale, ResolverStyle.SMART, null, null);
    }
}
