import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.TimeZone;

import org.junit.Test;

/** Audit entries stamped to the minute. */
public class AuditStampTest {

    static final class AuditTrail {
        final List<String> entries = new ArrayList<>();

        static String minuteOf(Date when) {
            SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd HH:mm");
            f.setTimeZone(TimeZone.getTimeZone("UTC"));
            return f.format(when);
        }

        String record(String who, String action) throws InterruptedException {
            Thread.sleep(10); // write-ahead to the audit store
            String entry = minuteOf(new Date()) + " " + who + " " + action;
            entries.add(entry);
            return entry;
        }
    }

    // FLAKY (time): compares the minute read before the action with the entry's minute;
    // fails when a minute boundary falls in the 10 ms between them.
    @Test
    public void entryIsStampedWithTheCurrentMinute() throws InterruptedException {
        AuditTrail trail = new AuditTrail();
        String minute = AuditTrail.minuteOf(new Date());
        String entry = trail.record("ada", "login");
        assertEquals(minute + " ada login", entry);
    }

    @Test
    public void stampHasMinutePrecision() {
        assertEquals("1970-01-01 00:01", AuditTrail.minuteOf(new Date(119_999L)));
    }

    @Test
    public void entriesAreKeptInOrder() throws InterruptedException {
        AuditTrail trail = new AuditTrail();
        trail.record("ada", "login");
        trail.record("ada", "logout");
        assertEquals(2, trail.entries.size());
        assertTrue(trail.entries.get(1).endsWith("ada logout"));
    }
}
