package java.util.concurrent;

import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;

/** An optionally bounded blocking deque of linked nodes. */
public class LinkedBlockingDeque<E> extends LinkedBlockingStore<E> implements BlockingDeque<E>, java.io.Serializable {
    private static final long serialVersionUID = -387911632671998426L;

    public LinkedBlockingDeque() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingDeque(int capacity) {
        super(checkCapacity(capacity));
    }

    public LinkedBlockingDeque(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        addAll(c);
    }

    private static int checkCapacity(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        return capacity;
    }

    public void addFirst(E e) {
        if (!offerFirst(e)) {
            throw new IllegalStateException("Deque full");
        }
    }

    public void addLast(E e) {
        if (!offerLast(e)) {
            throw new IllegalStateException("Deque full");
        }
    }

    public boolean offerFirst(E e) {
        return offerAt(e, true);
    }

    public boolean offerLast(E e) {
        return offerAt(e, false);
    }

    public void putFirst(E e) throws InterruptedException {
        putAt(e, true);
    }

    public void putLast(E e) throws InterruptedException {
        putAt(e, false);
    }

    public boolean offerFirst(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return offerAt(e, true, timeout, unit);
    }

    public boolean offerLast(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return offerAt(e, false, timeout, unit);
    }

    public E removeFirst() {
        E x = pollFirst();
        if (x == null) {
            throw new NoSuchElementException();
        }
        return x;
    }

    public E removeLast() {
        E x = pollLast();
        if (x == null) {
            throw new NoSuchElementException();
        }
        return x;
    }

    public E pollFirst() {
        return pollAt(true);
    }

    public E pollLast() {
        return pollAt(false);
    }

    public E takeFirst() throws InterruptedException {
        return takeAt(true);
    }

    public E takeLast() throws InterruptedException {
        return takeAt(false);
    }

    public E pollFirst(long timeout, TimeUnit unit) throws InterruptedException {
        return pollAt(true, timeout, unit);
    }

    public E pollLast(long timeout, TimeUnit unit) throws InterruptedException {
        return pollAt(false, timeout, unit);
    }

    public E getFirst() {
        E x = peekFirst();
        if (x == null) {
            throw new NoSuchElementException();
        }
        return x;
    }

    public E getLast() {
        E x = peekLast();
        if (x == null) {
            throw new NoSuchElementException();
        }
        return x;
    }

    public E peekFirst() {
        return peekAt(true);
    }

    public E peekLast() {
        return peekAt(false);
    }

    public boolean removeFirstOccurrence(Object o) {
        return removeOccurrence(o, true);
    }

    public boolean removeLastOccurrence(Object o) {
        return removeOccurrence(o, false);
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public void put(E e) throws InterruptedException {
        putLast(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return offerLast(e, timeout, unit);
    }

    public E remove() {
        return removeFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E take() throws InterruptedException {
        return takeFirst();
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        return pollFirst(timeout, unit);
    }

    public E element() {
        return getFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        boolean modified = false;
        for (E e : c) {
            addLast(e);
            modified = true;
        }
        return modified;
    }

    public Iterator<E> descendingIterator() {
        return descending();
    }
}
