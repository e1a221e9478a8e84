import static org.junit.Assert.assertEquals;

import java.util.concurrent.atomic.AtomicReference;

import org.junit.Test;

/** A one-message mailbox between two threads. */
public class MailboxTest {

    static final class Mailbox {
        private final Object lock = new Object();
        private String message;

        void deliver(String m) {
            synchronized (lock) {
                message = m;
                lock.notifyAll();
            }
        }

        /** BUG: waits without checking whether the message is already there. */
        String receive() throws InterruptedException {
            synchronized (lock) {
                lock.wait();
                return message;
            }
        }

        /** Correct: the wait is in a loop on the condition. */
        String receiveWhenReady() throws InterruptedException {
            synchronized (lock) {
                while (message == null) {
                    lock.wait();
                }
                return message;
            }
        }
    }

    interface Receiver {
        String receive() throws InterruptedException;
    }

    private static Thread consumer(Receiver r, AtomicReference<String> got) {
        Thread t = new Thread(() -> {
            try {
                got.set(r.receive());
            } catch (InterruptedException e) {
                // test over
            }
        });
        t.setDaemon(true);
        return t;
    }

    private static String compose(String to, int items) {
        StringBuilder sb = new StringBuilder("Dear ").append(to).append(", your order of ");
        for (int i = 0; i < items; i++) {
            sb.append(i == 0 ? "" : ", ").append("item-").append(i);
        }
        return sb.append(" has shipped.").toString();
    }

    // FLAKY (concurrency): lost notification. If the producer delivers before the consumer
    // has reached wait(), the notify is lost and the consumer waits forever.
    @Test
    public void consumerReceivesDeliveredMessage() throws InterruptedException {
        Mailbox box = new Mailbox();
        AtomicReference<String> got = new AtomicReference<>();
        Thread c = consumer(box::receive, got);
        c.start();
        String message = compose("Ada", 1000);
        box.deliver(message);
        c.join(100);
        assertEquals("received", got.get() == null ? "nothing" : got.get().equals(message) ? "received" : "garbled");
    }

    @Test
    public void consumerWithConditionLoopReceivesMessage() throws InterruptedException {
        Mailbox box = new Mailbox();
        AtomicReference<String> got = new AtomicReference<>();
        Thread c = consumer(box::receiveWhenReady, got);
        c.start();
        String message = compose("Ada", 1000);
        box.deliver(message);
        c.join(5000);
        assertEquals(message, got.get());
    }

    @Test
    public void messageDeliveredBeforeReceiveIsKept() throws InterruptedException {
        Mailbox box = new Mailbox();
        box.deliver("early");
        assertEquals("early", box.receiveWhenReady());
    }
}
