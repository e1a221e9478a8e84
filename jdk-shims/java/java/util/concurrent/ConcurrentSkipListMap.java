package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A sorted concurrent map. The entries live in a java.util.TreeMap guarded by
 * one monitor (shared with all views); user functions of compute* and merge
 * run under it. Instances made by subMap/headMap/tailMap/descendingMap are
 * views carrying bounds and a direction, with the JDK's checks and messages
 * ("inconsistent range", "key out of range"). Entries handed out are
 * immutable snapshots; iterators are weakly consistent (each step looks up
 * the key after the last one returned, fetched one ahead as the JDK does) and
 * never throw ConcurrentModificationException. Null keys and values are
 * rejected.
 */
public class ConcurrentSkipListMap<K, V> extends AbstractMap<K, V>
        implements ConcurrentNavigableMap<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -8627078645895051609L;

    /** The entries and their monitor, shared by a map and all of its views. */
    static final class Core<K, V> {
        final TreeMap<K, V> tree;
        final Comparator<? super K> comparator;

        Core(Comparator<? super K> comparator) {
            this.comparator = comparator;
            this.tree = new TreeMap<K, V>(comparator);
        }
    }

    private transient Core<K, V> core;
    private final transient K lo;
    private final transient boolean loInclusive;
    private final transient K hi;
    private final transient boolean hiInclusive;
    private final transient boolean descending;

    private transient KeySet<K> keySetView;
    private transient Values<V> valuesView;
    private transient EntrySet<K, V> entrySetView;
    private transient ConcurrentSkipListMap<K, V> descendingView;

    public ConcurrentSkipListMap() {
        this((Comparator<? super K>) null);
    }

    public ConcurrentSkipListMap(Comparator<? super K> comparator) {
        this(new Core<K, V>(comparator), null, false, null, false, false);
    }

    public ConcurrentSkipListMap(Map<? extends K, ? extends V> m) {
        this((Comparator<? super K>) null);
        putAll(m);
    }

    public ConcurrentSkipListMap(SortedMap<K, ? extends V> m) {
        this(m.comparator());
        putAll(m);
    }

    private ConcurrentSkipListMap(Core<K, V> core, K lo, boolean loInclusive, K hi, boolean hiInclusive,
            boolean descending) {
        if (lo != null && hi != null && cpr(core.comparator, lo, hi) > 0) {
            throw new IllegalArgumentException("inconsistent range");
        }
        this.core = core;
        this.lo = lo;
        this.loInclusive = loInclusive;
        this.hi = hi;
        this.hiInclusive = hiInclusive;
        this.descending = descending;
    }

    @SuppressWarnings("unchecked")
    public ConcurrentSkipListMap<K, V> clone() {
        ConcurrentSkipListMap<K, V> c = new ConcurrentSkipListMap<K, V>(core.comparator);
        synchronized (core) {
            c.core.tree.putAll(core.tree);
        }
        return c;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static int cpr(Comparator c, Object x, Object y) {
        return (c != null) ? c.compare(x, y) : ((Comparable) x).compareTo(y);
    }

    // ---- bounds ----

    private boolean tooLow(Object key) {
        int c;
        return lo != null && ((c = cpr(core.comparator, key, lo)) < 0 || (c == 0 && !loInclusive));
    }

    private boolean tooHigh(Object key) {
        int c;
        return hi != null && ((c = cpr(core.comparator, key, hi)) > 0 || (c == 0 && !hiInclusive));
    }

    private boolean inBounds(Object key) {
        return !tooLow(key) && !tooHigh(key);
    }

    private void checkKeyBounds(K key) {
        if (key == null) {
            throw new NullPointerException();
        }
        if (!inBounds(key)) {
            throw new IllegalArgumentException("key out of range");
        }
    }

    // ---- navigation in ascending key order within the bounds (callers hold the lock) ----

    private Map.Entry<K, V> absLowest() {
        TreeMap<K, V> t = core.tree;
        Map.Entry<K, V> e = (lo == null) ? t.firstEntry() : loInclusive ? t.ceilingEntry(lo) : t.higherEntry(lo);
        return (e == null || tooHigh(e.getKey())) ? null : e;
    }

    private Map.Entry<K, V> absHighest() {
        TreeMap<K, V> t = core.tree;
        Map.Entry<K, V> e = (hi == null) ? t.lastEntry() : hiInclusive ? t.floorEntry(hi) : t.lowerEntry(hi);
        return (e == null || tooLow(e.getKey())) ? null : e;
    }

    private Map.Entry<K, V> absCeiling(K key) {
        if (tooLow(key)) {
            return absLowest();
        }
        Map.Entry<K, V> e = core.tree.ceilingEntry(key);
        return (e == null || tooHigh(e.getKey())) ? null : e;
    }

    private Map.Entry<K, V> absHigher(K key) {
        if (tooLow(key)) {
            return absLowest();
        }
        Map.Entry<K, V> e = core.tree.higherEntry(key);
        return (e == null || tooHigh(e.getKey())) ? null : e;
    }

    private Map.Entry<K, V> absFloor(K key) {
        if (tooHigh(key)) {
            return absHighest();
        }
        Map.Entry<K, V> e = core.tree.floorEntry(key);
        return (e == null || tooLow(e.getKey())) ? null : e;
    }

    private Map.Entry<K, V> absLower(K key) {
        if (tooHigh(key)) {
            return absHighest();
        }
        Map.Entry<K, V> e = core.tree.lowerEntry(key);
        return (e == null || tooLow(e.getKey())) ? null : e;
    }

    // ---- the same in this view's direction ----

    final Map.Entry<K, V> dirFirst() {
        return descending ? absHighest() : absLowest();
    }

    final Map.Entry<K, V> dirLast() {
        return descending ? absLowest() : absHighest();
    }

    final Map.Entry<K, V> dirHigher(K key) {
        return descending ? absLower(key) : absHigher(key);
    }

    private Map.Entry<K, V> dirCeiling(K key) {
        return descending ? absFloor(key) : absCeiling(key);
    }

    private Map.Entry<K, V> dirFloor(K key) {
        return descending ? absCeiling(key) : absFloor(key);
    }

    private Map.Entry<K, V> dirLower(K key) {
        return descending ? absHigher(key) : absLower(key);
    }

    static <K, V> Map.Entry<K, V> snapshot(Map.Entry<K, V> e) {
        return e == null ? null : new AbstractMap.SimpleImmutableEntry<K, V>(e.getKey(), e.getValue());
    }

    static <K> K keyOrNull(Map.Entry<K, ?> e) {
        return e == null ? null : e.getKey();
    }

    static <K> K keyOrThrow(Map.Entry<K, ?> e) {
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e.getKey();
    }

    // ---- Map ----

    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    public V get(Object key) {
        if (key == null) {
            throw new NullPointerException();
        }
        synchronized (core) {
            return inBounds(key) ? core.tree.get(key) : null;
        }
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    public V put(K key, V value) {
        if (value == null) {
            throw new NullPointerException();
        }
        synchronized (core) {
            checkKeyBounds(key);
            return core.tree.put(key, value);
        }
    }

    public V remove(Object key) {
        if (key == null) {
            throw new NullPointerException();
        }
        synchronized (core) {
            return inBounds(key) ? core.tree.remove(key) : null;
        }
    }

    public boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        synchronized (core) {
            for (Map.Entry<K, V> e = absLowest(); e != null; e = absHigher(e.getKey())) {
                if (value.equals(e.getValue())) {
                    return true;
                }
            }
            return false;
        }
    }

    public int size() {
        synchronized (core) {
            if (lo == null && hi == null) {
                return core.tree.size();
            }
            int n = 0;
            for (Map.Entry<K, V> e = absLowest(); e != null; e = absHigher(e.getKey())) {
                n++;
            }
            return n;
        }
    }

    public boolean isEmpty() {
        synchronized (core) {
            return absLowest() == null;
        }
    }

    public void clear() {
        synchronized (core) {
            if (lo == null && hi == null) {
                core.tree.clear();
                return;
            }
            for (Map.Entry<K, V> e = absLowest(); e != null; e = absLowest()) {
                core.tree.remove(e.getKey());
            }
        }
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null) {
            throw new NullPointerException();
        }
        synchronized (core) {
            checkKeyBounds(key);
            V v = core.tree.get(key);
            if (v == null) {
                v = mappingFunction.apply(key);
                if (v != null) {
                    core.tree.put(key, v);
                }
            }
            return v;
        }
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        synchronized (core) {
            checkKeyBounds(key);
            V v = core.tree.get(key);
            if (v == null) {
                return null;
            }
            V r = remappingFunction.apply(key, v);
            if (r == null) {
                core.tree.remove(key);
            } else {
                core.tree.put(key, r);
            }
            return r;
        }
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        synchronized (core) {
            checkKeyBounds(key);
            V v = core.tree.get(key);
            V r = remappingFunction.apply(key, v);
            if (r == null) {
                if (v != null) {
                    core.tree.remove(key);
                }
            } else {
                core.tree.put(key, r);
            }
            return r;
        }
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        synchronized (core) {
            checkKeyBounds(key);
            V v = core.tree.get(key);
            if (v == null) {
                core.tree.put(key, value);
                return value;
            }
            V r = remappingFunction.apply(v, value);
            if (r == null) {
                core.tree.remove(key);
            } else {
                core.tree.put(key, r);
            }
            return r;
        }
    }

    public V putIfAbsent(K key, V value) {
        if (value == null) {
            throw new NullPointerException();
        }
        synchronized (core) {
            checkKeyBounds(key);
            V v = core.tree.get(key);
            if (v == null) {
                core.tree.put(key, value);
            }
            return v;
        }
    }

    public boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        if (value == null) {
            return false;
        }
        synchronized (core) {
            if (!inBounds(key)) {
                return false;
            }
            V v = core.tree.get(key);
            if (v != null && value.equals(v)) {
                core.tree.remove(key);
                return true;
            }
            return false;
        }
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        synchronized (core) {
            checkKeyBounds(key);
            V v = core.tree.get(key);
            if (v != null && oldValue.equals(v)) {
                core.tree.put(key, newValue);
                return true;
            }
            return false;
        }
    }

    public V replace(K key, V value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        synchronized (core) {
            checkKeyBounds(key);
            V v = core.tree.get(key);
            if (v != null) {
                core.tree.put(key, value);
            }
            return v;
        }
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Iterator<Map.Entry<K, V>> it = new Iter<K, V>(this); it.hasNext(); ) {
            Map.Entry<K, V> e = it.next();
            action.accept(e.getKey(), e.getValue());
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        for (Iterator<Map.Entry<K, V>> it = new Iter<K, V>(this); it.hasNext(); ) {
            Map.Entry<K, V> e = it.next();
            K k = e.getKey();
            V v = e.getValue();
            for (;;) {
                V r = function.apply(k, v);
                if (r == null) {
                    throw new NullPointerException();
                }
                if (replace(k, v, r) || (v = get(k)) == null) {
                    break;
                }
            }
        }
    }

    // ---- SortedMap / NavigableMap ----

    public Comparator<? super K> comparator() {
        Comparator<? super K> cmp = core.comparator;
        return descending ? Collections.reverseOrder(cmp) : cmp;
    }

    public K firstKey() {
        synchronized (core) {
            return keyOrThrow(dirFirst());
        }
    }

    public K lastKey() {
        synchronized (core) {
            return keyOrThrow(dirLast());
        }
    }

    public Map.Entry<K, V> firstEntry() {
        synchronized (core) {
            return snapshot(dirFirst());
        }
    }

    public Map.Entry<K, V> lastEntry() {
        synchronized (core) {
            return snapshot(dirLast());
        }
    }

    public Map.Entry<K, V> pollFirstEntry() {
        synchronized (core) {
            Map.Entry<K, V> e = snapshot(dirFirst());
            if (e != null) {
                core.tree.remove(e.getKey());
            }
            return e;
        }
    }

    public Map.Entry<K, V> pollLastEntry() {
        synchronized (core) {
            Map.Entry<K, V> e = snapshot(dirLast());
            if (e != null) {
                core.tree.remove(e.getKey());
            }
            return e;
        }
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        Objects.requireNonNull(key);
        synchronized (core) {
            return snapshot(dirLower(key));
        }
    }

    public K lowerKey(K key) {
        Objects.requireNonNull(key);
        synchronized (core) {
            return keyOrNull(dirLower(key));
        }
    }

    public Map.Entry<K, V> floorEntry(K key) {
        Objects.requireNonNull(key);
        synchronized (core) {
            return snapshot(dirFloor(key));
        }
    }

    public K floorKey(K key) {
        Objects.requireNonNull(key);
        synchronized (core) {
            return keyOrNull(dirFloor(key));
        }
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        Objects.requireNonNull(key);
        synchronized (core) {
            return snapshot(dirCeiling(key));
        }
    }

    public K ceilingKey(K key) {
        Objects.requireNonNull(key);
        synchronized (core) {
            return keyOrNull(dirCeiling(key));
        }
    }

    public Map.Entry<K, V> higherEntry(K key) {
        Objects.requireNonNull(key);
        synchronized (core) {
            return snapshot(dirHigher(key));
        }
    }

    public K higherKey(K key) {
        Objects.requireNonNull(key);
        synchronized (core) {
            return keyOrNull(dirHigher(key));
        }
    }

    /** A view narrowed to the given bounds, in this view's direction (null: keep this bound). */
    private ConcurrentSkipListMap<K, V> newSubMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        Comparator<? super K> cmp = core.comparator;
        if (descending) {
            K tk = fromKey;
            fromKey = toKey;
            toKey = tk;
            boolean ti = fromInclusive;
            fromInclusive = toInclusive;
            toInclusive = ti;
        }
        if (lo != null) {
            if (fromKey == null) {
                fromKey = lo;
                fromInclusive = loInclusive;
            } else {
                int c = cpr(cmp, fromKey, lo);
                if (c < 0 || (c == 0 && !loInclusive && fromInclusive)) {
                    throw new IllegalArgumentException("key out of range");
                }
            }
        }
        if (hi != null) {
            if (toKey == null) {
                toKey = hi;
                toInclusive = hiInclusive;
            } else {
                int c = cpr(cmp, toKey, hi);
                if (c > 0 || (c == 0 && !hiInclusive && toInclusive)) {
                    throw new IllegalArgumentException("key out of range");
                }
            }
        }
        return new ConcurrentSkipListMap<K, V>(core, fromKey, fromInclusive, toKey, toInclusive, descending);
    }

    public ConcurrentNavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        if (fromKey == null || toKey == null) {
            throw new NullPointerException();
        }
        return newSubMap(fromKey, fromInclusive, toKey, toInclusive);
    }

    public ConcurrentNavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        if (toKey == null) {
            throw new NullPointerException();
        }
        return newSubMap(null, false, toKey, inclusive);
    }

    public ConcurrentNavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        if (fromKey == null) {
            throw new NullPointerException();
        }
        return newSubMap(fromKey, inclusive, null, false);
    }

    public ConcurrentNavigableMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public ConcurrentNavigableMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public ConcurrentNavigableMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    public ConcurrentNavigableMap<K, V> descendingMap() {
        ConcurrentSkipListMap<K, V> dm = descendingView;
        if (dm == null) {
            descendingView = dm = new ConcurrentSkipListMap<K, V>(core, lo, loInclusive, hi, hiInclusive, !descending);
        }
        return dm;
    }

    // ---- views ----

    public NavigableSet<K> keySet() {
        KeySet<K> ks = keySetView;
        if (ks == null) {
            keySetView = ks = new KeySet<K>(this);
        }
        return ks;
    }

    public NavigableSet<K> navigableKeySet() {
        return keySet();
    }

    public NavigableSet<K> descendingKeySet() {
        return descendingMap().navigableKeySet();
    }

    public Collection<V> values() {
        Values<V> vs = valuesView;
        if (vs == null) {
            valuesView = vs = new Values<V>(this);
        }
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        EntrySet<K, V> es = entrySetView;
        if (es == null) {
            entrySetView = es = new EntrySet<K, V>(this);
        }
        return es;
    }

    /** Walks a view in its direction: each step finds the key after the last one. */
    static final class Iter<K, V> implements Iterator<Map.Entry<K, V>> {
        private final ConcurrentSkipListMap<K, V> map;
        private Map.Entry<K, V> next;
        private K lastReturned;

        Iter(ConcurrentSkipListMap<K, V> map) {
            this.map = map;
            synchronized (map.core) {
                next = snapshot(map.dirFirst());
            }
        }

        public boolean hasNext() {
            return next != null;
        }

        public Map.Entry<K, V> next() {
            Map.Entry<K, V> e = next;
            if (e == null) {
                throw new NoSuchElementException();
            }
            lastReturned = e.getKey();
            synchronized (map.core) {
                next = snapshot(map.dirHigher(lastReturned));
            }
            return e;
        }

        public void remove() {
            K k = lastReturned;
            if (k == null) {
                throw new IllegalStateException();
            }
            map.remove(k);
            lastReturned = null;
        }
    }

    static final class KeyIter<K> implements Iterator<K> {
        private final Iter<K, ?> it;

        KeyIter(Iter<K, ?> it) {
            this.it = it;
        }

        public boolean hasNext() {
            return it.hasNext();
        }

        public K next() {
            return it.next().getKey();
        }

        public void remove() {
            it.remove();
        }
    }

    static final class ValueIter<V> implements Iterator<V> {
        private final Iter<?, V> it;

        ValueIter(Iter<?, V> it) {
            this.it = it;
        }

        public boolean hasNext() {
            return it.hasNext();
        }

        public V next() {
            return it.next().getValue();
        }

        public void remove() {
            it.remove();
        }
    }

    static <E> List<E> toList(Collection<E> c) {
        ArrayList<E> list = new ArrayList<E>();
        for (E e : c) {
            list.add(e);
        }
        return list;
    }

    static final class KeySet<K> extends AbstractSet<K> implements NavigableSet<K> {
        final ConcurrentSkipListMap<K, ?> m;

        KeySet(ConcurrentSkipListMap<K, ?> map) {
            m = map;
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean contains(Object o) {
            return m.containsKey(o);
        }

        public boolean remove(Object o) {
            return m.remove(o) != null;
        }

        public void clear() {
            m.clear();
        }

        public K lower(K e) {
            return m.lowerKey(e);
        }

        public K floor(K e) {
            return m.floorKey(e);
        }

        public K ceiling(K e) {
            return m.ceilingKey(e);
        }

        public K higher(K e) {
            return m.higherKey(e);
        }

        public Comparator<? super K> comparator() {
            return m.comparator();
        }

        public K first() {
            return m.firstKey();
        }

        public K last() {
            return m.lastKey();
        }

        public K pollFirst() {
            Map.Entry<K, ?> e = m.pollFirstEntry();
            return (e == null) ? null : e.getKey();
        }

        public K pollLast() {
            Map.Entry<K, ?> e = m.pollLastEntry();
            return (e == null) ? null : e.getKey();
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        public Iterator<K> iterator() {
            return new KeyIter<K>(new Iter(m));
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Set)) {
                return false;
            }
            Collection<?> c = (Collection<?>) o;
            try {
                return containsAll(c) && c.containsAll(this);
            } catch (ClassCastException | NullPointerException unused) {
                return false;
            }
        }

        public Object[] toArray() {
            return toList(this).toArray();
        }

        public <T> T[] toArray(T[] a) {
            return toList(this).toArray(a);
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        public Iterator<K> descendingIterator() {
            return descendingSet().iterator();
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        public NavigableSet<K> subSet(K fromElement, boolean fromInclusive, K toElement, boolean toInclusive) {
            return new KeySet<K>((ConcurrentSkipListMap) m.subMap(fromElement, fromInclusive, toElement, toInclusive));
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        public NavigableSet<K> headSet(K toElement, boolean inclusive) {
            return new KeySet<K>((ConcurrentSkipListMap) m.headMap(toElement, inclusive));
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        public NavigableSet<K> tailSet(K fromElement, boolean inclusive) {
            return new KeySet<K>((ConcurrentSkipListMap) m.tailMap(fromElement, inclusive));
        }

        public NavigableSet<K> subSet(K fromElement, K toElement) {
            return subSet(fromElement, true, toElement, false);
        }

        public NavigableSet<K> headSet(K toElement) {
            return headSet(toElement, false);
        }

        public NavigableSet<K> tailSet(K fromElement) {
            return tailSet(fromElement, true);
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        public NavigableSet<K> descendingSet() {
            return new KeySet<K>((ConcurrentSkipListMap) m.descendingMap());
        }
    }

    static final class Values<V> extends AbstractCollection<V> {
        final ConcurrentSkipListMap<?, V> m;

        Values(ConcurrentSkipListMap<?, V> map) {
            m = map;
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        public Iterator<V> iterator() {
            return new ValueIter<V>(new Iter(m));
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean contains(Object o) {
            return m.containsValue(o);
        }

        public void clear() {
            m.clear();
        }

        public Object[] toArray() {
            return toList(this).toArray();
        }

        public <T> T[] toArray(T[] a) {
            return toList(this).toArray(a);
        }
    }

    static final class EntrySet<K, V> extends AbstractSet<Map.Entry<K, V>> {
        final ConcurrentSkipListMap<K, V> m;

        EntrySet(ConcurrentSkipListMap<K, V> map) {
            m = map;
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new Iter<K, V>(m);
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            V v = m.get(e.getKey());
            return v != null && v.equals(e.getValue());
        }

        public boolean remove(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return m.remove(e.getKey(), e.getValue());
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public int size() {
            return m.size();
        }

        public void clear() {
            m.clear();
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Set)) {
                return false;
            }
            Collection<?> c = (Collection<?>) o;
            try {
                return containsAll(c) && c.containsAll(this);
            } catch (ClassCastException | NullPointerException unused) {
                return false;
            }
        }

        public Object[] toArray() {
            return toList(this).toArray();
        }

        public <T> T[] toArray(T[] a) {
            return toList(this).toArray(a);
        }
    }
}
