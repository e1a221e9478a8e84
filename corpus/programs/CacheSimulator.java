import java.util.*;

public class CacheSimulator {
    interface Cache<K, V> {
        V get(K k);
        V put(K k, V v);
        int hits();
        int misses();
        String name();
        default double hitRate() { int t = hits() + misses(); return t == 0 ? 0 : (double) hits() / t; }
    }

    static final class LruCache<K, V> extends LinkedHashMap<K, V> implements Cache<K, V> {
        private final int cap; int hits, misses; final List<K> evicted = new ArrayList<>();
        LruCache(int cap) { super(16, 0.75f, true); this.cap = cap; }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> e) {
            if (size() > cap) { evicted.add(e.getKey()); return true; }
            return false;
        }
        @Override public V get(Object k) { V v = super.get(k); if (v == null) misses++; else hits++; return v; }
        public int hits() { return hits; }
        public int misses() { return misses; }
        public String name() { return "LRU"; }
    }

    static final class FifoCache<K, V> implements Cache<K, V> {
        private final Map<K, V> map = new HashMap<>(); private final ArrayDeque<K> order = new ArrayDeque<>(); private final int cap; int hits, misses;
        FifoCache(int cap) { this.cap = cap; }
        public V get(K k) { V v = map.get(k); if (v == null) misses++; else hits++; return v; }
        public V put(K k, V v) {
            if (!map.containsKey(k)) { order.addLast(k); if (order.size() > cap) map.remove(order.pollFirst()); }
            return map.put(k, v);
        }
        public int hits() { return hits; }
        public int misses() { return misses; }
        public String name() { return "FIFO"; }
    }

    static final class LfuCache<K extends Comparable<K>, V> implements Cache<K, V> {
        private final Map<K, V> vals = new HashMap<>(); private final Map<K, Integer> freq = new HashMap<>();
        private final TreeMap<Integer, LinkedHashSet<K>> buckets = new TreeMap<>(); private final int cap; int hits, misses;
        LfuCache(int cap) { this.cap = cap; }
        private void touch(K k) {
            int f = freq.merge(k, 1, Integer::sum);
            if (f > 1) { LinkedHashSet<K> b = buckets.get(f - 1); b.remove(k); if (b.isEmpty()) buckets.remove(f - 1); }
            buckets.computeIfAbsent(f, x -> new LinkedHashSet<>()).add(k);
        }
        public V get(K k) { V v = vals.get(k); if (v == null) { misses++; return null; } hits++; touch(k); return v; }
        public V put(K k, V v) {
            if (!vals.containsKey(k) && vals.size() >= cap) {
                Map.Entry<Integer, LinkedHashSet<K>> low = buckets.firstEntry();
                K victim = low.getValue().iterator().next();
                low.getValue().remove(victim);
                if (low.getValue().isEmpty()) buckets.remove(low.getKey());
                vals.remove(victim); freq.remove(victim);
            }
            V old = vals.put(k, v); touch(k);
            return old;
        }
        public int hits() { return hits; }
        public int misses() { return misses; }
        public String name() { return "LFU"; }
    }

    public static void main(String[] args) {
        LruCache<String, Integer> lru = new LruCache<>(3);
        for (String k : "a b c".split(" ")) lru.put(k, k.charAt(0) - 'a');
        System.out.println("lru " + lru + " get(a)=" + lru.get("a") + " -> " + lru);
        lru.put("d", 3);
        System.out.println("after d " + lru + " evicted " + lru.evicted);
        lru.get("c"); lru.put("e", 4); lru.getOrDefault("zz", -1);
        System.out.println("after e " + lru + " keys " + lru.keySet() + " values " + lru.values() + " evicted " + lru.evicted);
        lru.putIfAbsent("c", 99); lru.put("a", 100);
        System.out.println("putIfAbsent/put " + lru + " evicted " + lru.evicted);

        Random rnd = new Random(99);
        int[] trace = new int[400];
        for (int i = 0; i < trace.length; i++) {
            double r = rnd.nextDouble();
            trace[i] = r < 0.6 ? rnd.nextInt(5) : r < 0.9 ? 5 + rnd.nextInt(10) : 15 + rnd.nextInt(50);
        }
        LfuCache<Integer, String> lfu = new LfuCache<>(3);
        LruCache<Integer, String> lru3 = new LruCache<>(3);
        for (int i = 0; i < 10; i++) {
            int k = trace[i];
            boolean h1 = lfu.get(k) != null, h2 = lru3.get(k) != null;
            if (!h1) lfu.put(k, "v"); if (!h2) lru3.put(k, "v");
            System.out.printf("access %2d  lfu %-4s buckets=%-28s lru %-4s %s%n", k, h1 ? "hit" : "miss", lfu.buckets, h2 ? "hit" : "miss", lru3.keySet());
        }
        for (int cap : new int[]{2, 4, 8, 16}) {
            List<Cache<Integer, String>> caches = List.of(new LruCache<>(cap), new FifoCache<>(cap), new LfuCache<>(cap));
            StringBuilder sb = new StringBuilder(String.format("cap %2d:", cap));
            for (Cache<Integer, String> c : caches) {
                for (int k : trace) if (c.get(k) == null) c.put(k, "v" + k);
                sb.append(String.format("  %-4s hits=%3d misses=%3d rate=%.3f", c.name(), c.hits(), c.misses(), c.hitRate()));
            }
            System.out.println(sb);
        }
        // memoised expensive function with LinkedHashMap LRU
        LruCache<Integer, Long> memo = new LruCache<>(5);
        long calls = 0;
        for (int n : new int[]{10, 20, 10, 30, 40, 50, 60, 10, 20, 70, 10}) {
            Long v = memo.get(n);
            if (v == null) { calls++; v = collatzSteps(n); memo.put(n, v); }
            System.out.println("collatz(" + n + ")=" + v + " cache " + memo.keySet());
        }
        System.out.println("computations " + calls + " hits " + memo.hits + " misses " + memo.misses + " evicted " + memo.evicted);
        // insertion-ordered LinkedHashMap behaviours
        LinkedHashMap<String, Integer> ins = new LinkedHashMap<>();
        for (String s : "zeta alpha mu beta alpha".split(" ")) ins.merge(s, 1, Integer::sum);
        ins.remove("mu"); ins.put("mu", 7); ins.replace("zeta", 0); ins.compute("beta", (k, v) -> v == null ? 1 : v * 10);
        System.out.println("insertion order " + ins + " entrySet " + ins.entrySet());
        Iterator<Map.Entry<String, Integer>> it = ins.entrySet().iterator();
        it.next(); it.remove();
        ins.entrySet().iterator().next().setValue(-1);
        System.out.println("after iterator edits " + ins + " containsValue(7) " + ins.containsValue(7));
    }

    static long collatzSteps(long n) { long s = 0; while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; } return s; }
}
