import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class ConcImageResizer {
    // a resize service with a custom ThreadFactory (named daemon workers), a bounded pool and
    // a caller-runs rejection policy
    static class NamedFactory implements ThreadFactory {
        private final String prefix;
        private final AtomicInteger created = new AtomicInteger();

        NamedFactory(String prefix) {
            this.prefix = prefix;
        }

        @Override
        public Thread newThread(Runnable r) {
            Thread t = new Thread(r, prefix + "-" + created.incrementAndGet());
            t.setDaemon(true);
            return t;
        }
    }

    record Image(String name, int width, int height) {
        Image scaledTo(int maxSide) {
            double f = (double) maxSide / Math.max(width, height);
            return new Image(name, (int) Math.round(width * f), (int) Math.round(height * f));
        }
    }

    public static void main(String[] args) throws Exception {
        NamedFactory factory = new NamedFactory("resizer");
        ExecutorService pool = Executors.newFixedThreadPool(3, factory);
        List<Image> images = new ArrayList<>();
        for (int i = 0; i < 12; i++) images.add(new Image("img" + i + ".jpg", 800 + i * 160, 600 + (i % 4) * 250));
        Set<String> workerNames = ConcurrentHashMap.newKeySet();
        List<Future<Image>> thumbs = new ArrayList<>();
        for (Image img : images) {
            thumbs.add(pool.submit(() -> {
                workerNames.add(Thread.currentThread().getName());
                return img.scaledTo(256);
            }));
        }
        for (int i = 0; i < thumbs.size(); i++) {
            Image t = thumbs.get(i).get();
            System.out.println(images.get(i).name() + " " + images.get(i).width() + "x" + images.get(i).height() + " -> " + t.width() + "x" + t.height());
        }
        System.out.println("threads created by factory: " + factory.created.get());
        System.out.println("worker names are from the factory: " + Set.of("resizer-1", "resizer-2", "resizer-3").containsAll(workerNames));
        pool.shutdown();
        pool.awaitTermination(2, TimeUnit.SECONDS);

        // a bounded ThreadPoolExecutor: 1 worker, queue of 2, caller runs the overflow
        CallerLog callerLog = new CallerLog();
        ThreadPoolExecutor bounded = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
                new java.util.concurrent.ArrayBlockingQueue<>(2), new NamedFactory("bounded"), new ThreadPoolExecutor.CallerRunsPolicy());
        java.util.concurrent.CountDownLatch hold = new java.util.concurrent.CountDownLatch(1);
        bounded.execute(() -> {
            try {
                hold.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        while (bounded.getActiveCount() < 1) Thread.sleep(1);
        bounded.execute(() -> callerLog.add("queued A"));
        bounded.execute(() -> callerLog.add("queued B"));
        bounded.execute(() -> callerLog.add("overflow C"));
        System.out.println("pool size " + bounded.getPoolSize() + ", queue " + bounded.getQueue().size() + ", core " + bounded.getCorePoolSize() + ", max " + bounded.getMaximumPoolSize());
        hold.countDown();
        bounded.shutdown();
        bounded.awaitTermination(2, TimeUnit.SECONDS);
        System.out.println("completed tasks " + bounded.getCompletedTaskCount() + ", largest pool size " + bounded.getLargestPoolSize());
        System.out.print(callerLog);

        ThreadPoolExecutor aborting = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, new java.util.concurrent.SynchronousQueue<>(), new NamedFactory("abort"));
        java.util.concurrent.CountDownLatch block = new java.util.concurrent.CountDownLatch(1);
        aborting.execute(() -> {
            try {
                block.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        try {
            aborting.execute(() -> { });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            System.out.println("default policy aborts: RejectedExecutionException");
        }
        block.countDown();
        aborting.shutdown();
        System.out.println("aborting pool terminated: " + aborting.awaitTermination(2, TimeUnit.SECONDS));
    }

    static class CallerLog {
        private final List<String> entries = new ArrayList<>();

        synchronized void add(String what) {
            entries.add(what + " ran on " + Thread.currentThread().getName());
        }

        @Override
        public synchronized String toString() {
            StringBuilder sb = new StringBuilder();
            for (String e : entries) sb.append(e).append('\n');
            return sb.toString();
        }
    }
}
