import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class ConcReadWriteCache {
    static class ProductCache {
        private final Map<String, Integer> prices = new HashMap<>();
        private final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        private final AtomicInteger loads = new AtomicInteger();
        private final AtomicInteger hits = new AtomicInteger();

        int price(String sku) {
            rw.readLock().lock();
            try {
                Integer p = prices.get(sku);
                if (p != null) {
                    hits.incrementAndGet();
                    return p;
                }
            } finally {
                rw.readLock().unlock();
            }
            rw.writeLock().lock();
            try {
                Integer p = prices.get(sku);
                if (p == null) {
                    p = loadFromDatabase(sku);
                    prices.put(sku, p);
                } else {
                    hits.incrementAndGet(); // another thread loaded it first
                }
                // downgrade: take the read lock before releasing the write lock
                rw.readLock().lock();
                return p;
            } finally {
                rw.writeLock().unlock();
                rw.readLock().unlock();
            }
        }

        private int loadFromDatabase(String sku) {
            loads.incrementAndGet();
            int h = 0;
            for (char c : sku.toCharArray()) h = h * 31 + c;
            return 100 + Math.floorMod(h, 900);
        }

        void bulkUpdate(Map<String, Integer> changes) {
            rw.writeLock().lock();
            try {
                prices.putAll(changes);
            } finally {
                rw.writeLock().unlock();
            }
        }

        Map<String, Integer> snapshot() {
            rw.readLock().lock();
            try {
                return new TreeMap<>(prices);
            } finally {
                rw.readLock().unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        ProductCache cache = new ProductCache();
        String[] skus = {"apple", "bread", "cheese", "dates", "eggs", "flour"};
        List<Thread> readers = new ArrayList<>();
        long[] sums = new long[6];
        for (int r = 0; r < 6; r++) {
            final int me = r;
            readers.add(new Thread(() -> {
                for (int i = 0; i < 300; i++) sums[me] += cache.price(skus[(i + me) % skus.length]);
            }));
        }
        for (Thread t : readers) t.start();
        for (Thread t : readers) t.join();
        System.out.println("loads " + cache.loads.get() + ", hits " + cache.hits.get());
        long total = 0;
        for (long s : sums) total += s;
        System.out.println("reader sums total " + total);
        System.out.println("snapshot " + cache.snapshot());

        cache.bulkUpdate(Map.of("apple", 1, "bread", 2));
        System.out.println("after bulk update: apple=" + cache.price("apple") + " bread=" + cache.price("bread"));

        ReentrantReadWriteLock rw = cache.rw;
        System.out.println("idle: readLocks=" + rw.getReadLockCount() + " writeLocked=" + rw.isWriteLocked());
        rw.readLock().lock();
        rw.readLock().lock();
        System.out.println("main holds read x" + rw.getReadHoldCount() + ", total read locks " + rw.getReadLockCount());
        boolean[] writerGot = new boolean[2];
        Thread writer = new Thread(() -> writerGot[0] = rw.writeLock().tryLock());
        writer.start();
        writer.join();
        boolean[] readerGot = new boolean[1];
        Thread reader = new Thread(() -> {
            readerGot[0] = rw.readLock().tryLock();
            if (readerGot[0]) rw.readLock().unlock();
        });
        reader.start();
        reader.join();
        System.out.println("while read-locked: writer tryLock=" + writerGot[0] + ", reader tryLock=" + readerGot[0]);
        System.out.println("upgrade attempt (write tryLock while holding read): " + rw.writeLock().tryLock());
        rw.readLock().unlock();
        rw.readLock().unlock();

        rw.writeLock().lock();
        rw.writeLock().lock();
        System.out.println("write hold count " + rw.getWriteHoldCount() + ", by me " + rw.isWriteLockedByCurrentThread());
        Thread reader2 = new Thread(() -> writerGot[1] = rw.readLock().tryLock());
        reader2.start();
        reader2.join();
        System.out.println("reader during write lock: " + writerGot[1]);
        System.out.println("writer may also read: " + rw.readLock().tryLock());
        rw.readLock().unlock();
        rw.writeLock().unlock();
        rw.writeLock().unlock();
        System.out.println("final: readLocks=" + rw.getReadLockCount() + " writeLocked=" + rw.isWriteLocked());
        try {
            rw.readLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("read unlock without lock: " + e.getClass().getSimpleName());
        }
    }
}
