package java.lang.ref;

/**
 * The queue references are appended to when enqueued: here only by
 * Reference.enqueue(), never by the collector (see Reference). Like the
 * JDK's, it is a stack: poll and remove return the latest enqueued first.
 * remove(timeout) waits in the VM's virtual time.
 */
public class ReferenceQueue<T> {
    /** The queue of references that have none, and the mark of those on a queue. */
    static final ReferenceQueue<Object> NULL = new Null();
    static final ReferenceQueue<Object> ENQUEUED = new Null();

    private static final class Null extends ReferenceQueue<Object> {
        @Override
        boolean enqueue(Reference<?> r) {
            return false;
        }
    }

    private final Object lock = new Object();
    private Reference<? extends T> head;

    public ReferenceQueue() {
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    boolean enqueue(Reference<? extends T> r) {
        synchronized (lock) {
            ReferenceQueue<?> q = r.queue;
            if (q == NULL || q == ENQUEUED) {
                return false;
            }
            ((Reference) r).queue = ENQUEUED;
            r.next = head == null ? r : head;
            head = r;
            lock.notifyAll();
            return true;
        }
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private Reference<? extends T> reallyPoll() {
        Reference<? extends T> r = head;
        if (r != null) {
            ((Reference) r).queue = NULL;
            Reference<? extends T> rn = (Reference<? extends T>) r.next;
            head = rn == r ? null : rn;
            r.next = r;
        }
        return r;
    }

    public Reference<? extends T> poll() {
        synchronized (lock) {
            return reallyPoll();
        }
    }

    public Reference<? extends T> remove(long timeout) throws IllegalArgumentException, InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        synchronized (lock) {
            Reference<? extends T> r = reallyPoll();
            if (r != null) {
                return r;
            }
            long start = timeout == 0 ? 0 : System.nanoTime();
            for (;;) {
                lock.wait(timeout);
                r = reallyPoll();
                if (r != null) {
                    return r;
                }
                if (timeout != 0) {
                    long end = System.nanoTime();
                    timeout -= (end - start) / 1_000_000;
                    if (timeout <= 0) {
                        return null;
                    }
                    start = end;
                }
            }
        }
    }

    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }
}
