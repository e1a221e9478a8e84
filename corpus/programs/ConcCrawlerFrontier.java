import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

public class ConcCrawlerFrontier {
    // a fake web: page -> outgoing links
    static final Map<String, List<String>> WEB = new TreeMap<>();

    static {
        WEB.put("/", List.of("/about", "/blog", "/shop"));
        WEB.put("/about", List.of("/", "/team", "/jobs"));
        WEB.put("/blog", List.of("/blog/1", "/blog/2", "/blog/3", "/"));
        WEB.put("/blog/1", List.of("/blog/2", "/shop/item/7"));
        WEB.put("/blog/2", List.of("/blog/3", "/missing"));
        WEB.put("/blog/3", List.of("/blog/1", "/about"));
        WEB.put("/shop", List.of("/shop/item/1", "/shop/item/7", "/shop/cart"));
        WEB.put("/shop/item/1", List.of("/shop", "/shop/cart"));
        WEB.put("/shop/item/7", List.of("/shop", "/shop/item/1", "/broken"));
        WEB.put("/shop/cart", List.of("/shop", "/login"));
        WEB.put("/team", List.of("/about", "/jobs"));
        WEB.put("/jobs", List.of("/jobs/engineer", "/about"));
        WEB.put("/jobs/engineer", List.of("/jobs"));
        WEB.put("/login", List.of("/"));
    }

    static class Crawler {
        private final ExecutorService pool = Executors.newFixedThreadPool(3);
        private final Set<String> seen = ConcurrentHashMap.newKeySet();
        private final Set<String> fetched = ConcurrentHashMap.newKeySet();
        private final Set<String> notFound = ConcurrentHashMap.newKeySet();
        private final AtomicInteger pending = new AtomicInteger();
        private final LongAdder linksFollowed = new LongAdder();
        private final CountDownLatch finished = new CountDownLatch(1);

        void submit(String url) {
            if (!seen.add(url)) return;
            pending.incrementAndGet();
            pool.execute(() -> {
                try {
                    crawl(url);
                } finally {
                    if (pending.decrementAndGet() == 0) finished.countDown();
                }
            });
        }

        private void crawl(String url) {
            List<String> links = WEB.get(url);
            if (links == null) {
                notFound.add(url);
                return;
            }
            fetched.add(url);
            for (String link : links) {
                linksFollowed.increment();
                submit(link);
            }
        }

        void run(String root) throws InterruptedException {
            submit(root);
            finished.await();
            pool.shutdown();
            System.out.println("terminated in time: " + pool.awaitTermination(5, TimeUnit.SECONDS));
        }
    }

    public static void main(String[] args) throws Exception {
        Crawler c = new Crawler();
        c.run("/");
        System.out.println("fetched " + c.fetched.size() + " pages:");
        for (String p : new TreeSet<>(c.fetched)) System.out.println("  " + p);
        System.out.println("not found: " + new TreeSet<>(c.notFound));
        System.out.println("links followed " + c.linksFollowed.sum() + ", unique urls " + c.seen.size());
        System.out.println("pool shut down: " + c.pool.isShutdown() + ", terminated: " + c.pool.isTerminated());
    }
}
