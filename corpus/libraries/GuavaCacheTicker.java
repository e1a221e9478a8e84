// jars: guava
import com.google.common.base.Stopwatch;
import com.google.common.base.Ticker;
import com.google.common.cache.CacheBuilder;
import com.google.common.cache.CacheLoader;
import com.google.common.cache.CacheStats;
import com.google.common.cache.LoadingCache;
import com.google.common.cache.Cache;
import com.google.common.cache.RemovalListener;
import com.google.common.cache.RemovalNotification;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.util.concurrent.UncheckedExecutionException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

/** A user-profile cache in front of a slow "database", with a fake clock so expiry is deterministic. */
public class GuavaCacheTicker {
    static final class FakeTicker extends Ticker {
        long nanos;
        @Override public long read() { return nanos; }
        void advance(long amount, TimeUnit unit) { nanos += unit.toNanos(amount); }
    }

    static final TreeMap<Integer, String> DB = new TreeMap<>();
    static int dbReads;

    public static void main(String[] args) throws Exception {
        for (int i = 1; i <= 8; i++) DB.put(i, "user" + i);
        FakeTicker ticker = new FakeTicker();
        List<String> removals = new ArrayList<>();
        RemovalListener<Integer, String> listener = (RemovalNotification<Integer, String> n) ->
                removals.add(n.getKey() + "=" + n.getValue() + ":" + n.getCause() + (n.wasEvicted() ? "*" : ""));
        LoadingCache<Integer, String> cache = CacheBuilder.newBuilder()
                .maximumSize(4)
                .expireAfterWrite(10, TimeUnit.MINUTES)
                .ticker(ticker)
                .recordStats()
                .removalListener(listener)
                .build(new CacheLoader<Integer, String>() {
                    @Override public String load(Integer id) throws Exception {
                        dbReads++;
                        String v = DB.get(id);
                        if (v == null) throw new Exception("no user " + id);
                        return v.toUpperCase();
                    }
                    @Override public java.util.Map<Integer, String> loadAll(Iterable<? extends Integer> ids) throws Exception {
                        ImmutableMap.Builder<Integer, String> b = ImmutableMap.builder();
                        for (Integer id : ids) { dbReads++; b.put(id, DB.get(id) + "(bulk)"); }
                        return b.build();
                    }
                });

        System.out.println(cache.get(1) + " " + cache.get(2) + " " + cache.get(1));
        ticker.advance(5, TimeUnit.MINUTES);
        System.out.println(cache.getUnchecked(3) + " size=" + cache.size());
        ticker.advance(6, TimeUnit.MINUTES); // 1 and 2 are now 11 minutes old
        System.out.println("present 1? " + cache.getIfPresent(1) + ", 3? " + cache.getIfPresent(3));
        System.out.println("reload 1 -> " + cache.get(1));
        try {
            cache.get(99);
        } catch (ExecutionException e) {
            System.out.println("ExecutionException cause: " + e.getCause().getMessage());
        }
        try {
            cache.getUnchecked(42);
        } catch (UncheckedExecutionException e) {
            System.out.println("Unchecked cause: " + e.getCause().getClass().getSimpleName() + " " + e.getCause().getMessage());
        }
        System.out.println("getAll " + new TreeMap<>(cache.getAll(ImmutableList.of(4, 5, 6, 1))));
        cache.put(7, "manual");
        cache.invalidate(1);
        cache.cleanUp();
        System.out.println("db reads " + dbReads + " size " + cache.size());
        System.out.println("keys " + new TreeMap<>(cache.asMap()));
        CacheStats s = cache.stats();
        System.out.println("hits=" + s.hitCount() + " misses=" + s.missCount() + " loads=" + s.loadCount()
                + " loadExceptions=" + s.loadExceptionCount() + " evictions=" + s.evictionCount());
        System.out.printf("hitRate=%.3f missRate=%.3f requests=%d%n", s.hitRate(), s.missRate(), s.requestCount());
        CacheStats later = cache.stats();
        System.out.println("minus " + later.minus(s).requestCount() + " plus " + later.plus(s).hitCount());
        cache.invalidateAll();
        System.out.println("removals " + removals);

        // expireAfterAccess with refresh
        FakeTicker t2 = new FakeTicker();
        int[] version = {0};
        LoadingCache<String, String> config = CacheBuilder.newBuilder()
                .expireAfterAccess(30, TimeUnit.SECONDS)
                .refreshAfterWrite(20, TimeUnit.SECONDS)
                .ticker(t2)
                .build(CacheLoader.from(k -> k + "#v" + (++version[0])));
        System.out.println(config.get("timeout"));
        t2.advance(25, TimeUnit.SECONDS);
        System.out.println("after 25s " + config.get("timeout"));
        t2.advance(25, TimeUnit.SECONDS);
        System.out.println("after 50s " + config.get("timeout"));
        t2.advance(31, TimeUnit.SECONDS);
        System.out.println("after idle " + config.getIfPresent("timeout") + " then " + config.get("timeout"));

        Cache<String, Integer> plain = CacheBuilder.newBuilder().maximumWeight(10).weigher((String k, Integer v) -> v).build();
        plain.put("a", 4); plain.put("b", 4); plain.put("c", 4);
        System.out.println("weighted " + new TreeMap<>(plain.asMap()) + " computed " + plain.get("d", () -> 1));

        Stopwatch sw = Stopwatch.createUnstarted(t2);
        sw.start();
        t2.advance(1500, TimeUnit.MILLISECONDS);
        System.out.println("stopwatch " + sw + " running=" + sw.isRunning());
        sw.stop();
        t2.advance(1, TimeUnit.HOURS);
        System.out.println("stopped " + sw.elapsed(TimeUnit.MILLISECONDS) + "ms " + sw.elapsed());
        sw.reset().start();
        t2.advance(90, TimeUnit.MINUTES);
        System.out.println("long " + sw + " " + sw.elapsed(TimeUnit.MINUTES) + "min");
        t2.advance(3, TimeUnit.MICROSECONDS);
        Stopwatch tiny = Stopwatch.createStarted(t2);
        t2.advance(1234, TimeUnit.NANOSECONDS);
        System.out.println("tiny " + tiny);
    }
}
