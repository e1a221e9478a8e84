import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.format.DateTimeFormatter;

/**
 * Dates and times that fail to parse or do not exist: each stack trace (printed, and the last
 * one uncaught) shows HotSpot's library frames, causes and "... n more" included.
 */
public class LibraryFramesTime {
    interface Case {
        Object run();
    }

    static void attempt(String name, Case c) {
        System.err.println("-- " + name);
        try {
            System.out.println(name + " -> " + c.run());
        } catch (RuntimeException e) {
            e.printStackTrace();
        }
    }

    public static void main(String[] args) {
        attempt("month 13", () -> LocalDate.parse("2020-13-01"));
        attempt("day 32", () -> LocalDate.parse("2020-01-32"));
        attempt("February 30", () -> LocalDate.parse("2021-02-30"));
        attempt("not a date", () -> LocalDate.parse("yesterday"));
        attempt("trailing text", () -> LocalDate.parse("2020-01-01x"));
        attempt("pattern mismatch", () -> LocalDate.parse("01/02/2020", DateTimeFormatter.ofPattern("yyyy-MM-dd")));
        attempt("pattern February 30", () -> LocalDate.parse("2021-02-30", DateTimeFormatter.ofPattern("yyyy-MM-dd")));
        attempt("hour 25", () -> LocalTime.parse("25:00"));
        attempt("minute 61", () -> LocalTime.parse("10:61"));
        attempt("date without time", () -> LocalDateTime.parse("2020-01-01"));
        attempt("LocalDate.of", () -> LocalDate.of(2021, 2, 29));
        attempt("LocalDate.of month", () -> LocalDate.of(2021, 0, 1));
        attempt("LocalTime.of", () -> LocalTime.of(24, 0));
        attempt("Month.of", () -> Month.of(13));
        attempt("DayOfWeek.of", () -> DayOfWeek.of(0));
        attempt("DayOfWeek.valueOf", () -> DayOfWeek.valueOf("FUNDAY"));
        attempt("Duration.parse", () -> Duration.parse("5 minutes"));
        String[] dates = {"2024-02-29", "2023-02-29"};
        for (String d : dates) {
            System.out.println(LocalDate.parse(d).getDayOfWeek());
        }
    }
}
