import static org.junit.Assert.assertEquals;

import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.Test;

/**
 * Flaky by time zone: the digest is dated by the machine's calendar day, the
 * test expects the UTC day. Passes on a machine in UTC, fails where the local
 * date differs from UTC's (west of UTC in the evening, far east in the
 * morning).
 */
public class DailyDigestTest {
    static String digestTitle() {
        return "Digest for " + LocalDate.now();
    }

    @Test
    public void titleNamesToday() {
        assertEquals("Digest for " + LocalDate.now(ZoneOffset.UTC), digestTitle());
    }
}
