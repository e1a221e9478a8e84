package java.sql;

import java.time.Instant;
import java.time.LocalTime;

public class Time extends java.util.Date {
    private static final long serialVersionUID = 8397324403548013681L;

    @Deprecated(since = "1.2")
    public Time(int hour, int minute, int second) {
        super(70, 0, 1, hour, minute, second);
    }

    public Time(long time) {
        super(time);
    }

    public void setTime(long time) {
        super.setTime(time);
    }

    public static Time valueOf(String s) {
        if (s == null) {
            throw new IllegalArgumentException();
        }
        int firstColon = s.indexOf(':');
        int secondColon = s.indexOf(':', firstColon + 1);
        int len = s.length();
        if (firstColon > 0 && secondColon > 0 && secondColon < len - 1) {
            int hour = Integer.parseInt(s.substring(0, firstColon));
            int minute = Integer.parseInt(s.substring(firstColon + 1, secondColon));
            int second = Integer.parseInt(s.substring(secondColon + 1));
            return new Time(hour, minute, second);
        }
        throw new IllegalArgumentException();
    }

    @SuppressWarnings("deprecation")
    public String toString() {
        StringBuilder sb = new StringBuilder(8);
        Date.pad(sb, super.getHours(), 2);
        sb.append(':');
        Date.pad(sb, super.getMinutes(), 2);
        sb.append(':');
        Date.pad(sb, super.getSeconds(), 2);
        return sb.toString();
    }

    @Deprecated(since = "1.2")
    public int getYear() {
        throw new IllegalArgumentException();
    }

    @Deprecated(since = "1.2")
    public int getMonth() {
        throw new IllegalArgumentException();
    }

    @Deprecated(since = "1.2")
    public int getDay() {
        throw new IllegalArgumentException();
    }

    @Deprecated(since = "1.2")
    public int getDate() {
        throw new IllegalArgumentException();
    }

    @Deprecated(since = "1.2")
    public void setYear(int i) {
        throw new IllegalArgumentException();
    }

    @Deprecated(since = "1.2")
    public void setMonth(int i) {
        throw new IllegalArgumentException();
    }

    @Deprecated(since = "1.2")
    public void setDate(int i) {
        throw new IllegalArgumentException();
    }

    @SuppressWarnings("deprecation")
    public static Time valueOf(LocalTime time) {
        return new Time(time.getHour(), time.getMinute(), time.getSecond());
    }

    @SuppressWarnings("deprecation")
    public LocalTime toLocalTime() {
        return LocalTime.of(getHours(), getMinutes(), getSeconds());
    }

    public Instant toInstant() {
        throw new UnsupportedOperationException();
    }
}
