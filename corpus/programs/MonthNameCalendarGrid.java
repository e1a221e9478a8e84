import java.text.DateFormat;
import java.text.DateFormatSymbols;
import java.text.SimpleDateFormat;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

/** Prints a wall-calendar page per locale with java.text names and the locale's date styles. */
public class MonthNameCalendarGrid {
    public static void main(String[] args) {
        TimeZone utc = TimeZone.getTimeZone("UTC");
        TimeZone.setDefault(utc);
        Locale[] locales = {Locale.US, Locale.GERMANY, Locale.FRANCE, new Locale("ru", "RU"), new Locale("pl", "PL"),
            new Locale("cs", "CZ"), new Locale("el", "GR"), new Locale("fi", "FI"), Locale.JAPAN,
            Locale.TRADITIONAL_CHINESE, new Locale("ar", "SA"), new Locale("hi", "IN"), new Locale("uk", "UA")};
        GregorianCalendar cal = new GregorianCalendar(utc);
        cal.clear();
        cal.set(2024, Calendar.FEBRUARY, 1, 9, 5, 0);
        Date first = cal.getTime();
        for (Locale l : locales) {
            DateFormatSymbols sym = DateFormatSymbols.getInstance(l);
            System.out.println("=== " + l.getDisplayName(Locale.ENGLISH));
            System.out.println(new SimpleDateFormat("LLLL yyyy", l).format(first) + " | "
                + new SimpleDateFormat("MMMM", l).format(first) + " | " + new SimpleDateFormat("d MMMM yyyy", l).format(first)
                + " | " + new SimpleDateFormat("MMM", l).format(first) + " | " + new SimpleDateFormat("LLL", l).format(first));
            StringBuilder head = new StringBuilder();
            String[] shortDays = sym.getShortWeekdays();
            for (int d = Calendar.SUNDAY; d <= Calendar.SATURDAY; d++) {
                head.append(pad(shortDays[d], 6));
            }
            System.out.println(head);
            StringBuilder row = new StringBuilder();
            int startDow = cal.get(Calendar.DAY_OF_WEEK);
            for (int i = Calendar.SUNDAY; i < startDow; i++) {
                row.append(pad("", 6));
            }
            SimpleDateFormat day = new SimpleDateFormat("d", l);
            GregorianCalendar c = (GregorianCalendar) cal.clone();
            while (c.get(Calendar.MONTH) == Calendar.FEBRUARY) {
                row.append(pad(day.format(c.getTime()), 6));
                if (c.get(Calendar.DAY_OF_WEEK) == Calendar.SATURDAY) {
                    System.out.println(row);
                    row.setLength(0);
                }
                c.add(Calendar.DAY_OF_MONTH, 1);
            }
            if (row.length() > 0) {
                System.out.println(row);
            }
            System.out.println("months: " + String.join(",", sym.getMonths()));
            System.out.println("short:  " + String.join(",", sym.getShortMonths()));
            System.out.println("days:   " + String.join(",", sym.getWeekdays()).substring(1));
            System.out.println("eras/ampm: " + String.join("/", sym.getEras()) + " " + String.join("/", sym.getAmPmStrings()));
            for (int style : new int[] {DateFormat.FULL, DateFormat.LONG, DateFormat.MEDIUM, DateFormat.SHORT}) {
                System.out.println("style " + style + ": " + DateFormat.getDateInstance(style, l).format(first) + "  |  "
                    + DateFormat.getDateTimeInstance(style, DateFormat.SHORT, l).format(first) + "  |  "
                    + ((SimpleDateFormat) DateFormat.getTimeInstance(DateFormat.MEDIUM, l)).toPattern());
            }
        }
        try {
            DateFormat.getDateInstance(7, Locale.US);
        } catch (IllegalArgumentException e) {
            System.out.println("bad style: " + e.getMessage());
        }
        try {
            DateFormat.getDateTimeInstance(DateFormat.SHORT, -1, Locale.US);
        } catch (IllegalArgumentException e) {
            System.out.println("bad style: " + e.getMessage());
        }
    }

    static String pad(String s, int w) {
        StringBuilder sb = new StringBuilder(s);
        while (sb.length() < w) {
            sb.append(' ');
        }
        return sb.toString();
    }
}
