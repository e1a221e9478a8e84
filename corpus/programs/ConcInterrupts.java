import java.util.concurrent.CountDownLatch;

public class ConcInterrupts {
    static void awaitState(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s) Thread.sleep(1);
    }

    public static void main(String[] args) throws Exception {
        // 1. interrupting a sleeping download worker
        String[] report = new String[4];
        Thread downloader = new Thread(() -> {
            try {
                Thread.sleep(10_000);
                report[0] = "download finished";
            } catch (InterruptedException e) {
                report[0] = "download cancelled: " + e.getMessage() + ", flag now " + Thread.currentThread().isInterrupted();
            }
        }, "downloader");
        downloader.start();
        awaitState(downloader, Thread.State.TIMED_WAITING);
        downloader.interrupt();
        downloader.join();
        System.out.println(report[0]);

        // 2. interrupting a thread waiting on a monitor
        Object mailbox = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (mailbox) {
                try {
                    mailbox.wait();
                    report[1] = "got mail";
                } catch (InterruptedException e) {
                    report[1] = "wait interrupted, still holds monitor: " + Thread.holdsLock(mailbox);
                }
            }
        }, "mail-waiter");
        waiter.start();
        awaitState(waiter, Thread.State.WAITING);
        System.out.println("waiter state before interrupt: " + waiter.getState());
        waiter.interrupt();
        waiter.join();
        System.out.println(report[1]);

        // 3. interrupt flag set before sleeping: sleep throws at once
        Thread eager = new Thread(() -> {
            Thread.currentThread().interrupt();
            boolean flag = Thread.currentThread().isInterrupted();
            try {
                Thread.sleep(5_000);
                report[2] = "slept";
            } catch (InterruptedException e) {
                report[2] = "pre-interrupted: flag before=" + flag + " after=" + Thread.currentThread().isInterrupted();
            }
        });
        eager.start();
        eager.join();
        System.out.println(report[2]);

        // 4. Thread.interrupted() clears the flag, isInterrupted() does not
        Thread self = Thread.currentThread();
        self.interrupt();
        System.out.println("isInterrupted: " + self.isInterrupted());
        System.out.println("isInterrupted again: " + self.isInterrupted());
        System.out.println("interrupted(): " + Thread.interrupted());
        System.out.println("interrupted() again: " + Thread.interrupted());
        System.out.println("isInterrupted after clear: " + self.isInterrupted());

        // 5. a cooperative loop checking the flag
        CountDownLatch started = new CountDownLatch(1);
        long[] iterations = new long[1];
        Thread spinner = new Thread(() -> {
            started.countDown();
            long n = 0;
            while (!Thread.currentThread().isInterrupted()) {
                n++;
                Thread.yield();
            }
            iterations[0] = n;
            report[3] = "spinner saw interrupt";
        }, "spinner");
        spinner.start();
        started.await();
        spinner.interrupt();
        spinner.join();
        System.out.println(report[3] + ", made progress: " + (iterations[0] >= 0));

        // 6. main interrupted while joining: join throws
        Thread slow = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                System.out.println("slow interrupted unexpectedly");
            }
        }, "slow");
        slow.start();
        Thread.currentThread().interrupt();
        try {
            slow.join();
            System.out.println("joined");
        } catch (InterruptedException e) {
            System.out.println("join interrupted, slow alive=" + slow.isAlive());
        }
        slow.join();
        System.out.println("slow finished, alive=" + slow.isAlive());

        // 7. interrupting a thread that is not blocked and never checks: nothing happens
        Thread ignorer = new Thread(() -> {
            int x = 0;
            for (int i = 0; i < 1000; i++) x += i;
            report[0] = "ignorer computed " + x;
        });
        ignorer.start();
        ignorer.interrupt();
        ignorer.join();
        System.out.println(report[0]);
        ignorer.interrupt();
        System.out.println("dead thread isInterrupted after interrupt(): " + ignorer.isInterrupted());
    }
}
