package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * An unbounded deque of doubly linked nodes. Mutations run under a private
 * monitor; reads and iterators walk the nodes without it. A removed node gets
 * a null item and keeps its links, so a walk standing on it goes on into the
 * deque: iterators are weakly consistent and never throw
 * ConcurrentModificationException.
 */
public class ConcurrentLinkedDeque<E> extends AbstractCollection<E> implements Deque<E>, java.io.Serializable {
    private static final long serialVersionUID = 876323262645176354L;

    static final class Node<E> {
        volatile E item;
        volatile Node<E> prev;
        volatile Node<E> next;

        Node(E item) {
            this.item = item;
        }
    }

    private final transient Object lock = new Object();
    private transient volatile Node<E> first;
    private transient volatile Node<E> last;

    public ConcurrentLinkedDeque() {
    }

    public ConcurrentLinkedDeque(Collection<? extends E> c) {
        for (E e : c) {
            linkLast(Objects.requireNonNull(e));
        }
    }

    private void linkFirst(E e) {
        Node<E> n = new Node<E>(e);
        synchronized (lock) {
            Node<E> f = first;
            n.next = f;
            if (f == null) {
                last = n;
            } else {
                f.prev = n;
            }
            first = n;
        }
    }

    private void linkLast(E e) {
        Node<E> n = new Node<E>(e);
        synchronized (lock) {
            Node<E> l = last;
            n.prev = l;
            if (l == null) {
                first = n;
            } else {
                l.next = n;
            }
            last = n;
        }
    }

    /** Unlinks a live node x (caller holds the lock); x keeps its own links. */
    private E unlink(Node<E> x) {
        E item = x.item;
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
        return item;
    }

    /** The next node holding an item after p (p included when self), walking forward. */
    private static <E> Node<E> liveFrom(Node<E> p, boolean forward) {
        while (p != null && p.item == null) {
            p = forward ? p.next : p.prev;
        }
        return p;
    }

    public void addFirst(E e) {
        linkFirst(Objects.requireNonNull(e));
    }

    public void addLast(E e) {
        linkLast(Objects.requireNonNull(e));
    }

    public boolean offerFirst(E e) {
        linkFirst(Objects.requireNonNull(e));
        return true;
    }

    public boolean offerLast(E e) {
        linkLast(Objects.requireNonNull(e));
        return true;
    }

    public E peekFirst() {
        Node<E> f = first;
        return f == null ? null : f.item;
    }

    public E peekLast() {
        Node<E> l = last;
        return l == null ? null : l.item;
    }

    public E getFirst() {
        E e = peekFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E getLast() {
        E e = peekLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E pollFirst() {
        synchronized (lock) {
            Node<E> f = first;
            return f == null ? null : unlink(f);
        }
    }

    public E pollLast() {
        synchronized (lock) {
            Node<E> l = last;
            return l == null ? null : unlink(l);
        }
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public boolean add(E e) {
        return offerLast(e);
    }

    public E poll() {
        return pollFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public E remove() {
        return removeFirst();
    }

    public E pop() {
        return removeFirst();
    }

    public E element() {
        return getFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public boolean removeFirstOccurrence(Object o) {
        Objects.requireNonNull(o);
        synchronized (lock) {
            for (Node<E> p = first; p != null; p = p.next) {
                if (o.equals(p.item)) {
                    unlink(p);
                    return true;
                }
            }
            return false;
        }
    }

    public boolean removeLastOccurrence(Object o) {
        Objects.requireNonNull(o);
        synchronized (lock) {
            for (Node<E> p = last; p != null; p = p.prev) {
                if (o.equals(p.item)) {
                    unlink(p);
                    return true;
                }
            }
            return false;
        }
    }

    public boolean contains(Object o) {
        if (o != null) {
            for (Node<E> p = liveFrom(first, true); p != null; p = liveFrom(p.next, true)) {
                E item = p.item;
                if (item != null && o.equals(item)) {
                    return true;
                }
            }
        }
        return false;
    }

    public boolean isEmpty() {
        return peekFirst() == null;
    }

    public int size() {
        int count = 0;
        for (Node<E> p = liveFrom(first, true); p != null; p = liveFrom(p.next, true)) {
            if (++count == Integer.MAX_VALUE) {
                break;
            }
        }
        return count;
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        ArrayList<E> items = new ArrayList<E>();
        for (E e : c) {
            items.add(Objects.requireNonNull(e));
        }
        if (items.isEmpty()) {
            return false;
        }
        synchronized (lock) {
            for (E e : items) {
                linkLast(e);
            }
        }
        return true;
    }

    public void clear() {
        synchronized (lock) {
            while (first != null) {
                unlink(first);
            }
        }
    }

    public Object[] toArray() {
        return snapshot().toArray();
    }

    public <T> T[] toArray(T[] a) {
        Objects.requireNonNull(a);
        return snapshot().toArray(a);
    }

    private ArrayList<E> snapshot() {
        ArrayList<E> al = new ArrayList<E>();
        for (Node<E> p = liveFrom(first, true); p != null; p = liveFrom(p.next, true)) {
            E item = p.item;
            if (item != null) {
                al.add(item);
            }
        }
        return al;
    }

    public Iterator<E> iterator() {
        return new Itr(true);
    }

    public Iterator<E> descendingIterator() {
        return new Itr(false);
    }

    /** Fetches each next item ahead, as the JDK's iterators do. */
    private final class Itr implements Iterator<E> {
        private final boolean forward;
        private Node<E> nextNode;
        private E nextItem;
        private Node<E> lastRet;

        Itr(boolean forward) {
            this.forward = forward;
            advanceFrom(forward ? first : last);
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
            return nextItem != null;
        }

        public E next() {
            Node<E> p = nextNode;
            if (p == null) {
                throw new NoSuchElementException();
            }
            E e = nextItem;
            lastRet = p;
            advanceFrom(forward ? p.next : p.prev);
            return e;
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

    private boolean bulkRemove(Predicate<? super E> filter) {
        boolean removed = false;
        for (Node<E> p = first; p != null; p = p.next) {
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

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        for (Node<E> p = first; p != null; p = p.next) {
            E item = p.item;
            if (item != null) {
                action.accept(item);
            }
        }
    }
}
