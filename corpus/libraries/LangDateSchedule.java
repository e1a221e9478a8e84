// jars: commons-lang3
import java.text.ParseException;
import java.util.Calendar;
import java.util.Date;
import java.util.Iterator;
import java.util.Locale;
import java.util.TimeZone;
import org.apache.commons.lang3.time.DateFormatUtils;
import org.apache.commons.lang3.time.DateUtils;
import org.apache.commons.lang3.time.DurationFormatUtils;
import org.apache.commons.lang3.time.FastDateFormat;
import org.apache.commons.lang3.time.StopWatch;

/** A meeting scheduler's date arithmetic and formatting with commons-lang3 time utilities, all in fixed zones. */
public class LangDateSchedule {
    static final TimeZone UTC = TimeZone.getTimeZone("UTC");

    public static void main(String[] args) throws ParseException {
        FastDateFormat iso = FastDateFormat.getInstance("yyyy-MM-dd'T'HH:mm:ss.SSSZZ", UTC, Locale.US);
        FastDateFormat human = FastDateFormat.getInstance("EEEE, MMMM d, yyyy 'at' h:mm a z", UTC, Locale.US);
        Date start = iso.parse("2024-02-27T09:30:15.250+00:00");
        System.out.println("start      " + iso.format(start) + " (" + start.getTime() + ")");
        System.out.println("human      " + human.format(start));
        System.out.println("pattern    " + human.getPattern() + " / " + human.getTimeZone().getID() + " / " + human.getLocale());

        Date[] steps = {DateUtils.addDays(start, 3), DateUtils.addMonths(start, 1), DateUtils.addYears(start, 1),
                DateUtils.addHours(start, -10), DateUtils.addWeeks(start, 2), DateUtils.setDays(start, 29),
                DateUtils.setHours(start, 23)};
        for (Date d : steps) System.out.println("  step     " + iso.format(d));

        Calendar cal = Calendar.getInstance(UTC, Locale.US);
        cal.setTime(start);
        int[] fields = {Calendar.YEAR, Calendar.MONTH, Calendar.DATE, Calendar.HOUR_OF_DAY, Calendar.MINUTE};
        for (int f : fields) {
            System.out.println("  truncate " + f + " " + iso.format(DateUtils.truncate(cal, f)) + "  round " + iso.format(DateUtils.round(cal, f))
                    + "  ceil " + iso.format(DateUtils.ceiling(cal, f)));
        }
        System.out.println("sameDay    " + DateUtils.isSameDay(start, DateUtils.addHours(start, 10))
                + " " + DateUtils.isSameDay(start, DateUtils.addHours(start, 15)));
        System.out.println("fragment   minutesOfDay=" + DateUtils.getFragmentInMinutes(cal, Calendar.DATE)
                + " daysOfYear=" + DateUtils.getFragmentInDays(cal, Calendar.YEAR)
                + " msOfSecond=" + DateUtils.getFragmentInMilliseconds(cal, Calendar.SECOND));
        System.out.println("truncEq    " + DateUtils.truncatedEquals(cal, DateUtils.toCalendar(DateUtils.addMinutes(start, 20), UTC), Calendar.HOUR_OF_DAY)
                + " cmp " + DateUtils.truncatedCompareTo(start, DateUtils.addDays(start, 1), Calendar.MONTH));

        Iterator<Calendar> week = DateUtils.iterator(cal, DateUtils.RANGE_WEEK_MONDAY);
        StringBuilder sb = new StringBuilder("week      ");
        while (week.hasNext()) sb.append(' ').append(DateFormatUtils.format(week.next(), "EEE dd", UTC, Locale.US));
        System.out.println(sb);

        Date parsed = DateUtils.parseDateStrictly("27/02/2024 14:05", Locale.US, "yyyy-MM-dd", "dd/MM/yyyy HH:mm");
        System.out.println("parsed     " + DateFormatUtils.format(parsed, "yyyy-MM-dd HH:mm", TimeZone.getDefault()));
        try {
            DateUtils.parseDateStrictly("2024-02-30", "yyyy-MM-dd");
        } catch (ParseException e) {
            System.out.println("strict     " + e.getMessage() + " at " + e.getErrorOffset());
        }

        System.out.println("iso        " + DateFormatUtils.ISO_8601_EXTENDED_DATETIME_TIME_ZONE_FORMAT.format(start.getTime())
                .replace("Z", "+00:00").length() + " " + DateFormatUtils.formatUTC(start, DateFormatUtils.ISO_8601_EXTENDED_DATETIME_FORMAT.getPattern()));
        System.out.println("smtp       " + DateFormatUtils.formatUTC(start.getTime(), "EEE, dd MMM yyyy HH:mm:ss Z", Locale.US));
        TimeZone tokyo = TimeZone.getTimeZone("Asia/Tokyo");
        TimeZone ny = TimeZone.getTimeZone("America/New_York");
        System.out.println("tokyo      " + DateFormatUtils.format(start, "yyyy-MM-dd HH:mm zzz (ZZ)", tokyo, Locale.US));
        System.out.println("new york   " + DateFormatUtils.format(start, "yyyy-MM-dd HH:mm zzz (Z)", ny, Locale.US));
        System.out.println("ny summer  " + DateFormatUtils.format(DateUtils.addMonths(start, 5), "yyyy-MM-dd HH:mm zzzz", ny, Locale.US));
        System.out.println("week/day   " + DateFormatUtils.format(start, "'week' w, 'day' D, F, u, k, K", UTC, Locale.US));

        long[] durations = {0L, 999L, 61_000L, 3_725_042L, 90_061_001L, 31_622_400_000L};
        for (long ms : durations) {
            System.out.println(String.format("  %-12d %-16s %-28s %s", ms, DurationFormatUtils.formatDurationHMS(ms),
                    DurationFormatUtils.formatDurationWords(ms, true, true), DurationFormatUtils.formatDurationISO(ms)));
        }
        System.out.println("custom     " + DurationFormatUtils.formatDuration(3_725_042L, "H'h' mm'm' ss's' SSS'ms'"));
        System.out.println("period     " + DurationFormatUtils.formatPeriod(start.getTime(), DateUtils.addMonths(DateUtils.addDays(start, 3), 14).getTime(),
                "y' years 'M' months 'd' days'"));
        System.out.println("periodISO  " + DurationFormatUtils.formatPeriodISO(start.getTime(), DateUtils.addHours(start, 50).getTime()));

        StopWatch sw = new StopWatch("build");
        System.out.println("stopwatch  started=" + sw.isStarted() + " " + sw.getMessage());
        sw.start();
        sw.suspend();
        System.out.println("stopwatch  suspended=" + sw.isSuspended());
        sw.resume();
        sw.stop();
        System.out.println("stopwatch  stopped=" + sw.isStopped());
        try {
            sw.split();
        } catch (IllegalStateException e) {
            System.out.println("stopwatch  " + e.getMessage());
        }
    }
}
