import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ConcLockCondition {
    // a print-job spooler with bounded capacity, using two conditions
    static class Spooler {
        private final ReentrantLock lock = new ReentrantLock();
        private final Condition notFull = lock.newCondition();
        private final Condition notEmpty = lock.newCondition();
        private final String[] slots = new String[3];
        private int head, tail, count;

        void submit(String job) throws InterruptedException {
            lock.lock();
            try {
                while (count == slots.length) notFull.await();
                slots[tail] = job;
                tail = (tail + 1) % slots.length;
                count++;
                notEmpty.signal();
            } finally {
                lock.unlock();
            }
        }

        String next() throws InterruptedException {
            lock.lock();
            try {
                while (count == 0) notEmpty.await();
                String job = slots[head];
                slots[head] = null;
                head = (head + 1) % slots.length;
                count--;
                notFull.signal();
                return job;
            } finally {
                lock.unlock();
            }
        }

        String poll(long millis) throws InterruptedException {
            lock.lock();
            try {
                long nanos = TimeUnit.MILLISECONDS.toNanos(millis);
                while (count == 0) {
                    if (nanos <= 0) return null;
                    nanos = notEmpty.awaitNanos(nanos);
                }
                String job = slots[head];
                head = (head + 1) % slots.length;
                count--;
                notFull.signal();
                return job;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Spooler spooler = new Spooler();
        List<String> printed = new ArrayList<>();
        Thread printer = new Thread(() -> {
            try {
                String job;
                while (!(job = spooler.next()).equals("EOF")) printed.add(job);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "printer");
        printer.start();
        for (int i = 1; i <= 10; i++) spooler.submit("doc" + i + ".pdf");
        spooler.submit("EOF");
        printer.join();
        System.out.println("printed " + printed);
        System.out.println("poll on empty spooler: " + spooler.poll(30));

        ReentrantLock lock = new ReentrantLock();
        System.out.println("fair=" + lock.isFair() + " locked=" + lock.isLocked());
        lock.lock();
        lock.lock();
        System.out.println("hold count " + lock.getHoldCount() + ", held by me " + lock.isHeldByCurrentThread());
        boolean[] got = new boolean[2];
        Thread contender = new Thread(() -> {
            got[0] = lock.tryLock();
            try {
                got[1] = lock.tryLock(50, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        contender.start();
        contender.join();
        System.out.println("contender tryLock " + got[0] + ", timed tryLock " + got[1]);
        lock.unlock();
        lock.unlock();
        System.out.println("after unlocking twice: locked=" + lock.isLocked() + " holdCount=" + lock.getHoldCount());
        try {
            lock.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock without holding: " + e.getClass().getSimpleName());
        }

        // lockInterruptibly: a waiting thread can be cancelled
        lock.lock();
        String[] outcome = new String[1];
        Thread impatient = new Thread(() -> {
            try {
                lock.lockInterruptibly();
                outcome[0] = "acquired";
                lock.unlock();
            } catch (InterruptedException e) {
                outcome[0] = "gave up waiting for the lock";
            }
        });
        impatient.start();
        while (!lock.hasQueuedThread(impatient)) Thread.sleep(1);
        impatient.interrupt();
        impatient.join();
        lock.unlock();
        System.out.println("impatient: " + outcome[0]);

        // await with timeout returns false when nobody signals
        Condition never = lock.newCondition();
        lock.lock();
        try {
            System.out.println("await(20ms) signalled? " + never.await(20, TimeUnit.MILLISECONDS));
            System.out.println("still hold the lock after await: " + lock.isHeldByCurrentThread());
        } finally {
            lock.unlock();
        }
        try {
            never.signal();
        } catch (IllegalMonitorStateException e) {
            System.out.println("signal without lock: IllegalMonitorStateException");
        }

        // fair lock: 4 threads take turns strictly in queue order
        ReentrantLock fair = new ReentrantLock(true);
        StringBuilder turns = new StringBuilder();
        fair.lock();
        List<Thread> queue = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            final char name = (char) ('P' + i);
            Thread t = new Thread(() -> {
                fair.lock();
                try {
                    turns.append(name);
                } finally {
                    fair.unlock();
                }
            });
            queue.add(t);
            t.start();
            while (!fair.hasQueuedThread(t)) Thread.sleep(1);
        }
        System.out.println("fair=" + fair.isFair() + " queue length " + fair.getQueueLength());
        fair.unlock();
        for (Thread t : queue) t.join();
        System.out.println("fair lock order " + turns);
    }
}
