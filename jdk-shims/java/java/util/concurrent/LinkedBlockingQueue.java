package java.util.concurrent;

import java.util.Collection;

/** An optionally bounded FIFO blocking queue of linked nodes. */
public class LinkedBlockingQueue<E> extends LinkedBlockingStore<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -6903933977591709194L;

    public LinkedBlockingQueue() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingQueue(int capacity) {
        super(checkCapacity(capacity));
    }

    public LinkedBlockingQueue(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        synchronized (lock) {
            for (E e : c) {
                if (e == null) {
                    throw new NullPointerException();
                }
                if (count == capacity) {
                    throw new IllegalStateException("Queue full");
                }
                linkLast(e);
            }
        }
    }

    private static int checkCapacity(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        return capacity;
    }
}
