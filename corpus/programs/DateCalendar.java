import java.util.*;
import java.text.*;

public class DateCalendar {
    static void p(Object o) { System.out.println(o); }
    static String f(Calendar c) {
        return c.get(Calendar.YEAR) + "-" + (c.get(Calendar.MONTH) + 1) + "-" + c.get(Calendar.DAY_OF_MONTH) + " " + c.get(Calendar.HOUR_OF_DAY) + ":" + c.get(Calendar.MINUTE) + ":" + c.get(Calendar.SECOND) + "." + c.get(Calendar.MILLISECOND)
            + " dow=" + c.get(Calendar.DAY_OF_WEEK) + " doy=" + c.get(Calendar.DAY_OF_YEAR) + " woy=" + c.get(Calendar.WEEK_OF_YEAR) + " wom=" + c.get(Calendar.WEEK_OF_MONTH) + " dowim=" + c.get(Calendar.DAY_OF_WEEK_IN_MONTH)
            + " ampm=" + c.get(Calendar.AM_PM) + " h=" + c.get(Calendar.HOUR) + " era=" + c.get(Calendar.ERA) + " zo=" + c.get(Calendar.ZONE_OFFSET) + " dst=" + c.get(Calendar.DST_OFFSET) + " t=" + c.getTimeInMillis();
    }
    public static void main(String[] args) throws Exception {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        Date d = new Date(1700000000000L);
        p(d); p(d.getTime()); p(new Date(0)); p(new Date(-1)); p(d.toInstant()); p(Date.from(java.time.Instant.parse("2020-02-29T12:00:00Z")));
        p(d.before(new Date(0))); p(d.after(new Date(0))); p(d.compareTo(new Date(0))); p(d.equals(new Date(1700000000000L))); p(d.hashCode());
        p(d.toGMTString()); p(d.getYear() + " " + d.getMonth() + " " + d.getDate() + " " + d.getDay() + " " + d.getHours() + " " + d.getMinutes() + " " + d.getSeconds());
        p(new Date(123, 0, 31)); p(new Date(99, 11, 31, 23, 59, 59)); p(d.getTimezoneOffset());
        String[] zs = {"UTC", "GMT", "Europe/London", "Europe/Paris", "Europe/Berlin", "America/New_York", "America/Chicago", "America/Los_Angeles", "Asia/Tokyo", "Asia/Kolkata", "Australia/Sydney", "GMT+02:00", "GMT-0330", "Nowhere"};
        long[] ts = {1700000000000L, 1689000000000L, 1710054000000L, 1728144000000L};
        for (String z : zs) {
            TimeZone tz = TimeZone.getTimeZone(z);
            TimeZone.setDefault(tz);
            StringBuilder sb = new StringBuilder(tz.getID() + " raw=" + tz.getRawOffset() + " dst=" + tz.useDaylightTime() + " " + tz.getDisplayName() + " / " + tz.getDisplayName(true, TimeZone.SHORT) + " / " + tz.toZoneId());
            for (long t : ts) sb.append(" | ").append(new Date(t)).append(' ').append(tz.getOffset(t)).append(tz.inDaylightTime(new Date(t)));
            p(sb);
        }
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        p(TimeZone.getDefault().getID()); p(TimeZone.getTimeZone(java.time.ZoneId.of("Europe/Paris")).getID()); p(TimeZone.getTimeZone(java.time.ZoneOffset.ofHours(3)).getID());
        Calendar c = Calendar.getInstance();
        c.setTimeInMillis(1700000000000L);
        p(f(c));
        c.add(Calendar.MONTH, 3); p(f(c));
        c.add(Calendar.DAY_OF_MONTH, -20); p(f(c));
        c.add(Calendar.HOUR_OF_DAY, 30); p(f(c));
        c.add(Calendar.YEAR, -5); p(f(c));
        c.add(Calendar.WEEK_OF_YEAR, 2); p(f(c));
        c.add(Calendar.MINUTE, -1000); p(f(c));
        c.set(Calendar.DAY_OF_MONTH, 31); p(f(c));
        c.set(2024, Calendar.JANUARY, 31); c.add(Calendar.MONTH, 1); p(f(c));
        c.set(2023, Calendar.DECEMBER, 31, 10, 20, 30); p(f(c));
        c.set(Calendar.MONTH, 13); p(f(c));
        c.set(Calendar.DAY_OF_MONTH, 0); p(f(c));
        c.set(Calendar.HOUR_OF_DAY, 25); p(f(c));
        c.roll(Calendar.MONTH, 5); p(f(c));
        c.roll(Calendar.DAY_OF_MONTH, -3); p(f(c));
        c.roll(Calendar.HOUR_OF_DAY, 20); p(f(c));
        c.roll(Calendar.MINUTE, true); p(f(c));
        c.roll(Calendar.YEAR, false); p(f(c));
        c.set(Calendar.DAY_OF_YEAR, 100); p(f(c));
        c.set(Calendar.DAY_OF_WEEK, Calendar.MONDAY); p(f(c));
        c.set(Calendar.HOUR, 3); c.set(Calendar.AM_PM, Calendar.PM); p(f(c));
        p(c.getActualMaximum(Calendar.DAY_OF_MONTH)); p(c.getActualMaximum(Calendar.DAY_OF_YEAR)); p(c.getMaximum(Calendar.DAY_OF_MONTH)); p(c.getLeastMaximum(Calendar.DAY_OF_MONTH));
        p(c.getMinimum(Calendar.DAY_OF_MONTH)); p(c.getActualMaximum(Calendar.WEEK_OF_YEAR));
        GregorianCalendar g = new GregorianCalendar(2024, Calendar.FEBRUARY, 29);
        p(f(g)); p(g.isLeapYear(2024)); p(g.isLeapYear(1900)); p(g.getTime()); p(g.toZonedDateTime()); p(g.getDisplayName(Calendar.MONTH, Calendar.LONG, Locale.US)); p(g.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.SHORT, Locale.US));
        GregorianCalendar g2 = new GregorianCalendar(2024, Calendar.MARCH, 1, 8, 30);
        p(g.before(g2)); p(g.after(g2)); p(g.compareTo(g2)); p(g.equals(g.clone()));
        g.clear(); p(f(g));
        g.clear(); g.set(Calendar.YEAR, 2021); g.set(Calendar.WEEK_OF_YEAR, 10); g.set(Calendar.DAY_OF_WEEK, Calendar.FRIDAY); p(f(g));
        g.clear(); g.set(2021, Calendar.MAY, 1); g.set(Calendar.DAY_OF_WEEK_IN_MONTH, -1); g.set(Calendar.DAY_OF_WEEK, Calendar.MONDAY); p(f(g));
        Calendar ny = Calendar.getInstance(TimeZone.getTimeZone("America/New_York"));
        ny.clear(); ny.set(2024, Calendar.MARCH, 10, 2, 30); p(f(ny));
        ny.clear(); ny.set(2024, Calendar.NOVEMBER, 3, 1, 30); p(f(ny));
        ny.set(2024, Calendar.MARCH, 9, 12, 0); ny.add(Calendar.DAY_OF_MONTH, 1); p(f(ny)); ny.add(Calendar.HOUR, 24); p(f(ny));
        Calendar strict = Calendar.getInstance(); strict.setLenient(false);
        strict.set(2023, Calendar.FEBRUARY, 30);
        try { strict.getTime(); } catch (IllegalArgumentException e) { p("IAE " + e.getMessage()); }
        strict.set(2023, 12, 1);
        try { strict.getTime(); } catch (IllegalArgumentException e) { p("IAE " + e.getMessage()); }
        for (int y = 2019; y <= 2027; y++) {
            GregorianCalendar w = new GregorianCalendar(y, Calendar.DECEMBER, 31);
            GregorianCalendar w1 = new GregorianCalendar(y, Calendar.JANUARY, 1);
            p(y + " " + w.get(Calendar.WEEK_OF_YEAR) + " " + w1.get(Calendar.WEEK_OF_YEAR) + " " + w.getWeekYear() + " " + w.getActualMaximum(Calendar.WEEK_OF_YEAR) + " " + w.get(Calendar.WEEK_OF_MONTH));
        }
        // DateFormat / SimpleDateFormat
        p(DateFormat.getDateInstance().format(d)); p(DateFormat.getTimeInstance().format(d)); p(DateFormat.getDateTimeInstance().format(d)); p(DateFormat.getInstance().format(d));
        for (int s = 0; s < 4; s++) p(DateFormat.getDateInstance(s).format(d) + " | " + DateFormat.getTimeInstance(s).format(d) + " | " + DateFormat.getDateTimeInstance(s, s).format(d));
        p(new SimpleDateFormat().toPattern()); p(((SimpleDateFormat) DateFormat.getDateTimeInstance()).toPattern());
        String[] pats = {"yyyy-MM-dd HH:mm:ss.SSS", "yy/M/d h:m:s a", "EEE, d MMM yyyy HH:mm:ss Z", "EEEE MMMM dd G", "D DDD F w W u", "k K h H", "z zzzz Z X XX XXX", "'T'HH 'o''clock' ''", "y yyy yyyyy", "S SS SSSS", "MMM MMMM MMMMM L LL", "YYYY ww"};
        Date dd = new Date(1704067199123L);
        for (String pat : pats) {
            SimpleDateFormat sdf = new SimpleDateFormat(pat, Locale.US);
            p(pat + " -> " + sdf.format(d) + " | " + sdf.format(dd));
            sdf.setTimeZone(TimeZone.getTimeZone("America/Los_Angeles"));
            p("  LA -> " + sdf.format(d) + " | " + sdf.format(new Date(1689000000000L)));
        }
        SimpleDateFormat iso = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ssXXX");
        iso.setTimeZone(TimeZone.getTimeZone("Asia/Kolkata")); p(iso.format(d));
        SimpleDateFormat pf = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss");
        p(pf.parse("2023-11-14 22:13:20").getTime()); p(pf.parse("2023-02-30 25:61:00")); p(pf.parse("2023-1-5 1:2:3"));
        p(new SimpleDateFormat("dd/MM/yyyy").parse("05/11/2023")); p(new SimpleDateFormat("MMM d, yyyy", Locale.US).parse("Nov 5, 2023"));
        p(new SimpleDateFormat("MMMM d yyyy", Locale.US).parse("november 5 2023")); p(new SimpleDateFormat("EEE, d MMM yyyy HH:mm:ss Z", Locale.US).parse("Tue, 14 Nov 2023 22:13:20 +0100"));
        p(new SimpleDateFormat("yyyyMMddHHmmss").parse("20231114221320")); p(new SimpleDateFormat("h:mm a").parse("3:05 PM")); p(new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ssXXX").parse("2023-11-14T10:00:00-05:00"));
        p(new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ssX").parse("2023-11-14T10:00:00Z")); p(new SimpleDateFormat("yyyy-MM-dd HH:mm z", Locale.US).parse("2023-11-14 10:00 PST"));
        p(new SimpleDateFormat("yyyy-MM-dd HH:mm z", Locale.US).parse("2023-11-14 10:00 GMT+02:00")); p(new SimpleDateFormat("yyyy-MM-dd").parse("2023-11-14 trailing"));
        ParsePosition pp = new ParsePosition(3); p(new SimpleDateFormat("yyyy").parse("abc2023x", pp) + " " + pp.getIndex());
        ParsePosition bad = new ParsePosition(0); p(new SimpleDateFormat("yyyy-MM").parse("2023/11", bad) + " " + bad.getIndex() + " " + bad.getErrorIndex());
        SimpleDateFormat strictF = new SimpleDateFormat("yyyy-MM-dd"); strictF.setLenient(false); p(strictF.isLenient());
        String[] badInputs = {"x2023-01-01", "2023-13-01", "2023-02-30", ""};
        for (String s : badInputs) {
            try { p(strictF.parse(s)); } catch (ParseException e) { p("ParseException " + e.getMessage() + " at " + e.getErrorOffset()); }
        }
        try { new SimpleDateFormat("qqq"); } catch (IllegalArgumentException e) { p(e.getMessage()); }
        try { new SimpleDateFormat("'abc"); } catch (IllegalArgumentException e) { p(e.getMessage()); }
        try { new SimpleDateFormat("XXXX"); } catch (IllegalArgumentException e) { p(e.getMessage()); }
        SimpleDateFormat ap = new SimpleDateFormat("yyyy"); ap.applyPattern("MM/dd"); p(ap.toPattern()); p(ap.format(d));
        DateFormatSymbols sy = DateFormatSymbols.getInstance(Locale.US);
        p(Arrays.toString(sy.getMonths())); p(Arrays.toString(sy.getShortWeekdays())); p(Arrays.toString(sy.getAmPmStrings())); p(Arrays.toString(sy.getEras()));

        p(new SimpleDateFormat("yyyy-MM-dd").format(new Date(Long.parseLong("253402300800000"))));
        p(DateFormat.getDateTimeInstance().format(0L));
    }
}
