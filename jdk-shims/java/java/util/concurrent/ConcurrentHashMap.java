package java.util.concurrent;

import java.util.AbstractMap;
import java.util.Arrays;
import java.util.Collection;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.LongBinaryOperator;
import java.util.function.Predicate;
import java.util.function.ToDoubleBiFunction;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntBiFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongBiFunction;
import java.util.function.ToLongFunction;

/**
 * HotSpot's ConcurrentHashMap layout where it is observable: the constructors'
 * table sizing, the spread hash, head-of-bin CAS placement and tail appends,
 * resizing when the count reaches sizeCtl (0.75 n), transfer that keeps each
 * bin's "lastRun" tail and prepends the other nodes (reversed), tree bins from
 * 9 nodes in tables of at least 64 (smaller tables grow instead) whose linked
 * order gets new nodes at its front, untreeify on the same red-black shapes,
 * forwarding nodes that iterators follow into the next table, and reservation
 * nodes that make recursive compute* in the same bin fail with "Recursive
 * update".
 *
 * Green threads run one at a time but may be preempted at any branch, so every
 * mutation runs under one private monitor (the JDK locks per bin; the effect
 * is the same except that a long user function in compute* here also holds
 * back mutations of other bins). Reads take no lock: each structural change
 * publishes consistent nodes with single writes, as the JDK's do.
 */
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V> implements ConcurrentMap<K, V>, java.io.Serializable {
    private static final long serialVersionUID = 7249069246763182397L;

    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int DEFAULT_CAPACITY = 16;
    private static final float LOAD_FACTOR = 0.75f;
    static final int TREEIFY_THRESHOLD = 8;
    static final int UNTREEIFY_THRESHOLD = 6;
    static final int MIN_TREEIFY_CAPACITY = 64;
    static final int MOVED = -1;
    static final int TREEBIN = -2;
    static final int RESERVED = -3;
    static final int HASH_BITS = 0x7fffffff;
    private static final int MAX_ARRAY_SIZE = Integer.MAX_VALUE - 8;

    static class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        volatile V val;
        volatile Node<K, V> next;

        Node(int hash, K key, V val) {
            this.hash = hash;
            this.key = key;
            this.val = val;
        }

        Node(int hash, K key, V val, Node<K, V> next) {
            this(hash, key, val);
            this.next = next;
        }

        public final K getKey() {
            return key;
        }

        public final V getValue() {
            return val;
        }

        public final int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public final String toString() {
            return key + "=" + val;
        }

        public final V setValue(V value) {
            throw new UnsupportedOperationException();
        }

        public final boolean equals(Object o) {
            Object k;
            Object v;
            Object u;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                    && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null
                    && (k == key || k.equals(key))
                    && (v == (u = val) || v.equals(u)));
        }

        /** The node of k in the chain starting here, or null. */
        Node<K, V> find(int h, Object k) {
            Node<K, V> e = this;
            if (k != null) {
                do {
                    K ek;
                    if (e.hash == h && ((ek = e.key) == k || (ek != null && k.equals(ek)))) {
                        return e;
                    }
                } while ((e = e.next) != null);
            }
            return null;
        }
    }

    static final int spread(int h) {
        return (h ^ (h >>> 16)) & HASH_BITS;
    }

    private static final int tableSizeFor(int c) {
        int n = -1 >>> Integer.numberOfLeadingZeros(c - 1);
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    /** The class of x if it is "class C implements Comparable" (directly), else null. */
    static Class<?> comparableClassFor(Object x) {
        if (x instanceof Comparable) {
            Class<?> c = x.getClass();
            if (c == String.class) {
                return c;
            }
            Class<?>[] is = c.getInterfaces();
            for (int i = 0; i < is.length; i++) {
                if (is[i] == Comparable.class) {
                    return c;
                }
            }
        }
        return null;
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static int compareComparables(Class<?> kc, Object k, Object x) {
        return (x == null || x.getClass() != kc ? 0 : ((Comparable) k).compareTo(x));
    }

    transient volatile Node<K, V>[] table;
    private transient volatile long baseCount;
    /** Before the table exists: its size to be (0: default); afterwards: the count that triggers a resize. */
    private transient volatile int sizeCtl;
    /** The one monitor of all mutations (see the class comment). */
    final transient Object lock = new Object();

    private transient KeySetView<K, V> keySet;
    private transient ValuesView<K, V> values;
    private transient EntrySetView<K, V> entrySet;

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, LOAD_FACTOR, 1);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        this.sizeCtl = DEFAULT_CAPACITY;
        putAll(m);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0) {
            throw new IllegalArgumentException();
        }
        if (initialCapacity < concurrencyLevel) {
            initialCapacity = concurrencyLevel;
        }
        long size = (long) (1.0 + (long) initialCapacity / loadFactor);
        this.sizeCtl = (size >= (long) MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : tableSizeFor((int) size);
    }

    // ---- reads (no lock) ----

    public int size() {
        long n = baseCount;
        return (n < 0L) ? 0 : (n > (long) Integer.MAX_VALUE) ? Integer.MAX_VALUE : (int) n;
    }

    public long mappingCount() {
        long n = baseCount;
        return (n < 0L) ? 0L : n;
    }

    public boolean isEmpty() {
        return baseCount <= 0L;
    }

    public V get(Object key) {
        int h = spread(key.hashCode());
        Node<K, V>[] tab = table;
        for (;;) {
            int n;
            Node<K, V> e;
            if (tab == null || (n = tab.length) == 0 || (e = tab[(n - 1) & h]) == null) {
                return null;
            }
            if (e instanceof ForwardingNode) {
                tab = ((ForwardingNode<K, V>) e).nextTable;
                continue;
            }
            Node<K, V> p;
            if (e instanceof TreeBin) {
                p = ((TreeBin<K, V>) e).find(h, key);
            } else if (e.hash < 0) {
                p = null;
            } else {
                p = e.find(h, key);
            }
            return p == null ? null : p.val;
        }
    }

    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    public boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            V v = p.val;
            if (v == value || (v != null && value.equals(v))) {
                return true;
            }
        }
        return false;
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    public boolean contains(Object value) {
        return containsValue(value);
    }

    // ---- table management (callers hold the lock) ----

    @SuppressWarnings("unchecked")
    private Node<K, V>[] initTable() {
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0) {
            int sc = sizeCtl;
            int n = (sc > 0) ? sc : DEFAULT_CAPACITY;
            tab = (Node<K, V>[]) new Node<?, ?>[n];
            table = tab;
            sizeCtl = n - (n >>> 2);
        }
        return tab;
    }

    /** Counts x more mappings; with check >= 0, grows while the count is at least sizeCtl. */
    private void addCount(long x, int check) {
        long s = baseCount + x;
        baseCount = s;
        if (check >= 0) {
            Node<K, V>[] tab;
            while (s >= (long) sizeCtl && (tab = table) != null && tab.length < MAXIMUM_CAPACITY) {
                transfer(tab);
                s = baseCount;
            }
        }
    }

    /** Grows so that size elements fit (putAll and small-table treeification). */
    @SuppressWarnings("unchecked")
    private void tryPresize(int size) {
        int c = (size >= (MAXIMUM_CAPACITY >>> 1)) ? MAXIMUM_CAPACITY : tableSizeFor(size + (size >>> 1) + 1);
        for (;;) {
            int sc = sizeCtl;
            Node<K, V>[] tab = table;
            int n;
            if (tab == null || (n = tab.length) == 0) {
                n = (sc > c) ? sc : c;
                table = (Node<K, V>[]) new Node<?, ?>[n];
                sizeCtl = n - (n >>> 2);
            } else if (c <= sc || n >= MAXIMUM_CAPACITY) {
                break;
            } else {
                transfer(tab);
            }
        }
    }

    /**
     * Doubles the table. Bins move from the last index down; each old bin is
     * replaced by a forwarding node once its two halves are in place, so
     * unlocked readers and iterators always find complete chains.
     */
    @SuppressWarnings("unchecked")
    private void transfer(Node<K, V>[] tab) {
        int n = tab.length;
        for (int i = 0; i < n; i++) {
            if (tab[i] instanceof ReservationNode) {
                throw new IllegalStateException("Recursive update");
            }
        }
        Node<K, V>[] nextTab = (Node<K, V>[]) new Node<?, ?>[n << 1];
        ForwardingNode<K, V> fwd = new ForwardingNode<K, V>(nextTab);
        for (int i = n - 1; i >= 0; i--) {
            Node<K, V> f = tab[i];
            if (f == null) {
                tab[i] = fwd;
                continue;
            }
            Node<K, V> ln;
            Node<K, V> hn;
            if (f.hash >= 0) {
                // the longest tail whose nodes all go the same way is reused as is
                int runBit = f.hash & n;
                Node<K, V> lastRun = f;
                for (Node<K, V> p = f.next; p != null; p = p.next) {
                    int b = p.hash & n;
                    if (b != runBit) {
                        runBit = b;
                        lastRun = p;
                    }
                }
                if (runBit == 0) {
                    ln = lastRun;
                    hn = null;
                } else {
                    hn = lastRun;
                    ln = null;
                }
                for (Node<K, V> p = f; p != lastRun; p = p.next) {
                    if ((p.hash & n) == 0) {
                        ln = new Node<K, V>(p.hash, p.key, p.val, ln);
                    } else {
                        hn = new Node<K, V>(p.hash, p.key, p.val, hn);
                    }
                }
            } else if (f instanceof TreeBin) {
                TreeBin<K, V> t = (TreeBin<K, V>) f;
                TreeNode<K, V> lo = null;
                TreeNode<K, V> loTail = null;
                TreeNode<K, V> hi = null;
                TreeNode<K, V> hiTail = null;
                int lc = 0;
                int hc = 0;
                for (Node<K, V> e = t.first; e != null; e = e.next) {
                    TreeNode<K, V> p = new TreeNode<K, V>(e.hash, e.key, e.val, null, null);
                    if ((e.hash & n) == 0) {
                        if ((p.prev = loTail) == null) {
                            lo = p;
                        } else {
                            loTail.next = p;
                        }
                        loTail = p;
                        ++lc;
                    } else {
                        if ((p.prev = hiTail) == null) {
                            hi = p;
                        } else {
                            hiTail.next = p;
                        }
                        hiTail = p;
                        ++hc;
                    }
                }
                ln = (lc <= UNTREEIFY_THRESHOLD) ? untreeify(lo) : (hc != 0) ? new TreeBin<K, V>(lo) : t;
                hn = (hc <= UNTREEIFY_THRESHOLD) ? untreeify(hi) : (lc != 0) ? new TreeBin<K, V>(hi) : t;
            } else {
                continue;
            }
            nextTab[i] = ln;
            nextTab[i + n] = hn;
            tab[i] = fwd;
        }
        table = nextTab;
        sizeCtl = (n << 1) - (n >>> 1);
    }

    private void treeifyBin(Node<K, V>[] tab, int index) {
        if (tab == null) {
            return;
        }
        int n = tab.length;
        if (n < MIN_TREEIFY_CAPACITY) {
            tryPresize(n << 1);
            return;
        }
        Node<K, V> b = tab[index];
        if (b != null && b.hash >= 0) {
            TreeNode<K, V> hd = null;
            TreeNode<K, V> tl = null;
            for (Node<K, V> e = b; e != null; e = e.next) {
                TreeNode<K, V> p = new TreeNode<K, V>(e.hash, e.key, e.val, null, null);
                if ((p.prev = tl) == null) {
                    hd = p;
                } else {
                    tl.next = p;
                }
                tl = p;
            }
            tab[index] = new TreeBin<K, V>(hd);
        }
    }

    static <K, V> Node<K, V> untreeify(Node<K, V> b) {
        Node<K, V> hd = null;
        Node<K, V> tl = null;
        for (Node<K, V> q = b; q != null; q = q.next) {
            Node<K, V> p = new Node<K, V>(q.hash, q.key, q.val);
            if (tl == null) {
                hd = p;
            } else {
                tl.next = p;
            }
            tl = p;
        }
        return hd;
    }

    private static boolean keyMatches(Node<?, ?> e, int h, Object key) {
        Object ek;
        return e.hash == h && ((ek = e.key) == key || (ek != null && key.equals(ek)));
    }

    // ---- mutations ----

    public V put(K key, V value) {
        return putVal(key, value, false);
    }

    public V putIfAbsent(K key, V value) {
        return putVal(key, value, true);
    }

    final V putVal(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        int hash = spread(key.hashCode());
        synchronized (lock) {
            int binCount = 0;
            for (Node<K, V>[] tab = table;;) {
                Node<K, V> f;
                int n;
                int i;
                if (tab == null || (n = tab.length) == 0) {
                    tab = initTable();
                } else if ((f = tab[i = (n - 1) & hash]) == null) {
                    tab[i] = new Node<K, V>(hash, key, value);
                    break;
                } else if (f.hash == MOVED) {
                    tab = ((ForwardingNode<K, V>) f).nextTable;
                } else if (onlyIfAbsent && keyMatches(f, hash, key) && f.val != null) {
                    return f.val;
                } else {
                    V oldVal = null;
                    if (f.hash >= 0) {
                        binCount = 1;
                        for (Node<K, V> e = f;; ++binCount) {
                            if (keyMatches(e, hash, key)) {
                                oldVal = e.val;
                                if (!onlyIfAbsent) {
                                    e.val = value;
                                }
                                break;
                            }
                            Node<K, V> pred = e;
                            if ((e = e.next) == null) {
                                pred.next = new Node<K, V>(hash, key, value);
                                break;
                            }
                        }
                    } else if (f instanceof TreeBin) {
                        binCount = 2;
                        TreeNode<K, V> p = ((TreeBin<K, V>) f).putTreeVal(hash, key, value);
                        if (p != null) {
                            oldVal = p.val;
                            if (!onlyIfAbsent) {
                                p.val = value;
                            }
                        }
                    } else if (f instanceof ReservationNode) {
                        throw new IllegalStateException("Recursive update");
                    }
                    if (binCount != 0) {
                        if (binCount >= TREEIFY_THRESHOLD) {
                            treeifyBin(tab, i);
                        }
                        if (oldVal != null) {
                            return oldVal;
                        }
                        break;
                    }
                }
            }
            addCount(1L, binCount);
            return null;
        }
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        synchronized (lock) {
            tryPresize(m.size());
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            putVal(e.getKey(), e.getValue(), false);
        }
    }

    public V remove(Object key) {
        return replaceNode(key, null, null);
    }

    /** Replaces (value != null) or removes the mapping of key if its value is cv (any value if cv is null). */
    final V replaceNode(Object key, V value, Object cv) {
        int hash = spread(key.hashCode());
        synchronized (lock) {
            for (Node<K, V>[] tab = table;;) {
                Node<K, V> f;
                int n;
                int i;
                if (tab == null || (n = tab.length) == 0 || (f = tab[i = (n - 1) & hash]) == null) {
                    break;
                } else if (f.hash == MOVED) {
                    tab = ((ForwardingNode<K, V>) f).nextTable;
                } else {
                    V oldVal = null;
                    boolean validated = false;
                    if (f.hash >= 0) {
                        validated = true;
                        for (Node<K, V> e = f, pred = null;;) {
                            if (keyMatches(e, hash, key)) {
                                V ev = e.val;
                                if (cv == null || cv == ev || (ev != null && cv.equals(ev))) {
                                    oldVal = ev;
                                    if (value != null) {
                                        e.val = value;
                                    } else if (pred != null) {
                                        pred.next = e.next;
                                    } else {
                                        tab[i] = e.next;
                                    }
                                }
                                break;
                            }
                            pred = e;
                            if ((e = e.next) == null) {
                                break;
                            }
                        }
                    } else if (f instanceof TreeBin) {
                        validated = true;
                        TreeBin<K, V> t = (TreeBin<K, V>) f;
                        TreeNode<K, V> r = t.root;
                        TreeNode<K, V> p;
                        if (r != null && (p = r.findTreeNode(hash, key, null)) != null) {
                            V pv = p.val;
                            if (cv == null || cv == pv || (pv != null && cv.equals(pv))) {
                                oldVal = pv;
                                if (value != null) {
                                    p.val = value;
                                } else if (t.removeTreeNode(p)) {
                                    tab[i] = untreeify(t.first);
                                }
                            }
                        }
                    } else if (f instanceof ReservationNode) {
                        throw new IllegalStateException("Recursive update");
                    }
                    if (validated) {
                        if (oldVal != null) {
                            if (value == null) {
                                addCount(-1L, -1);
                            }
                            return oldVal;
                        }
                        break;
                    }
                }
            }
            return null;
        }
    }

    public void clear() {
        synchronized (lock) {
            long delta = 0L;
            int i = 0;
            Node<K, V>[] tab = table;
            while (tab != null && i < tab.length) {
                Node<K, V> f = tab[i];
                if (f == null) {
                    ++i;
                } else if (f.hash == MOVED) {
                    tab = ((ForwardingNode<K, V>) f).nextTable;
                    i = 0;
                } else {
                    Node<K, V> p = (f.hash >= 0 ? f : (f instanceof TreeBin) ? ((TreeBin<K, V>) f).first : null);
                    while (p != null) {
                        --delta;
                        p = p.next;
                    }
                    tab[i++] = null;
                }
            }
            if (delta != 0L) {
                addCount(delta, -1);
            }
        }
    }

    public boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        return value != null && replaceNode(key, null, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, newValue, oldValue) != null;
    }

    public V replace(K key, V value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, value, null);
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            action.accept(p.key, p.val);
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            V oldValue = p.val;
            for (K key = p.key;;) {
                V newValue = function.apply(key, oldValue);
                if (newValue == null) {
                    throw new NullPointerException();
                }
                if (replaceNode(key, newValue, oldValue) != null || (oldValue = get(key)) == null) {
                    break;
                }
            }
        }
    }

    boolean removeEntryIf(Predicate<? super Map.Entry<K, V>> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        boolean removed = false;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            K k = p.key;
            V v = p.val;
            Map.Entry<K, V> e = new AbstractMap.SimpleImmutableEntry<K, V>(k, v);
            if (function.test(e) && replaceNode(k, null, v) != null) {
                removed = true;
            }
        }
        return removed;
    }

    boolean removeValueIf(Predicate<? super V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        boolean removed = false;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            K k = p.key;
            V v = p.val;
            if (function.test(v) && replaceNode(k, null, v) != null) {
                removed = true;
            }
        }
        return removed;
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        synchronized (lock) {
            V val = null;
            int binCount = 0;
            for (Node<K, V>[] tab = table;;) {
                Node<K, V> f;
                int n;
                int i;
                if (tab == null || (n = tab.length) == 0) {
                    tab = initTable();
                } else if ((f = tab[i = (n - 1) & h]) == null) {
                    // reserve the bin while the function runs: a nested update of it fails
                    Node<K, V> r = new ReservationNode<K, V>();
                    tab[i] = r;
                    binCount = 1;
                    Node<K, V> node = null;
                    try {
                        if ((val = mappingFunction.apply(key)) != null) {
                            node = new Node<K, V>(h, key, val);
                        }
                    } finally {
                        tab[i] = node;
                    }
                    break;
                } else if (f.hash == MOVED) {
                    tab = ((ForwardingNode<K, V>) f).nextTable;
                } else if (keyMatches(f, h, key) && f.val != null) {
                    return f.val;
                } else {
                    boolean added = false;
                    if (f.hash >= 0) {
                        binCount = 1;
                        for (Node<K, V> e = f;; ++binCount) {
                            if (keyMatches(e, h, key)) {
                                val = e.val;
                                break;
                            }
                            Node<K, V> pred = e;
                            if ((e = e.next) == null) {
                                if ((val = mappingFunction.apply(key)) != null) {
                                    if (pred.next != null) {
                                        throw new IllegalStateException("Recursive update");
                                    }
                                    added = true;
                                    pred.next = new Node<K, V>(h, key, val);
                                }
                                break;
                            }
                        }
                    } else if (f instanceof TreeBin) {
                        binCount = 2;
                        TreeBin<K, V> t = (TreeBin<K, V>) f;
                        TreeNode<K, V> r = t.root;
                        TreeNode<K, V> p;
                        if (r != null && (p = r.findTreeNode(h, key, null)) != null) {
                            val = p.val;
                        } else if ((val = mappingFunction.apply(key)) != null) {
                            added = true;
                            t.putTreeVal(h, key, val);
                        }
                    } else if (f instanceof ReservationNode) {
                        throw new IllegalStateException("Recursive update");
                    }
                    if (binCount != 0) {
                        if (binCount >= TREEIFY_THRESHOLD) {
                            treeifyBin(tab, i);
                        }
                        if (!added) {
                            return val;
                        }
                        break;
                    }
                }
            }
            if (val != null) {
                addCount(1L, binCount);
            }
            return val;
        }
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        synchronized (lock) {
            V val = null;
            int delta = 0;
            int binCount = 0;
            for (Node<K, V>[] tab = table;;) {
                Node<K, V> f;
                int n;
                int i;
                if (tab == null || (n = tab.length) == 0) {
                    tab = initTable();
                } else if ((f = tab[i = (n - 1) & h]) == null) {
                    break;
                } else if (f.hash == MOVED) {
                    tab = ((ForwardingNode<K, V>) f).nextTable;
                } else {
                    if (f.hash >= 0) {
                        binCount = 1;
                        for (Node<K, V> e = f, pred = null;; ++binCount) {
                            if (keyMatches(e, h, key)) {
                                val = remappingFunction.apply(key, e.val);
                                if (val != null) {
                                    e.val = val;
                                } else {
                                    delta = -1;
                                    Node<K, V> en = e.next;
                                    if (pred != null) {
                                        pred.next = en;
                                    } else {
                                        tab[i] = en;
                                    }
                                }
                                break;
                            }
                            pred = e;
                            if ((e = e.next) == null) {
                                break;
                            }
                        }
                    } else if (f instanceof TreeBin) {
                        binCount = 2;
                        TreeBin<K, V> t = (TreeBin<K, V>) f;
                        TreeNode<K, V> r = t.root;
                        TreeNode<K, V> p;
                        if (r != null && (p = r.findTreeNode(h, key, null)) != null) {
                            val = remappingFunction.apply(key, p.val);
                            if (val != null) {
                                p.val = val;
                            } else {
                                delta = -1;
                                if (t.removeTreeNode(p)) {
                                    tab[i] = untreeify(t.first);
                                }
                            }
                        }
                    } else if (f instanceof ReservationNode) {
                        throw new IllegalStateException("Recursive update");
                    }
                    if (binCount != 0) {
                        break;
                    }
                }
            }
            if (delta != 0) {
                addCount((long) delta, binCount);
            }
            return val;
        }
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        synchronized (lock) {
            V val = null;
            int delta = 0;
            int binCount = 0;
            for (Node<K, V>[] tab = table;;) {
                Node<K, V> f;
                int n;
                int i;
                if (tab == null || (n = tab.length) == 0) {
                    tab = initTable();
                } else if ((f = tab[i = (n - 1) & h]) == null) {
                    Node<K, V> r = new ReservationNode<K, V>();
                    tab[i] = r;
                    binCount = 1;
                    Node<K, V> node = null;
                    try {
                        if ((val = remappingFunction.apply(key, null)) != null) {
                            delta = 1;
                            node = new Node<K, V>(h, key, val);
                        }
                    } finally {
                        tab[i] = node;
                    }
                    break;
                } else if (f.hash == MOVED) {
                    tab = ((ForwardingNode<K, V>) f).nextTable;
                } else {
                    if (f.hash >= 0) {
                        binCount = 1;
                        for (Node<K, V> e = f, pred = null;; ++binCount) {
                            if (keyMatches(e, h, key)) {
                                val = remappingFunction.apply(key, e.val);
                                if (val != null) {
                                    e.val = val;
                                } else {
                                    delta = -1;
                                    Node<K, V> en = e.next;
                                    if (pred != null) {
                                        pred.next = en;
                                    } else {
                                        tab[i] = en;
                                    }
                                }
                                break;
                            }
                            pred = e;
                            if ((e = e.next) == null) {
                                val = remappingFunction.apply(key, null);
                                if (val != null) {
                                    if (pred.next != null) {
                                        throw new IllegalStateException("Recursive update");
                                    }
                                    delta = 1;
                                    pred.next = new Node<K, V>(h, key, val);
                                }
                                break;
                            }
                        }
                    } else if (f instanceof TreeBin) {
                        binCount = 1;
                        TreeBin<K, V> t = (TreeBin<K, V>) f;
                        TreeNode<K, V> r = t.root;
                        TreeNode<K, V> p = (r == null) ? null : r.findTreeNode(h, key, null);
                        V pv = (p == null) ? null : p.val;
                        val = remappingFunction.apply(key, pv);
                        if (val != null) {
                            if (p != null) {
                                p.val = val;
                            } else {
                                delta = 1;
                                t.putTreeVal(h, key, val);
                            }
                        } else if (p != null) {
                            delta = -1;
                            if (t.removeTreeNode(p)) {
                                tab[i] = untreeify(t.first);
                            }
                        }
                    } else if (f instanceof ReservationNode) {
                        throw new IllegalStateException("Recursive update");
                    }
                    if (binCount != 0) {
                        if (binCount >= TREEIFY_THRESHOLD) {
                            treeifyBin(tab, i);
                        }
                        break;
                    }
                }
            }
            if (delta != 0) {
                addCount((long) delta, binCount);
            }
            return val;
        }
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        synchronized (lock) {
            V val = null;
            int delta = 0;
            int binCount = 0;
            for (Node<K, V>[] tab = table;;) {
                Node<K, V> f;
                int n;
                int i;
                if (tab == null || (n = tab.length) == 0) {
                    tab = initTable();
                } else if ((f = tab[i = (n - 1) & h]) == null) {
                    tab[i] = new Node<K, V>(h, key, value);
                    delta = 1;
                    val = value;
                    break;
                } else if (f.hash == MOVED) {
                    tab = ((ForwardingNode<K, V>) f).nextTable;
                } else {
                    if (f.hash >= 0) {
                        binCount = 1;
                        for (Node<K, V> e = f, pred = null;; ++binCount) {
                            if (keyMatches(e, h, key)) {
                                val = remappingFunction.apply(e.val, value);
                                if (val != null) {
                                    e.val = val;
                                } else {
                                    delta = -1;
                                    Node<K, V> en = e.next;
                                    if (pred != null) {
                                        pred.next = en;
                                    } else {
                                        tab[i] = en;
                                    }
                                }
                                break;
                            }
                            pred = e;
                            if ((e = e.next) == null) {
                                delta = 1;
                                val = value;
                                pred.next = new Node<K, V>(h, key, val);
                                break;
                            }
                        }
                    } else if (f instanceof TreeBin) {
                        binCount = 2;
                        TreeBin<K, V> t = (TreeBin<K, V>) f;
                        TreeNode<K, V> r = t.root;
                        TreeNode<K, V> p = (r == null) ? null : r.findTreeNode(h, key, null);
                        val = (p == null) ? value : remappingFunction.apply(p.val, value);
                        if (val != null) {
                            if (p != null) {
                                p.val = val;
                            } else {
                                delta = 1;
                                t.putTreeVal(h, key, val);
                            }
                        } else if (p != null) {
                            delta = -1;
                            if (t.removeTreeNode(p)) {
                                tab[i] = untreeify(t.first);
                            }
                        }
                    } else if (f instanceof ReservationNode) {
                        throw new IllegalStateException("Recursive update");
                    }
                    if (binCount != 0) {
                        if (binCount >= TREEIFY_THRESHOLD) {
                            treeifyBin(tab, i);
                        }
                        break;
                    }
                }
            }
            if (delta != 0) {
                addCount((long) delta, binCount);
            }
            return val;
        }
    }

    // ---- Object methods ----

    public int hashCode() {
        int h = 0;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            h += p.key.hashCode() ^ p.val.hashCode();
        }
        return h;
    }

    public String toString() {
        Traverser<K, V> it = new Traverser<K, V>(table);
        StringBuilder sb = new StringBuilder();
        sb.append('{');
        Node<K, V> p;
        if ((p = it.advance()) != null) {
            for (;;) {
                K k = p.key;
                V v = p.val;
                sb.append(k == this ? "(this Map)" : k);
                sb.append('=');
                sb.append(v == this ? "(this Map)" : v);
                if ((p = it.advance()) == null) {
                    break;
                }
                sb.append(',').append(' ');
            }
        }
        return sb.append('}').toString();
    }

    public boolean equals(Object o) {
        if (o != this) {
            if (!(o instanceof Map)) {
                return false;
            }
            Map<?, ?> m = (Map<?, ?>) o;
            Traverser<K, V> it = new Traverser<K, V>(table);
            for (Node<K, V> p; (p = it.advance()) != null; ) {
                V val = p.val;
                Object v = m.get(p.key);
                if (v == null || (v != val && !v.equals(val))) {
                    return false;
                }
            }
            for (Map.Entry<?, ?> e : m.entrySet()) {
                Object mk;
                Object mv;
                Object v;
                if ((mk = e.getKey()) == null || (mv = e.getValue()) == null || (v = get(mk)) == null
                        || (mv != v && !mv.equals(v))) {
                    return false;
                }
            }
        }
        return true;
    }

    // ---- views ----

    public KeySetView<K, V> keySet() {
        KeySetView<K, V> ks = keySet;
        if (ks == null) {
            keySet = ks = new KeySetView<K, V>(this, null);
        }
        return ks;
    }

    public KeySetView<K, V> keySet(V mappedValue) {
        if (mappedValue == null) {
            throw new NullPointerException();
        }
        return new KeySetView<K, V>(this, mappedValue);
    }

    public Collection<V> values() {
        ValuesView<K, V> vs = values;
        if (vs == null) {
            values = vs = new ValuesView<K, V>(this);
        }
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        EntrySetView<K, V> es = entrySet;
        if (es == null) {
            entrySet = es = new EntrySetView<K, V>(this);
        }
        return es;
    }

    public Enumeration<K> keys() {
        return new KeyIterator<K, V>(table, this);
    }

    public Enumeration<V> elements() {
        return new ValueIterator<K, V>(table, this);
    }

    public static <K> KeySetView<K, Boolean> newKeySet() {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(), Boolean.TRUE);
    }

    public static <K> KeySetView<K, Boolean> newKeySet(int initialCapacity) {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(initialCapacity), Boolean.TRUE);
    }

    // ---- special nodes ----

    /** Stands for a bin that has moved to nextTable. */
    static final class ForwardingNode<K, V> extends Node<K, V> {
        final Node<K, V>[] nextTable;

        ForwardingNode(Node<K, V>[] tab) {
            super(MOVED, null, null);
            this.nextTable = tab;
        }
    }

    /** Holds an empty bin while computeIfAbsent/compute runs the user's function. */
    static final class ReservationNode<K, V> extends Node<K, V> {
        ReservationNode() {
            super(RESERVED, null, null);
        }

        Node<K, V> find(int h, Object k) {
            return null;
        }
    }

    static final class TreeNode<K, V> extends Node<K, V> {
        TreeNode<K, V> parent;
        TreeNode<K, V> left;
        TreeNode<K, V> right;
        TreeNode<K, V> prev;
        boolean red;

        TreeNode(int hash, K key, V val, Node<K, V> next, TreeNode<K, V> parent) {
            super(hash, key, val, next);
            this.parent = parent;
        }

        /** The node of k in this subtree: by hash, then compareTo, then both sides. */
        TreeNode<K, V> findTreeNode(int h, Object k, Class<?> kc) {
            if (k != null) {
                TreeNode<K, V> p = this;
                do {
                    int ph;
                    int dir;
                    K pk;
                    TreeNode<K, V> q;
                    TreeNode<K, V> pl = p.left;
                    TreeNode<K, V> pr = p.right;
                    if ((ph = p.hash) > h) {
                        p = pl;
                    } else if (ph < h) {
                        p = pr;
                    } else if ((pk = p.key) == k || (pk != null && k.equals(pk))) {
                        return p;
                    } else if (pl == null) {
                        p = pr;
                    } else if (pr == null) {
                        p = pl;
                    } else if ((kc != null || (kc = comparableClassFor(k)) != null)
                            && (dir = compareComparables(kc, k, pk)) != 0) {
                        p = (dir < 0) ? pl : pr;
                    } else if ((q = pr.findTreeNode(h, k, kc)) != null) {
                        return q;
                    } else {
                        p = pl;
                    }
                } while (p != null);
            }
            return null;
        }
    }

    /**
     * A bin of TreeNodes: a red-black tree ordered by hash, then compareTo,
     * then class name and identity hash; and the 'first'/'next' list, which
     * is the iteration order (new nodes go to its front).
     */
    static final class TreeBin<K, V> extends Node<K, V> {
        TreeNode<K, V> root;
        volatile TreeNode<K, V> first;
        /** Set while the tree is being restructured: unlocked readers then walk the list. */
        volatile boolean restructuring;

        static int tieBreakOrder(Object a, Object b) {
            int d;
            if (a == null || b == null || (d = a.getClass().getName().compareTo(b.getClass().getName())) == 0) {
                d = (System.identityHashCode(a) <= System.identityHashCode(b) ? -1 : 1);
            }
            return d;
        }

        TreeBin(TreeNode<K, V> b) {
            super(TREEBIN, null, null);
            this.first = b;
            TreeNode<K, V> r = null;
            for (TreeNode<K, V> x = b, next; x != null; x = next) {
                next = (TreeNode<K, V>) x.next;
                x.left = x.right = null;
                if (r == null) {
                    x.parent = null;
                    x.red = false;
                    r = x;
                } else {
                    K k = x.key;
                    int h = x.hash;
                    Class<?> kc = null;
                    for (TreeNode<K, V> p = r;;) {
                        int dir;
                        int ph;
                        K pk = p.key;
                        if ((ph = p.hash) > h) {
                            dir = -1;
                        } else if (ph < h) {
                            dir = 1;
                        } else if ((kc == null && (kc = comparableClassFor(k)) == null)
                                || (dir = compareComparables(kc, k, pk)) == 0) {
                            dir = tieBreakOrder(k, pk);
                        }
                        TreeNode<K, V> xp = p;
                        if ((p = (dir <= 0) ? p.left : p.right) == null) {
                            x.parent = xp;
                            if (dir <= 0) {
                                xp.left = x;
                            } else {
                                xp.right = x;
                            }
                            r = balanceInsertion(r, x);
                            break;
                        }
                    }
                }
            }
            this.root = r;
        }

        Node<K, V> find(int h, Object k) {
            if (k == null) {
                return null;
            }
            TreeNode<K, V> r;
            if (!restructuring && (r = root) != null) {
                return r.findTreeNode(h, k, null);
            }
            for (Node<K, V> e = first; e != null; e = e.next) {
                if (keyMatches(e, h, k)) {
                    return e;
                }
            }
            return null;
        }

        /** The existing node of k, or null after adding k at the front of the list. */
        TreeNode<K, V> putTreeVal(int h, K k, V v) {
            Class<?> kc = null;
            boolean searched = false;
            for (TreeNode<K, V> p = root;;) {
                int dir;
                int ph;
                K pk;
                if (p == null) {
                    first = root = new TreeNode<K, V>(h, k, v, null, null);
                    break;
                } else if ((ph = p.hash) > h) {
                    dir = -1;
                } else if (ph < h) {
                    dir = 1;
                } else if ((pk = p.key) == k || (pk != null && k.equals(pk))) {
                    return p;
                } else if ((kc == null && (kc = comparableClassFor(k)) == null)
                        || (dir = compareComparables(kc, k, pk)) == 0) {
                    if (!searched) {
                        TreeNode<K, V> q;
                        TreeNode<K, V> ch;
                        searched = true;
                        if (((ch = p.left) != null && (q = ch.findTreeNode(h, k, kc)) != null)
                                || ((ch = p.right) != null && (q = ch.findTreeNode(h, k, kc)) != null)) {
                            return q;
                        }
                    }
                    dir = tieBreakOrder(k, pk);
                }
                TreeNode<K, V> xp = p;
                if ((p = (dir <= 0) ? p.left : p.right) == null) {
                    TreeNode<K, V> f = first;
                    TreeNode<K, V> x = new TreeNode<K, V>(h, k, v, f, xp);
                    if (f != null) {
                        f.prev = x;
                    }
                    restructuring = true;
                    first = x;
                    if (dir <= 0) {
                        xp.left = x;
                    } else {
                        xp.right = x;
                    }
                    if (!xp.red) {
                        x.red = true;
                    } else {
                        root = balanceInsertion(root, x);
                    }
                    restructuring = false;
                    break;
                }
            }
            return null;
        }

        /**
         * Unlinks p; true when the bin is now too small to stay a tree (judged,
         * as the JDK does, on the shape near the root), false after removing p
         * from the tree too.
         */
        boolean removeTreeNode(TreeNode<K, V> p) {
            TreeNode<K, V> next = (TreeNode<K, V>) p.next;
            TreeNode<K, V> pred = p.prev;
            if (pred == null) {
                first = next;
            } else {
                pred.next = next;
            }
            if (next != null) {
                next.prev = pred;
            }
            if (first == null) {
                root = null;
                return true;
            }
            TreeNode<K, V> r;
            TreeNode<K, V> rl;
            if ((r = root) == null || r.right == null || (rl = r.left) == null || rl.left == null) {
                return true;
            }
            restructuring = true;
            try {
                TreeNode<K, V> replacement;
                TreeNode<K, V> pl = p.left;
                TreeNode<K, V> pr = p.right;
                if (pl != null && pr != null) {
                    // swap p with its successor s, colours included, then delete from s's place
                    TreeNode<K, V> s = pr;
                    TreeNode<K, V> sl;
                    while ((sl = s.left) != null) {
                        s = sl;
                    }
                    boolean c = s.red;
                    s.red = p.red;
                    p.red = c;
                    TreeNode<K, V> sr = s.right;
                    TreeNode<K, V> pp = p.parent;
                    if (s == pr) {
                        p.parent = s;
                        s.right = p;
                    } else {
                        TreeNode<K, V> sp = s.parent;
                        if ((p.parent = sp) != null) {
                            if (s == sp.left) {
                                sp.left = p;
                            } else {
                                sp.right = p;
                            }
                        }
                        if ((s.right = pr) != null) {
                            pr.parent = s;
                        }
                    }
                    p.left = null;
                    if ((p.right = sr) != null) {
                        sr.parent = p;
                    }
                    if ((s.left = pl) != null) {
                        pl.parent = s;
                    }
                    if ((s.parent = pp) == null) {
                        r = s;
                    } else if (p == pp.left) {
                        pp.left = s;
                    } else {
                        pp.right = s;
                    }
                    replacement = (sr != null) ? sr : p;
                } else if (pl != null) {
                    replacement = pl;
                } else if (pr != null) {
                    replacement = pr;
                } else {
                    replacement = p;
                }
                if (replacement != p) {
                    TreeNode<K, V> pp = replacement.parent = p.parent;
                    if (pp == null) {
                        r = replacement;
                    } else if (p == pp.left) {
                        pp.left = replacement;
                    } else {
                        pp.right = replacement;
                    }
                    p.left = p.right = p.parent = null;
                }
                root = p.red ? r : balanceDeletion(r, replacement);
                if (p == replacement) {
                    TreeNode<K, V> pp = p.parent;
                    if (pp != null) {
                        if (p == pp.left) {
                            pp.left = null;
                        } else if (p == pp.right) {
                            pp.right = null;
                        }
                        p.parent = null;
                    }
                }
            } finally {
                restructuring = false;
            }
            return false;
        }

        static <K, V> TreeNode<K, V> rotateLeft(TreeNode<K, V> root, TreeNode<K, V> p) {
            TreeNode<K, V> r;
            if (p != null && (r = p.right) != null) {
                TreeNode<K, V> rl = p.right = r.left;
                if (rl != null) {
                    rl.parent = p;
                }
                TreeNode<K, V> pp = r.parent = p.parent;
                if (pp == null) {
                    root = r;
                    r.red = false;
                } else if (pp.left == p) {
                    pp.left = r;
                } else {
                    pp.right = r;
                }
                r.left = p;
                p.parent = r;
            }
            return root;
        }

        static <K, V> TreeNode<K, V> rotateRight(TreeNode<K, V> root, TreeNode<K, V> p) {
            TreeNode<K, V> l;
            if (p != null && (l = p.left) != null) {
                TreeNode<K, V> lr = p.left = l.right;
                if (lr != null) {
                    lr.parent = p;
                }
                TreeNode<K, V> pp = l.parent = p.parent;
                if (pp == null) {
                    root = l;
                    l.red = false;
                } else if (pp.right == p) {
                    pp.right = l;
                } else {
                    pp.left = l;
                }
                l.right = p;
                p.parent = l;
            }
            return root;
        }

        /** The classic insertion fix-up; returns the root. */
        static <K, V> TreeNode<K, V> balanceInsertion(TreeNode<K, V> root, TreeNode<K, V> x) {
            x.red = true;
            for (;;) {
                TreeNode<K, V> xp = x.parent;
                TreeNode<K, V> xpp;
                if (xp == null) {
                    x.red = false;
                    return x;
                }
                if (!xp.red || (xpp = xp.parent) == null) {
                    return root;
                }
                if (xp == xpp.left) {
                    TreeNode<K, V> y = xpp.right;
                    if (y != null && y.red) {
                        y.red = false;
                        xp.red = false;
                        xpp.red = true;
                        x = xpp;
                    } else {
                        if (x == xp.right) {
                            x = xp;
                            root = rotateLeft(root, x);
                            xp = x.parent;
                            xpp = (xp == null) ? null : xp.parent;
                        }
                        if (xp != null) {
                            xp.red = false;
                            if (xpp != null) {
                                xpp.red = true;
                                root = rotateRight(root, xpp);
                            }
                        }
                    }
                } else {
                    TreeNode<K, V> y = xpp.left;
                    if (y != null && y.red) {
                        y.red = false;
                        xp.red = false;
                        xpp.red = true;
                        x = xpp;
                    } else {
                        if (x == xp.left) {
                            x = xp;
                            root = rotateRight(root, x);
                            xp = x.parent;
                            xpp = (xp == null) ? null : xp.parent;
                        }
                        if (xp != null) {
                            xp.red = false;
                            if (xpp != null) {
                                xpp.red = true;
                                root = rotateLeft(root, xpp);
                            }
                        }
                    }
                }
            }
        }

        /** The classic deletion fix-up from x (x may be the still-linked node being removed). */
        static <K, V> TreeNode<K, V> balanceDeletion(TreeNode<K, V> root, TreeNode<K, V> x) {
            for (;;) {
                TreeNode<K, V> xp;
                if (x == null || x == root) {
                    return root;
                } else if ((xp = x.parent) == null) {
                    x.red = false;
                    return x;
                } else if (x.red) {
                    x.red = false;
                    return root;
                } else if (xp.left == x) {
                    TreeNode<K, V> w = xp.right;
                    if (w != null && w.red) {
                        w.red = false;
                        xp.red = true;
                        root = rotateLeft(root, xp);
                        xp = x.parent;
                        w = (xp == null) ? null : xp.right;
                    }
                    if (w == null) {
                        x = xp;
                    } else {
                        TreeNode<K, V> sl = w.left;
                        TreeNode<K, V> sr = w.right;
                        if ((sr == null || !sr.red) && (sl == null || !sl.red)) {
                            w.red = true;
                            x = xp;
                        } else {
                            if (sr == null || !sr.red) {
                                if (sl != null) {
                                    sl.red = false;
                                }
                                w.red = true;
                                root = rotateRight(root, w);
                                xp = x.parent;
                                w = (xp == null) ? null : xp.right;
                            }
                            if (w != null) {
                                w.red = (xp == null) ? false : xp.red;
                                if ((sr = w.right) != null) {
                                    sr.red = false;
                                }
                            }
                            if (xp != null) {
                                xp.red = false;
                                root = rotateLeft(root, xp);
                            }
                            x = root;
                        }
                    }
                } else {
                    TreeNode<K, V> w = xp.left;
                    if (w != null && w.red) {
                        w.red = false;
                        xp.red = true;
                        root = rotateRight(root, xp);
                        xp = x.parent;
                        w = (xp == null) ? null : xp.left;
                    }
                    if (w == null) {
                        x = xp;
                    } else {
                        TreeNode<K, V> sl = w.left;
                        TreeNode<K, V> sr = w.right;
                        if ((sl == null || !sl.red) && (sr == null || !sr.red)) {
                            w.red = true;
                            x = xp;
                        } else {
                            if (sl == null || !sl.red) {
                                if (sr != null) {
                                    sr.red = false;
                                }
                                w.red = true;
                                root = rotateLeft(root, w);
                                xp = x.parent;
                                w = (xp == null) ? null : xp.left;
                            }
                            if (w != null) {
                                w.red = (xp == null) ? false : xp.red;
                                if ((sl = w.left) != null) {
                                    sl.red = false;
                                }
                            }
                            if (xp != null) {
                                xp.red = false;
                                root = rotateRight(root, xp);
                            }
                            x = root;
                        }
                    }
                }
            }
        }
    }

    // ---- traversal ----

    /** A table (and the length of the table it was reached from) to come back to. */
    static final class TableStack<K, V> {
        int length;
        int index;
        Node<K, V>[] tab;
        TableStack<K, V> next;
    }

    /**
     * Visits bins in index order of the table it started on; a forwarded bin i
     * of a table of length n is visited in the next table at i, i + n, ... (and
     * so on recursively), which is how HotSpot's iterators see a resize.
     */
    static class Traverser<K, V> {
        Node<K, V>[] tab;
        Node<K, V> next;
        TableStack<K, V> stack;
        TableStack<K, V> spare;
        int index;
        int baseIndex;
        final int baseLimit;
        final int baseSize;

        Traverser(Node<K, V>[] tab) {
            this.tab = tab;
            int n = (tab == null) ? 0 : tab.length;
            this.baseSize = n;
            this.baseLimit = n;
        }

        final Node<K, V> advance() {
            Node<K, V> e = next;
            if (e != null) {
                e = e.next;
            }
            for (;;) {
                Node<K, V>[] t;
                int i;
                int n;
                if (e != null) {
                    return next = e;
                }
                if (baseIndex >= baseLimit || (t = tab) == null || (n = t.length) <= (i = index) || i < 0) {
                    return next = null;
                }
                if ((e = t[i]) != null && e.hash < 0) {
                    if (e instanceof ForwardingNode) {
                        tab = ((ForwardingNode<K, V>) e).nextTable;
                        e = null;
                        pushState(t, i, n);
                        continue;
                    } else if (e instanceof TreeBin) {
                        e = ((TreeBin<K, V>) e).first;
                    } else {
                        e = null;
                    }
                }
                if (stack != null) {
                    recoverState(n);
                } else if ((index = i + baseSize) >= n) {
                    index = ++baseIndex;
                }
            }
        }

        private void pushState(Node<K, V>[] t, int i, int n) {
            TableStack<K, V> s = spare;
            if (s != null) {
                spare = s.next;
            } else {
                s = new TableStack<K, V>();
            }
            s.tab = t;
            s.length = n;
            s.index = i;
            s.next = stack;
            stack = s;
        }

        private void recoverState(int n) {
            TableStack<K, V> s;
            int len;
            while ((s = stack) != null && (index += (len = s.length)) >= n) {
                n = len;
                index = s.index;
                tab = s.tab;
                s.tab = null;
                TableStack<K, V> nx = s.next;
                s.next = spare;
                stack = nx;
                spare = s;
            }
            if (s == null && (index += baseSize) >= n) {
                index = ++baseIndex;
            }
        }
    }

    /** Iterators fetch their next node ahead, as the JDK's do. */
    static class BaseIterator<K, V> extends Traverser<K, V> {
        final ConcurrentHashMap<K, V> map;
        Node<K, V> lastReturned;

        BaseIterator(Node<K, V>[] tab, ConcurrentHashMap<K, V> map) {
            super(tab);
            this.map = map;
            advance();
        }

        public final boolean hasNext() {
            return next != null;
        }

        public final boolean hasMoreElements() {
            return next != null;
        }

        public final void remove() {
            Node<K, V> p;
            if ((p = lastReturned) == null) {
                throw new IllegalStateException();
            }
            lastReturned = null;
            map.replaceNode(p.key, null, null);
        }
    }

    static final class KeyIterator<K, V> extends BaseIterator<K, V> implements Iterator<K>, Enumeration<K> {
        KeyIterator(Node<K, V>[] tab, ConcurrentHashMap<K, V> map) {
            super(tab, map);
        }

        public final K next() {
            Node<K, V> p;
            if ((p = next) == null) {
                throw new NoSuchElementException();
            }
            K k = p.key;
            lastReturned = p;
            advance();
            return k;
        }

        public final K nextElement() {
            return next();
        }
    }

    static final class ValueIterator<K, V> extends BaseIterator<K, V> implements Iterator<V>, Enumeration<V> {
        ValueIterator(Node<K, V>[] tab, ConcurrentHashMap<K, V> map) {
            super(tab, map);
        }

        public final V next() {
            Node<K, V> p;
            if ((p = next) == null) {
                throw new NoSuchElementException();
            }
            V v = p.val;
            lastReturned = p;
            advance();
            return v;
        }

        public final V nextElement() {
            return next();
        }
    }

    static final class EntryIterator<K, V> extends BaseIterator<K, V> implements Iterator<Map.Entry<K, V>> {
        EntryIterator(Node<K, V>[] tab, ConcurrentHashMap<K, V> map) {
            super(tab, map);
        }

        public final Map.Entry<K, V> next() {
            Node<K, V> p;
            if ((p = next) == null) {
                throw new NoSuchElementException();
            }
            K k = p.key;
            V v = p.val;
            lastReturned = p;
            advance();
            return new MapEntry<K, V>(k, v, map);
        }
    }

    /** An entry of an entry iterator: setValue writes through to the map. */
    static final class MapEntry<K, V> implements Map.Entry<K, V> {
        final K key;
        V val;
        final ConcurrentHashMap<K, V> map;

        MapEntry(K key, V val, ConcurrentHashMap<K, V> map) {
            this.key = key;
            this.val = val;
            this.map = map;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return val;
        }

        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public String toString() {
            return key + "=" + val;
        }

        public boolean equals(Object o) {
            Object k;
            Object v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                    && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null
                    && (k == key || k.equals(key))
                    && (v == val || v.equals(val)));
        }

        public V setValue(V value) {
            if (value == null) {
                throw new NullPointerException();
            }
            V v = val;
            val = value;
            map.put(key, value);
            return v;
        }
    }

    // ---- bulk operations (run sequentially whatever the parallelism threshold) ----

    public void forEach(long parallelismThreshold, BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            action.accept(p.key, p.val);
        }
    }

    public <U> void forEach(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> transformer,
            Consumer<? super U> action) {
        if (transformer == null || action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            U u = transformer.apply(p.key, p.val);
            if (u != null) {
                action.accept(u);
            }
        }
    }

    public <U> U search(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> searchFunction) {
        if (searchFunction == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            U u = searchFunction.apply(p.key, p.val);
            if (u != null) {
                return u;
            }
        }
        return null;
    }

    public <U> U reduce(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> transformer,
            BiFunction<? super U, ? super U, ? extends U> reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        U r = null;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            U u = transformer.apply(p.key, p.val);
            if (u != null) {
                r = (r == null) ? u : reducer.apply(r, u);
            }
        }
        return r;
    }

    public double reduceToDouble(long parallelismThreshold, ToDoubleBiFunction<? super K, ? super V> transformer,
            double basis, DoubleBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        double r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            r = reducer.applyAsDouble(r, transformer.applyAsDouble(p.key, p.val));
        }
        return r;
    }

    public long reduceToLong(long parallelismThreshold, ToLongBiFunction<? super K, ? super V> transformer,
            long basis, LongBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        long r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            r = reducer.applyAsLong(r, transformer.applyAsLong(p.key, p.val));
        }
        return r;
    }

    public int reduceToInt(long parallelismThreshold, ToIntBiFunction<? super K, ? super V> transformer,
            int basis, IntBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        int r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            r = reducer.applyAsInt(r, transformer.applyAsInt(p.key, p.val));
        }
        return r;
    }

    public void forEachKey(long parallelismThreshold, Consumer<? super K> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            action.accept(p.key);
        }
    }

    public <U> void forEachKey(long parallelismThreshold, Function<? super K, ? extends U> transformer,
            Consumer<? super U> action) {
        if (transformer == null || action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            U u = transformer.apply(p.key);
            if (u != null) {
                action.accept(u);
            }
        }
    }

    public <U> U searchKeys(long parallelismThreshold, Function<? super K, ? extends U> searchFunction) {
        if (searchFunction == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            U u = searchFunction.apply(p.key);
            if (u != null) {
                return u;
            }
        }
        return null;
    }

    public K reduceKeys(long parallelismThreshold, BiFunction<? super K, ? super K, ? extends K> reducer) {
        if (reducer == null) {
            throw new NullPointerException();
        }
        K r = null;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            K u = p.key;
            r = (r == null) ? u : (u == null) ? r : reducer.apply(r, u);
        }
        return r;
    }

    public <U> U reduceKeys(long parallelismThreshold, Function<? super K, ? extends U> transformer,
            BiFunction<? super U, ? super U, ? extends U> reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        U r = null;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            U u = transformer.apply(p.key);
            if (u != null) {
                r = (r == null) ? u : reducer.apply(r, u);
            }
        }
        return r;
    }

    public double reduceKeysToDouble(long parallelismThreshold, ToDoubleFunction<? super K> transformer,
            double basis, DoubleBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        double r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            r = reducer.applyAsDouble(r, transformer.applyAsDouble(p.key));
        }
        return r;
    }

    public long reduceKeysToLong(long parallelismThreshold, ToLongFunction<? super K> transformer,
            long basis, LongBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        long r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            r = reducer.applyAsLong(r, transformer.applyAsLong(p.key));
        }
        return r;
    }

    public int reduceKeysToInt(long parallelismThreshold, ToIntFunction<? super K> transformer,
            int basis, IntBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        int r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            r = reducer.applyAsInt(r, transformer.applyAsInt(p.key));
        }
        return r;
    }

    public void forEachValue(long parallelismThreshold, Consumer<? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            action.accept(p.val);
        }
    }

    public <U> void forEachValue(long parallelismThreshold, Function<? super V, ? extends U> transformer,
            Consumer<? super U> action) {
        if (transformer == null || action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            U u = transformer.apply(p.val);
            if (u != null) {
                action.accept(u);
            }
        }
    }

    public <U> U searchValues(long parallelismThreshold, Function<? super V, ? extends U> searchFunction) {
        if (searchFunction == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            U u = searchFunction.apply(p.val);
            if (u != null) {
                return u;
            }
        }
        return null;
    }

    public V reduceValues(long parallelismThreshold, BiFunction<? super V, ? super V, ? extends V> reducer) {
        if (reducer == null) {
            throw new NullPointerException();
        }
        V r = null;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            V u = p.val;
            r = (r == null) ? u : (u == null) ? r : reducer.apply(r, u);
        }
        return r;
    }

    public <U> U reduceValues(long parallelismThreshold, Function<? super V, ? extends U> transformer,
            BiFunction<? super U, ? super U, ? extends U> reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        U r = null;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            U u = transformer.apply(p.val);
            if (u != null) {
                r = (r == null) ? u : reducer.apply(r, u);
            }
        }
        return r;
    }

    public double reduceValuesToDouble(long parallelismThreshold, ToDoubleFunction<? super V> transformer,
            double basis, DoubleBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        double r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            r = reducer.applyAsDouble(r, transformer.applyAsDouble(p.val));
        }
        return r;
    }

    public long reduceValuesToLong(long parallelismThreshold, ToLongFunction<? super V> transformer,
            long basis, LongBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        long r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            r = reducer.applyAsLong(r, transformer.applyAsLong(p.val));
        }
        return r;
    }

    public int reduceValuesToInt(long parallelismThreshold, ToIntFunction<? super V> transformer,
            int basis, IntBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        int r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            r = reducer.applyAsInt(r, transformer.applyAsInt(p.val));
        }
        return r;
    }

    public void forEachEntry(long parallelismThreshold, Consumer<? super Map.Entry<K, V>> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            action.accept(p);
        }
    }

    public <U> void forEachEntry(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> transformer,
            Consumer<? super U> action) {
        if (transformer == null || action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            U u = transformer.apply(p);
            if (u != null) {
                action.accept(u);
            }
        }
    }

    public <U> U searchEntries(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> searchFunction) {
        if (searchFunction == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            U u = searchFunction.apply(p);
            if (u != null) {
                return u;
            }
        }
        return null;
    }

    public Map.Entry<K, V> reduceEntries(long parallelismThreshold,
            BiFunction<Map.Entry<K, V>, Map.Entry<K, V>, ? extends Map.Entry<K, V>> reducer) {
        if (reducer == null) {
            throw new NullPointerException();
        }
        Map.Entry<K, V> r = null;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            r = (r == null) ? p : reducer.apply(r, p);
        }
        return r;
    }

    public <U> U reduceEntries(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> transformer,
            BiFunction<? super U, ? super U, ? extends U> reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        U r = null;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            U u = transformer.apply(p);
            if (u != null) {
                r = (r == null) ? u : reducer.apply(r, u);
            }
        }
        return r;
    }

    public double reduceEntriesToDouble(long parallelismThreshold, ToDoubleFunction<Map.Entry<K, V>> transformer,
            double basis, DoubleBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        double r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            r = reducer.applyAsDouble(r, transformer.applyAsDouble(p));
        }
        return r;
    }

    public long reduceEntriesToLong(long parallelismThreshold, ToLongFunction<Map.Entry<K, V>> transformer,
            long basis, LongBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        long r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            r = reducer.applyAsLong(r, transformer.applyAsLong(p));
        }
        return r;
    }

    public int reduceEntriesToInt(long parallelismThreshold, ToIntFunction<Map.Entry<K, V>> transformer,
            int basis, IntBinaryOperator reducer) {
        if (transformer == null || reducer == null) {
            throw new NullPointerException();
        }
        int r = basis;
        Traverser<K, V> it = new Traverser<K, V>(table);
        for (Node<K, V> p; (p = it.advance()) != null; ) {
            r = reducer.applyAsInt(r, transformer.applyAsInt(p));
        }
        return r;
    }

    // ---- view classes ----

    abstract static class CollectionView<K, V, E> implements Collection<E>, java.io.Serializable {
        private static final long serialVersionUID = 7249069246763182397L;
        final ConcurrentHashMap<K, V> map;

        CollectionView(ConcurrentHashMap<K, V> map) {
            this.map = map;
        }

        public ConcurrentHashMap<K, V> getMap() {
            return map;
        }

        public final void clear() {
            map.clear();
        }

        public final int size() {
            return map.size();
        }

        public final boolean isEmpty() {
            return map.isEmpty();
        }

        public abstract Iterator<E> iterator();

        public abstract boolean contains(Object o);

        public abstract boolean remove(Object o);

        public final Object[] toArray() {
            long sz = map.mappingCount();
            if (sz > MAX_ARRAY_SIZE) {
                throw new OutOfMemoryError("Required array size too large");
            }
            int n = (int) sz;
            Object[] r = new Object[n];
            int i = 0;
            for (E e : this) {
                if (i == n) {
                    n += (n >>> 1) + 1;
                    r = Arrays.copyOf(r, n);
                }
                r[i++] = e;
            }
            return (i == n) ? r : Arrays.copyOf(r, i);
        }

        @SuppressWarnings("unchecked")
        public final <T> T[] toArray(T[] a) {
            long sz = map.mappingCount();
            if (sz > MAX_ARRAY_SIZE) {
                throw new OutOfMemoryError("Required array size too large");
            }
            int m = (int) sz;
            T[] r = (a.length >= m) ? a : (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), m);
            int n = r.length;
            int i = 0;
            for (E e : this) {
                if (i == n) {
                    n += (n >>> 1) + 1;
                    r = Arrays.copyOf(r, n);
                }
                r[i++] = (T) e;
            }
            if (a == r && i < n) {
                r[i] = null;
                return r;
            }
            return (i == n) ? r : Arrays.copyOf(r, i);
        }

        public final String toString() {
            StringBuilder sb = new StringBuilder();
            sb.append('[');
            Iterator<E> it = iterator();
            if (it.hasNext()) {
                for (;;) {
                    Object e = it.next();
                    sb.append(e == this ? "(this Collection)" : e);
                    if (!it.hasNext()) {
                        break;
                    }
                    sb.append(',').append(' ');
                }
            }
            return sb.append(']').toString();
        }

        public final boolean containsAll(Collection<?> c) {
            if (c != this) {
                for (Object e : c) {
                    if (e == null || !contains(e)) {
                        return false;
                    }
                }
            }
            return true;
        }

        public boolean removeAll(Collection<?> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            boolean modified = false;
            Node<K, V>[] t = map.table;
            if (t == null) {
                return false;
            } else if (c instanceof Set<?> && c.size() > t.length) {
                for (Iterator<?> it = iterator(); it.hasNext(); ) {
                    if (c.contains(it.next())) {
                        it.remove();
                        modified = true;
                    }
                }
            } else {
                for (Object e : c) {
                    modified |= remove(e);
                }
            }
            return modified;
        }

        public final boolean retainAll(Collection<?> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            boolean modified = false;
            for (Iterator<E> it = iterator(); it.hasNext(); ) {
                if (!c.contains(it.next())) {
                    it.remove();
                    modified = true;
                }
            }
            return modified;
        }
    }

    public static class KeySetView<K, V> extends CollectionView<K, V, K> implements Set<K>, java.io.Serializable {
        private static final long serialVersionUID = 7249069246763182397L;
        private final V value;

        KeySetView(ConcurrentHashMap<K, V> map, V value) {
            super(map);
            this.value = value;
        }

        public V getMappedValue() {
            return value;
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        public Iterator<K> iterator() {
            return new KeyIterator<K, V>(map.table, map);
        }

        public boolean add(K e) {
            V v = value;
            if (v == null) {
                throw new UnsupportedOperationException();
            }
            return map.putVal(e, v, true) == null;
        }

        public boolean addAll(Collection<? extends K> c) {
            boolean added = false;
            V v = value;
            if (v == null) {
                throw new UnsupportedOperationException();
            }
            for (K e : c) {
                if (map.putVal(e, v, true) == null) {
                    added = true;
                }
            }
            return added;
        }

        public int hashCode() {
            int h = 0;
            for (K e : this) {
                h += e.hashCode();
            }
            return h;
        }

        public boolean equals(Object o) {
            Set<?> c;
            return ((o instanceof Set) && ((c = (Set<?>) o) == this || (containsAll(c) && c.containsAll(this))));
        }

        public void forEach(Consumer<? super K> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            Traverser<K, V> it = new Traverser<K, V>(map.table);
            for (Node<K, V> p; (p = it.advance()) != null; ) {
                action.accept(p.key);
            }
        }
    }

    static final class ValuesView<K, V> extends CollectionView<K, V, V> implements Collection<V>, java.io.Serializable {
        private static final long serialVersionUID = 2249069246763182397L;

        ValuesView(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public final boolean contains(Object o) {
            return map.containsValue(o);
        }

        public final boolean remove(Object o) {
            if (o != null) {
                for (Iterator<V> it = iterator(); it.hasNext(); ) {
                    if (o.equals(it.next())) {
                        it.remove();
                        return true;
                    }
                }
            }
            return false;
        }

        public final Iterator<V> iterator() {
            return new ValueIterator<K, V>(map.table, map);
        }

        public final boolean add(V e) {
            throw new UnsupportedOperationException();
        }

        public final boolean addAll(Collection<? extends V> c) {
            throw new UnsupportedOperationException();
        }

        public boolean removeAll(Collection<?> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            boolean modified = false;
            for (Iterator<V> it = iterator(); it.hasNext(); ) {
                if (c.contains(it.next())) {
                    it.remove();
                    modified = true;
                }
            }
            return modified;
        }

        public boolean removeIf(Predicate<? super V> filter) {
            return map.removeValueIf(filter);
        }

        public void forEach(Consumer<? super V> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            Traverser<K, V> it = new Traverser<K, V>(map.table);
            for (Node<K, V> p; (p = it.advance()) != null; ) {
                action.accept(p.val);
            }
        }
    }

    static final class EntrySetView<K, V> extends CollectionView<K, V, Map.Entry<K, V>>
            implements Set<Map.Entry<K, V>>, java.io.Serializable {
        private static final long serialVersionUID = 2249069246763182397L;

        EntrySetView(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public boolean contains(Object o) {
            Object k;
            Object v;
            Object r;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                    && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (r = map.get(k)) != null
                    && (v = e.getValue()) != null
                    && (v == r || v.equals(r)));
        }

        public boolean remove(Object o) {
            Object k;
            Object v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                    && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null
                    && map.remove(k, v));
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new EntryIterator<K, V>(map.table, map);
        }

        public boolean add(Map.Entry<K, V> e) {
            return map.putVal(e.getKey(), e.getValue(), false) == null;
        }

        public boolean addAll(Collection<? extends Map.Entry<K, V>> c) {
            boolean added = false;
            for (Map.Entry<K, V> e : c) {
                if (add(e)) {
                    added = true;
                }
            }
            return added;
        }

        public boolean removeIf(Predicate<? super Map.Entry<K, V>> filter) {
            return map.removeEntryIf(filter);
        }

        public final int hashCode() {
            int h = 0;
            Traverser<K, V> it = new Traverser<K, V>(map.table);
            for (Node<K, V> p; (p = it.advance()) != null; ) {
                h += p.hashCode();
            }
            return h;
        }

        public final boolean equals(Object o) {
            Set<?> c;
            return ((o instanceof Set) && ((c = (Set<?>) o) == this || (containsAll(c) && c.containsAll(this))));
        }

        public void forEach(Consumer<? super Map.Entry<K, V>> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            Traverser<K, V> it = new Traverser<K, V>(map.table);
            for (Node<K, V> p; (p = it.advance()) != null; ) {
                action.accept(new MapEntry<K, V>(p.key, p.val, map));
            }
        }
    }

    /** The JDK's serial form of this class is not written by Terrarium's library: fail rather than lose the contents. */
    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        throw new java.io.NotSerializableException("java.util.concurrent.ConcurrentHashMap (Terrarium: its serial form is not provided)");
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException {
        throw new java.io.InvalidObjectException("java.util.concurrent.ConcurrentHashMap (Terrarium: its serial form is not provided)");
    }
}
