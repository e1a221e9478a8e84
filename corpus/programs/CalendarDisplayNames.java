import java.util.*;
/** Calendar.getDisplayNames for every named field and style (what commons-lang3 FastDateParser builds its parsers from). */
public class CalendarDisplayNames {
    public static void main(String[] a) {
        Calendar c = new GregorianCalendar();
        for (int f : new int[]{Calendar.ERA, Calendar.MONTH, Calendar.DAY_OF_WEEK, Calendar.AM_PM, Calendar.YEAR})
            for (int s : new int[]{Calendar.ALL_STYLES, Calendar.SHORT, Calendar.LONG, Calendar.NARROW_FORMAT, Calendar.SHORT_STANDALONE, Calendar.LONG_STANDALONE, Calendar.NARROW_STANDALONE}) {
                Map<String, Integer> m = c.getDisplayNames(f, s, Locale.US);
                System.out.println(f + " " + s + " " + (m == null ? null : new TreeMap<>(m)));
            }
    }
}
