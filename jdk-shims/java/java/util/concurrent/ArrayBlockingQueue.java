package java.util.concurrent;

import java.util.Collection;
import java.util.Objects;

/**
 * A bounded FIFO blocking queue. The JDK keeps a circular array; here the
 * elements live in the shared bounded linked store (same order, capacity and
 * messages). The fairness flag is accepted: green threads wait in a
 * deterministic order either way.
 */
public class ArrayBlockingQueue<E> extends LinkedBlockingStore<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -817911632652898426L;

    public ArrayBlockingQueue(int capacity) {
        this(capacity, false);
    }

    public ArrayBlockingQueue(int capacity, boolean fair) {
        super(checkCapacity(capacity));
    }

    public ArrayBlockingQueue(int capacity, boolean fair, Collection<? extends E> c) {
        this(capacity, fair);
        synchronized (lock) {
            int i = 0;
            for (E e : c) {
                Objects.requireNonNull(e);
                if (i++ >= capacity) {
                    throw new IllegalArgumentException();
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

    public boolean add(E e) {
        return super.add(e);
    }
}
