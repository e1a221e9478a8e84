import java.util.ArrayList;
import java.util.List;

/** A batch job that flushes its journal from a shutdown hook when it exits early through System.exit. */
public class ShutdownHookOrder {
    static final List<String> journal = new ArrayList<>();

    static synchronized void log(String s) {
        journal.add(s);
    }

    public static void main(String[] args) throws Exception {
        Runtime rt = Runtime.getRuntime();
        Thread flusher = new Thread(() -> {
            log("hook: flushing");
            System.out.println("hook running in thread '" + Thread.currentThread().getName() + "'");
            synchronized (ShutdownHookOrder.class) {
                for (String entry : journal) {
                    System.out.println("  journal: " + entry);
                }
            }
            try {
                Runtime.getRuntime().addShutdownHook(new Thread(() -> { }));
            } catch (IllegalStateException e) {
                System.out.println("  late registration: " + e.getMessage());
            }
            try {
                Runtime.getRuntime().removeShutdownHook(Thread.currentThread());
            } catch (IllegalStateException e) {
                System.out.println("  late removal: " + e.getMessage());
            }
        }, "journal-flusher");
        rt.addShutdownHook(flusher);
        log("registered flusher");

        try {
            rt.addShutdownHook(flusher);
        } catch (IllegalArgumentException e) {
            System.out.println("second registration: " + e.getMessage());
        }
        try {
            rt.addShutdownHook(null);
        } catch (NullPointerException e) {
            System.out.println("null hook: NullPointerException");
        }
        try {
            rt.removeShutdownHook(null);
        } catch (NullPointerException e) {
            System.out.println("null removal: NullPointerException");
        }

        Thread cancelled = new Thread(() -> System.out.println("cancelled hook must not run"), "cancelled");
        rt.addShutdownHook(cancelled);
        System.out.println("removed once: " + rt.removeShutdownHook(cancelled) + ", twice: " + rt.removeShutdownHook(cancelled));
        log("cancelled hook removed");

        Thread running = new Thread(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException ignored) {
                // nothing to do
            }
        }, "busy");
        running.start();
        try {
            rt.addShutdownHook(running);
        } catch (IllegalArgumentException e) {
            System.out.println("running thread as hook: " + e.getMessage());
        }
        running.join();

        int processed = 0;
        for (int batch = 1; batch <= 5; batch++) {
            processed += batch * 10;
            log("batch " + batch + " done, total " + processed);
            if (processed > 50) {
                System.out.println("quota exceeded after batch " + batch + ", exiting with status 3");
                System.exit(3);
            }
        }
        System.out.println("not reached");
    }
}
