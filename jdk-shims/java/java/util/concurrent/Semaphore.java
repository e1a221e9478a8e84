package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedList;

/**
 * Permits guarded by a private monitor, with a FIFO of blocked acquirers as
 * in the JDK: only the queue's head may take permits when they come back
 * (so a big request at the head holds back smaller ones behind it). A
 * non-fair semaphore lets arriving threads take free permits ahead of the
 * queue; a fair one does not (except the untimed tryAcquire, as specified).
 */
public class Semaphore implements java.io.Serializable {
    private static final long serialVersionUID = -3222578661600680210L;

    private static final class Waiter {
        final Thread thread;
        final int permits;

        Waiter(Thread thread, int permits) {
            this.thread = thread;
            this.permits = permits;
        }
    }

    private final transient Object lock = new Object();
    private final transient LinkedList<Waiter> queue = new LinkedList<Waiter>();
    private final boolean fair;
    private int permits;

    public Semaphore(int permits) {
        this(permits, false);
    }

    public Semaphore(int permits, boolean fair) {
        this.permits = permits;
        this.fair = fair;
    }

    /** Takes n permits if they are free and this caller may take them now; holds lock. */
    private boolean tryTake(int n, boolean barge) {
        if ((barge || queue.isEmpty()) && permits - n >= 0) {
            permits -= n;
            return true;
        }
        return false;
    }

    /**
     * Queues and waits until at the head with enough permits. Returns false on
     * timeout (timed only); throws on interrupt when interruptible.
     */
    private boolean acquireQueued(int n, boolean interruptible, boolean timed, long nanos) throws InterruptedException {
        synchronized (lock) {
            if (interruptible && Thread.interrupted()) {
                throw new InterruptedException();
            }
            if (tryTake(n, !fair)) {
                return true;
            }
            if (timed && nanos <= 0L) {
                return false;
            }
            long deadline = timed ? Blocking.deadline(nanos) : 0L;
            Waiter w = new Waiter(Thread.currentThread(), n);
            queue.addLast(w);
            boolean interrupted = false;
            try {
                for (;;) {
                    if (queue.getFirst() == w && permits - n >= 0) {
                        queue.removeFirst();
                        permits -= n;
                        w = null;
                        // The next in line may be able to go too.
                        lock.notifyAll();
                        return true;
                    }
                    try {
                        if (timed) {
                            long left = deadline - System.nanoTime();
                            if (left <= 0L) {
                                return false;
                            }
                            Blocking.waitNanos(lock, left);
                        } else {
                            lock.wait();
                        }
                    } catch (InterruptedException ie) {
                        if (interruptible) {
                            throw ie;
                        }
                        interrupted = true;
                    }
                }
            } finally {
                if (w != null) {
                    queue.remove(w);
                    lock.notifyAll();
                }
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    public void acquire() throws InterruptedException {
        acquireQueued(1, true, false, 0L);
    }

    public void acquireUninterruptibly() {
        try {
            acquireQueued(1, false, false, 0L);
        } catch (InterruptedException cannotHappen) {
            throw new AssertionError(cannotHappen);
        }
    }

    public boolean tryAcquire() {
        synchronized (lock) {
            return tryTake(1, true);
        }
    }

    public boolean tryAcquire(long timeout, TimeUnit unit) throws InterruptedException {
        return acquireQueued(1, true, true, unit.toNanos(timeout));
    }

    public void release() {
        release(1);
    }

    public void acquire(int permits) throws InterruptedException {
        if (permits < 0) {
            throw new IllegalArgumentException();
        }
        acquireQueued(permits, true, false, 0L);
    }

    public void acquireUninterruptibly(int permits) {
        if (permits < 0) {
            throw new IllegalArgumentException();
        }
        try {
            acquireQueued(permits, false, false, 0L);
        } catch (InterruptedException cannotHappen) {
            throw new AssertionError(cannotHappen);
        }
    }

    public boolean tryAcquire(int permits) {
        if (permits < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (lock) {
            return tryTake(permits, true);
        }
    }

    public boolean tryAcquire(int permits, long timeout, TimeUnit unit) throws InterruptedException {
        if (permits < 0) {
            throw new IllegalArgumentException();
        }
        return acquireQueued(permits, true, true, unit.toNanos(timeout));
    }

    public void release(int permits) {
        if (permits < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (lock) {
            int next = this.permits + permits;
            if (next < this.permits) {
                throw new Error("Maximum permit count exceeded");
            }
            this.permits = next;
            lock.notifyAll();
        }
    }

    public int availablePermits() {
        synchronized (lock) {
            return permits;
        }
    }

    /** Takes all free permits; a negative count is reset to zero and returned. */
    public int drainPermits() {
        synchronized (lock) {
            int p = permits;
            permits = 0;
            return p;
        }
    }

    protected void reducePermits(int reduction) {
        if (reduction < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (lock) {
            int next = permits - reduction;
            if (next > permits) {
                throw new Error("Permit count underflow");
            }
            permits = next;
        }
    }

    public boolean isFair() {
        return fair;
    }

    public final boolean hasQueuedThreads() {
        synchronized (lock) {
            return !queue.isEmpty();
        }
    }

    public final int getQueueLength() {
        synchronized (lock) {
            return queue.size();
        }
    }

    protected Collection<Thread> getQueuedThreads() {
        synchronized (lock) {
            ArrayList<Thread> list = new ArrayList<Thread>();
            // The JDK lists the most recently queued first.
            for (int i = queue.size() - 1; i >= 0; i--) {
                list.add(queue.get(i).thread);
            }
            return list;
        }
    }

    public String toString() {
        return super.toString() + "[Permits = " + availablePermits() + "]";
    }
}
