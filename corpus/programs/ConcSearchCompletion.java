import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class ConcSearchCompletion {
    // a meta-search engine: query several backends, show results as each backend answers
    record Hits(String backend, List<String> titles) {
    }

    static Callable<Hits> backend(String name, long latencyMillis, String... titles) {
        return () -> {
            Thread.sleep(latencyMillis);
            if (titles.length == 0) throw new IllegalStateException(name + " returned HTTP 503");
            return new Hits(name, List.of(titles));
        };
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        System.out.println("prestarted threads " + ((java.util.concurrent.ThreadPoolExecutor) pool).prestartAllCoreThreads());
        CompletionService<Hits> cs = new ExecutorCompletionService<>(pool);
        long start = System.nanoTime();
        List<Future<Hits>> submitted = new ArrayList<>();
        submitted.add(cs.submit(backend("archive", 300, "Old manual", "Release notes 1998")));
        submitted.add(cs.submit(backend("web", 100, "Tutorial", "Blog post", "FAQ")));
        submitted.add(cs.submit(backend("images", 200)));
        submitted.add(cs.submit(backend("news", 20, "Launch announced")));

        int shown = 0;
        for (int i = 0; i < submitted.size(); i++) {
            Future<Hits> done = cs.take();
            long tenths = (System.nanoTime() - start) / 100_000_000;
            try {
                Hits h = done.get();
                shown += h.titles().size();
                System.out.println("[" + tenths + "] " + h.backend() + ": " + h.titles());
            } catch (java.util.concurrent.ExecutionException e) {
                System.out.println("[" + tenths + "] failed: " + e.getCause().getMessage());
            }
        }
        System.out.println("results shown " + shown);
        System.out.println("nothing left: poll() " + cs.poll() + ", timed poll " + cs.poll(10, TimeUnit.MILLISECONDS));

        // first good answer wins; the rest are cancelled (a cached pool: one new thread per racer)
        ExecutorService cached = Executors.newCachedThreadPool();
        CompletionService<Hits> race = new ExecutorCompletionService<>(cached);
        List<Future<Hits>> racers = List.of(
                race.submit(backend("mirror-slow", 400, "slow copy")),
                race.submit(backend("mirror-fast", 50, "fast copy")),
                race.submit(backend("mirror-mid", 200, "mid copy")));
        Hits winner = race.take().get();
        for (Future<Hits> f : racers) f.cancel(true);
        System.out.println("winner " + winner.backend() + " " + winner.titles());
        int cancelled = 0;
        for (Future<Hits> f : racers) if (f.isCancelled()) cancelled++;
        System.out.println("cancelled the other " + cancelled);
        System.out.println("cached pool size " + ((java.util.concurrent.ThreadPoolExecutor) cached).getPoolSize());
        pool.shutdown();
        cached.shutdown();
        System.out.println("pools terminated " + pool.awaitTermination(2, TimeUnit.SECONDS) + " " + cached.awaitTermination(2, TimeUnit.SECONDS));
    }
}
