import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class ConcFutureFailures {
    static class PaymentDeclined extends Exception {
        PaymentDeclined(String msg) {
            super(msg);
        }
    }

    static int charge(String card, int cents) throws PaymentDeclined {
        if (card.startsWith("0000")) throw new PaymentDeclined("card " + card + " declined for " + cents + " cents");
        return cents;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);

        Future<Integer> ok = pool.submit(() -> charge("4111-1111", 1999));
        Future<Integer> declined = pool.submit(() -> charge("0000-1234", 500));
        Future<Integer> crashed = pool.submit(() -> {
            int[] amounts = new int[2];
            return amounts[5];
        });
        System.out.println("ok -> " + ok.get());
        try {
            declined.get();
        } catch (ExecutionException e) {
            System.out.println("declined -> " + e.getClass().getSimpleName());
            System.out.println("  message: " + e.getMessage());
            System.out.println("  cause:   " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage());
        }
        try {
            crashed.get();
        } catch (ExecutionException e) {
            System.out.println("crashed -> cause " + e.getCause());
        }
        System.out.println("failed future isDone " + declined.isDone() + ", isCancelled " + declined.isCancelled());

        // get with a timeout on a task that waits for a latch
        CountDownLatch approval = new CountDownLatch(1);
        Future<String> pending = pool.submit(() -> {
            approval.await();
            return "approved";
        });
        try {
            pending.get(30, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("get(30ms) -> TimeoutException, isDone " + pending.isDone());
        }
        approval.countDown();
        System.out.println("after approval -> " + pending.get());

        // cancellation of a running task interrupts it
        CountDownLatch running = new CountDownLatch(1);
        String[] fate = new String[1];
        CountDownLatch finished = new CountDownLatch(1);
        Future<?> longJob = pool.submit(() -> {
            running.countDown();
            try {
                Thread.sleep(10_000);
                fate[0] = "completed";
            } catch (InterruptedException e) {
                fate[0] = "interrupted by cancel";
            } finally {
                finished.countDown();
            }
        });
        running.await();
        System.out.println("cancel(true) -> " + longJob.cancel(true) + ", isCancelled " + longJob.isCancelled() + ", isDone " + longJob.isDone());
        finished.await();
        System.out.println("task saw: " + fate[0]);
        try {
            longJob.get();
        } catch (CancellationException e) {
            System.out.println("get on cancelled future -> CancellationException");
        }
        System.out.println("cancel again -> " + longJob.cancel(true) + ", cancel completed future -> " + ok.cancel(true));

        // FutureTask run directly on the calling thread
        FutureTask<String> task = new FutureTask<>(() -> "ran on " + Thread.currentThread().getName());
        System.out.println("FutureTask before run isDone " + task.isDone());
        task.run();
        System.out.println("FutureTask -> " + task.get());
        FutureTask<String> failing = new FutureTask<>(() -> {
            throw new UnsupportedOperationException("not yet");
        });
        failing.run();
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("FutureTask failure cause: " + e.getCause());
        }

        // an exception from execute(Runnable) is not captured in a future; submit captures it
        Future<?> swallowed = pool.submit(() -> {
            throw new IllegalStateException("captured by the future");
        });
        try {
            swallowed.get();
        } catch (ExecutionException e) {
            System.out.println("submit(Runnable) failure: " + e.getCause().getMessage());
        }

        pool.shutdown();
        try {
            pool.submit(() -> 1);
        } catch (RejectedExecutionException e) {
            System.out.println("submit after shutdown -> RejectedExecutionException");
        }
        System.out.println("awaitTermination " + pool.awaitTermination(5, TimeUnit.SECONDS));

        ExecutorService blocked = Executors.newSingleThreadExecutor();
        CountDownLatch gate = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(1);
        String[] workerFate = new String[1];
        blocked.submit(() -> {
            started.countDown();
            try {
                gate.await();
                workerFate[0] = "gate opened";
            } catch (InterruptedException e) {
                workerFate[0] = "worker interrupted by shutdownNow";
            }
        });
        for (int i = 0; i < 3; i++) blocked.submit(() -> System.out.println("never runs"));
        started.await();
        List<Runnable> neverRan = blocked.shutdownNow();
        System.out.println("shutdownNow returned " + neverRan.size() + " queued tasks");
        System.out.println("terminated " + blocked.awaitTermination(5, TimeUnit.SECONDS));
        System.out.println(workerFate[0]);
    }
}
