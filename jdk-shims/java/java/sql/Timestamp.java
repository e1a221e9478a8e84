package java.sql;

import java.time.Instant;
import java.time.LocalDateTime;

public class Timestamp extends java.util.Date {
    private static final long serialVersionUID = 2745179027874758501L;
    private static final String FORMAT_ERROR = "Timestamp format must be yyyy-mm-dd hh:mm:ss[.fffffffff]";

    private int nanos;

    @Deprecated(since = "1.2")
    public Timestamp(int year, int month, int date, int hour, int minute, int second, int nano) {
        super(year, month, date, hour, minute, second);
        if (nano > 999999999 || nano < 0) {
            throw new IllegalArgumentException("nanos > 999999999 or < 0");
        }
        nanos = nano;
    }

    public Timestamp(long time) {
        super((time / 1000) * 1000);
        nanos = (int) ((time % 1000) * 1000000);
        if (nanos < 0) {
            nanos = 1000000000 + nanos;
            super.setTime(((time / 1000) - 1) * 1000);
        }
    }

    public void setTime(long time) {
        super.setTime((time / 1000) * 1000);
        nanos = (int) ((time % 1000) * 1000000);
        if (nanos < 0) {
            nanos = 1000000000 + nanos;
            super.setTime(((time / 1000) - 1) * 1000);
        }
    }

    public long getTime() {
        long time = super.getTime();
        return time + (nanos / 1000000);
    }

    @SuppressWarnings("deprecation")
    public static Timestamp valueOf(String s) {
        if (s == null) {
            throw new IllegalArgumentException("null string");
        }
        s = s.trim();
        int space = s.indexOf(' ');
        if (space <= 0) {
            throw new IllegalArgumentException(FORMAT_ERROR);
        }
        String date = s.substring(0, space);
        String time = s.substring(space + 1);
        int firstDash = date.indexOf('-');
        int secondDash = date.indexOf('-', firstDash + 1);
        int year = -1;
        int month = -1;
        int day = -1;
        if (firstDash == 4 && secondDash > 0) {
            year = Date.digits(date, 0, firstDash, 4);
            month = Date.digits(date, firstDash + 1, secondDash, 2);
            day = Date.digits(date, secondDash + 1, date.length(), 2);
        }
        if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31) {
            throw new IllegalArgumentException(FORMAT_ERROR);
        }
        int firstColon = time.indexOf(':');
        int secondColon = time.indexOf(':', firstColon + 1);
        int period = time.indexOf('.', secondColon + 1);
        int hour;
        int minute;
        int second;
        int nano = 0;
        if (firstColon > 0 && secondColon > 0 && secondColon < time.length() - 1) {
            hour = Integer.parseInt(time.substring(0, firstColon));
            minute = Integer.parseInt(time.substring(firstColon + 1, secondColon));
            if (period > 0 && period < time.length() - 1) {
                second = Integer.parseInt(time.substring(secondColon + 1, period));
                int precision = time.length() - (period + 1);
                if (precision > 9 || !Character.isDigit(time.charAt(period + 1))) {
                    throw new IllegalArgumentException(FORMAT_ERROR);
                }
                nano = Integer.parseInt(time.substring(period + 1));
                for (; precision < 9; precision++) {
                    nano *= 10;
                }
            } else if (period > 0) {
                throw new IllegalArgumentException(FORMAT_ERROR);
            } else {
                second = Integer.parseInt(time.substring(secondColon + 1));
            }
        } else {
            throw new IllegalArgumentException(FORMAT_ERROR);
        }
        return new Timestamp(year - 1900, month - 1, day, hour, minute, second, nano);
    }

    @SuppressWarnings("deprecation")
    public String toString() {
        StringBuilder sb = new StringBuilder(29);
        Date.pad(sb, super.getYear() + 1900, 4);
        sb.append('-');
        Date.pad(sb, super.getMonth() + 1, 2);
        sb.append('-');
        Date.pad(sb, super.getDate(), 2);
        sb.append(' ');
        Date.pad(sb, super.getHours(), 2);
        sb.append(':');
        Date.pad(sb, super.getMinutes(), 2);
        sb.append(':');
        Date.pad(sb, super.getSeconds(), 2);
        sb.append('.');
        if (nanos == 0) {
            sb.append('0');
        } else {
            StringBuilder n = new StringBuilder(9);
            Date.pad(n, nanos, 9);
            int end = 9;
            while (n.charAt(end - 1) == '0') {
                end--;
            }
            sb.append(n, 0, end);
        }
        return sb.toString();
    }

    public int getNanos() {
        return nanos;
    }

    public void setNanos(int n) {
        if (n > 999999999 || n < 0) {
            throw new IllegalArgumentException("nanos > 999999999 or < 0");
        }
        nanos = n;
    }

    public boolean equals(Timestamp ts) {
        return super.equals(ts) && nanos == ts.nanos;
    }

    public boolean equals(Object ts) {
        return ts instanceof Timestamp && equals((Timestamp) ts);
    }

    public boolean before(Timestamp ts) {
        return compareTo(ts) < 0;
    }

    public boolean after(Timestamp ts) {
        return compareTo(ts) > 0;
    }

    public int compareTo(Timestamp ts) {
        long a = getTime();
        long b = ts.getTime();
        int i = a < b ? -1 : (a == b ? 0 : 1);
        if (i == 0) {
            if (nanos < ts.nanos) {
                return -1;
            } else if (nanos > ts.nanos) {
                return 1;
            }
        }
        return i;
    }

    public int compareTo(java.util.Date o) {
        if (o instanceof Timestamp) {
            return compareTo((Timestamp) o);
        }
        return compareTo(new Timestamp(o.getTime()));
    }

    public int hashCode() {
        return super.hashCode();
    }

    @SuppressWarnings("deprecation")
    public static Timestamp valueOf(LocalDateTime dateTime) {
        return new Timestamp(dateTime.getYear() - 1900, dateTime.getMonthValue() - 1,
                dateTime.getDayOfMonth(), dateTime.getHour(), dateTime.getMinute(),
                dateTime.getSecond(), dateTime.getNano());
    }

    @SuppressWarnings("deprecation")
    public LocalDateTime toLocalDateTime() {
        return LocalDateTime.of(getYear() + 1900, getMonth() + 1, getDate(), getHours(),
                getMinutes(), getSeconds(), getNanos());
    }

    public static Timestamp from(Instant instant) {
        try {
            Timestamp stamp = new Timestamp(Math.multiplyExact(instant.getEpochSecond(), 1000L));
            stamp.nanos = instant.getNano();
            return stamp;
        } catch (ArithmeticException ex) {
            throw new IllegalArgumentException(ex);
        }
    }

    public Instant toInstant() {
        return Instant.ofEpochSecond(super.getTime() / 1000, nanos);
    }
}
