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
 * The common body of ArrayBlockingQueue, LinkedBlockingQueue and
 * LinkedBlockingDeque: a bounded doubly linked list guarded by one monitor,
 * on which blocked producers and consumers wait (timed waits on the virtual
 * clock). Blocking methods check for interruption on entry, as the JDK's
 * lockInterruptibly does. A removed node gets a null item and keeps its
 * links, so iterators (which fetch one element ahead, as the JDK's do) are
 * weakly consistent: they see later additions and never throw
 * ConcurrentModificationException.
 */
abstract class LinkedBlockingStore<E> extends AbstractQueue<E> implements java.io.Serializable {
    private static final long serialVersionUID = -387911632671998426L;

    static final class Node<E> {
        E item;
        Node<E> prev;
        Node<E> next;

        Node(E item) {
            this.item = item;
        }
    }

    final transient Object lock = new Object();
    transient Node<E> first;
    transient Node<E> last;
    transient int count;
    final int capacity;

    LinkedBlockingStore(int capacity) {
        this.capacity = capacity;
    }

    // ---- waiting (callers hold the lock) ----

    static void checkInterrupt() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
    }

    /** Waits on o for at most nanos (> 0); returns the nanoseconds left. */
    static long awaitNanos(Object o, long nanos) throws InterruptedException {
        long deadline = System.nanoTime() + nanos;
        jdk.internal.terrarium.Monitors.waitNanos(o, nanos);
        return deadline - System.nanoTime();
    }

    // ---- list operations (callers hold the lock) ----

    final boolean linkFirst(E e) {
        if (count >= capacity) {
            return false;
        }
        Node<E> n = new Node<E>(e);
        Node<E> f = first;
        n.next = f;
        if (f == null) {
            last = n;
        } else {
            f.prev = n;
        }
        first = n;
        ++count;
        lock.notifyAll();
        return true;
    }

    final boolean linkLast(E e) {
        if (count >= capacity) {
            return false;
        }
        Node<E> n = new Node<E>(e);
        Node<E> l = last;
        n.prev = l;
        if (l == null) {
            first = n;
        } else {
            l.next = n;
        }
        last = n;
        ++count;
        lock.notifyAll();
        return true;
    }

    final void unlink(Node<E> x) {
        Node<E> p = x.prev;
        Node<E> n = x.next;
        if (p == null) {
            first = n;
        } else {
            p.next = n;
        }
        if (n == null) {
            last = p;
        } else {
            n.prev = p;
        }
        x.item = null;
        --count;
        lock.notifyAll();
    }

    final E unlinkFirst() {
        Node<E> f = first;
        if (f == null) {
            return null;
        }
        E item = f.item;
        unlink(f);
        return item;
    }

    final E unlinkLast() {
        Node<E> l = last;
        if (l == null) {
            return null;
        }
        E item = l.item;
        unlink(l);
        return item;
    }

    // ---- deque-shaped primitives ----

    final boolean offerAt(E e, boolean atFirst) {
        Objects.requireNonNull(e);
        synchronized (lock) {
            return atFirst ? linkFirst(e) : linkLast(e);
        }
    }

    final void putAt(E e, boolean atFirst) throws InterruptedException {
        Objects.requireNonNull(e);
        synchronized (lock) {
            checkInterrupt();
            while (!(atFirst ? linkFirst(e) : linkLast(e))) {
                lock.wait();
            }
        }
    }

    final boolean offerAt(E e, boolean atFirst, long timeout, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(e);
        long nanos = unit.toNanos(timeout);
        synchronized (lock) {
            checkInterrupt();
            while (!(atFirst ? linkFirst(e) : linkLast(e))) {
                if (nanos <= 0L) {
                    return false;
                }
                nanos = awaitNanos(lock, nanos);
            }
            return true;
        }
    }

    final E pollAt(boolean atFirst) {
        synchronized (lock) {
            return atFirst ? unlinkFirst() : unlinkLast();
        }
    }

    final E takeAt(boolean atFirst) throws InterruptedException {
        synchronized (lock) {
            checkInterrupt();
            E x;
            while ((x = atFirst ? unlinkFirst() : unlinkLast()) == null) {
                lock.wait();
            }
            return x;
        }
    }

    final E pollAt(boolean atFirst, long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        synchronized (lock) {
            checkInterrupt();
            E x;
            while ((x = atFirst ? unlinkFirst() : unlinkLast()) == null) {
                if (nanos <= 0L) {
                    return null;
                }
                nanos = awaitNanos(lock, nanos);
            }
            return x;
        }
    }

    final E peekAt(boolean atFirst) {
        synchronized (lock) {
            Node<E> n = atFirst ? first : last;
            return n == null ? null : n.item;
        }
    }

    final boolean removeOccurrence(Object o, boolean fromFirst) {
        if (o == null) {
            return false;
        }
        synchronized (lock) {
            for (Node<E> p = fromFirst ? first : last; p != null; p = fromFirst ? p.next : p.prev) {
                if (o.equals(p.item)) {
                    unlink(p);
                    return true;
                }
            }
            return false;
        }
    }

    // ---- the queue API shared by all three ----

    public boolean offer(E e) {
        return offerAt(e, false);
    }

    public void put(E e) throws InterruptedException {
        putAt(e, false);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return offerAt(e, false, timeout, unit);
    }

    public E poll() {
        return pollAt(true);
    }

    public E take() throws InterruptedException {
        return takeAt(true);
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        return pollAt(true, timeout, unit);
    }

    public E peek() {
        return peekAt(true);
    }

    public int size() {
        synchronized (lock) {
            return count;
        }
    }

    public int remainingCapacity() {
        synchronized (lock) {
            return capacity - count;
        }
    }

    public boolean remove(Object o) {
        return removeOccurrence(o, true);
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (lock) {
            for (Node<E> p = first; p != null; p = p.next) {
                if (o.equals(p.item)) {
                    return true;
                }
            }
            return false;
        }
    }

    public Object[] toArray() {
        synchronized (lock) {
            Object[] a = new Object[count];
            int k = 0;
            for (Node<E> p = first; p != null; p = p.next) {
                a[k++] = p.item;
            }
            return a;
        }
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        synchronized (lock) {
            if (a.length < count) {
                a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), count);
            }
            int k = 0;
            for (Node<E> p = first; p != null; p = p.next) {
                a[k++] = (T) p.item;
            }
            if (a.length > k) {
                a[k] = null;
            }
            return a;
        }
    }

    public void clear() {
        synchronized (lock) {
            for (Node<E> p = first; p != null; p = p.next) {
                p.item = null;
            }
            first = last = null;
            count = 0;
            lock.notifyAll();
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
            int n = Math.min(maxElements, count);
            for (int i = 0; i < n; i++) {
                E e = first.item;
                c.add(e);
                unlink(first);
            }
            return n;
        }
    }

    public Iterator<E> iterator() {
        return new Itr(true);
    }

    final Iterator<E> descending() {
        return new Itr(false);
    }

    final class Itr implements Iterator<E> {
        private final boolean forward;
        private Node<E> nextNode;
        private E nextItem;
        private Node<E> lastRet;

        Itr(boolean forward) {
            this.forward = forward;
            synchronized (lock) {
                advanceFrom(forward ? first : last);
            }
        }

        private void advanceFrom(Node<E> p) {
            for (; p != null; p = forward ? p.next : p.prev) {
                E item = p.item;
                if (item != null) {
                    nextNode = p;
                    nextItem = item;
                    return;
                }
            }
            nextNode = null;
            nextItem = null;
        }

        public boolean hasNext() {
            return nextNode != null;
        }

        public E next() {
            synchronized (lock) {
                Node<E> p = nextNode;
                if (p == null) {
                    throw new NoSuchElementException();
                }
                E e = nextItem;
                lastRet = p;
                advanceFrom(forward ? p.next : p.prev);
                return e;
            }
        }

        public void remove() {
            Node<E> l = lastRet;
            if (l == null) {
                throw new IllegalStateException();
            }
            lastRet = null;
            synchronized (lock) {
                if (l.item != null) {
                    unlink(l);
                }
            }
        }
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        for (Object e : toArray()) {
            @SuppressWarnings("unchecked")
            E x = (E) e;
            action.accept(x);
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return bulkRemove(filter);
    }

    public boolean removeAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(new Predicate<E>() {
            public boolean test(E e) {
                return c.contains(e);
            }
        });
    }

    public boolean retainAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(new Predicate<E>() {
            public boolean test(E e) {
                return !c.contains(e);
            }
        });
    }

    /** Tests every element (outside the lock) and removes the matching nodes still present. */
    private boolean bulkRemove(Predicate<? super E> filter) {
        ArrayList<Node<E>> nodes = new ArrayList<Node<E>>();
        synchronized (lock) {
            for (Node<E> p = first; p != null; p = p.next) {
                nodes.add(p);
            }
        }
        boolean removed = false;
        for (Node<E> p : nodes) {
            E item = p.item;
            if (item != null && filter.test(item)) {
                synchronized (lock) {
                    if (p.item != null) {
                        unlink(p);
                        removed = true;
                    }
                }
            }
        }
        return removed;
    }
}
