import static org.junit.Assert.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.junit.After;
import org.junit.Test;

/** Queues e-mails and sends them after a short grace period (so they can be recalled). */
public class EmailOutboxTest {

    static final class Outbox {
        static final long GRACE_MS = 50;
        final List<String> sent = Collections.synchronizedList(new ArrayList<>());
        /** The SMTP connection's thread. */
        final ExecutorService smtp = Executors.newSingleThreadExecutor();
        private final Executor later = CompletableFuture.delayedExecutor(GRACE_MS, TimeUnit.MILLISECONDS, smtp);

        Outbox() {
            smtp.submit(() -> sent.size()); // open the connection
        }

        CompletableFuture<Void> send(String to) {
            return CompletableFuture.runAsync(() -> sent.add(to), later);
        }
    }

    private final Outbox outbox = new Outbox();

    @After
    public void closeConnection() {
        outbox.smtp.shutdownNow();
    }

    // FLAKY (async-wait): sleeps for the grace period instead of waiting on the returned future.
    @Test
    public void sendsMailAfterGracePeriod() throws InterruptedException {
        outbox.send("ada@example.com");
        Thread.sleep(Outbox.GRACE_MS);
        assertEquals(Arrays.asList("ada@example.com"), outbox.sent);
    }

    @Test
    public void sendsMailAfterGracePeriodJoined() {
        outbox.send("ada@example.com").join();
        assertEquals(Arrays.asList("ada@example.com"), outbox.sent);
    }

    @Test
    public void nothingIsSentDuringGracePeriod() {
        outbox.send("ada@example.com");
        assertEquals(0, outbox.sent.size());
    }
}
