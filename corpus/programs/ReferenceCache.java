import java.lang.ref.*;
import java.util.*;
import java.util.concurrent.ThreadFactory;

/**
 * A cache on SoftReference/WeakReference with a ReferenceQueue. The program
 * clears references itself (enqueue/clear) and keeps every referent strongly
 * reachable, so nothing here depends on when a collector runs.
 */
public class ReferenceCache {
    /** Everything handed to a reference stays reachable from here: no collector can clear it. */
    static final List<Object> KEEP = new ArrayList<>();

    static final class Blob {
        final String name;
        final int size;

        Blob(String name, int size) {
            this.name = name;
            this.size = size;
            KEEP.add(this);
        }

        @Override
        public String toString() {
            return name + "(" + size + ")";
        }
    }

    static final class SoftCache<K, V> {
        private final class Entry extends SoftReference<V> {
            final K key;

            Entry(K key, V value, ReferenceQueue<? super V> queue) {
                super(value, queue);
                this.key = key;
            }
        }

        private final Map<K, Entry> map = new LinkedHashMap<>();
        private final ReferenceQueue<V> queue = new ReferenceQueue<>();
        int hits;
        int misses;
        int expunged;

        V get(K key, java.util.function.Function<K, V> loader) {
            expunge();
            Entry e = map.get(key);
            V v = e == null ? null : e.get();
            if (v != null) {
                hits++;
                return v;
            }
            misses++;
            v = loader.apply(key);
            map.put(key, new Entry(key, v, queue));
            return v;
        }

        /** What a collector would do under memory pressure, done by hand. */
        boolean drop(K key) {
            Entry e = map.get(key);
            return e != null && e.enqueue();
        }

        void expunge() {
            Reference<? extends V> r;
            while ((r = queue.poll()) != null) {
                @SuppressWarnings("unchecked")
                Entry e = (Entry) r;
                if (map.get(e.key) == e) {
                    map.remove(e.key);
                    expunged++;
                    System.out.println("  expunged " + e.key + " (cleared: " + e.refersTo(null) + ")");
                }
            }
        }

        @Override
        public String toString() {
            return "keys=" + map.keySet() + " hits=" + hits + " misses=" + misses + " expunged=" + expunged;
        }
    }

    /** Canonical instances through weak references; entries go when their reference is cleared. */
    static final class Interner {
        private final Map<String, WeakReference<String>> map = new TreeMap<>();

        String intern(String s) {
            WeakReference<String> ref = map.get(s);
            String existing = ref == null ? null : ref.get();
            if (existing != null) {
                return existing;
            }
            KEEP.add(s);
            map.put(s, new WeakReference<>(s));
            return s;
        }

        void forget(String s) {
            WeakReference<String> ref = map.get(s);
            if (ref != null) {
                ref.clear();
            }
        }

        int live() {
            int n = 0;
            for (WeakReference<String> ref : map.values()) {
                if (ref.get() != null) {
                    n++;
                }
            }
            return n;
        }
    }

    static Blob load(String key) {
        System.out.println("  loading " + key);
        return new Blob(key, key.length() * 100);
    }

    public static void main(String[] args) throws Exception {
        System.out.println("== soft cache ==");
        SoftCache<String, Blob> cache = new SoftCache<>();
        for (String k : new String[] {"logo.png", "style.css", "logo.png", "app.js", "style.css", "logo.png"}) {
            System.out.println("get " + k + " -> " + cache.get(k, ReferenceCache::load));
        }
        System.out.println(cache);
        System.out.println("drop style.css: " + cache.drop("style.css") + ", again: " + cache.drop("style.css")
            + ", missing: " + cache.drop("nope"));
        System.out.println("drop app.js: " + cache.drop("app.js"));
        System.out.println("get style.css -> " + cache.get("style.css", ReferenceCache::load));
        System.out.println(cache);

        System.out.println("== reference states ==");
        ReferenceQueue<Blob> q = new ReferenceQueue<>();
        Blob b = new Blob("b", 1);
        WeakReference<Blob> weak = new WeakReference<>(b, q);
        SoftReference<Blob> soft = new SoftReference<>(b, q);
        PhantomReference<Blob> phantom = new PhantomReference<>(b, q);
        WeakReference<Blob> unqueued = new WeakReference<>(b);
        System.out.println("get: " + weak.get() + " " + soft.get() + " " + phantom.get() + " " + unqueued.get());
        System.out.println("refersTo b: " + weak.refersTo(b) + " " + soft.refersTo(b) + " " + phantom.refersTo(b)
            + " null: " + weak.refersTo(null));
        System.out.println("enqueued: " + weak.isEnqueued() + " " + soft.isEnqueued() + " " + phantom.isEnqueued());
        System.out.println("poll empty: " + q.poll());
        System.out.println("unqueued.enqueue: " + unqueued.enqueue() + " get " + unqueued.get() + " isEnqueued " + unqueued.isEnqueued());
        soft.clear();
        System.out.println("soft after clear: " + soft.get() + " enqueued " + soft.isEnqueued() + " poll " + q.poll());
        System.out.println("enqueue weak, phantom, soft: " + weak.enqueue() + " " + phantom.enqueue() + " " + soft.enqueue());
        System.out.println("again: " + weak.enqueue() + "; states " + weak.isEnqueued() + " " + weak.get() + " "
            + phantom.refersTo(b) + " " + phantom.refersTo(null));
        Map<Reference<?>, String> names = new IdentityHashMap<>();
        names.put(weak, "weak");
        names.put(soft, "soft");
        names.put(phantom, "phantom");
        Reference<? extends Blob> r;
        StringBuilder order = new StringBuilder();
        while ((r = q.poll()) != null) {
            order.append(names.get(r)).append(r.isEnqueued() ? "(still enqueued) " : " ");
        }
        System.out.println("poll order (latest first): " + order.toString().trim());
        System.out.println("re-enqueue after poll: " + weak.enqueue());

        System.out.println("== remove with timeout and a producer ==");
        try {
            q.remove(-5);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println("remove(30) on empty queue: " + q.remove(30));
        ReferenceQueue<Blob> jobs = new ReferenceQueue<>();
        List<WeakReference<Blob>> pending = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            pending.add(new WeakReference<>(new Blob("job" + i, i), jobs));
        }
        Thread producer = new Thread(() -> {
            try {
                for (WeakReference<Blob> ref : pending) {
                    Thread.sleep(10);
                    ref.enqueue();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        producer.start();
        for (int i = 0; i < 3; i++) {
            Reference<? extends Blob> done = jobs.remove();
            System.out.println("removed job " + pending.indexOf(done) + " cleared " + done.refersTo(null));
        }
        producer.join();
        System.out.println("queue drained: " + jobs.poll());

        System.out.println("== interner ==");
        Interner interner = new Interner();
        String a1 = interner.intern(new String("alpha"));
        String a2 = interner.intern(new String("alpha"));
        String g1 = interner.intern(new String("gamma"));
        System.out.println("same alpha: " + (a1 == a2) + ", live " + interner.live());
        interner.forget("alpha");
        String a3 = interner.intern(new String("alpha"));
        System.out.println("after forget: same " + (a1 == a3) + ", equal " + a1.equals(a3) + ", live " + interner.live() + " " + g1);

        System.out.println("== cleaner ==");
        Cleaner cleaner = Cleaner.create();
        List<String> log = new ArrayList<>();
        Blob file = new Blob("file", 4096);
        Cleaner.Cleanable c1 = cleaner.register(file, () -> log.add("closed file"));
        Cleaner.Cleanable c2 = cleaner.register(file, () -> log.add("released lock"));
        c2.clean();
        c1.clean();
        c1.clean();
        c2.clean();
        System.out.println("log: " + log);
        try {
            cleaner.register(null, () -> { });
        } catch (NullPointerException e) {
            System.out.println(e);
        }
        try {
            cleaner.register(file, null);
        } catch (NullPointerException e) {
            System.out.println(e);
        }
        try {
            Cleaner.create(null);
        } catch (NullPointerException e) {
            System.out.println(e);
        }
        List<String> made = new ArrayList<>();
        ThreadFactory factory = task -> {
            Thread t = new Thread(task, "cache-cleaner");
            made.add(t.getName() + " daemon=" + t.isDaemon());
            KEEP.add(t);
            return t;
        };
        Cleaner custom = Cleaner.create(factory);
        Thread cleanerThread = (Thread) KEEP.get(KEEP.size() - 1);
        System.out.println("factory made " + made + ", started daemon " + cleanerThread.isDaemon());
        custom.register(file, () -> log.add("custom cleaner ran")).clean();
        System.out.println("log: " + log);
        Reference.reachabilityFence(file);
        Reference.reachabilityFence(KEEP);
    }
}
