import static org.junit.Assert.assertEquals;

import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.TemporalAdjusters;

import org.junit.Test;

/** Date arithmetic for a billing scheduler, against an injected fixed clock (all stable). */
public class ScheduleCalculatorTest {

    static final class Scheduler {
        private final Clock clock;

        Scheduler(Clock clock) {
            this.clock = clock;
        }

        LocalDate nextBillingDate() {
            LocalDate today = LocalDate.now(clock);
            return today.with(TemporalAdjusters.firstDayOfNextMonth());
        }

        LocalDate nextMonday() {
            return LocalDate.now(clock).with(TemporalAdjusters.next(DayOfWeek.MONDAY));
        }

        Duration untilMidnight() {
            LocalDateTime now = LocalDateTime.now(clock);
            return Duration.between(now, now.toLocalDate().plusDays(1).atStartOfDay());
        }
    }

    private static Scheduler at(String instant) {
        return new Scheduler(Clock.fixed(Instant.parse(instant), ZoneOffset.UTC));
    }

    @Test
    public void billsOnFirstOfNextMonth() {
        assertEquals(LocalDate.of(2026, 2, 1), at("2026-01-31T23:59:59.999Z").nextBillingDate());
        assertEquals(LocalDate.of(2027, 1, 1), at("2026-12-15T08:00:00Z").nextBillingDate());
    }

    @Test
    public void nextMondayIsAfterToday() {
        assertEquals(LocalDate.of(2026, 1, 5), at("2026-01-01T00:00:00Z").nextMonday());
        assertEquals(LocalDate.of(2026, 1, 12), at("2026-01-05T10:00:00Z").nextMonday());
    }

    @Test
    public void countsTimeUntilMidnight() {
        assertEquals(Duration.ofMinutes(90), at("2026-06-30T22:30:00Z").untilMidnight());
        assertEquals(Duration.ofDays(1), at("2026-06-30T00:00:00Z").untilMidnight());
    }

    @Test
    public void offsetClockMovesTime() {
        Clock base = Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC);
        Clock later = Clock.offset(base, Duration.ofHours(36));
        assertEquals(LocalDate.of(2026, 1, 2), LocalDate.now(later));
    }
}
