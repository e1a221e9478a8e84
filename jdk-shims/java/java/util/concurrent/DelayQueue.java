package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.PriorityQueue;

/**
 * An unbounded blocking queue of Delayed elements, kept in a PriorityQueue
 * (the JDK's heap order for iteration and toString); an element can be taken
 * only once its delay has expired. take() and the timed poll wait on the
 * virtual clock until the head's delay runs out (or something new is put in
 * front).
 */
public class DelayQueue<E extends Delayed> extends AbstractQueue<E> implements BlockingQueue<E> {
    private final transient Object lock = new Object();
    private final PriorityQueue<E> q = new PriorityQueue<E>();

    public DelayQueue() {
    }

    public DelayQueue(Collection<? extends E> c) {
        this.addAll(c);
    }

    public boolean add(E e) {
        return offer(e);
    }

    public boolean offer(E e) {
        synchronized (lock) {
            q.offer(e);
            if (q.peek() == e) {
                lock.notifyAll();
            }
            return true;
        }
    }

    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    public E poll() {
        synchronized (lock) {
            E first = q.peek();
            return (first == null || first.getDelay(TimeUnit.NANOSECONDS) > 0) ? null : q.poll();
        }
    }

    public E take() throws InterruptedException {
        synchronized (lock) {
            LinkedBlockingStore.checkInterrupt();
            for (;;) {
                E first = q.peek();
                if (first == null) {
                    lock.wait();
                } else {
                    long delay = first.getDelay(TimeUnit.NANOSECONDS);
                    if (delay <= 0L) {
                        return q.poll();
                    }
                    LinkedBlockingStore.awaitNanos(lock, delay);
                }
            }
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        synchronized (lock) {
            LinkedBlockingStore.checkInterrupt();
            for (;;) {
                E first = q.peek();
                if (first == null) {
                    if (nanos <= 0L) {
                        return null;
                    }
                    nanos = LinkedBlockingStore.awaitNanos(lock, nanos);
                } else {
                    long delay = first.getDelay(TimeUnit.NANOSECONDS);
                    if (delay <= 0L) {
                        return q.poll();
                    }
                    if (nanos <= 0L) {
                        return null;
                    }
                    long waitFor = Math.min(nanos, delay);
                    long left = LinkedBlockingStore.awaitNanos(lock, waitFor);
                    nanos -= waitFor - left;
                }
            }
        }
    }

    public E peek() {
        synchronized (lock) {
            return q.peek();
        }
    }

    public int size() {
        synchronized (lock) {
            return q.size();
        }
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        Objects.requireNonNull(c);
        if (c == this) {
            throw new IllegalArgumentException();
        }
        if (maxElements <= 0) {
            return 0;
        }
        synchronized (lock) {
            int n = 0;
            for (E first; n < maxElements && (first = q.peek()) != null && first.getDelay(TimeUnit.NANOSECONDS) <= 0; ) {
                c.add(first);
                q.poll();
                ++n;
            }
            return n;
        }
    }

    public void clear() {
        synchronized (lock) {
            q.clear();
        }
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    public Object[] toArray() {
        synchronized (lock) {
            return q.toArray();
        }
    }

    public <T> T[] toArray(T[] a) {
        synchronized (lock) {
            return q.toArray(a);
        }
    }

    public boolean remove(Object o) {
        synchronized (lock) {
            return q.remove(o);
        }
    }

    void removeEQ(Object o) {
        synchronized (lock) {
            for (Iterator<E> it = q.iterator(); it.hasNext(); ) {
                if (o == it.next()) {
                    it.remove();
                    break;
                }
            }
        }
    }

    public Iterator<E> iterator() {
        return new Itr(toArray());
    }

    /** Iterates a snapshot of all elements, expired or not. */
    private class Itr implements Iterator<E> {
        final Object[] array;
        int cursor;
        int lastRet = -1;

        Itr(Object[] array) {
            this.array = array;
        }

        public boolean hasNext() {
            return cursor < array.length;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (cursor >= array.length) {
                throw new NoSuchElementException();
            }
            return (E) array[lastRet = cursor++];
        }

        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            removeEQ(array[lastRet]);
            lastRet = -1;
        }
    }
}
