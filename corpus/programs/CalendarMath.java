import java.util.*;

public class CalendarMath {
    enum Weekday { MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY }
    enum Month {
        JANUARY(31), FEBRUARY(28), MARCH(31), APRIL(30), MAY(31), JUNE(30), JULY(31), AUGUST(31), SEPTEMBER(30), OCTOBER(31), NOVEMBER(30), DECEMBER(31);
        final int days;
        Month(int d) { days = d; }
        int length(int year) { return this == FEBRUARY && isLeap(year) ? 29 : days; }
    }

    record Date(int y, int m, int d) implements Comparable<Date> {
        Date {
            if (m < 1 || m > 12) throw new IllegalArgumentException("Invalid month: " + m);
            if (d < 1 || d > Month.values()[m - 1].length(y)) throw new IllegalArgumentException("Invalid day " + d + " for " + Month.values()[m - 1] + " " + y);
        }
        static Date parse(String s) {
            String[] p = s.split("-");
            return new Date(Integer.parseInt(p[0]), Integer.parseInt(p[1]), Integer.parseInt(p[2]));
        }
        long epochDay() {
            // days since 1970-01-01 (proleptic Gregorian)
            long yy = y, mm = m;
            long total = 365 * yy;
            if (yy >= 0) total += (yy + 3) / 4 - (yy + 99) / 100 + (yy + 399) / 400;
            total += (367 * mm - 362) / 12;
            total += d - 1;
            if (mm > 2) { total--; if (!isLeap(y)) total--; }
            return total - 719528;
        }
        static Date ofEpochDay(long e) {
            int y = 1970 + (int) Math.floorDiv(e * 400, 146097);
            while (new Date(y, 1, 1).epochDay() > e) y--;
            while (new Date(y + 1, 1, 1).epochDay() <= e) y++;
            long rem = e - new Date(y, 1, 1).epochDay();
            int m = 1;
            while (rem >= Month.values()[m - 1].length(y)) { rem -= Month.values()[m - 1].length(y); m++; }
            return new Date(y, m, (int) rem + 1);
        }
        Weekday weekday() { return Weekday.values()[(int) Math.floorMod(epochDay() + 3, 7)]; }
        Date plusDays(long n) { return ofEpochDay(epochDay() + n); }
        Date plusMonths(int n) {
            int idx = y * 12 + (m - 1) + n;
            int ny = Math.floorDiv(idx, 12), nm = Math.floorMod(idx, 12) + 1;
            return new Date(ny, nm, Math.min(d, Month.values()[nm - 1].length(ny)));
        }
        int dayOfYear() { return (int) (epochDay() - new Date(y, 1, 1).epochDay()) + 1; }
        public int compareTo(Date o) { return Long.compare(epochDay(), o.epochDay()); }
        @Override public String toString() { return String.format("%04d-%02d-%02d", y, m, d); }
    }

    static boolean isLeap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

    static void printMonth(int y, int m) {
        Month mo = Month.values()[m - 1];
        String title = mo.name().charAt(0) + mo.name().substring(1).toLowerCase() + " " + y;
        System.out.println(" ".repeat((20 - title.length()) / 2) + title);
        System.out.println("Mo Tu We Th Fr Sa Su");
        int offset = new Date(y, m, 1).weekday().ordinal();
        StringBuilder sb = new StringBuilder("   ".repeat(offset));
        for (int d = 1; d <= mo.length(y); d++) {
            sb.append(String.format("%2d", d));
            if ((offset + d) % 7 == 0) { System.out.println(sb); sb.setLength(0); } else sb.append(' ');
        }
        if (sb.length() > 0) System.out.println(sb.toString().stripTrailing());
    }

    public static void main(String[] args) {
        for (String s : new String[]{"1970-01-01", "2000-02-29", "2024-03-15", "1969-07-20", "2038-01-19", "1900-03-01", "0001-01-01"}) {
            Date d = Date.parse(s);
            System.out.printf("%s epoch %7d %-9s doy %3d roundtrip %b%n", d, d.epochDay(), d.weekday(), d.dayOfYear(), Date.ofEpochDay(d.epochDay()).equals(d));
        }
        for (String bad : new String[]{"2023-02-29", "2024-13-01", "2024-04-31"}) {
            try { Date.parse(bad); } catch (IllegalArgumentException e) { System.out.println(bad + ": " + e.getMessage()); }
        }
        Date start = Date.parse("2024-01-31");
        for (int i = 1; i <= 4; i++) System.out.print(start.plusMonths(i) + " ");
        System.out.println("| +365d " + start.plusDays(365) + " -1000d " + start.plusDays(-1000));
        System.out.println("days between moon landing and y2k: " + (Date.parse("2000-01-01").epochDay() - Date.parse("1969-07-20").epochDay()));
        printMonth(2024, 2);
        printMonth(2023, 10);
        int count = 0;
        StringJoiner fridays = new StringJoiner(", ");
        for (int y = 2023; y <= 2026; y++) for (int m = 1; m <= 12; m++) {
            Date d = new Date(y, m, 13);
            if (d.weekday() == Weekday.FRIDAY) { count++; fridays.add(d.toString()); }
        }
        System.out.println(count + " Friday-13ths: " + fridays);
        EnumMap<Weekday, Integer> christmas = new EnumMap<>(Weekday.class);
        for (int y = 2000; y < 2100; y++) christmas.merge(new Date(y, 12, 25).weekday(), 1, Integer::sum);
        System.out.println("christmas weekdays 2000-2099 " + christmas);
        List<Date> dates = new ArrayList<>();
        Random r = new Random(4);
        for (int i = 0; i < 6; i++) dates.add(Date.ofEpochDay(r.nextInt(40000) - 10000));
        Collections.sort(dates);
        System.out.println("sorted random dates " + dates);
        TreeMap<Date, String> holidays = new TreeMap<>(Map.of(new Date(2024, 1, 1), "New Year", new Date(2024, 7, 4), "Independence", new Date(2024, 12, 25), "Christmas", new Date(2024, 10, 31), "Halloween"));
        Date today = new Date(2024, 8, 15);
        System.out.println("next holiday after " + today + ": " + holidays.ceilingEntry(today) + ", previous: " + holidays.lowerEntry(today)
            + ", in " + (holidays.ceilingKey(today).epochDay() - today.epochDay()) + " days");
        long secs = 1_700_000_000L;
        Date sd = Date.ofEpochDay(Math.floorDiv(secs, 86400));
        long sod = Math.floorMod(secs, 86400);
        System.out.printf("unix %d = %sT%02d:%02d:%02dZ (%s)%n", secs, sd, sod / 3600, sod / 60 % 60, sod % 60, sd.weekday());
        long dur = 987654;
        System.out.printf("duration %d s = %dd %02dh %02dm %02ds%n", dur, dur / 86400, dur / 3600 % 24, dur / 60 % 60, dur % 60);
        System.out.println("leap years 1896-1912: " + java.util.stream.IntStream.rangeClosed(1896, 1912).filter(CalendarMath::isLeap).boxed().toList());
    }
}
