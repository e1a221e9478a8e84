package java.lang.ref;

/** A soft reference; as every reference here, it holds its referent until cleared explicitly. */
public class SoftReference<T> extends Reference<T> {
    public SoftReference(T referent) {
        super(referent);
    }

    public SoftReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }

    @Override
    public T get() {
        return super.get();
    }
}
