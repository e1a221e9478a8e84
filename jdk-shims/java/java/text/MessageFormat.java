package java.text;

import java.util.Arrays;
import java.util.Date;
import java.util.Locale;

/**
 * Messages with numbered arguments, "{n}" or "{n,type,style}", with JDK 17's
 * pattern syntax, errors and toPattern. Subformats come from the library's
 * NumberFormat/DateFormat for the locale, so they carry its (English-only)
 * conventions. formatToCharacterIterator is not provided.
 */
public class MessageFormat extends Format {
    private static final long serialVersionUID = 6479157306784022952L;

    private static final int INITIAL_FORMATS = 10;
    private static final String[] TYPE_KEYWORDS = {"", "number", "date", "time", "choice"};
    private static final String[] NUMBER_STYLES = {"", "currency", "percent", "integer"};
    private static final String[] DATE_TIME_STYLES = {"", "short", "medium", "long", "full"};
    private static final int[] DATE_TIME_STYLE_VALUES = {
        DateFormat.DEFAULT, DateFormat.SHORT, DateFormat.MEDIUM, DateFormat.LONG, DateFormat.FULL
    };

    private Locale locale;
    /** The literal text, with the format elements cut out. */
    private String pattern = "";
    // Per format element i (0..maxOffset): where it sits in pattern, its argument, its subformat.
    // Slots past maxOffset keep what an earlier pattern left there, as the JDK's do (equals sees them).
    private Format[] formats = new Format[INITIAL_FORMATS];
    private int[] offsets = new int[INITIAL_FORMATS];
    private int[] argumentNumbers = new int[INITIAL_FORMATS];
    private int maxOffset = -1;

    public MessageFormat(String pattern) {
        this.locale = Locale.getDefault(Locale.Category.FORMAT);
        applyPattern(pattern);
    }

    public MessageFormat(String pattern, Locale locale) {
        this.locale = locale;
        applyPattern(pattern);
    }

    public static String format(String pattern, Object... arguments) {
        return new MessageFormat(pattern).format(arguments);
    }

    public void setLocale(Locale locale) {
        this.locale = locale;
    }

    public Locale getLocale() {
        return locale;
    }

    public void applyPattern(String pattern) {
        StringBuilder literal = new StringBuilder(pattern.length());
        // Inside braces: [0] argument number, [1] type, [2] style; null until its comma is seen.
        StringBuilder[] parts = new StringBuilder[3];
        int part = -1;
        int element = 0;
        boolean inQuote = false;
        int braceDepth = 0;
        maxOffset = -1;
        for (int i = 0; i < pattern.length(); i++) {
            char ch = pattern.charAt(i);
            if (part < 0) {
                if (ch == '\'') {
                    if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                        literal.append(ch);
                        i++;
                    } else {
                        inQuote = !inQuote;
                    }
                } else if (ch == '{' && !inQuote) {
                    part = 0;
                    parts[0] = new StringBuilder();
                } else {
                    literal.append(ch);
                }
            } else if (inQuote) {
                // Quotes inside an element stay, for the subformat's own pattern.
                parts[part].append(ch);
                if (ch == '\'') {
                    inQuote = false;
                }
            } else {
                switch (ch) {
                    case ',':
                        if (part < 2) {
                            parts[++part] = new StringBuilder();
                        } else {
                            parts[part].append(ch);
                        }
                        break;
                    case '{':
                        braceDepth++;
                        parts[part].append(ch);
                        break;
                    case '}':
                        if (braceDepth == 0) {
                            makeFormat(element++, literal.length(), parts);
                            part = -1;
                            parts[0] = parts[1] = parts[2] = null;
                        } else {
                            braceDepth--;
                            parts[part].append(ch);
                        }
                        break;
                    case ' ':
                        if (part != 1 || parts[1].length() > 0) {
                            parts[part].append(ch);
                        }
                        break;
                    case '\'':
                        inQuote = true;
                        parts[part].append(ch);
                        break;
                    default:
                        parts[part].append(ch);
                        break;
                }
            }
        }
        // JDK 17 only notices an open element when no nested brace is open either.
        if (braceDepth == 0 && part >= 0) {
            maxOffset = -1;
            throw new IllegalArgumentException("Unmatched braces in the pattern.");
        }
        this.pattern = literal.toString();
    }

    private void makeFormat(int element, int offset, StringBuilder[] parts) {
        String index = parts[0].toString();
        String type = parts[1] == null ? "" : parts[1].toString();
        String style = parts[2] == null ? "" : parts[2].toString();
        int argumentNumber;
        try {
            argumentNumber = Integer.parseInt(index);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("can't parse argument number: " + index, e);
        }
        if (argumentNumber < 0) {
            throw new IllegalArgumentException("negative argument number: " + argumentNumber);
        }
        if (element >= formats.length) {
            int n = formats.length * 2;
            formats = Arrays.copyOf(formats, n);
            offsets = Arrays.copyOf(offsets, n);
            argumentNumbers = Arrays.copyOf(argumentNumbers, n);
        }
        int oldMaxOffset = maxOffset;
        maxOffset = element;
        offsets[element] = offset;
        argumentNumbers[element] = argumentNumber;

        Format format = null;
        if (!type.isEmpty()) {
            try {
                format = subformat(type, style);
            } catch (RuntimeException e) {
                maxOffset = oldMaxOffset;
                throw e;
            }
        }
        formats[element] = format;
    }

    private Format subformat(String type, String style) {
        int kind = findKeyword(type, TYPE_KEYWORDS);
        switch (kind) {
            case 0:
                // "{0,}" and "{0,,style}" are plain "{0}".
                return null;
            case 1:
                switch (findKeyword(style, NUMBER_STYLES)) {
                    case 0:
                        return NumberFormat.getInstance(locale);
                    case 1:
                        return NumberFormat.getCurrencyInstance(locale);
                    case 2:
                        return NumberFormat.getPercentInstance(locale);
                    case 3:
                        return NumberFormat.getIntegerInstance(locale);
                    default:
                        return new DecimalFormat(style, DecimalFormatSymbols.getInstance(locale));
                }
            case 2:
            case 3: {
                int s = findKeyword(style, DATE_TIME_STYLES);
                if (s < 0) {
                    return new SimpleDateFormat(style, locale);
                }
                int value = DATE_TIME_STYLE_VALUES[s];
                return kind == 2 ? DateFormat.getDateInstance(value, locale)
                    : DateFormat.getTimeInstance(value, locale);
            }
            case 4:
                try {
                    return new ChoiceFormat(style);
                } catch (Exception e) {
                    throw new IllegalArgumentException("Choice Pattern incorrect: " + style, e);
                }
            default:
                throw new IllegalArgumentException("unknown format type: " + type);
        }
    }

    /** The keyword's index, matched exactly or else trimmed and in lower case; -1 if none. */
    private static int findKeyword(String s, String[] keywords) {
        String folded = s.trim().toLowerCase(Locale.ROOT);
        for (int i = 0; i < keywords.length; i++) {
            if (s.equals(keywords[i]) || folded.equals(keywords[i])) {
                return i;
            }
        }
        return -1;
    }

    public String toPattern() {
        StringBuilder result = new StringBuilder();
        int last = 0;
        for (int i = 0; i <= maxOffset; i++) {
            appendQuoted(pattern, last, offsets[i], result);
            last = offsets[i];
            result.append('{').append(argumentNumbers[i]);
            appendFormatDescription(formats[i], result);
            result.append('}');
        }
        appendQuoted(pattern, last, pattern.length(), result);
        return result.toString();
    }

    /** ",type,style" for the subformats a pattern can name; nothing for others. */
    private void appendFormatDescription(Format format, StringBuilder result) {
        if (format instanceof NumberFormat) {
            if (format.equals(NumberFormat.getInstance(locale))) {
                result.append(",number");
            } else if (format.equals(NumberFormat.getCurrencyInstance(locale))) {
                result.append(",number,currency");
            } else if (format.equals(NumberFormat.getPercentInstance(locale))) {
                result.append(",number,percent");
            } else if (format.equals(NumberFormat.getIntegerInstance(locale))) {
                result.append(",number,integer");
            } else if (format instanceof DecimalFormat) {
                result.append(",number,").append(((DecimalFormat) format).toPattern());
            } else if (format instanceof ChoiceFormat) {
                result.append(",choice,").append(((ChoiceFormat) format).toPattern());
            }
        } else if (format instanceof DateFormat) {
            for (int s = 0; s < DATE_TIME_STYLE_VALUES.length; s++) {
                String type = null;
                if (format.equals(DateFormat.getDateInstance(DATE_TIME_STYLE_VALUES[s], locale))) {
                    type = ",date";
                } else if (format.equals(DateFormat.getTimeInstance(DATE_TIME_STYLE_VALUES[s], locale))) {
                    type = ",time";
                }
                if (type != null) {
                    result.append(type);
                    if (s != 0) {
                        result.append(',').append(DATE_TIME_STYLES[s]);
                    }
                    return;
                }
            }
            if (format instanceof SimpleDateFormat) {
                result.append(",date,").append(((SimpleDateFormat) format).toPattern());
            }
        }
    }

    /** Literal text as a pattern: '' for a quote, '{' quoted (a '}' alone needs no quotes). */
    private static void appendQuoted(String source, int start, int end, StringBuilder target) {
        boolean quoted = false;
        for (int i = start; i < end; i++) {
            char ch = source.charAt(i);
            if (ch == '{') {
                if (!quoted) {
                    target.append('\'');
                    quoted = true;
                }
                target.append(ch);
            } else if (ch == '\'') {
                target.append("''");
            } else {
                if (quoted) {
                    target.append('\'');
                    quoted = false;
                }
                target.append(ch);
            }
        }
        if (quoted) {
            target.append('\'');
        }
    }

    public void setFormatsByArgumentIndex(Format[] newFormats) {
        for (int i = 0; i <= maxOffset; i++) {
            int j = argumentNumbers[i];
            if (j < newFormats.length) {
                formats[i] = newFormats[j];
            }
        }
    }

    public void setFormats(Format[] newFormats) {
        int n = Math.min(newFormats.length, maxOffset + 1);
        for (int i = 0; i < n; i++) {
            formats[i] = newFormats[i];
        }
    }

    public void setFormatByArgumentIndex(int argumentIndex, Format newFormat) {
        for (int i = 0; i <= maxOffset; i++) {
            if (argumentNumbers[i] == argumentIndex) {
                formats[i] = newFormat;
            }
        }
    }

    public void setFormat(int formatElementIndex, Format newFormat) {
        if (formatElementIndex > maxOffset) {
            throw new ArrayIndexOutOfBoundsException(formatElementIndex);
        }
        formats[formatElementIndex] = newFormat;
    }

    public Format[] getFormatsByArgumentIndex() {
        Format[] result = new Format[maxArgumentNumber() + 1];
        for (int i = 0; i <= maxOffset; i++) {
            result[argumentNumbers[i]] = formats[i];
        }
        return result;
    }

    public Format[] getFormats() {
        return Arrays.copyOf(formats, maxOffset + 1);
    }

    private int maxArgumentNumber() {
        int max = -1;
        for (int i = 0; i <= maxOffset; i++) {
            max = Math.max(max, argumentNumbers[i]);
        }
        return max;
    }

    public final StringBuffer format(Object[] arguments, StringBuffer result, FieldPosition pos) {
        return subformat(arguments, result, pos);
    }

    public final StringBuffer format(Object arguments, StringBuffer result, FieldPosition pos) {
        return subformat((Object[]) arguments, result, pos);
    }

    private StringBuffer subformat(Object[] arguments, StringBuffer result, FieldPosition pos) {
        int last = 0;
        for (int i = 0; i <= maxOffset; i++) {
            result.append(pattern, last, offsets[i]);
            last = offsets[i];
            int argumentNumber = argumentNumbers[i];
            if (arguments == null || argumentNumber >= arguments.length) {
                result.append('{').append(argumentNumber).append('}');
                continue;
            }
            Object obj = arguments[argumentNumber];
            String text = null;
            Format formatter = null;
            if (obj == null) {
                text = "null";
            } else if (formats[i] != null) {
                formatter = formats[i];
                if (formatter instanceof ChoiceFormat) {
                    text = formatter.format(obj);
                    // A choice that yields braces is itself a message over all the arguments.
                    if (text.indexOf('{') >= 0) {
                        formatter = new MessageFormat(text, locale);
                        obj = arguments;
                        text = null;
                    }
                }
            } else if (obj instanceof Number) {
                formatter = NumberFormat.getInstance(locale);
            } else if (obj instanceof Date) {
                formatter = DateFormat.getDateTimeInstance(DateFormat.SHORT, DateFormat.SHORT, locale);
            } else if (obj instanceof String) {
                text = (String) obj;
            } else {
                text = obj.toString();
                if (text == null) {
                    text = "null";
                }
            }
            if (formatter != null) {
                text = formatter.format(obj);
            }
            int begin = result.length();
            result.append(text);
            if (i == 0 && pos != null && Field.ARGUMENT.equals(pos.getFieldAttribute())) {
                pos.setBeginIndex(begin);
                pos.setEndIndex(result.length());
            }
        }
        result.append(pattern, last, pattern.length());
        return result;
    }

    public Object[] parse(String source, ParsePosition pos) {
        if (source == null) {
            return new Object[0];
        }
        Object[] result = new Object[maxArgumentNumber() + 1];
        int patternOffset = 0;
        int sourceOffset = pos.index;
        ParsePosition status = new ParsePosition(0);
        for (int i = 0; i <= maxOffset; i++) {
            int len = offsets[i] - patternOffset;
            if (len == 0 || pattern.regionMatches(patternOffset, source, sourceOffset, len)) {
                sourceOffset += len;
                patternOffset += len;
            } else {
                pos.errorIndex = sourceOffset;
                return null;
            }
            if (formats[i] == null) {
                // A string argument runs to the first occurrence of the following literal
                // (to the end if none follows); no backtracking.
                int literalEnd = i != maxOffset ? offsets[i + 1] : pattern.length();
                int next;
                if (patternOffset >= literalEnd) {
                    next = source.length();
                } else {
                    next = source.indexOf(pattern.substring(patternOffset, literalEnd), sourceOffset);
                }
                if (next < 0) {
                    pos.errorIndex = sourceOffset;
                    return null;
                }
                String value = source.substring(sourceOffset, next);
                if (!value.equals("{" + argumentNumbers[i] + "}")) {
                    result[argumentNumbers[i]] = value;
                }
                sourceOffset = next;
            } else {
                status.index = sourceOffset;
                result[argumentNumbers[i]] = formats[i].parseObject(source, status);
                if (status.index == sourceOffset) {
                    pos.errorIndex = sourceOffset;
                    return null;
                }
                sourceOffset = status.index;
            }
        }
        int len = pattern.length() - patternOffset;
        if (len == 0 || pattern.regionMatches(patternOffset, source, sourceOffset, len)) {
            pos.index = sourceOffset + len;
        } else {
            pos.errorIndex = sourceOffset;
            return null;
        }
        return result;
    }

    public Object[] parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Object[] result = parse(source, pos);
        if (pos.index == 0) {
            throw new ParseException("MessageFormat parse error!", pos.errorIndex);
        }
        return result;
    }

    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public Object clone() {
        MessageFormat other = (MessageFormat) super.clone();
        other.formats = formats.clone();
        for (int i = 0; i < formats.length; i++) {
            if (formats[i] != null) {
                other.formats[i] = (Format) formats[i].clone();
            }
        }
        other.offsets = offsets.clone();
        other.argumentNumbers = argumentNumbers.clone();
        return other;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        MessageFormat other = (MessageFormat) obj;
        return maxOffset == other.maxOffset && pattern.equals(other.pattern)
            && (locale == null ? other.locale == null : locale.equals(other.locale))
            && Arrays.equals(offsets, other.offsets) && Arrays.equals(argumentNumbers, other.argumentNumbers)
            && Arrays.equals(formats, other.formats);
    }

    public int hashCode() {
        return pattern.hashCode();
    }

    public static class Field extends Format.Field {
        private static final long serialVersionUID = 7899943957617360810L;

        public static final Field ARGUMENT = new Field("message argument field");

        protected Field(String name) {
            super(name);
        }
    }
}
