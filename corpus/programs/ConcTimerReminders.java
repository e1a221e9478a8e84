import java.util.ArrayList;
import java.util.List;
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;

public class ConcTimerReminders {
    // a reminder service built on java.util.Timer
    static long start;
    static final List<String> fired = new ArrayList<>();

    static synchronized void noteUntimed(String what) {
        fired.add("      " + what + " on " + Thread.currentThread().getName());
    }

    static synchronized void note(String what) {
        // java.util.Timer works in currentTimeMillis and may fire a hair early by nanoTime: allow 10 ms
        fired.add("~" + (System.nanoTime() - start + 10_000_000) / 100_000_000 + "00ms " + what + " on " + Thread.currentThread().getName());
    }

    static TimerTask reminder(String text) {
        return new TimerTask() {
            @Override
            public void run() {
                note(text);
            }
        };
    }

    public static void main(String[] args) throws Exception {
        Timer timer = new Timer();
        // warm up the timer thread, then build every task before the clock starts
        CountDownLatch warm = new CountDownLatch(1);
        timer.schedule(new TimerTask() {
            @Override
            public void run() {
                warm.countDown();
            }
        }, 0);
        warm.await();
        TimerTask standUp = reminder("stand-up meeting");
        TimerTask water = reminder("drink water");
        TimerTask cancelled = reminder("dentist (cancelled)");
        CountDownLatch train = new CountDownLatch(1);
        TimerTask leave = new TimerTask() {
            @Override
            public void run() {
                note("leave for train");
                train.countDown();
            }
        };
        CountDownLatch ticks = new CountDownLatch(3);
        TimerTask ticker = new TimerTask() {
            int n;

            @Override
            public void run() {
                n++;
                noteUntimed("tick " + n + " (fixed rate, between reminders)");
                ticks.countDown();
                if (n == 3) cancel();
            }
        };

        start = System.nanoTime();
        timer.schedule(standUp, 300);
        timer.schedule(water, 100);
        timer.schedule(cancelled, 200);
        timer.schedule(leave, 500);
        timer.scheduleAtFixedRate(ticker, 200, 200);
        System.out.println("cancel dentist: " + cancelled.cancel() + ", cancel again: " + cancelled.cancel());
        System.out.println("purged cancelled tasks: " + timer.purge());
        ticks.await();
        train.await();
        timer.cancel();
        try {
            timer.schedule(reminder("after cancel"), 10);
        } catch (IllegalStateException e) {
            System.out.println("schedule on cancelled timer: " + e.getMessage());
        }
        synchronized (ConcTimerReminders.class) {
            fired.forEach(System.out::println);
        }

        // a daemon timer does not keep the JVM alive
        Timer daemonTimer = new Timer("cleanup", true);
        daemonTimer.schedule(reminder("never fires"), 60_000);
        try {
            daemonTimer.schedule(reminder("negative"), -1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative delay: " + e.getMessage());
        }
        TimerTask once = reminder("reused");
        daemonTimer.schedule(once, 60_000);
        try {
            daemonTimer.schedule(once, 10);
        } catch (IllegalStateException e) {
            System.out.println("scheduling a task twice: " + e.getMessage());
        }
        System.out.println("main exits with the daemon timer still pending");
    }
}
