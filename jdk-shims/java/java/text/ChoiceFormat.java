package java.text;

import java.util.Arrays;

/**
 * A number-to-text mapping over half-open intervals: limit i chooses format i
 * for limit[i] <= x < limit[i+1]. Patterns are "limit#text" or "limit<text"
 * ('<' means just above the limit, '\u2264' is the same as '#'), joined by
 * '|', with '' and quoting as in JDK 17.
 */
public class ChoiceFormat extends NumberFormat {
    private static final long serialVersionUID = 1795184449645032964L;

    private double[] choiceLimits;
    private String[] choiceFormats;

    public ChoiceFormat(String newPattern) {
        applyPattern(newPattern);
    }

    public ChoiceFormat(double[] limits, String[] formats) {
        setChoices(limits, formats);
    }

    public void applyPattern(String newPattern) {
        StringBuilder number = new StringBuilder();
        StringBuilder text = new StringBuilder();
        StringBuilder segment = number;
        double[] limits = new double[30];
        String[] formats = new String[30];
        int count = 0;
        double limit = 0;
        double previous = Double.NaN;
        boolean inQuote = false;
        for (int i = 0; i < newPattern.length(); i++) {
            char ch = newPattern.charAt(i);
            if (ch == '\'') {
                if (i + 1 < newPattern.length() && newPattern.charAt(i + 1) == '\'') {
                    segment.append(ch);
                    i++;
                } else {
                    inQuote = !inQuote;
                }
            } else if (inQuote) {
                segment.append(ch);
            } else if (ch == '<' || ch == '#' || ch == '\u2264') {
                // A relation while reading a format text ("0#a#b") finds an empty number.
                if (number.length() == 0) {
                    throw new IllegalArgumentException("Each interval must contain a number before a format");
                }
                String s = number.toString();
                if (s.equals("\u221E")) {
                    limit = Double.POSITIVE_INFINITY;
                } else if (s.equals("-\u221E")) {
                    limit = Double.NEGATIVE_INFINITY;
                } else {
                    limit = Double.parseDouble(s);
                }
                if (ch == '<' && !Double.isInfinite(limit)) {
                    limit = nextDouble(limit);
                }
                if (limit <= previous) {
                    throw new IllegalArgumentException("Incorrect order of intervals, must be in ascending order");
                }
                number.setLength(0);
                segment = text;
            } else if (ch == '|') {
                if (count == limits.length) {
                    limits = Arrays.copyOf(limits, count * 2);
                    formats = Arrays.copyOf(formats, count * 2);
                }
                // Like the JDK, a '|' before any relation reuses the previous limit.
                limits[count] = limit;
                formats[count] = text.toString();
                count++;
                previous = limit;
                text.setLength(0);
                segment = number;
            } else {
                segment.append(ch);
            }
        }
        if (segment == text) {
            if (count == limits.length) {
                limits = Arrays.copyOf(limits, count + 1);
                formats = Arrays.copyOf(formats, count + 1);
            }
            limits[count] = limit;
            formats[count] = text.toString();
            count++;
        }
        choiceLimits = Arrays.copyOf(limits, count);
        choiceFormats = Arrays.copyOf(formats, count);
    }

    public String toPattern() {
        StringBuilder result = new StringBuilder();
        for (int i = 0; i < choiceLimits.length; i++) {
            if (i != 0) {
                result.append('|');
            }
            // Write whichever of "x#" and "previous(x)<" is closer to an integer.
            double limit = choiceLimits[i];
            double less = previousDouble(limit);
            double lessOrEqualDistance = Math.abs(Math.IEEEremainder(limit, 1.0d));
            double lessDistance = Math.abs(Math.IEEEremainder(less, 1.0d));
            if (lessOrEqualDistance < lessDistance) {
                result.append(limit).append('#');
            } else {
                if (limit == Double.POSITIVE_INFINITY) {
                    result.append("\u221E");
                } else if (limit == Double.NEGATIVE_INFINITY) {
                    result.append("-\u221E");
                } else {
                    result.append(less);
                }
                result.append('<');
            }
            String text = choiceFormats[i];
            boolean needQuote = text.indexOf('<') >= 0 || text.indexOf('#') >= 0 || text.indexOf('\u2264') >= 0
                || text.indexOf('|') >= 0;
            if (needQuote) {
                result.append('\'');
            }
            for (int j = 0; j < text.length(); j++) {
                char c = text.charAt(j);
                result.append(c);
                if (c == '\'') {
                    result.append(c);
                }
            }
            if (needQuote) {
                result.append('\'');
            }
        }
        return result.toString();
    }

    public void setChoices(double[] limits, String[] formats) {
        if (limits.length != formats.length) {
            throw new IllegalArgumentException("Array and limit arrays must be of the same length.");
        }
        choiceLimits = Arrays.copyOf(limits, limits.length);
        choiceFormats = Arrays.copyOf(formats, formats.length);
    }

    public double[] getLimits() {
        return Arrays.copyOf(choiceLimits, choiceLimits.length);
    }

    public Object[] getFormats() {
        return Arrays.copyOf(choiceFormats, choiceFormats.length);
    }

    public StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition status) {
        return format((double) number, toAppendTo, status);
    }

    public StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition status) {
        int i = 0;
        // "!(>=)" rather than "<" so that NaN picks the first interval.
        while (i < choiceLimits.length && number >= choiceLimits[i]) {
            i++;
        }
        // An empty choice fails here with JDK 17's ArrayIndexOutOfBoundsException.
        return toAppendTo.append(choiceFormats[Math.max(i - 1, 0)]);
    }

    public Number parse(String text, ParsePosition status) {
        int start = status.index;
        int furthest = start;
        double bestNumber = Double.NaN;
        for (int i = 0; i < choiceFormats.length; i++) {
            String candidate = choiceFormats[i];
            if (text.regionMatches(start, candidate, 0, candidate.length())) {
                int end = start + candidate.length();
                if (end > furthest) {
                    furthest = end;
                    bestNumber = choiceLimits[i];
                    if (furthest == text.length()) {
                        break;
                    }
                }
            }
        }
        status.index = furthest;
        if (furthest == start) {
            status.errorIndex = furthest;
        }
        return Double.valueOf(bestNumber);
    }

    public static final double nextDouble(double d) {
        return Math.nextUp(d);
    }

    public static final double previousDouble(double d) {
        return Math.nextDown(d);
    }

    public static double nextDouble(double d, boolean positive) {
        return positive ? Math.nextUp(d) : Math.nextDown(d);
    }

    public Object clone() {
        ChoiceFormat other = (ChoiceFormat) super.clone();
        other.choiceLimits = choiceLimits.clone();
        other.choiceFormats = choiceFormats.clone();
        return other;
    }

    public int hashCode() {
        int result = choiceLimits.length;
        if (choiceFormats.length > 0) {
            result ^= choiceFormats[choiceFormats.length - 1].hashCode();
        }
        return result;
    }

    public boolean equals(Object obj) {
        if (obj == null) {
            return false;
        }
        if (this == obj) {
            return true;
        }
        if (getClass() != obj.getClass()) {
            return false;
        }
        ChoiceFormat other = (ChoiceFormat) obj;
        return Arrays.equals(choiceLimits, other.choiceLimits) && Arrays.equals(choiceFormats, other.choiceFormats);
    }
}
