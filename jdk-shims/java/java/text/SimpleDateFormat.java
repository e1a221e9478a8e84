package java.text;

import java.util.ArrayList;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

public class SimpleDateFormat extends DateFormat {
    private static final long serialVersionUID = 4774881970558875024L;
    private static final String PATTERN_CHARS = "GyMdkHmsSEDFwWahKzZYuXL";

    private String pattern;
    private DateFormatSymbols formatData;
    private transient char[] tokChar;
    private transient int[] tokCount;
    private transient String[] tokLit;
    private Date defaultCenturyStart;
    private transient int defaultCenturyStartYear;
    /** The locale the names come from (null with caller-given symbols), and its zero digit. */
    private transient Locale locale;
    private transient char zeroDigit = '0';
    private transient boolean monthAlone;

    public SimpleDateFormat() {
        this(dateTimePattern(SHORT, SHORT, Locale.getDefault(Locale.Category.FORMAT)),
            Locale.getDefault(Locale.Category.FORMAT));
    }

    public SimpleDateFormat(String pattern) {
        this(pattern, Locale.getDefault());
    }

    public SimpleDateFormat(String pattern, Locale locale) {
        if (pattern == null || locale == null) {
            throw new NullPointerException();
        }
        this.formatData = DateFormatSymbols.getInstance(locale);
        this.locale = locale;
        // Numbers in the locale's digits, as the JDK's NumberFormat of the locale gives them.
        this.zeroDigit = DecimalFormatSymbols.getInstance(locale).getZeroDigit();
        init(pattern);
    }

    public SimpleDateFormat(String pattern, DateFormatSymbols formatSymbols) {
        if (pattern == null || formatSymbols == null) {
            throw new NullPointerException();
        }
        this.formatData = (DateFormatSymbols) formatSymbols.clone();
        init(pattern);
    }

    private void init(String pattern) {
        this.calendar = new GregorianCalendar();
        this.numberFormat = NumberFormat.getIntegerInstance();
        this.numberFormat.setGroupingUsed(false);
        compile(pattern);
        this.pattern = pattern;
        Calendar c = (Calendar) calendar.clone();
        c.setTimeInMillis(System.currentTimeMillis());
        c.add(Calendar.YEAR, -80);
        parseAmbiguousDatesAsAfter(c.getTime());
    }

    private void parseAmbiguousDatesAsAfter(Date startDate) {
        defaultCenturyStart = startDate;
        Calendar c = (Calendar) calendar.clone();
        c.setTime(startDate);
        defaultCenturyStartYear = c.get(Calendar.YEAR);
    }

    public void set2DigitYearStart(Date startDate) {
        parseAmbiguousDatesAsAfter(new Date(startDate.getTime()));
    }

    public Date get2DigitYearStart() {
        return (Date) defaultCenturyStart.clone();
    }

    private void compile(String pattern) {
        ArrayList<Object> toks = new ArrayList<>();
        int n = pattern.length();
        StringBuilder lit = new StringBuilder();
        for (int i = 0; i < n; i++) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < n && pattern.charAt(i + 1) == '\'') {
                    lit.append('\'');
                    i++;
                    continue;
                }
                int j = i + 1;
                boolean closed = false;
                for (; j < n; j++) {
                    char d = pattern.charAt(j);
                    if (d == '\'') {
                        if (j + 1 < n && pattern.charAt(j + 1) == '\'') {
                            lit.append('\'');
                            j++;
                        } else {
                            closed = true;
                            break;
                        }
                    } else {
                        lit.append(d);
                    }
                }
                if (!closed) {
                    throw new IllegalArgumentException("Unterminated quote");
                }
                i = j;
            } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                if (PATTERN_CHARS.indexOf(c) < 0) {
                    throw new IllegalArgumentException("Illegal pattern character '" + c + "'");
                }
                int j = i;
                while (j < n && pattern.charAt(j) == c) {
                    j++;
                }
                if (lit.length() > 0) {
                    toks.add(lit.toString());
                    lit.setLength(0);
                }
                toks.add(new int[] {c, j - i});
                i = j - 1;
            } else {
                lit.append(c);
            }
        }
        if (lit.length() > 0) {
            toks.add(lit.toString());
        }
        int m = toks.size();
        tokChar = new char[m];
        tokCount = new int[m];
        tokLit = new String[m];
        for (int k = 0; k < m; k++) {
            Object o = toks.get(k);
            if (o instanceof String) {
                tokLit[k] = (String) o;
            } else {
                int[] a = (int[]) o;
                tokChar[k] = (char) a[0];
                tokCount[k] = a[1];
                if (a[0] == 'X' && a[1] > 3) {
                    throw new IllegalArgumentException("invalid ISO 8601 format: length=" + a[1]);
                }
            }
        }
        // A month standing alone in the pattern takes the stand-alone (nominative) names, as the JDK's.
        boolean onlyMonth = false;
        for (int k = 0; k < m; k++) {
            if (tokLit[k] == null) {
                onlyMonth = tokChar[k] == 'M' && !onlyMonth;
                if (!onlyMonth) {
                    break;
                }
            }
        }
        monthAlone = onlyMonth;
    }

    private void pad(StringBuffer sb, int value, int count) {
        String s = Integer.toString(value);
        if (value < 0) {
            sb.append('-');
            s = s.substring(1);
        }
        for (int i = s.length(); i < count; i++) {
            sb.append(zeroDigit);
        }
        if (zeroDigit == '0') {
            sb.append(s);
        } else {
            for (int i = 0; i < s.length(); i++) {
                sb.append((char) (s.charAt(i) - '0' + zeroDigit));
            }
        }
    }

    @Override
    public StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition pos) {
        pos.setBeginIndex(0);
        pos.setEndIndex(0);
        calendar.setTime(date);
        for (int k = 0; k < tokChar.length; k++) {
            if (tokLit[k] != null) {
                toAppendTo.append(tokLit[k]);
            } else {
                subFormat(tokChar[k], tokCount[k], toAppendTo);
            }
        }
        return toAppendTo;
    }

    private void subFormat(char c, int count, StringBuffer sb) {
        Calendar cal = calendar;
        switch (c) {
            case 'G':
                sb.append(formatData.eras[cal.get(Calendar.ERA)]);
                break;
            case 'y':
            case 'Y': {
                int v = c == 'y' ? cal.get(Calendar.YEAR) : cal.getWeekYear();
                if (c == 'Y' && cal.get(Calendar.ERA) == GregorianCalendar.BC) {
                    v = 1 - v;
                }
                if (count == 2) {
                    pad(sb, v % 100, 2);
                } else {
                    pad(sb, v, count);
                }
                break;
            }
            case 'M':
            case 'L': {
                int v = cal.get(Calendar.MONTH);
                if ((c == 'L' || monthAlone) && count >= 3 && locale != null) {
                    // stand-alone forms (the nominative where the language declines month names)
                    sb.append(jdk.internal.terrarium.LocaleInfo.list(locale,
                        jdk.internal.terrarium.LocaleInfo.T_MONTH + (count >= 4 ? 1 : 3))[v]);
                } else if (count >= 4) {
                    sb.append(formatData.months[v]);
                } else if (count == 3) {
                    sb.append(formatData.shortMonths[v]);
                } else {
                    pad(sb, v + 1, count);
                }
                break;
            }
            case 'd':
                pad(sb, cal.get(Calendar.DAY_OF_MONTH), count);
                break;
            case 'k': {
                int h = cal.get(Calendar.HOUR_OF_DAY);
                pad(sb, h == 0 ? 24 : h, count);
                break;
            }
            case 'H':
                pad(sb, cal.get(Calendar.HOUR_OF_DAY), count);
                break;
            case 'm':
                pad(sb, cal.get(Calendar.MINUTE), count);
                break;
            case 's':
                pad(sb, cal.get(Calendar.SECOND), count);
                break;
            case 'S':
                pad(sb, cal.get(Calendar.MILLISECOND), count);
                break;
            case 'E': {
                int v = cal.get(Calendar.DAY_OF_WEEK);
                sb.append(count >= 4 ? formatData.weekdays[v] : formatData.shortWeekdays[v]);
                break;
            }
            case 'u': {
                int v = cal.get(Calendar.DAY_OF_WEEK);
                pad(sb, v == Calendar.SUNDAY ? 7 : v - 1, count);
                break;
            }
            case 'D':
                pad(sb, cal.get(Calendar.DAY_OF_YEAR), count);
                break;
            case 'F':
                pad(sb, cal.get(Calendar.DAY_OF_WEEK_IN_MONTH), count);
                break;
            case 'w':
                pad(sb, cal.get(Calendar.WEEK_OF_YEAR), count);
                break;
            case 'W':
                pad(sb, cal.get(Calendar.WEEK_OF_MONTH), count);
                break;
            case 'a':
                sb.append(formatData.ampms[cal.get(Calendar.AM_PM)]);
                break;
            case 'h': {
                int h = cal.get(Calendar.HOUR);
                pad(sb, h == 0 ? 12 : h, count);
                break;
            }
            case 'K':
                pad(sb, cal.get(Calendar.HOUR), count);
                break;
            case 'z': {
                TimeZone tz = cal.getTimeZone();
                boolean dst = cal.get(Calendar.DST_OFFSET) != 0;
                sb.append(tz.getDisplayName(dst, count >= 4 ? TimeZone.LONG : TimeZone.SHORT,
                    locale == null ? Locale.US : locale));
                break;
            }
            case 'Z': {
                int value = (cal.get(Calendar.ZONE_OFFSET) + cal.get(Calendar.DST_OFFSET)) / 60000;
                sb.append(value < 0 ? '-' : '+');
                value = Math.abs(value);
                pad(sb, value / 60, 2);
                pad(sb, value % 60, 2);
                break;
            }
            default: {
                int value = cal.get(Calendar.ZONE_OFFSET) + cal.get(Calendar.DST_OFFSET);
                if (value == 0) {
                    sb.append('Z');
                    break;
                }
                value /= 60000;
                sb.append(value < 0 ? '-' : '+');
                value = Math.abs(value);
                pad(sb, value / 60, 2);
                if (count == 1) {
                    break;
                }
                if (count == 3) {
                    sb.append(':');
                }
                pad(sb, value % 60, 2);
                break;
            }
        }
    }

    private static boolean isNumeric(char c, int count) {
        switch (c) {
            case 'M':
            case 'L':
                return count <= 2;
            case 'y':
            case 'Y':
            case 'd':
            case 'k':
            case 'H':
            case 'm':
            case 's':
            case 'S':
            case 'D':
            case 'F':
            case 'w':
            case 'W':
            case 'h':
            case 'K':
            case 'u':
                return true;
            default:
                return false;
        }
    }

    private static int matchText(String text, int start, String[] data, int from) {
        int bestMatch = -1;
        int bestLen = 0;
        for (int i = from; i < data.length; i++) {
            String s = data[i];
            int len = s.length();
            if (len > bestLen && text.regionMatches(true, start, s, 0, len)) {
                bestMatch = i;
                bestLen = len;
            }
        }
        return bestMatch < 0 ? -1 : (bestMatch << 8) | bestLen;
    }

    @Override
    public Date parse(String text, ParsePosition pos) {
        int start = pos.getIndex();
        int p = start;
        int textLength = text.length();
        Calendar cal = (Calendar) calendar.clone();
        cal.clear();
        boolean ambiguousYear = false;
        for (int k = 0; k < tokChar.length; k++) {
            if (tokLit[k] != null) {
                String lit = tokLit[k];
                for (int i = 0; i < lit.length(); i++) {
                    char lc = lit.charAt(i);
                    if (p < textLength && text.charAt(p) == lc) {
                        p++;
                    } else if (Character.isWhitespace(lc) && p < textLength && Character.isWhitespace(text.charAt(p))) {
                        p++;
                    } else {
                        pos.setErrorIndex(p);
                        return null;
                    }
                }
                continue;
            }
            char c = tokChar[k];
            int count = tokCount[k];
            boolean obeyCount = k + 1 < tokChar.length && tokLit[k + 1] == null && isNumeric(tokChar[k + 1], tokCount[k + 1])
                && isNumeric(c, count);
            while (p < textLength && (text.charAt(p) == ' ' || text.charAt(p) == '\t')) {
                p++;
            }
            int fieldStart = p;
            if (isNumeric(c, count)) {
                int q = p;
                boolean neg = false;
                if (q < textLength && text.charAt(q) == '-' && !obeyCount) {
                    neg = true;
                    q++;
                }
                int ds = q;
                int limit = obeyCount ? Math.min(textLength, q + count) : textLength;
                while (q < limit && text.charAt(q) >= '0' && text.charAt(q) <= '9') {
                    q++;
                }
                if (q == ds || q - ds > 10) {
                    pos.setErrorIndex(fieldStart);
                    return null;
                }
                long lv = Long.parseLong(text.substring(ds, q));
                if (lv > Integer.MAX_VALUE) {
                    pos.setErrorIndex(fieldStart);
                    return null;
                }
                int value = (int) (neg ? -lv : lv);
                int digits = q - ds;
                p = q;
                switch (c) {
                    case 'y':
                    case 'Y':
                        if (count <= 2 && digits == 2 && !neg) {
                            int ambiguousTwoDigitYear = defaultCenturyStartYear % 100;
                            ambiguousYear = value == ambiguousTwoDigitYear;
                            value += (defaultCenturyStartYear / 100) * 100 + (value < ambiguousTwoDigitYear ? 100 : 0);
                        }
                        cal.set(Calendar.YEAR, value);
                        break;
                    case 'M':
                    case 'L':
                        cal.set(Calendar.MONTH, value - 1);
                        break;
                    case 'd':
                        cal.set(Calendar.DAY_OF_MONTH, value);
                        break;
                    case 'k':
                        cal.set(Calendar.HOUR_OF_DAY, value == 24 && cal.isLenient() ? 0 : value);
                        break;
                    case 'H':
                        cal.set(Calendar.HOUR_OF_DAY, value);
                        break;
                    case 'm':
                        cal.set(Calendar.MINUTE, value);
                        break;
                    case 's':
                        cal.set(Calendar.SECOND, value);
                        break;
                    case 'S':
                        cal.set(Calendar.MILLISECOND, value);
                        break;
                    case 'D':
                        cal.set(Calendar.DAY_OF_YEAR, value);
                        break;
                    case 'F':
                        cal.set(Calendar.DAY_OF_WEEK_IN_MONTH, value);
                        break;
                    case 'w':
                        cal.set(Calendar.WEEK_OF_YEAR, value);
                        break;
                    case 'W':
                        cal.set(Calendar.WEEK_OF_MONTH, value);
                        break;
                    case 'h':
                        cal.set(Calendar.HOUR, value == 12 && cal.isLenient() ? 0 : value);
                        break;
                    case 'K':
                        cal.set(Calendar.HOUR, value);
                        break;
                    case 'u':
                        cal.set(Calendar.DAY_OF_WEEK, value == 7 ? Calendar.SUNDAY : value + 1);
                        break;
                    default:
                        break;
                }
                continue;
            }
            int r;
            switch (c) {
                case 'G':
                    r = matchText(text, p, formatData.eras, 0);
                    if (r < 0) {
                        pos.setErrorIndex(fieldStart);
                        return null;
                    }
                    cal.set(Calendar.ERA, r >> 8);
                    p += r & 0xff;
                    break;
                case 'M':
                case 'L':
                    r = matchText(text, p, formatData.months, 0);
                    if (r < 0) {
                        r = matchText(text, p, formatData.shortMonths, 0);
                    }
                    if (r < 0) {
                        pos.setErrorIndex(fieldStart);
                        return null;
                    }
                    cal.set(Calendar.MONTH, r >> 8);
                    p += r & 0xff;
                    break;
                case 'E':
                    r = matchText(text, p, formatData.weekdays, 1);
                    if (r < 0) {
                        r = matchText(text, p, formatData.shortWeekdays, 1);
                    }
                    if (r < 0) {
                        pos.setErrorIndex(fieldStart);
                        return null;
                    }
                    cal.set(Calendar.DAY_OF_WEEK, r >> 8);
                    p += r & 0xff;
                    break;
                case 'a':
                    r = matchText(text, p, formatData.ampms, 0);
                    if (r < 0) {
                        pos.setErrorIndex(fieldStart);
                        return null;
                    }
                    cal.set(Calendar.AM_PM, r >> 8);
                    p += r & 0xff;
                    break;
                default: {
                    int np = parseZone(text, p, cal, c);
                    if (np < 0) {
                        pos.setErrorIndex(fieldStart);
                        return null;
                    }
                    p = np;
                    break;
                }
            }
        }
        Date parsedDate;
        try {
            parsedDate = cal.getTime();
            if (ambiguousYear && parsedDate.before(defaultCenturyStart)) {
                cal.add(Calendar.YEAR, 100);
                parsedDate = cal.getTime();
            }
        } catch (IllegalArgumentException e) {
            pos.setErrorIndex(p);
            pos.setIndex(start);
            return null;
        }
        pos.setIndex(p);
        return parsedDate;
    }

    private static int digits2(String text, int p) {
        if (p + 2 > text.length()) {
            return -1;
        }
        char a = text.charAt(p);
        char b = text.charAt(p + 1);
        if (a < '0' || a > '9' || b < '0' || b > '9') {
            return -1;
        }
        return (a - '0') * 10 + (b - '0');
    }

    private int parseZone(String text, int p, Calendar cal, char c) {
        int n = text.length();
        if (c == 'X' && p < n && text.charAt(p) == 'Z') {
            cal.set(Calendar.ZONE_OFFSET, 0);
            cal.set(Calendar.DST_OFFSET, 0);
            return p + 1;
        }
        int q = p;
        if (c == 'z' || c == 'Z') {
            if (text.regionMatches(true, q, "GMT", 0, 3) || text.regionMatches(true, q, "UTC", 0, 3)) {
                q += 3;
                if (q >= n || (text.charAt(q) != '+' && text.charAt(q) != '-')) {
                    cal.set(Calendar.ZONE_OFFSET, 0);
                    cal.set(Calendar.DST_OFFSET, 0);
                    return q;
                }
            }
        }
        if (q < n && (text.charAt(q) == '+' || text.charAt(q) == '-')) {
            int sign = text.charAt(q) == '-' ? -1 : 1;
            q++;
            int h = digits2(text, q);
            int m = 0;
            if (h < 0) {
                if (q < n && Character.isDigit(text.charAt(q))) {
                    h = text.charAt(q) - '0';
                    q++;
                } else {
                    return -1;
                }
            } else {
                q += 2;
            }
            if (q < n && text.charAt(q) == ':') {
                int mm = digits2(text, q + 1);
                if (mm < 0) {
                    return -1;
                }
                m = mm;
                q += 3;
            } else {
                int mm = digits2(text, q);
                if (mm >= 0) {
                    m = mm;
                    q += 2;
                }
            }
            cal.set(Calendar.ZONE_OFFSET, sign * (h * 60 + m) * 60000);
            cal.set(Calendar.DST_OFFSET, 0);
            return q;
        }
        if (c == 'z' || c == 'Z') {
            String[] ids = TimeZone.getAvailableIDs();
            int best = -1;
            TimeZone bestZone = null;
            boolean bestDst = false;
            for (String id : ids) {
                TimeZone tz = TimeZone.getTimeZone(id);
                for (int k = 0; k < 4; k++) {
                    String name = tz.getDisplayName((k & 1) == 1, k >= 2 ? TimeZone.LONG : TimeZone.SHORT,
                        locale == null ? Locale.US : locale);
                    if (name.length() > best && text.regionMatches(true, p, name, 0, name.length())) {
                        best = name.length();
                        bestZone = tz;
                        bestDst = (k & 1) == 1 && tz.useDaylightTime();
                    }
                }
            }
            if (bestZone != null) {
                cal.set(Calendar.ZONE_OFFSET, bestZone.getRawOffset());
                cal.set(Calendar.DST_OFFSET, bestDst ? bestZone.getDSTSavings() : 0);
                return p + best;
            }
        }
        return -1;
    }

    public String toPattern() {
        return pattern;
    }

    public String toLocalizedPattern() {
        return pattern;
    }

    public void applyPattern(String pattern) {
        compile(pattern);
        this.pattern = pattern;
    }

    public void applyLocalizedPattern(String pattern) {
        applyPattern(pattern);
    }

    public DateFormatSymbols getDateFormatSymbols() {
        return (DateFormatSymbols) formatData.clone();
    }

    public void setDateFormatSymbols(DateFormatSymbols newFormatSymbols) {
        this.formatData = (DateFormatSymbols) newFormatSymbols.clone();
    }

    @Override
    public Object clone() {
        SimpleDateFormat other = (SimpleDateFormat) super.clone();
        other.formatData = (DateFormatSymbols) formatData.clone();
        return other;
    }

    @Override
    public int hashCode() {
        return pattern.hashCode();
    }

    @Override
    public boolean equals(Object obj) {
        if (!super.equals(obj)) {
            return false;
        }
        SimpleDateFormat that = (SimpleDateFormat) obj;
        return pattern.equals(that.pattern) && formatData.equals(that.formatData);
    }
}
