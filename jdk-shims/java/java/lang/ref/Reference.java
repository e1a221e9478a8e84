package java.lang.ref;

/**
 * The base of reference objects. Terrarium's collector does not know about
 * them: the referent is an ordinary (strong) field, so a reference is never
 * cleared or enqueued by the collector and get() returns the referent until
 * clear() or enqueue() is called. Programs see what a JVM whose collector
 * never ran would show; a SoftReference cache never shrinks under memory
 * pressure (the heap budget is reached instead).
 */
public abstract class Reference<T> {
    private T referent;
    /** The queue this reference is registered with, ReferenceQueue.ENQUEUED while on it, NULL after. */
    volatile ReferenceQueue<? super T> queue;
    /** The next reference on the queue (itself at the tail). */
    volatile Reference<?> next;

    Reference(T referent) {
        this(referent, null);
    }

    @SuppressWarnings("unchecked")
    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = queue == null ? (ReferenceQueue<? super T>) ReferenceQueue.NULL : queue;
    }

    public T get() {
        return referent;
    }

    public final boolean refersTo(T obj) {
        return referent == obj;
    }

    public void clear() {
        referent = null;
    }

    @Deprecated(since = "16")
    public boolean isEnqueued() {
        return queue == ReferenceQueue.ENQUEUED;
    }

    /** Clears the reference (always) and puts it on its queue, if it has one and is not there yet. */
    public boolean enqueue() {
        referent = null;
        return queue.enqueue(this);
    }

    @Override
    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    public static void reachabilityFence(Object ref) {
    }
}
