import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

import org.junit.Test;

/** Day passes: a token is valid until the end of the day it was issued on (UTC). */
public class SessionTokenTest {

    static final class DayPass {
        final Instant expiresAt;

        DayPass(Clock clock) {
            LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
            expiresAt = today.plusDays(1).atStartOfDay().toInstant(ZoneOffset.UTC);
        }

        boolean validAt(Instant when) {
            return when.isBefore(expiresAt);
        }
    }

    // FLAKY (time): assumes the pass is still valid a minute from now; fails in the last
    // minute of every UTC day.
    @Test
    public void passIsStillValidInOneMinute() {
        DayPass pass = new DayPass(Clock.systemUTC());
        assertTrue(pass.validAt(Instant.now().plusSeconds(60)));
    }

    @Test
    public void passIssuedAtNoonIsValidInOneMinute() {
        Clock noon = Clock.fixed(Instant.parse("2026-03-10T12:00:00Z"), ZoneOffset.UTC);
        DayPass pass = new DayPass(noon);
        assertTrue(pass.validAt(Instant.parse("2026-03-10T12:01:00Z")));
    }

    @Test
    public void passExpiresAtMidnight() {
        Clock late = Clock.fixed(Instant.parse("2026-03-10T23:59:30Z"), ZoneOffset.UTC);
        DayPass pass = new DayPass(late);
        assertFalse(pass.validAt(Instant.parse("2026-03-11T00:00:00Z")));
    }
}
