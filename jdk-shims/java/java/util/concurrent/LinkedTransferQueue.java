package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * An unbounded FIFO queue where producers may also wait for their element to
 * be received (transfer). Consumers that find the queue empty wait in FIFO
 * order and get elements handed to them directly.
 */
public class LinkedTransferQueue<E> extends AbstractQueue<E> implements TransferQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -3223113410248163686L;

    /** A queued element; taken once a consumer has it (or its transfer gave up). */
    static final class Node {
        Object item;
        Node next;
        boolean taken;

        Node(Object item) {
            this.item = item;
        }
    }

    /** A consumer waiting for an element. */
    static final class Receiver {
        Object item;
        boolean matched;
    }

    private final transient Object lock = new Object();
    private transient Node head;
    private transient Node tail;
    private transient int count;
    private final transient ArrayList<Receiver> receivers = new ArrayList<Receiver>();

    public LinkedTransferQueue() {
    }

    public LinkedTransferQueue(Collection<? extends E> c) {
        for (E e : c) {
            add(e);
        }
    }

    // ---- internals (callers hold the lock) ----

    private boolean handToReceiver(Object e) {
        if (receivers.isEmpty()) {
            return false;
        }
        Receiver r = receivers.remove(0);
        r.item = e;
        r.matched = true;
        lock.notifyAll();
        return true;
    }

    private Node append(Object e) {
        Node n = new Node(e);
        if (tail == null) {
            head = tail = n;
        } else {
            tail.next = n;
            tail = n;
        }
        count++;
        lock.notifyAll();
        return n;
    }

    /** Unlinks node n from the list; it keeps its own link so walks standing on it go on. */
    private void unlink(Node n) {
        Node pred = null;
        for (Node p = head; p != null; pred = p, p = p.next) {
            if (p == n) {
                if (pred == null) {
                    head = p.next;
                } else {
                    pred.next = p.next;
                }
                if (tail == p) {
                    tail = pred;
                }
                p.taken = true;
                count--;
                lock.notifyAll();
                return;
            }
        }
    }

    private Object takeHead() {
        Node h = head;
        if (h == null) {
            return null;
        }
        Object item = h.item;
        unlink(h);
        return item;
    }

    /** Waits for an element: nanos < 0 without limit, 0 not at all. */
    @SuppressWarnings("unchecked")
    private E receive(long nanos) throws InterruptedException {
        synchronized (lock) {
            Object x = takeHead();
            if (x != null || nanos == 0L) {
                return (E) x;
            }
            Receiver me = new Receiver();
            receivers.add(me);
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
                receivers.remove(me);
                throw ie;
            }
            if (!me.matched) {
                receivers.remove(me);
                return null;
            }
            return (E) me.item;
        }
    }

    /** Queues e and waits until a consumer has it: nanos < 0 without limit. */
    private boolean transferOut(E e, long nanos) throws InterruptedException {
        Objects.requireNonNull(e);
        synchronized (lock) {
            if (handToReceiver(e)) {
                return true;
            }
            if (nanos == 0L) {
                return false;
            }
            Node n = append(e);
            try {
                while (!n.taken) {
                    if (nanos < 0L) {
                        lock.wait();
                    } else if (nanos > 0L) {
                        nanos = Math.max(0L, LinkedBlockingStore.awaitNanos(lock, nanos)); // 0: time is up
                    } else {
                        break;
                    }
                }
            } catch (InterruptedException ie) {
                if (n.taken) {
                    Thread.currentThread().interrupt();
                    return true;
                }
                unlink(n);
                throw ie;
            }
            if (!n.taken) {
                unlink(n);
                return false;
            }
            return true;
        }
    }

    // ---- API ----

    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    public boolean offer(E e) {
        Objects.requireNonNull(e);
        synchronized (lock) {
            if (!handToReceiver(e)) {
                append(e);
            }
        }
        return true;
    }

    public boolean add(E e) {
        return offer(e);
    }

    public boolean tryTransfer(E e) {
        try {
            return transferOut(e, 0L);
        } catch (InterruptedException ie) {
            throw new InternalError(ie);
        }
    }

    public void transfer(E e) throws InterruptedException {
        Objects.requireNonNull(e);
        LinkedBlockingStore.checkInterrupt();
        transferOut(e, -1L);
    }

    public boolean tryTransfer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(e);
        LinkedBlockingStore.checkInterrupt();
        long nanos = unit.toNanos(timeout);
        return transferOut(e, nanos <= 0L ? 0L : nanos);
    }

    public E take() throws InterruptedException {
        LinkedBlockingStore.checkInterrupt();
        return receive(-1L);
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        LinkedBlockingStore.checkInterrupt();
        long nanos = unit.toNanos(timeout);
        return receive(nanos <= 0L ? 0L : nanos);
    }

    @SuppressWarnings("unchecked")
    public E poll() {
        synchronized (lock) {
            return (E) takeHead();
        }
    }

    @SuppressWarnings("unchecked")
    public E peek() {
        synchronized (lock) {
            return head == null ? null : (E) head.item;
        }
    }

    public boolean isEmpty() {
        synchronized (lock) {
            return head == null;
        }
    }

    public int size() {
        synchronized (lock) {
            return count;
        }
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    public boolean hasWaitingConsumer() {
        synchronized (lock) {
            return !receivers.isEmpty();
        }
    }

    public int getWaitingConsumerCount() {
        synchronized (lock) {
            return receivers.size();
        }
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (lock) {
            for (Node p = head; p != null; p = p.next) {
                if (o.equals(p.item)) {
                    unlink(p);
                    return true;
                }
            }
            return false;
        }
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (lock) {
            for (Node p = head; p != null; p = p.next) {
                if (o.equals(p.item)) {
                    return true;
                }
            }
            return false;
        }
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    @SuppressWarnings("unchecked")
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

    public void clear() {
        synchronized (lock) {
            while (head != null) {
                unlink(head);
            }
        }
    }

    public Object[] toArray() {
        synchronized (lock) {
            Object[] a = new Object[count];
            int k = 0;
            for (Node p = head; p != null; p = p.next) {
                a[k++] = p.item;
            }
            return a;
        }
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        Object[] all = toArray();
        if (a.length < all.length) {
            a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), all.length);
        }
        System.arraycopy(all, 0, a, 0, all.length);
        if (a.length > all.length) {
            a[all.length] = null;
        }
        return a;
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    /** Weakly consistent; fetches each next element ahead. */
    private final class Itr implements Iterator<E> {
        private Node nextNode;
        private Object nextItem;
        private Node lastRet;

        Itr() {
            synchronized (lock) {
                advanceFrom(head);
            }
        }

        private void advanceFrom(Node p) {
            for (; p != null; p = p.next) {
                if (!p.taken) {
                    nextNode = p;
                    nextItem = p.item;
                    return;
                }
            }
            nextNode = null;
            nextItem = null;
        }

        public boolean hasNext() {
            return nextNode != null;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            synchronized (lock) {
                Node p = nextNode;
                if (p == null) {
                    throw new NoSuchElementException();
                }
                Object e = nextItem;
                lastRet = p;
                advanceFrom(p.next);
                return (E) e;
            }
        }

        public void remove() {
            Node l = lastRet;
            if (l == null) {
                throw new IllegalStateException();
            }
            lastRet = null;
            synchronized (lock) {
                if (!l.taken) {
                    unlink(l);
                }
            }
        }
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        for (Object e : toArray()) {
            action.accept((E) e);
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        boolean removed = false;
        for (Iterator<E> it = iterator(); it.hasNext(); ) {
            if (filter.test(it.next())) {
                it.remove();
                removed = true;
            }
        }
        return removed;
    }

    public boolean removeAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return removeIf(new Predicate<E>() {
            public boolean test(E e) {
                return c.contains(e);
            }
        });
    }

    public boolean retainAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return removeIf(new Predicate<E>() {
            public boolean test(E e) {
                return !c.contains(e);
            }
        });
    }
}
