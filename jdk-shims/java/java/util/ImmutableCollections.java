package java.util;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The immutable collections of List.of, Set.of and Map.of (named as HotSpot names them, so that
 * stack traces through them match). HotSpot iterates sets and maps in an order randomized per
 * JVM run (SALT); here the iteration order is simply insertion order, which is one of the
 * orders HotSpot may produce for small sizes and is deterministic.
 */
class ImmutableCollections {
    private ImmutableCollections() {
    }

    static final ListN<?> EMPTY_LIST = new ListN<Object>(new Object[0]);

    static {
        jdk.internal.terrarium.CollectionAccess.impl = new jdk.internal.terrarium.CollectionAccess.Impl() {
            public <E> List<E> listFromTrustedArrayNullsAllowed(Object[] elements) {
                return ImmutableCollections.listFromTrustedArrayNullsAllowed(elements);
            }
        };
    }

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException(); // hotspot:142
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> emptyList() {
        return (List<E>) EMPTY_LIST;
    }

    /** Takes ownership of the array; rejects nulls. */
    @SuppressWarnings("unchecked")
    static <E> List<E> listFromTrustedArray(Object[] input) {
        int n = input.length;
        for (int i = 0; i < n; i++) {
            Objects.requireNonNull(input[i]); // hotspot:213
        }
        if (n == 0) {
            return (List<E>) EMPTY_LIST;
        }
        if (n <= 2) {
            return new List12<E>(input);
        }
        return new ListN<E>(input);
    }

    /** Stream.toList: takes ownership of the array; nulls allowed (serialized with CollSer's IMM_LIST_NULLS tag). */
    static <E> List<E> listFromTrustedArrayNullsAllowed(Object[] input) {
        return new ListN<E>(input, true);
    }

    static <E> List<E> listFromArray(E[] input) {
        int n = input.length;
        Object[] tmp = new Object[n];
        for (int i = 0; i < n; i++) {
            tmp[i] = Objects.requireNonNull(input[i]); // hotspot:190
        }
        return listFromTrustedArray(tmp);
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> listCopy(Collection<? extends E> coll) {
        if (coll instanceof AbstractImmutableList && coll.getClass() != SubList.class
                && !((AbstractImmutableList<?>) coll).allowNulls()) {
            return (List<E>) coll;
        }
        return (List<E>) List.of(coll.toArray()); // hotspot:172
    }

    abstract static class AbstractImmutableCollection<E> extends AbstractCollection<E> {
        public boolean add(E e) { throw uoe(); } // hotspot:147
        public boolean addAll(Collection<? extends E> c) { throw uoe(); } // hotspot:148
        public void clear() { throw uoe(); } // hotspot:149
        public boolean remove(Object o) { throw uoe(); }
        public boolean removeAll(Collection<?> c) { throw uoe(); }
        public boolean removeIf(Predicate<? super E> filter) { throw uoe(); }
        public boolean retainAll(Collection<?> c) { throw uoe(); }
    }

    abstract static class AbstractImmutableList<E> extends AbstractImmutableCollection<E>
            implements List<E>, RandomAccess {
        public void add(int index, E element) { throw uoe(); }
        public boolean addAll(int index, Collection<? extends E> c) { throw uoe(); }
        public E remove(int index) { throw uoe(); } // hotspot:258
        public void replaceAll(UnaryOperator<E> operator) { throw uoe(); }
        public E set(int index, E element) { throw uoe(); } // hotspot:260
        public void sort(Comparator<? super E> c) { throw uoe(); }

        IndexOutOfBoundsException outOfBounds(int index) {
            return new IndexOutOfBoundsException("Index: " + index + " Size: " + size()); // hotspot:333
        }

        /** Whether null elements are allowed (Stream.toList's lists). */
        boolean allowNulls() {
            return false;
        }

        public Iterator<E> iterator() {
            return new ListItr<E>(this, size(), false, 0);
        }

        public ListIterator<E> listIterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(int index) {
            int size = size();
            if (index < 0 || index > size) {
                throw outOfBounds(index);
            }
            return new ListItr<E>(this, size, true, index);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            int size = size();
            AbstractList.subListRangeCheck(fromIndex, toIndex, size);
            return new SubList<E>(this, fromIndex, toIndex - fromIndex);
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public int indexOf(Object o) {
            if (!allowNulls()) {
                Objects.requireNonNull(o);
            }
            for (int i = 0, s = size(); i < s; i++) {
                if (Objects.equals(o, get(i))) {
                    return i;
                }
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            if (!allowNulls()) {
                Objects.requireNonNull(o);
            }
            for (int i = size() - 1; i >= 0; i--) {
                if (Objects.equals(o, get(i))) {
                    return i;
                }
            }
            return -1;
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof List)) {
                return false;
            }
            Iterator<?> oit = ((List<?>) o).iterator();
            for (int i = 0, s = size(); i < s; i++) {
                if (!oit.hasNext() || !Objects.equals(get(i), oit.next())) {
                    return false;
                }
            }
            return !oit.hasNext();
        }

        public int hashCode() {
            int hash = 1;
            for (int i = 0, s = size(); i < s; i++) {
                hash = 31 * hash + Objects.hashCode(get(i));
            }
            return hash;
        }
    }

    static final class ListItr<E> implements ListIterator<E> {
        private final List<E> list;
        private final int size;
        private final boolean isListIterator;
        private int cursor;

        ListItr(List<E> list, int size, boolean isListIterator, int index) {
            this.list = list;
            this.size = size;
            this.isListIterator = isListIterator;
            this.cursor = index;
        }

        public boolean hasNext() {
            return cursor != size;
        }

        public E next() {
            try {
                int i = cursor;
                E next = list.get(i);
                cursor = i + 1;
                return next;
            } catch (IndexOutOfBoundsException e) {
                throw new NoSuchElementException(); // hotspot:375
            }
        }

        public void remove() {
            throw uoe();
        }

        public boolean hasPrevious() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor != 0;
        }

        public E previous() {
            if (!isListIterator) {
                throw uoe();
            }
            try {
                int i = cursor - 1;
                E previous = list.get(i);
                cursor = i;
                return previous;
            } catch (IndexOutOfBoundsException e) {
                throw new NoSuchElementException();
            }
        }

        public int nextIndex() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor;
        }

        public int previousIndex() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor - 1;
        }

        public void set(E e) {
            throw uoe();
        }

        public void add(E e) {
            throw uoe();
        }
    }

    static final class SubList<E> extends AbstractImmutableList<E> {
        private final AbstractImmutableList<E> root;
        private final int offset;
        private final int size;

        SubList(AbstractImmutableList<E> root, int offset, int size) {
            this.root = root;
            this.offset = offset;
            this.size = size;
        }

        public E get(int index) {
            Objects.checkIndex(index, size);
            return root.get(offset + index);
        }

        boolean allowNulls() {
            return root.allowNulls();
        }

        public int size() {
            return size;
        }

        public List<E> subList(int fromIndex, int toIndex) {
            AbstractList.subListRangeCheck(fromIndex, toIndex, size);
            return new SubList<E>(root, offset + fromIndex, toIndex - fromIndex);
        }

        public Object[] toArray() {
            Object[] array = new Object[size];
            for (int i = 0; i < size; i++) {
                array[i] = root.get(offset + i);
            }
            return array;
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] a) {
            T[] array = a.length >= size ? a
                    : (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), size);
            for (int i = 0; i < size; i++) {
                array[i] = (T) root.get(offset + i);
            }
            if (array.length > size) {
                array[size] = null;
            }
            return array;
        }
    }

    static final class List12<E> extends AbstractImmutableList<E> implements java.io.Serializable {
        private final Object[] elements;

        List12(Object[] elements) {
            this.elements = elements;
        }

        List12(E e0) {
            this.elements = new Object[] {Objects.requireNonNull(e0)}; // hotspot:556
        }

        List12(E e0, E e1) {
            Object first = Objects.requireNonNull(e0); // hotspot:563
            this.elements = new Object[] {first, Objects.requireNonNull(e1)}; // hotspot:564
        }

        /** HotSpot's serial form: a CollSer proxy. */
        private Object writeReplace() {
            return new CollSer(CollSer.IMM_LIST, elements);
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return false;
        }

        @SuppressWarnings("unchecked")
        public E get(int index) {
            if (index < 0 || index >= elements.length) {
                throw outOfBounds(index); // hotspot:585
            }
            return (E) elements[index];
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length);
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] a) {
            int size = elements.length;
            T[] array = a.length >= size ? a
                    : (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), size);
            for (int i = 0; i < size; i++) {
                array[i] = (T) elements[i];
            }
            if (array.length > size) {
                array[size] = null;
            }
            return array;
        }
    }

    static final class ListN<E> extends AbstractImmutableList<E> implements java.io.Serializable {
        private final Object[] elements;
        private final boolean allowNulls;

        ListN(Object[] elements) {
            this(elements, false);
        }

        ListN(Object[] elements, boolean allowNulls) {
            this.elements = elements;
            this.allowNulls = allowNulls;
        }

        boolean allowNulls() {
            return allowNulls;
        }

        /** HotSpot's serial form: a CollSer proxy. */
        private Object writeReplace() {
            return new CollSer(allowNulls ? CollSer.IMM_LIST_NULLS : CollSer.IMM_LIST, elements);
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        @SuppressWarnings("unchecked")
        public E get(int index) {
            return (E) elements[index]; // hotspot:680
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length);
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] a) {
            int size = elements.length;
            if (a.length < size) {
                return (T[]) Arrays.copyOf(elements, size, a.getClass());
            }
            System.arraycopy(elements, 0, a, 0, size);
            if (a.length > size) {
                a[size] = null;
            }
            return a;
        }
    }

    static final SetN<?> EMPTY_SET = new SetN<Object>(new Object[0]);
    static final MapN<?, ?> EMPTY_MAP = new MapN<Object, Object>(new Object[0]);

    @SuppressWarnings("unchecked")
    static <E> Set<E> emptySet() {
        return (Set<E>) EMPTY_SET;
    }

    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> emptyMap() {
        return (Map<K, V>) EMPTY_MAP;
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> setOf(Object[] elements) {
        switch (elements.length) {
            case 0:
                return (Set<E>) EMPTY_SET;
            default:
                return new SetN<E>(elements.clone());
        }
    }

    /**
     * Open-addressing index over an array of non-null keys (each slot holds position+1) into
     * {@code index}, whose length is a power of two of at least twice n: the position of the
     * first key equal to an earlier one, or -1.
     */
    static int fillIndex(Object[] keys, int n, int[] index) {
        int len = index.length;
        for (int i = 0; i < n; i++) {
            Object k = keys[i];
            int h = k.hashCode();
            int idx = (h ^ (h >>> 16)) & (len - 1);
            while (true) {
                int p = index[idx];
                if (p == 0) {
                    index[idx] = i + 1;
                    break;
                }
                if (k.equals(keys[p - 1])) {
                    return i;
                }
                idx = (idx + 1) & (len - 1);
            }
        }
        return -1;
    }

    static int indexLength(int n) {
        int len = 2;
        while (len < n * 2) {
            len <<= 1;
        }
        return len;
    }

    static int probe(int[] index, Object[] keys, Object o) {
        int len = index.length;
        int h = o.hashCode();
        int idx = (h ^ (h >>> 16)) & (len - 1);
        while (true) {
            int p = index[idx];
            if (p == 0) {
                return -1;
            }
            if (o.equals(keys[p - 1])) {
                return p - 1;
            }
            idx = (idx + 1) & (len - 1);
        }
    }

    abstract static class AbstractImmutableSet<E> extends AbstractImmutableCollection<E> implements Set<E> {
        public boolean equals(Object o) {
            if (o == this) {
                return true;
            } else if (!(o instanceof Set)) {
                return false;
            }
            Collection<?> c = (Collection<?>) o;
            if (c.size() != size()) {
                return false;
            }
            for (Object e : c) {
                if (e == null || !contains(e)) {
                    return false;
                }
            }
            return true;
        }

        public int hashCode() {
            int h = 0;
            for (E e : this) {
                h += e.hashCode();
            }
            return h;
        }
    }

    static class SetN<E> extends AbstractImmutableSet<E> implements java.io.Serializable {
        Object[] elements;
        int[] index;

        /** For Set12, which checks its elements itself. */
        SetN() {
        }

        SetN(Object[] input) {
            for (int i = 0; i < input.length; i++) {
                Objects.requireNonNull(input[i]);
            }
            elements = input;
            index = new int[indexLength(input.length)];
            int dup = fillIndex(input, input.length, index);
            if (dup >= 0) {
                throw new IllegalArgumentException("duplicate element: " + input[dup]); // hotspot:918
            }
        }

        /** HotSpot's serial form: a CollSer proxy. */
        private Object writeReplace() {
            return new CollSer(CollSer.IMM_SET, elements);
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        public boolean contains(Object o) {
            Objects.requireNonNull(o);
            return elements.length > 0 && probe(index, elements, o) >= 0;
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                int i = 0;

                public boolean hasNext() {
                    return i < elements.length;
                }

                @SuppressWarnings("unchecked")
                public E next() {
                    if (i >= elements.length) {
                        throw new NoSuchElementException();
                    }
                    return (E) elements[i++];
                }
            };
        }

        public Object[] toArray() {
            return elements.clone();
        }
    }

    /** Set.of with one or two elements (HotSpot's class for them, so that its checks' frames match). */
    static final class Set12<E> extends SetN<E> {
        Set12(E e0) {
            elements = new Object[] {Objects.requireNonNull(e0)}; // hotspot:783
            index = new int[indexLength(1)];
            fillIndex(elements, 1, index);
        }

        Set12(E e0, E e1) {
            if (e0.equals(Objects.requireNonNull(e1))) { // hotspot:790
                throw new IllegalArgumentException("duplicate element: " + e0); // hotspot:791
            }
            elements = new Object[] {e0, e1};
            index = new int[indexLength(2)];
            fillIndex(elements, 2, index);
        }

        /** HotSpot's serial form: a CollSer proxy. */
        private Object writeReplace() {
            return new CollSer(CollSer.IMM_SET, elements);
        }
    }

    abstract static class AbstractImmutableMap<K, V> extends AbstractMap<K, V> implements java.io.Serializable {
        public void clear() {
            throw uoe();
        }

        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V computeIfAbsent(K key, Function<? super K, ? extends V> mf) {
            throw uoe();
        }

        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> rf) {
            throw uoe();
        }

        public V put(K key, V value) {
            throw uoe(); // hotspot:1072
        }

        public void putAll(Map<? extends K, ? extends V> m) {
            throw uoe();
        }

        public V putIfAbsent(K key, V value) {
            throw uoe();
        }

        public V remove(Object key) {
            throw uoe(); // hotspot:1075
        }

        public boolean remove(Object key, Object value) {
            throw uoe();
        }

        public V replace(K key, V value) {
            throw uoe();
        }

        public boolean replace(K key, V oldValue, V newValue) {
            throw uoe();
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> f) {
            throw uoe();
        }

        public V getOrDefault(Object key, V defaultValue) {
            V v;
            return ((v = get(key)) != null) ? v : defaultValue;
        }
    }

    static final class Map1<K, V> extends AbstractImmutableMap<K, V> {
        private final K k0;
        private final V v0;

        Map1(K k0, V v0) {
            this.k0 = Objects.requireNonNull(k0); // hotspot:1104
            this.v0 = Objects.requireNonNull(v0);
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new SetN<Map.Entry<K, V>>(new Object[] {new KeyValueHolder<>(k0, v0)});
        }

        /** HotSpot's serial form: a CollSer proxy. */
        private Object writeReplace() {
            return new CollSer(CollSer.IMM_MAP, new Object[] {k0, v0});
        }

        public V get(Object o) {
            return o.equals(k0) ? v0 : null;
        }

        public boolean containsKey(Object o) {
            return o.equals(k0);
        }

        public boolean containsValue(Object o) {
            return o.equals(v0);
        }

        public int size() {
            return 1;
        }

        public boolean isEmpty() {
            return false;
        }

        public int hashCode() {
            return k0.hashCode() ^ v0.hashCode();
        }
    }

    static final class MapN<K, V> extends AbstractImmutableMap<K, V> {
        final Object[] keys;
        final Object[] vals;
        final int[] index;

        MapN(Object[] kva) {
            int n = kva.length >> 1;
            keys = new Object[n];
            vals = new Object[n];
            for (int i = 0; i < n; i++) {
                keys[i] = Objects.requireNonNull(kva[2 * i]);
                vals[i] = Objects.requireNonNull(kva[2 * i + 1]);
            }
            index = new int[indexLength(n)];
            int dup = fillIndex(keys, n, index);
            if (dup >= 0) {
                throw new IllegalArgumentException("duplicate key: " + keys[dup]); // hotspot:1189
            }
        }

        /** HotSpot's serial form: a CollSer proxy holding keys and values alternately. */
        private Object writeReplace() {
            Object[] kva = new Object[2 * keys.length];
            for (int i = 0; i < keys.length; i++) {
                kva[2 * i] = keys[i];
                kva[2 * i + 1] = vals[i];
            }
            return new CollSer(CollSer.IMM_MAP, kva);
        }

        public boolean containsKey(Object o) {
            Objects.requireNonNull(o);
            return keys.length > 0 && probe(index, keys, o) >= 0;
        }

        public boolean containsValue(Object o) {
            Objects.requireNonNull(o);
            for (int i = 0; i < vals.length; i++) {
                if (o.equals(vals[i])) {
                    return true;
                }
            }
            return false;
        }

        public int hashCode() {
            int hash = 0;
            for (int i = 0; i < keys.length; i++) {
                hash += keys[i].hashCode() ^ vals[i].hashCode();
            }
            return hash;
        }

        @SuppressWarnings("unchecked")
        public V get(Object o) {
            if (keys.length == 0) {
                Objects.requireNonNull(o);
                return null;
            }
            int i = probe(index, keys, o);
            return i >= 0 ? (V) vals[i] : null;
        }

        public int size() {
            return keys.length;
        }

        public boolean isEmpty() {
            return keys.length == 0;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public int size() {
                    return keys.length;
                }

                public Iterator<Map.Entry<K, V>> iterator() {
                    return new Iterator<Map.Entry<K, V>>() {
                        int i = 0;

                        public boolean hasNext() {
                            return i < keys.length;
                        }

                        @SuppressWarnings("unchecked")
                        public Map.Entry<K, V> next() {
                            if (i >= keys.length) {
                                throw new NoSuchElementException();
                            }
                            Map.Entry<K, V> e = new KeyValueHolder<>((K) keys[i], (V) vals[i]);
                            i++;
                            return e;
                        }
                    };
                }
            };
        }
    }
}
