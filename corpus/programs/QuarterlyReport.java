import java.time.LocalDate;
import java.time.YearMonth;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.IsoFields;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** Sums invoices per quarter, compares quarters year on year and prints quarter labels in several styles. */
public class QuarterlyReport {
    public static void main(String[] args) {
        long[][] invoices = new long[40][];
        LocalDate d = LocalDate.of(2022, 1, 7);
        for (int i = 0; i < invoices.length; i++) {
            // amount in cents: deterministic pseudo-random walk
            long amount = 50_000 + (i * 7919L % 13) * 12_345 + (i % 4) * 9_999;
            invoices[i] = new long[] {d.toEpochDay(), amount};
            d = d.plusDays(19 + (i * 31) % 17);
        }
        DateTimeFormatter label = DateTimeFormatter.ofPattern("yyyy-'Q'Q", Locale.US);
        DateTimeFormatter longLabel = DateTimeFormatter.ofPattern("QQQQ uuuu", Locale.US);
        Map<String, long[]> totals = new TreeMap<>();
        for (long[] inv : invoices) {
            LocalDate day = LocalDate.ofEpochDay(inv[0]);
            long[] t = totals.computeIfAbsent(label.format(day), k -> new long[2]);
            t[0] += inv[1];
            t[1]++;
        }
        System.out.println("quarter   invoices     total   change");
        long prev = -1;
        for (Map.Entry<String, long[]> e : totals.entrySet()) {
            long total = e.getValue()[0];
            String change = prev < 0 ? "" : String.format("%+.1f%%", (total - prev) * 100.0 / prev);
            System.out.printf("%s %8d %9d.%02d %s%n", e.getKey(), e.getValue()[1], total / 100, total % 100, change);
            prev = total;
        }
        System.out.println("-- quarter boundaries and progress");
        for (String s : new String[] {"2023-01-01", "2023-02-14", "2023-03-31", "2023-05-20", "2024-02-29", "2024-08-31",
                "2024-12-31"}) {
            LocalDate day = LocalDate.parse(s);
            int q = day.get(IsoFields.QUARTER_OF_YEAR);
            LocalDate start = day.with(IsoFields.DAY_OF_QUARTER, 1);
            LocalDate end = start.plusMonths(3).minusDays(1);
            long len = day.range(IsoFields.DAY_OF_QUARTER).getMaximum();
            int doq = day.get(IsoFields.DAY_OF_QUARTER);
            System.out.printf("%s Q%d %s..%s day %2d/%d (%3.0f%%) %s | %s | %s%n", day, q, start, end, doq, len,
                doq * 100.0 / len, longLabel.format(day), DateTimeFormatter.ofPattern("QQQ yy", Locale.US).format(day),
                DateTimeFormatter.ofPattern("qqqq", Locale.US).format(day));
        }
        System.out.println("-- same quarter last year, next quarter");
        LocalDate ref = LocalDate.of(2024, 5, 17);
        System.out.println(ref.minus(4, IsoFields.QUARTER_YEARS) + " " + ref.plus(1, IsoFields.QUARTER_YEARS) + " "
            + ref.with(IsoFields.QUARTER_OF_YEAR, 4).with(TemporalAdjusters.lastDayOfMonth()) + " "
            + IsoFields.QUARTER_YEARS.between(LocalDate.of(2020, 2, 1), ref) + " "
            + IsoFields.QUARTER_YEARS.between(ref, LocalDate.of(2020, 2, 1)));
        System.out.println(YearMonth.of(2024, 11).get(IsoFields.QUARTER_OF_YEAR) + " "
            + YearMonth.of(2024, 11).isSupported(IsoFields.DAY_OF_QUARTER) + " " + IsoFields.DAY_OF_QUARTER.range()
            + " " + IsoFields.QUARTER_OF_YEAR.getBaseUnit() + " " + IsoFields.DAY_OF_QUARTER.getRangeUnit());
        System.out.println("-- parsing quarter dates (year, quarter, day of quarter)");
        DateTimeFormatter parser = new DateTimeFormatterBuilder().appendValue(ChronoField.YEAR, 4).appendLiteral("-Q")
            .appendValue(IsoFields.QUARTER_OF_YEAR, 1).appendLiteral('-').appendValue(IsoFields.DAY_OF_QUARTER, 2)
            .toFormatter();
        for (String s : new String[] {"2024-Q1-91", "2023-Q1-91", "2023-Q1-90", "2024-Q4-92", "2024-Q2-93", "2024-Q5-01",
                "2024-Q3-00"}) {
            StringBuilder sb = new StringBuilder(s);
            for (ResolverStyle style : ResolverStyle.values()) {
                try {
                    LocalDate parsed = LocalDate.parse(s, parser.withResolverStyle(style));
                    sb.append(' ').append(style).append('=').append(parsed);
                } catch (DateTimeParseException e) {
                    sb.append(' ').append(style).append('!').append(e.getCause() == null ? e.getMessage() : e.getCause().getMessage());
                }
            }
            System.out.println(sb);
        }
        try {
            DateTimeFormatter.ofPattern("QQQQQQ");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            LocalDate.of(2024, 1, 1).with(IsoFields.QUARTER_OF_YEAR, 0);
        } catch (Exception e) {
            System.out.println(e);
        }
        System.out.println(DateTimeFormatter.ofPattern("Q QQ QQQ QQQQ QQQQQ q qq qqq qqqq qqqqq", Locale.US));
    }
}
