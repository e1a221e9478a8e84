package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Queue;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * An unbounded FIFO queue of linked nodes. Mutations run under a private
 * monitor; reads and iterators walk the nodes without it. A removed node
 * keeps its item null and its link forward (a polled head links to itself,
 * which sends iterators back to the head), so iterators are weakly consistent
 * and never throw ConcurrentModificationException.
 */
public class ConcurrentLinkedQueue<E> extends AbstractQueue<E> implements Queue<E>, java.io.Serializable {
    private static final long serialVersionUID = 196745693267521676L;

    static final class Node<E> {
        volatile E item;
        volatile Node<E> next;

        Node(E item) {
            this.item = item;
        }
    }

    private final transient Object lock = new Object();
    private transient volatile Node<E> head;
    private transient volatile Node<E> tail;

    public ConcurrentLinkedQueue() {
    }

    public ConcurrentLinkedQueue(Collection<? extends E> c) {
        for (E e : c) {
            offer(e);
        }
    }

    public boolean add(E e) {
        return offer(e);
    }

    public boolean offer(E e) {
        Objects.requireNonNull(e);
        Node<E> n = new Node<E>(e);
        synchronized (lock) {
            Node<E> t = tail;
            if (t == null) {
                head = tail = n;
            } else {
                t.next = n;
                tail = n;
            }
        }
        return true;
    }

    public E poll() {
        synchronized (lock) {
            Node<E> h = head;
            if (h == null) {
                return null;
            }
            E item = h.item;
            unlinkHead(h);
            return item;
        }
    }

    private void unlinkHead(Node<E> h) {
        Node<E> n = h.next;
        head = n;
        if (n == null) {
            tail = null;
        }
        h.item = null;
        h.next = h;
    }

    public E peek() {
        Node<E> h = head;
        return h == null ? null : h.item;
    }

    /** The node after p on a walk, or the head again if p was polled meanwhile. */
    final Node<E> succ(Node<E> p) {
        Node<E> n = p.next;
        return (n == p) ? head : n;
    }

    public boolean isEmpty() {
        return head == null;
    }

    public int size() {
        int count = 0;
        for (Node<E> p = head; p != null; p = succ(p)) {
            if (p.item != null) {
                if (++count == Integer.MAX_VALUE) {
                    break;
                }
            }
        }
        return count;
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        for (Node<E> p = head; p != null; p = succ(p)) {
            E item = p.item;
            if (item != null && o.equals(item)) {
                return true;
            }
        }
        return false;
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (lock) {
            Node<E> pred = null;
            for (Node<E> p = head; p != null; pred = p, p = p.next) {
                E item = p.item;
                if (item != null && o.equals(item)) {
                    unlink(pred, p);
                    return true;
                }
            }
            return false;
        }
    }

    /** Unlinks p (whose predecessor in the list is pred, null for the head). */
    private void unlink(Node<E> pred, Node<E> p) {
        if (pred == null) {
            unlinkHead(p);
            return;
        }
        p.item = null;
        pred.next = p.next;
        if (tail == p) {
            tail = pred;
        }
    }

    final void removeNode(Node<E> node) {
        synchronized (lock) {
            Node<E> pred = null;
            for (Node<E> p = head; p != null; pred = p, p = p.next) {
                if (p == node) {
                    unlink(pred, p);
                    return;
                }
            }
        }
    }

    public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        ArrayList<Node<E>> nodes = new ArrayList<Node<E>>();
        for (E e : c) {
            nodes.add(new Node<E>(Objects.requireNonNull(e)));
        }
        if (nodes.isEmpty()) {
            return false;
        }
        synchronized (lock) {
            for (Node<E> n : nodes) {
                Node<E> t = tail;
                if (t == null) {
                    head = tail = n;
                } else {
                    t.next = n;
                    tail = n;
                }
            }
        }
        return true;
    }

    public void clear() {
        synchronized (lock) {
            while (head != null) {
                unlinkHead(head);
            }
        }
    }

    public Object[] toArray() {
        ArrayList<E> al = new ArrayList<E>();
        for (Node<E> p = head; p != null; p = succ(p)) {
            E item = p.item;
            if (item != null) {
                al.add(item);
            }
        }
        return al.toArray();
    }

    public <T> T[] toArray(T[] a) {
        Objects.requireNonNull(a);
        ArrayList<E> al = new ArrayList<E>();
        for (Node<E> p = head; p != null; p = succ(p)) {
            E item = p.item;
            if (item != null) {
                al.add(item);
            }
        }
        return al.toArray(a);
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    /** Fetches each next item ahead, as the JDK's iterator does. */
    private class Itr implements Iterator<E> {
        private Node<E> nextNode;
        private E nextItem;
        private Node<E> lastRet;

        Itr() {
            advanceFrom(head);
        }

        private void advanceFrom(Node<E> p) {
            for (; p != null; p = succ(p)) {
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
            advanceFrom(succ(p));
            return e;
        }

        public void remove() {
            Node<E> l = lastRet;
            if (l == null) {
                throw new IllegalStateException();
            }
            lastRet = null;
            if (l.item != null) {
                removeNode(l);
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
        for (Node<E> p = head; p != null; p = succ(p)) {
            E item = p.item;
            if (item != null && filter.test(item)) {
                removeNode(p);
                removed = true;
            }
        }
        return removed;
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        for (Node<E> p = head; p != null; p = succ(p)) {
            E item = p.item;
            if (item != null) {
                action.accept(item);
            }
        }
    }
}
