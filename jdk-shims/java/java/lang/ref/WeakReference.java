package java.lang.ref;

/** A weak reference; as every reference here, it holds its referent until cleared explicitly. */
public class WeakReference<T> extends Reference<T> {
    public WeakReference(T referent) {
        super(referent);
    }

    public WeakReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}
