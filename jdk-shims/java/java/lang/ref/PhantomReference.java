package java.lang.ref;

/**
 * A phantom reference: get() is always null, refersTo sees the referent.
 * Nothing enqueues it but an explicit enqueue() (see Reference).
 */
public class PhantomReference<T> extends Reference<T> {
    public PhantomReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }

    @Override
    public T get() {
        return null;
    }
}
