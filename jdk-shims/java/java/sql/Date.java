package java.sql;

import java.time.Instant;
import java.time.LocalDate;

public class Date extends java.util.Date {
    private static final long serialVersionUID = 1511598038487230103L;

    @Deprecated(since = "1.2")
    public Date(int year, int month, int day) {
        super(year, month, day);
    }

    public Date(long date) {
        super(date);
    }

    public void setTime(long date) {
        super.setTime(date);
    }

    /** {@code [0-9]+} of at least one and at most {@code max} digits, else -1. */
    static int digits(String s, int from, int to, int max) {
        int n = to - from;
        if (n < 1 || n > max) {
            return -1;
        }
        int v = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    public static Date valueOf(String s) {
        if (s == null) {
            throw new IllegalArgumentException();
        }
        int firstDash = s.indexOf('-');
        int secondDash = s.indexOf('-', firstDash + 1);
        int len = s.length();
        if (firstDash == 4 && secondDash > 0) {
            int year = digits(s, 0, firstDash, 4);
            int month = digits(s, firstDash + 1, secondDash, 2);
            int day = digits(s, secondDash + 1, len, 2);
            if (year >= 0 && month >= 1 && month <= 12 && day >= 1 && day <= 31) {
                return new Date(year - 1900, month - 1, day);
            }
        }
        throw new IllegalArgumentException();
    }

    static void pad(StringBuilder sb, int v, int width) {
        String s = Integer.toString(v);
        for (int i = s.length(); i < width; i++) {
            sb.append('0');
        }
        sb.append(s);
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(10);
        pad(sb, super.getYear() + 1900, 4);
        sb.append('-');
        pad(sb, super.getMonth() + 1, 2);
        sb.append('-');
        pad(sb, super.getDate(), 2);
        return sb.toString();
    }

    @Deprecated(since = "1.2")
    public int getHours() {
        throw new IllegalArgumentException();
    }

    @Deprecated(since = "1.2")
    public int getMinutes() {
        throw new IllegalArgumentException();
    }

    @Deprecated(since = "1.2")
    public int getSeconds() {
        throw new IllegalArgumentException();
    }

    @Deprecated(since = "1.2")
    public void setHours(int i) {
        throw new IllegalArgumentException();
    }

    @Deprecated(since = "1.2")
    public void setMinutes(int i) {
        throw new IllegalArgumentException();
    }

    @Deprecated(since = "1.2")
    public void setSeconds(int i) {
        throw new IllegalArgumentException();
    }

    @SuppressWarnings("deprecation")
    public static Date valueOf(LocalDate date) {
        return new Date(date.getYear() - 1900, date.getMonthValue() - 1, date.getDayOfMonth());
    }

    @SuppressWarnings("deprecation")
    public LocalDate toLocalDate() {
        return LocalDate.of(getYear() + 1900, getMonth() + 1, getDate());
    }

    public Instant toInstant() {
        throw new UnsupportedOperationException();
    }
}
