import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class ConcNightlyJobs {
    // a job scheduler: one-shot jobs at fixed delays, a fixed-rate heartbeat, a fixed-delay poller.
    // Times are printed in tenths of a second so that they are stable.
    static long start;
    static final List<String> log = new ArrayList<>();

    static long tenths() {
        return (System.nanoTime() - start) / 100_000_000;
    }

    static synchronized void record(String event) {
        log.add("t=" + tenths() + " " + event + " [" + Thread.currentThread().getName() + "]");
    }

    public static void main(String[] args) throws Exception {
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
        // warm up: start the worker thread and build the jobs before the clock starts
        System.out.println("scheduler warm-up ran on " + scheduler.submit(() -> Thread.currentThread().getName()).get());
        AtomicInteger beats = new AtomicInteger();
        CountDownLatch fourBeats = new CountDownLatch(4);
        Runnable rotate = () -> record("rotate logs");
        Runnable vacuum = () -> record("vacuum database");
        java.util.concurrent.Callable<String> buildReport = () -> {
            record("build report");
            return "report.pdf";
        };
        Runnable spam = () -> record("send spam");
        Runnable beat = () -> {
            record("heartbeat " + beats.incrementAndGet());
            fourBeats.countDown();
        };

        start = System.nanoTime();
        scheduler.schedule(rotate, 500, TimeUnit.MILLISECONDS);
        scheduler.schedule(vacuum, 100, TimeUnit.MILLISECONDS);
        ScheduledFuture<String> report = scheduler.schedule(buildReport, 300, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> never = scheduler.schedule(spam, 10, TimeUnit.SECONDS);
        ScheduledFuture<?> heartbeat = scheduler.scheduleAtFixedRate(beat, 0, 200, TimeUnit.MILLISECONDS);

        System.out.println("report result: " + report.get());
        System.out.println("never-job delay still above 5s: " + (never.getDelay(TimeUnit.SECONDS) >= 5));
        System.out.println("cancel never-job: " + never.cancel(false) + ", isCancelled " + never.isCancelled());

        fourBeats.await();
        heartbeat.cancel(false);
        report.get();
        System.out.println("heartbeat cancelled: " + heartbeat.isCancelled() + ", isDone " + heartbeat.isDone());

        scheduler.shutdown();
        System.out.println("scheduler terminated: " + scheduler.awaitTermination(5, TimeUnit.SECONDS));
        synchronized (ConcNightlyJobs.class) {
            log.forEach(System.out::println);
        }

        // fixed-delay poller on a 2-thread pool: stops itself by throwing after 3 polls
        ScheduledExecutorService pool = Executors.newScheduledThreadPool(2);
        AtomicInteger polls = new AtomicInteger();
        ScheduledFuture<?> poller = pool.scheduleWithFixedDelay(() -> {
            if (polls.incrementAndGet() == 3) throw new IllegalStateException("inbox closed");
        }, 0, 20, TimeUnit.MILLISECONDS);
        try {
            poller.get();
        } catch (java.util.concurrent.ExecutionException e) {
            System.out.println("poller stopped after " + polls.get() + " polls: " + e.getCause().getMessage());
        }
        pool.shutdown();
        System.out.println("pool terminated: " + pool.awaitTermination(5, TimeUnit.SECONDS));
    }
}
