import static org.junit.Assert.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Function;

import org.junit.Test;

/** A read-mostly cache guarded by a read-write lock (all stable). */
public class ReadWriteCacheTest {

    static final class Cache<K, V> {
        private final Map<K, V> map = new HashMap<>();
        private final ReadWriteLock lock = new ReentrantReadWriteLock();
        private final Function<K, V> loader;
        final AtomicInteger loads = new AtomicInteger();

        Cache(Function<K, V> loader) {
            this.loader = loader;
        }

        V get(K key) {
            lock.readLock().lock();
            try {
                V v = map.get(key);
                if (v != null) {
                    return v;
                }
            } finally {
                lock.readLock().unlock();
            }
            lock.writeLock().lock();
            try {
                V v = map.get(key);
                if (v == null) {
                    v = loader.apply(key);
                    loads.incrementAndGet();
                    map.put(key, v);
                }
                return v;
            } finally {
                lock.writeLock().unlock();
            }
        }

        int size() {
            lock.readLock().lock();
            try {
                return map.size();
            } finally {
                lock.readLock().unlock();
            }
        }
    }

    @Test
    public void loadsEachKeyOnceUnderConcurrentReads() throws InterruptedException {
        Cache<Integer, String> cache = new Cache<>(k -> "value-" + k);
        Thread[] readers = new Thread[4];
        for (int t = 0; t < readers.length; t++) {
            readers[t] = new Thread(() -> {
                for (int i = 0; i < 300; i++) {
                    cache.get(i % 20);
                }
            });
            readers[t].start();
        }
        for (Thread t : readers) {
            t.join();
        }
        assertEquals(20, cache.size());
        assertEquals(20, cache.loads.get());
    }

    @Test
    public void returnsLoadedValue() {
        Cache<String, Integer> cache = new Cache<>(String::length);
        assertEquals(Integer.valueOf(5), cache.get("hello"));
        assertEquals(Integer.valueOf(5), cache.get("hello"));
        assertEquals(1, cache.loads.get());
    }
}
