package java.util;

import java.time.Instant;

public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
    private static final long serialVersionUID = 7523967970034938905L;
    private transient long fastTime;

    public Date() {
        this(System.currentTimeMillis());
    }

    public Date(long date) {
        fastTime = date;
    }

    @Deprecated
    public Date(int year, int month, int date) {
        this(year, month, date, 0, 0, 0);
    }

    @Deprecated
    public Date(int year, int month, int date, int hrs, int min) {
        this(year, month, date, hrs, min, 0);
    }

    @Deprecated
    public Date(int year, int month, int date, int hrs, int min, int sec) {
        GregorianCalendar cal = new GregorianCalendar();
        cal.clear();
        cal.set(year + 1900, month, date, hrs, min, sec);
        fastTime = cal.getTimeInMillis();
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    private GregorianCalendar cal() {
        GregorianCalendar c = new GregorianCalendar();
        c.setTimeInMillis(fastTime);
        return c;
    }

    private void setField(int field, int value) {
        GregorianCalendar c = cal();
        c.set(field, value);
        fastTime = c.getTimeInMillis();
    }

    @Deprecated
    public int getYear() {
        GregorianCalendar c = cal();
        int y = c.get(Calendar.YEAR);
        return (c.get(Calendar.ERA) == GregorianCalendar.BC ? 1 - y : y) - 1900;
    }

    @Deprecated
    public void setYear(int year) {
        setField(Calendar.YEAR, year + 1900);
    }

    @Deprecated
    public int getMonth() {
        return cal().get(Calendar.MONTH);
    }

    @Deprecated
    public void setMonth(int month) {
        setField(Calendar.MONTH, month);
    }

    @Deprecated
    public int getDate() {
        return cal().get(Calendar.DAY_OF_MONTH);
    }

    @Deprecated
    public void setDate(int date) {
        setField(Calendar.DAY_OF_MONTH, date);
    }

    @Deprecated
    public int getDay() {
        return cal().get(Calendar.DAY_OF_WEEK) - 1;
    }

    @Deprecated
    public int getHours() {
        return cal().get(Calendar.HOUR_OF_DAY);
    }

    @Deprecated
    public void setHours(int hours) {
        setField(Calendar.HOUR_OF_DAY, hours);
    }

    @Deprecated
    public int getMinutes() {
        return cal().get(Calendar.MINUTE);
    }

    @Deprecated
    public void setMinutes(int minutes) {
        setField(Calendar.MINUTE, minutes);
    }

    @Deprecated
    public int getSeconds() {
        return cal().get(Calendar.SECOND);
    }

    @Deprecated
    public void setSeconds(int seconds) {
        setField(Calendar.SECOND, seconds);
    }

    public long getTime() {
        return fastTime;
    }

    public void setTime(long time) {
        fastTime = time;
    }

    public boolean before(Date when) {
        return fastTime < when.getTime();
    }

    public boolean after(Date when) {
        return fastTime > when.getTime();
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Date && getTime() == ((Date) obj).getTime();
    }

    @Override
    public int compareTo(Date anotherDate) {
        long thisTime = getTime();
        long anotherTime = anotherDate.getTime();
        return (thisTime < anotherTime ? -1 : (thisTime == anotherTime ? 0 : 1));
    }

    @Override
    public int hashCode() {
        long ht = this.getTime();
        return (int) ht ^ (int) (ht >> 32);
    }

    @Override
    public String toString() {
        TimeZone tz = TimeZone.getDefaultRef();
        int offset = tz.getOffset(fastTime);
        long local = fastTime + offset;
        long days = Math.floorDiv(local, 86400000L);
        int msOfDay = (int) Math.floorMod(local, 86400000L);
        java.time.LocalDate d = java.time.LocalDate.ofEpochDay(days);
        StringBuilder sb = new StringBuilder(28);
        sb.append(jdk.internal.terrarium.time.Names.DAYS_SHORT[d.getDayOfWeek().ordinal()]).append(' ');
        sb.append(jdk.internal.terrarium.time.Names.MONTHS_SHORT[d.getMonthValue() - 1]).append(' ');
        two(sb, d.getDayOfMonth());
        sb.append(' ');
        int secs = msOfDay / 1000;
        two(sb, secs / 3600);
        sb.append(':');
        two(sb, (secs / 60) % 60);
        sb.append(':');
        two(sb, secs % 60);
        sb.append(' ');
        sb.append(tz.getDisplayName(offset != tz.getRawOffset(), TimeZone.SHORT, Locale.US));
        sb.append(' ').append(d.getYear());
        return sb.toString();
    }

    private static void two(StringBuilder sb, int v) {
        if (v < 10) {
            sb.append('0');
        }
        sb.append(v);
    }

    @Deprecated
    public String toGMTString() {
        long days = Math.floorDiv(fastTime, 86400000L);
        int msOfDay = (int) Math.floorMod(fastTime, 86400000L);
        java.time.LocalDate d = java.time.LocalDate.ofEpochDay(days);
        StringBuilder sb = new StringBuilder(32);
        sb.append(d.getDayOfMonth()).append(' ');
        sb.append(jdk.internal.terrarium.time.Names.MONTHS_SHORT[d.getMonthValue() - 1]).append(' ');
        sb.append(d.getYear()).append(' ');
        int secs = msOfDay / 1000;
        two(sb, secs / 3600);
        sb.append(':');
        two(sb, (secs / 60) % 60);
        sb.append(':');
        two(sb, secs % 60);
        sb.append(" GMT");
        return sb.toString();
    }

    @Deprecated
    public int getTimezoneOffset() {
        return -TimeZone.getDefaultRef().getOffset(fastTime) / 60000;
    }

    public static Date from(Instant instant) {
        try {
            return new Date(instant.toEpochMilli());
        } catch (ArithmeticException ex) {
            throw new IllegalArgumentException(ex);
        }
    }

    public Instant toInstant() {
        return Instant.ofEpochMilli(getTime());
    }

    // Serialization as the JDK's: the time in milliseconds as block data.
    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeLong(getTime());
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        fastTime = s.readLong();
    }
}
