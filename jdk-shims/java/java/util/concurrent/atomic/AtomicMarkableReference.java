package java.util.concurrent.atomic;

/**
 * The reference and mark live together in an immutable pair held in one
 * volatile field, so reads see a consistent pair without locking; updates
 * are synchronized.
 */
public class AtomicMarkableReference<V> {
    private static final class Pair<T> {
        final T reference;
        final boolean mark;

        Pair(T reference, boolean mark) {
            this.reference = reference;
            this.mark = mark;
        }
    }

    private volatile Pair<V> pair;

    public AtomicMarkableReference(V initialRef, boolean initialMark) {
        pair = new Pair<V>(initialRef, initialMark);
    }

    public V getReference() {
        return pair.reference;
    }

    public boolean isMarked() {
        return pair.mark;
    }

    public V get(boolean[] markHolder) {
        Pair<V> p = pair;
        markHolder[0] = p.mark;
        return p.reference;
    }

    public boolean weakCompareAndSet(V expectedReference, V newReference, boolean expectedMark, boolean newMark) {
        return compareAndSet(expectedReference, newReference, expectedMark, newMark);
    }

    public synchronized boolean compareAndSet(V expectedReference, V newReference, boolean expectedMark, boolean newMark) {
        Pair<V> p = pair;
        if (p.reference != expectedReference || p.mark != expectedMark) {
            return false;
        }
        if (newReference != p.reference || newMark != p.mark) {
            pair = new Pair<V>(newReference, newMark);
        }
        return true;
    }

    public synchronized void set(V newReference, boolean newMark) {
        Pair<V> p = pair;
        if (newReference != p.reference || newMark != p.mark) {
            pair = new Pair<V>(newReference, newMark);
        }
    }

    public synchronized boolean attemptMark(V expectedReference, boolean newMark) {
        Pair<V> p = pair;
        if (p.reference != expectedReference) {
            return false;
        }
        if (newMark != p.mark) {
            pair = new Pair<V>(expectedReference, newMark);
        }
        return true;
    }
}
