package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.Objects;

/**
 * A queue without capacity: each put waits for a take and vice versa. Waiting
 * producers and consumers are matched oldest first when fair, newest first
 * otherwise (the JDK's queue and stack disciplines).
 */
public class SynchronousQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -3223113410248163686L;

    /** A waiting producer (item != null) or consumer; done once matched or cancelled. */
    static final class Waiter {
        Object item;
        boolean matched;
        boolean cancelled;

        Waiter(Object item) {
            this.item = item;
        }
    }

    private final transient Object lock = new Object();
    private final boolean fair;
    private final transient ArrayList<Waiter> producers = new ArrayList<Waiter>();
    private final transient ArrayList<Waiter> consumers = new ArrayList<Waiter>();

    public SynchronousQueue() {
        this(false);
    }

    public SynchronousQueue(boolean fair) {
        this.fair = fair;
    }

    /** Removes and returns the waiter to match next, or null (caller holds the lock). */
    private Waiter pick(ArrayList<Waiter> list) {
        if (list.isEmpty()) {
            return null;
        }
        return list.remove(fair ? 0 : list.size() - 1);
    }

    /**
     * Hands e to a waiting consumer, or (when blocking) waits as a producer for
     * one; nanos < 0 means no limit, 0 means no wait.
     */
    private boolean transferOut(E e, long nanos) throws InterruptedException {
        synchronized (lock) {
            Waiter c = pick(consumers);
            if (c != null) {
                c.item = e;
                c.matched = true;
                lock.notifyAll();
                return true;
            }
            if (nanos == 0L) {
                return false;
            }
            Waiter me = new Waiter(e);
            producers.add(me);
            try {
                while (!me.matched) {
                    if (nanos < 0L) {
                        lock.wait();
                    } else if (nanos > 0L) {
                        nanos = Math.max(0L, LinkedBlockingStore.awaitNanos(lock, nanos)); // 0: time is up
                    } else {
                        break;
                    }
                }
            } catch (InterruptedException ie) {
                if (me.matched) {
                    Thread.currentThread().interrupt();
                    return true;
                }
                producers.remove(me);
                throw ie;
            }
            if (!me.matched) {
                producers.remove(me);
                return false;
            }
            return true;
        }
    }

    @SuppressWarnings("unchecked")
    private E transferIn(long nanos) throws InterruptedException {
        synchronized (lock) {
            Waiter p = pick(producers);
            if (p != null) {
                p.matched = true;
                lock.notifyAll();
                return (E) p.item;
            }
            if (nanos == 0L) {
                return null;
            }
            Waiter me = new Waiter(null);
            consumers.add(me);
            try {
                while (!me.matched) {
                    if (nanos < 0L) {
                        lock.wait();
                    } else if (nanos > 0L) {
                        nanos = Math.max(0L, LinkedBlockingStore.awaitNanos(lock, nanos)); // 0: time is up
                    } else {
                        break;
                    }
                }
            } catch (InterruptedException ie) {
                if (me.matched) {
                    Thread.currentThread().interrupt();
                    return (E) me.item;
                }
                consumers.remove(me);
                throw ie;
            }
            if (!me.matched) {
                consumers.remove(me);
                return null;
            }
            return (E) me.item;
        }
    }

    private static long positive(long nanos) {
        return nanos <= 0L ? 0L : nanos;
    }

    public void put(E e) throws InterruptedException {
        Objects.requireNonNull(e);
        LinkedBlockingStore.checkInterrupt();
        transferOut(e, -1L);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(e);
        LinkedBlockingStore.checkInterrupt();
        return transferOut(e, positive(unit.toNanos(timeout)));
    }

    public boolean offer(E e) {
        Objects.requireNonNull(e);
        try {
            return transferOut(e, 0L);
        } catch (InterruptedException ie) {
            throw new InternalError(ie);
        }
    }

    public E take() throws InterruptedException {
        LinkedBlockingStore.checkInterrupt();
        return transferIn(-1L);
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        LinkedBlockingStore.checkInterrupt();
        return transferIn(positive(unit.toNanos(timeout)));
    }

    public E poll() {
        try {
            return transferIn(0L);
        } catch (InterruptedException ie) {
            throw new InternalError(ie);
        }
    }

    public boolean isEmpty() {
        return true;
    }

    public int size() {
        return 0;
    }

    public int remainingCapacity() {
        return 0;
    }

    public void clear() {
    }

    public boolean contains(Object o) {
        return false;
    }

    public boolean remove(Object o) {
        return false;
    }

    public boolean containsAll(Collection<?> c) {
        return c.isEmpty();
    }

    public boolean removeAll(Collection<?> c) {
        return false;
    }

    public boolean retainAll(Collection<?> c) {
        return false;
    }

    public E peek() {
        return null;
    }

    public Iterator<E> iterator() {
        return Collections.emptyIterator();
    }

    public Object[] toArray() {
        return new Object[0];
    }

    public <T> T[] toArray(T[] a) {
        if (a.length > 0) {
            a[0] = null;
        }
        return a;
    }

    public String toString() {
        return "[]";
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        Objects.requireNonNull(c);
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        for (E e; n < maxElements && (e = poll()) != null; n++) {
            c.add(e);
        }
        return n;
    }
}
