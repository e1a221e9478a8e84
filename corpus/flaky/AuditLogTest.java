import static org.junit.Assert.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.Test;

/** An audit log appended to by every worker thread. */
public class AuditLogTest {

    static final class AuditLog {
        private final List<String> entries;

        AuditLog(List<String> backing) {
            this.entries = backing;
        }

        void record(String who, String what) {
            entries.add(who + ": " + what);
        }

        int size() {
            return entries.size();
        }
    }

    private static void recordFromThreads(AuditLog log, int threads, int each) throws InterruptedException {
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            String who = "worker-" + t;
            Thread w = new Thread(() -> {
                for (int i = 0; i < each; i++) {
                    try {
                        log.record(who, "step " + i);
                    } catch (RuntimeException e) {
                        // ArrayList can throw ArrayIndexOutOfBoundsException when raced; the
                        // entry is then lost, as it would be in production.
                    }
                }
            });
            workers.add(w);
        }
        for (Thread w : workers) {
            w.start();
        }
        for (Thread w : workers) {
            w.join();
        }
    }

    // FLAKY (concurrency): a plain ArrayList filled from several threads loses entries.
    @Test
    public void recordsEveryEntryFromFourWorkers() throws InterruptedException {
        AuditLog log = new AuditLog(new ArrayList<>());
        recordFromThreads(log, 4, 250);
        assertEquals(1000, log.size());
    }

    @Test
    public void synchronizedListRecordsEveryEntry() throws InterruptedException {
        AuditLog log = new AuditLog(Collections.synchronizedList(new ArrayList<>()));
        recordFromThreads(log, 4, 250);
        assertEquals(1000, log.size());
    }

    @Test
    public void copyOnWriteListRecordsEveryEntry() throws InterruptedException {
        AuditLog log = new AuditLog(new CopyOnWriteArrayList<>());
        recordFromThreads(log, 4, 100);
        assertEquals(400, log.size());
    }
}
