package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.SortedSet;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * An unbounded blocking priority queue: the JDK's binary heap layout (the
 * same sift-up/sift-down as java.util.PriorityQueue), so iteration, toArray
 * and toString show the heap array order. Iterators work on a snapshot.
 */
public class PriorityBlockingQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = 5595510919245408276L;
    private static final int DEFAULT_INITIAL_CAPACITY = 11;

    private transient Object[] queue;
    private transient int size;
    private transient Comparator<? super E> comparator;
    private final transient Object lock = new Object();

    public PriorityBlockingQueue() {
        this(DEFAULT_INITIAL_CAPACITY, null);
    }

    public PriorityBlockingQueue(int initialCapacity) {
        this(initialCapacity, null);
    }

    public PriorityBlockingQueue(int initialCapacity, Comparator<? super E> comparator) {
        if (initialCapacity < 1) {
            throw new IllegalArgumentException();
        }
        this.comparator = comparator;
        this.queue = new Object[Math.max(1, initialCapacity)];
    }

    @SuppressWarnings("unchecked")
    public PriorityBlockingQueue(Collection<? extends E> c) {
        boolean heapify = true;
        boolean screen = true;
        if (c instanceof SortedSet<?>) {
            this.comparator = (Comparator<? super E>) ((SortedSet<? extends E>) c).comparator();
            heapify = false;
        } else if (c instanceof PriorityBlockingQueue<?>) {
            PriorityBlockingQueue<? extends E> pq = (PriorityBlockingQueue<? extends E>) c;
            this.comparator = (Comparator<? super E>) pq.comparator();
            screen = false;
            if (pq.getClass() == PriorityBlockingQueue.class) {
                heapify = false;
            }
        }
        Object[] es = c.toArray();
        int n = es.length;
        if (c.getClass() != ArrayList.class) {
            es = Arrays.copyOf(es, n, Object[].class);
        }
        if (screen && (n == 1 || this.comparator != null)) {
            for (Object e : es) {
                if (e == null) {
                    throw new NullPointerException();
                }
            }
        }
        this.queue = (es.length > 0) ? es : new Object[1];
        this.size = n;
        if (heapify) {
            heapify();
        }
    }

    private void grow(int oldCap) {
        int newCap = oldCap + ((oldCap < 64) ? (oldCap + 2) : (oldCap >> 1));
        if (newCap - (Integer.MAX_VALUE - 8) > 0) {
            int minCap = oldCap + 1;
            if (minCap < 0 || minCap > Integer.MAX_VALUE - 8) {
                throw new OutOfMemoryError();
            }
            newCap = Integer.MAX_VALUE - 8;
        }
        queue = Arrays.copyOf(queue, newCap);
    }

    // ---- heap (callers hold the lock) ----

    @SuppressWarnings("unchecked")
    private E dequeue() {
        final Object[] es = queue;
        final E result = (E) es[0];
        if (result != null) {
            final int n = --size;
            final E x = (E) es[n];
            es[n] = null;
            if (n > 0) {
                siftDown(0, x, es, n);
            }
        }
        return result;
    }

    @SuppressWarnings("unchecked")
    private void siftUp(int k, E x, Object[] es) {
        Comparator<? super E> cmp = comparator;
        while (k > 0) {
            int parent = (k - 1) >>> 1;
            E e = (E) es[parent];
            int c = (cmp == null) ? ((Comparable<? super E>) x).compareTo(e) : cmp.compare(x, e);
            if (c >= 0) {
                break;
            }
            es[k] = e;
            k = parent;
        }
        es[k] = x;
    }

    @SuppressWarnings("unchecked")
    private void siftDown(int k, E x, Object[] es, int n) {
        Comparator<? super E> cmp = comparator;
        int half = n >>> 1;
        while (k < half) {
            int child = (k << 1) + 1;
            E c = (E) es[child];
            int right = child + 1;
            if (right < n) {
                E r = (E) es[right];
                int d = (cmp == null) ? ((Comparable<? super E>) c).compareTo(r) : cmp.compare(c, r);
                if (d > 0) {
                    c = r;
                    child = right;
                }
            }
            int d = (cmp == null) ? ((Comparable<? super E>) x).compareTo(c) : cmp.compare(x, c);
            if (d <= 0) {
                break;
            }
            es[k] = c;
            k = child;
        }
        es[k] = x;
    }

    @SuppressWarnings("unchecked")
    private void heapify() {
        final Object[] es = queue;
        int n = size;
        for (int i = (n >>> 1) - 1; i >= 0; i--) {
            siftDown(i, (E) es[i], es, n);
        }
    }

    @SuppressWarnings("unchecked")
    private void removeAt(int i) {
        final Object[] es = queue;
        final int n = size - 1;
        if (n == i) {
            es[i] = null;
        } else {
            E moved = (E) es[n];
            es[n] = null;
            siftDown(i, moved, es, n);
            if (es[i] == moved) {
                siftUp(i, moved, es);
            }
        }
        size = n;
    }

    private int indexOf(Object o) {
        if (o != null) {
            final Object[] es = queue;
            for (int i = 0, n = size; i < n; i++) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    // ---- API ----

    public boolean add(E e) {
        return offer(e);
    }

    @SuppressWarnings("unchecked")
    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            int n = size;
            if (n >= queue.length) {
                grow(queue.length);
            }
            if (comparator == null) {
                // as in the JDK, a non-Comparable fails even as the first element
                Comparable<? super E> key = (Comparable<? super E>) e;
            }
            siftUp(n, e, queue);
            size = n + 1;
            lock.notifyAll();
        }
        return true;
    }

    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    public E poll() {
        synchronized (lock) {
            return dequeue();
        }
    }

    public E take() throws InterruptedException {
        synchronized (lock) {
            LinkedBlockingStore.checkInterrupt();
            E result;
            while ((result = dequeue()) == null) {
                lock.wait();
            }
            return result;
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        synchronized (lock) {
            LinkedBlockingStore.checkInterrupt();
            E result;
            while ((result = dequeue()) == null && nanos > 0) {
                nanos = LinkedBlockingStore.awaitNanos(lock, nanos);
            }
            return result;
        }
    }

    @SuppressWarnings("unchecked")
    public E peek() {
        synchronized (lock) {
            return (E) queue[0];
        }
    }

    public Comparator<? super E> comparator() {
        return comparator;
    }

    public int size() {
        synchronized (lock) {
            return size;
        }
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    public boolean remove(Object o) {
        synchronized (lock) {
            int i = indexOf(o);
            if (i == -1) {
                return false;
            }
            removeAt(i);
            return true;
        }
    }

    void removeEq(Object o) {
        synchronized (lock) {
            final Object[] es = queue;
            for (int i = 0, n = size; i < n; i++) {
                if (o == es[i]) {
                    removeAt(i);
                    break;
                }
            }
        }
    }

    public boolean contains(Object o) {
        synchronized (lock) {
            return indexOf(o) != -1;
        }
    }

    public String toString() {
        Object[] a = toArray();
        if (a.length == 0) {
            return "[]";
        }
        StringBuilder sb = new StringBuilder();
        sb.append('[');
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(',').append(' ');
            }
            Object e = a[i];
            sb.append(e == this ? "(this Collection)" : e);
        }
        return sb.append(']').toString();
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
            int n = Math.min(size, maxElements);
            for (int i = 0; i < n; i++) {
                @SuppressWarnings("unchecked")
                E e = (E) queue[0];
                c.add(e);
                dequeue();
            }
            return n;
        }
    }

    public void clear() {
        synchronized (lock) {
            final Object[] es = queue;
            for (int i = 0, n = size; i < n; i++) {
                es[i] = null;
            }
            size = 0;
        }
    }

    public Object[] toArray() {
        synchronized (lock) {
            return Arrays.copyOf(queue, size);
        }
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        synchronized (lock) {
            int n = size;
            if (a.length < n) {
                return (T[]) Arrays.copyOf(queue, size, a.getClass());
            }
            System.arraycopy(queue, 0, a, 0, n);
            if (a.length > n) {
                a[n] = null;
            }
            return a;
        }
    }

    public Iterator<E> iterator() {
        return new Itr(toArray());
    }

    /** Iterates a snapshot; remove() removes that very element from the queue. */
    final class Itr implements Iterator<E> {
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
            removeEq(array[lastRet]);
            lastRet = -1;
        }

        @SuppressWarnings("unchecked")
        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            final Object[] es = array;
            int i;
            if ((i = cursor) < es.length) {
                lastRet = -1;
                cursor = es.length;
                for (; i < es.length; i++) {
                    action.accept((E) es[i]);
                }
                lastRet = es.length - 1;
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

    /** Keeps the survivors in array order, then re-heapifies (as the JDK does). */
    @SuppressWarnings("unchecked")
    private boolean bulkRemove(Predicate<? super E> filter) {
        synchronized (lock) {
            final Object[] es = queue;
            final int end = size;
            boolean[] drop = new boolean[end];
            boolean any = false;
            for (int i = 0; i < end; i++) {
                if (filter.test((E) es[i])) {
                    drop[i] = true;
                    any = true;
                }
            }
            if (!any) {
                return false;
            }
            int w = 0;
            for (int i = 0; i < end; i++) {
                if (!drop[i]) {
                    es[w++] = es[i];
                }
            }
            for (int i = size = w; i < end; i++) {
                es[i] = null;
            }
            heapify();
            return true;
        }
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        Object[] es = toArray();
        for (Object e : es) {
            action.accept((E) e);
        }
    }
}
