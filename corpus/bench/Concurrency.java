import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.LongAdder;

/**
 * Threads at work: a producer/consumer pipeline over a bounded BlockingQueue,
 * a fixed pool summing ranges, and several threads counting words into a
 * ConcurrentHashMap. Prints only results that do not depend on the schedule.
 */
public class Concurrency {
    private static final int ITEMS = 200_000;
    private static final String POISON = "";

    public static void main(String[] args) throws Exception {
        // 1. Pipeline: two producers, two consumers, a queue of 64.
        BlockingQueue<String> queue = new ArrayBlockingQueue<>(64);
        LongAdder consumed = new LongAdder();
        LongAdder length = new LongAdder();
        List<Thread> threads = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            final int base = p * ITEMS / 2;
            threads.add(new Thread(() -> {
                try {
                    for (int i = 0; i < ITEMS / 2; i++) {
                        queue.put("item-" + (base + i));
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }));
        }
        List<Thread> consumers = new ArrayList<>();
        for (int c = 0; c < 2; c++) {
            consumers.add(new Thread(() -> {
                try {
                    for (String s = queue.take(); s != POISON; s = queue.take()) {
                        consumed.increment();
                        length.add(s.length());
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }));
        }
        threads.forEach(Thread::start);
        consumers.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
        for (int c = 0; c < consumers.size(); c++) {
            queue.put(POISON);
        }
        for (Thread t : consumers) {
            t.join();
        }
        System.out.println("pipeline: " + consumed.sum() + " items, " + length.sum() + " chars");

        // 2. A fixed pool sums ranges.
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Long>> parts = new ArrayList<>();
        for (int k = 0; k < 16; k++) {
            final long from = k * 250_000L;
            parts.add(pool.submit(() -> {
                long sum = 0;
                for (long i = from; i < from + 250_000L; i++) {
                    sum += i % 7 == 0 ? i : i / 3;
                }
                return sum;
            }));
        }
        long total = 0;
        for (Future<Long> f : parts) {
            total += f.get();
        }
        System.out.println("pool: " + total);

        // 3. Word counts from several threads into one map.
        String[] words = "the quick brown fox jumps over the lazy dog and the cat sat on the mat".split(" ");
        ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        List<Future<?>> jobs = new ArrayList<>();
        for (int w = 0; w < 4; w++) {
            final int seed = w;
            jobs.add(pool.submit(() -> {
                for (int i = 0; i < 50_000; i++) {
                    counts.merge(words[(i * 7 + seed) % words.length], 1, Integer::sum);
                }
            }));
        }
        for (Future<?> f : jobs) {
            f.get();
        }
        pool.shutdown();
        Map<String, Integer> sorted = new TreeMap<>(counts);
        System.out.println("words: " + sorted);
    }
}
