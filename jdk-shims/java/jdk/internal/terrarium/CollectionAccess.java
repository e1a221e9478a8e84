package jdk.internal.terrarium;

import java.util.List;

/**
 * What java.util.stream needs of java.util's package-private immutable
 * collections: Stream.toList's null-tolerant list (HotSpot's ListN with
 * allowNulls, which serializes with its own CollSer tag). ImmutableCollections
 * sets {@link #impl} in its static initialiser.
 */
public final class CollectionAccess {
    private CollectionAccess() {
    }

    public interface Impl {
        /** An unmodifiable list that takes ownership of the array and allows nulls. */
        <E> List<E> listFromTrustedArrayNullsAllowed(Object[] elements);
    }

    public static Impl impl;

    public static Impl get() {
        if (impl == null) {
            List.of(); // initialises ImmutableCollections, which sets impl
        }
        return impl;
    }
}
