package java.util.concurrent;

/**
 * Pairs threads under a private monitor: the first to arrive leaves a slot
 * with its item and waits; the next takes that item, leaves its own and
 * wakes it.
 */
public class Exchanger<V> {
    private static final class Slot {
        final Object item;
        Object match;
        boolean matched;

        Slot(Object item) {
            this.item = item;
        }
    }

    private final Object lock = new Object();
    private Slot waiting;

    public Exchanger() {
    }

    @SuppressWarnings("unchecked")
    private V doExchange(V x, boolean timed, long nanos) throws InterruptedException, TimeoutException {
        synchronized (lock) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            Slot other = waiting;
            if (other != null) {
                waiting = null;
                other.match = x;
                other.matched = true;
                lock.notifyAll();
                return (V) other.item;
            }
            Slot mine = new Slot(x);
            waiting = mine;
            long deadline = timed ? Blocking.deadline(nanos) : 0L;
            try {
                while (!mine.matched) {
                    if (timed) {
                        long left = deadline - System.nanoTime();
                        if (left <= 0L) {
                            throw new TimeoutException();
                        }
                        Blocking.waitNanos(lock, left);
                    } else {
                        lock.wait();
                    }
                }
            } catch (InterruptedException e) {
                if (!mine.matched) {
                    throw e;
                }
                // Already paired: the exchange happened, keep the interrupt.
                Thread.currentThread().interrupt();
            } finally {
                if (!mine.matched && waiting == mine) {
                    waiting = null;
                }
            }
            return (V) mine.match;
        }
    }

    public V exchange(V x) throws InterruptedException {
        try {
            return doExchange(x, false, 0L);
        } catch (TimeoutException cannotHappen) {
            throw new AssertionError(cannotHappen);
        }
    }

    public V exchange(V x, long timeout, TimeUnit unit) throws InterruptedException, TimeoutException {
        return doExchange(x, true, unit.toNanos(timeout));
    }
}
