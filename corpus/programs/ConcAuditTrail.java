import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

public class ConcAuditTrail {
    // an audit trail must be written in submission order: a single-thread executor serialises writes
    static final StringBuilder trail = new StringBuilder();
    static int sequence;

    static void append(String entry) {
        sequence++;
        trail.append(String.format("%03d %-28s by %s%n", sequence, entry, Thread.currentThread().getName()));
    }

    public static void main(String[] args) throws Exception {
        ExecutorService writer = Executors.newSingleThreadExecutor();
        String[] events = {"login alice", "view invoice 42", "edit invoice 42", "logout alice",
            "login bob", "delete draft 7", "export csv", "logout bob"};
        List<Future<?>> pending = new ArrayList<>();
        for (String e : events) pending.add(writer.submit(() -> append(e)));
        for (Future<?> f : pending) f.get();
        Future<String> name = writer.submit(() -> Thread.currentThread().getName());
        Future<Boolean> daemon = writer.submit(() -> Thread.currentThread().isDaemon());
        Future<Integer> priority = writer.submit(() -> Thread.currentThread().getPriority());
        System.out.print(trail);
        System.out.println("worker " + name.get() + ", daemon " + daemon.get() + ", priority " + priority.get());

        // tasks submitted from inside a task still run in order on the same thread
        List<String> nested = new ArrayList<>();
        Future<?> outer = writer.submit(() -> {
            nested.add("outer start");
            writer.submit(() -> nested.add("inner task"));
            nested.add("outer end");
        });
        outer.get();
        writer.submit(() -> nested.add("after inner")).get();
        System.out.println("nested order " + nested);

        // a second executor gets the next pool number
        ExecutorService second = Executors.newSingleThreadExecutor();
        System.out.println("second executor thread: " + second.submit(() -> Thread.currentThread().getName()).get());
        ExecutorService fixed = Executors.newFixedThreadPool(1);
        System.out.println("fixed(1) executor thread: " + fixed.submit(() -> Thread.currentThread().getName()).get());
        second.shutdown();
        fixed.shutdown();

        writer.shutdown();
        System.out.println("isShutdown " + writer.isShutdown());
        try {
            writer.execute(() -> append("too late"));
        } catch (RejectedExecutionException e) {
            System.out.println("rejected after shutdown");
        }
        System.out.println("awaitTermination " + writer.awaitTermination(2, TimeUnit.SECONDS) + ", isTerminated " + writer.isTerminated());
        System.out.println("entries written " + sequence);
        System.out.println("other executors terminated: " + second.awaitTermination(2, TimeUnit.SECONDS) + " " + fixed.awaitTermination(2, TimeUnit.SECONDS));
    }
}
