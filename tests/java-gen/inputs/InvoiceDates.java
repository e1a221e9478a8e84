package inputs;

import java.time.Clock;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.temporal.ChronoUnit;

/** Due dates of invoices, on a clock the caller gives (a fixed one in tests). */
public class InvoiceDates {
    private final Clock clock;

    public InvoiceDates(Clock clock) {
        if (clock == null) {
            throw new IllegalArgumentException("no clock");
        }
        this.clock = clock;
    }

    /** The due date of an invoice issued on {@code issued}, moved off weekends. */
    public LocalDate dueDate(LocalDate issued, int termDays) {
        if (termDays < 0) {
            throw new IllegalArgumentException("negative term: " + termDays);
        }
        LocalDate due = issued.plusDays(termDays);
        if (due.getDayOfWeek() == DayOfWeek.SATURDAY) {
            return due.plusDays(2);
        }
        if (due.getDayOfWeek() == DayOfWeek.SUNDAY) {
            return due.plusDays(1);
        }
        return due;
    }

    public String status(LocalDate due) {
        LocalDate today = LocalDate.now(clock);
        if (today.isAfter(due)) {
            return "OVERDUE";
        }
        if (today.isEqual(due)) {
            return "DUE TODAY";
        }
        if (today.plusDays(7).isAfter(due)) {
            return "DUE SOON";
        }
        return "OPEN";
    }

    public long daysLate(LocalDate due) {
        long days = ChronoUnit.DAYS.between(due, LocalDate.now(clock));
        return days > 0 ? days : 0;
    }

    public boolean isWorkday(DayOfWeek day) {
        switch (day) {
            case SATURDAY:
            case SUNDAY:
                return false;
            default:
                return true;
        }
    }

    /** Whether {@code day} falls in the billing period {@code period}. */
    public boolean inPeriod(YearMonth period, LocalDate day) {
        if (period.isBefore(YearMonth.from(day))) {
            return false;
        }
        return period.equals(YearMonth.from(day));
    }
}
