package java.util;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Set.of/Map.of implementations. HotSpot iterates these in an order randomized
 * per JVM run (SALT); here the iteration order is simply insertion order, which
 * is one of the orders HotSpot may produce for small sizes and is deterministic.
 */
final class ImmutableSetsMaps {
    private ImmutableSetsMaps() {
    }

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
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

    /** Open-addressing index over an array of non-null keys; returns slot holding position+1. */
    static int[] buildIndex(Object[] keys, int n, boolean isMap) {
        int len = 2;
        while (len < n * 2) {
            len <<= 1;
        }
        int[] index = new int[len];
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
                    throw new IllegalArgumentException((isMap ? "duplicate key: " : "duplicate element: ") + k);
                }
                idx = (idx + 1) & (len - 1);
            }
        }
        return index;
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

    abstract static class AbstractImmutableSet<E> extends AbstractCollection<E> implements Set<E> {
        public boolean add(E e) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }

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

    static final class SetN<E> extends AbstractImmutableSet<E> implements java.io.Serializable {
        final Object[] elements;
        final int[] index;

        SetN(Object[] input) {
            for (int i = 0; i < input.length; i++) {
                Objects.requireNonNull(input[i]);
            }
            elements = input;
            index = buildIndex(input, input.length, false);
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
            throw uoe();
        }

        public void putAll(Map<? extends K, ? extends V> m) {
            throw uoe();
        }

        public V putIfAbsent(K key, V value) {
            throw uoe();
        }

        public V remove(Object key) {
            throw uoe();
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
            this.k0 = Objects.requireNonNull(k0);
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
            index = buildIndex(keys, n, true);
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
