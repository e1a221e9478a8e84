package java.util.concurrent.atomic;

/**
 * The reference and stamp live together in an immutable pair held in one
 * volatile field, so reads see a consistent pair without locking; updates
 * are synchronized.
 */
public class AtomicStampedReference<V> {
    private static final class Pair<T> {
        final T reference;
        final int stamp;

        Pair(T reference, int stamp) {
            this.reference = reference;
            this.stamp = stamp;
        }
    }

    private volatile Pair<V> pair;

    public AtomicStampedReference(V initialRef, int initialStamp) {
        pair = new Pair<V>(initialRef, initialStamp);
    }

    public V getReference() {
        return pair.reference;
    }

    public int getStamp() {
        return pair.stamp;
    }

    public V get(int[] stampHolder) {
        Pair<V> p = pair;
        stampHolder[0] = p.stamp;
        return p.reference;
    }

    public boolean weakCompareAndSet(V expectedReference, V newReference, int expectedStamp, int newStamp) {
        return compareAndSet(expectedReference, newReference, expectedStamp, newStamp);
    }

    public synchronized boolean compareAndSet(V expectedReference, V newReference, int expectedStamp, int newStamp) {
        Pair<V> p = pair;
        if (p.reference != expectedReference || p.stamp != expectedStamp) {
            return false;
        }
        if (newReference != p.reference || newStamp != p.stamp) {
            pair = new Pair<V>(newReference, newStamp);
        }
        return true;
    }

    public synchronized void set(V newReference, int newStamp) {
        Pair<V> p = pair;
        if (newReference != p.reference || newStamp != p.stamp) {
            pair = new Pair<V>(newReference, newStamp);
        }
    }

    public synchronized boolean attemptStamp(V expectedReference, int newStamp) {
        Pair<V> p = pair;
        if (p.reference != expectedReference) {
            return false;
        }
        if (newStamp != p.stamp) {
            pair = new Pair<V>(expectedReference, newStamp);
        }
        return true;
    }
}
