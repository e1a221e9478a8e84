import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

public class ConcThreadStates {
    static final Object gate = new Object();
    static volatile boolean release;
    static volatile boolean unparked;

    static void awaitState(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s) Thread.sleep(1);
        System.out.println(t.getName() + " -> " + s);
    }

    public static void main(String[] args) throws Exception {
        System.out.println("main is " + Thread.currentThread().getState());

        Thread waiter = new Thread(() -> {
            synchronized (gate) {
                while (!release) {
                    try {
                        gate.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "waiter");
        System.out.println(waiter.getName() + " -> " + waiter.getState());
        waiter.start();
        awaitState(waiter, Thread.State.WAITING);

        Thread timed = new Thread(() -> {
            try {
                Thread.sleep(5_000);
            } catch (InterruptedException e) {
                // expected
            }
        }, "timed");
        timed.start();
        awaitState(timed, Thread.State.TIMED_WAITING);

        Thread blocked;
        synchronized (gate) {
            blocked = new Thread(() -> {
                synchronized (gate) {
                    System.out.println("blocked got the monitor");
                }
            }, "blocked");
            blocked.start();
            awaitState(blocked, Thread.State.BLOCKED);
            release = true;
            gate.notifyAll();
            System.out.println("main holds gate: " + Thread.holdsLock(gate));
        }
        waiter.join();
        blocked.join();
        System.out.println("waiter -> " + waiter.getState() + ", blocked -> " + blocked.getState());

        timed.interrupt();
        timed.join();
        System.out.println("timed -> " + timed.getState());

        Thread parker = new Thread(() -> {
            while (!unparked) LockSupport.park();
        }, "parker");
        parker.start();
        awaitState(parker, Thread.State.WAITING);
        unparked = true;
        LockSupport.unpark(parker);
        parker.join();
        System.out.println("parker -> " + parker.getState());

        ReentrantLock lock = new ReentrantLock();
        lock.lock();
        Thread lockWaiter = new Thread(() -> {
            lock.lock();
            try {
                System.out.println("lockWaiter acquired the ReentrantLock");
            } finally {
                lock.unlock();
            }
        }, "lockWaiter");
        lockWaiter.start();
        awaitState(lockWaiter, Thread.State.WAITING);
        System.out.println("queued threads: " + lock.getQueueLength() + ", hasQueuedThread: " + lock.hasQueuedThread(lockWaiter));
        lock.unlock();
        lockWaiter.join();

        Thread joiner = new Thread(() -> {
            try {
                lockWaiter.join();
                timed.join(10_000);
            } catch (InterruptedException e) {
                // not expected
            }
        }, "joiner");
        joiner.start();
        joiner.join();
        System.out.println("joiner -> " + joiner.getState());

        for (Thread.State s : Thread.State.values()) System.out.print(s.ordinal() + ":" + s + " ");
        System.out.println();
    }
}
