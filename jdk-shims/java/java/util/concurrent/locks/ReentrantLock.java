package java.util.concurrent.locks;

import java.util.Collection;
import java.util.concurrent.TimeUnit;

/** Built on QueuedMonitor: the monitor guards the hold count and the owner. */
public class ReentrantLock implements Lock, java.io.Serializable {
    private static final long serialVersionUID = 7373984872572414699L;

    private final Sync sync;

    static final class Sync extends QueuedMonitor {
        private static final long serialVersionUID = 1L;

        final boolean fair;
        volatile int holds;

        Sync(boolean fair) {
            this.fair = fair;
        }

        boolean tryAcquireQueued(Node node) {
            if (holds != 0) {
                return false;
            }
            holds = node.holds;
            setExclusiveOwnerThread(node.thread);
            return true;
        }

        boolean isHeldExclusively() {
            return getExclusiveOwnerThread() == Thread.currentThread();
        }

        void releaseForWait(Node node) {
            node.holds = holds;
            holds = 0;
            setExclusiveOwnerThread(null);
            wakeQueue();
        }

        /** Monitor held: takes or re-enters the lock if it can without waiting. */
        boolean tryAcquire(boolean barge) {
            Thread me = Thread.currentThread();
            if (holds == 0) {
                if (!barge && fair && hasQueuedThreads()) {
                    return false;
                }
                holds = 1;
                setExclusiveOwnerThread(me);
                return true;
            }
            if (getExclusiveOwnerThread() == me) {
                if (holds + 1 < 0) {
                    throw new Error("Maximum lock count exceeded");
                }
                holds++;
                return true;
            }
            return false;
        }

        synchronized boolean acquire(boolean interruptible, boolean timed, long nanos)
                throws InterruptedException {
            if (tryAcquire(false)) {
                return true;
            }
            if (timed && nanos <= 0L) {
                return false;
            }
            long deadline = timed ? System.nanoTime() + nanos : 0L;
            return acquireQueued(enqueue(false, 1), interruptible, timed, deadline);
        }

        synchronized void release() {
            if (getExclusiveOwnerThread() != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            if (--holds == 0) {
                setExclusiveOwnerThread(null);
                wakeQueue();
            }
        }

        synchronized Thread owner() {
            return holds == 0 ? null : getExclusiveOwnerThread();
        }

        synchronized int heldByCurrent() {
            return getExclusiveOwnerThread() == Thread.currentThread() ? holds : 0;
        }
    }

    public ReentrantLock() {
        sync = new Sync(false);
    }

    public ReentrantLock(boolean fair) {
        sync = new Sync(fair);
    }

    public void lock() {
        try {
            sync.acquire(false, false, 0L);
        } catch (InterruptedException e) {
            throw new InternalError(e);
        }
    }

    public void lockInterruptibly() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        sync.acquire(true, false, 0L);
    }

    /** Takes a free lock even when it is fair and others are queued, as the JDK's does. */
    public boolean tryLock() {
        synchronized (sync) {
            return sync.tryAcquire(true);
        }
    }

    public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        return sync.acquire(true, true, nanos);
    }

    public void unlock() {
        sync.release();
    }

    public Condition newCondition() {
        return sync.new ConditionObject();
    }

    public int getHoldCount() {
        return sync.heldByCurrent();
    }

    public boolean isHeldByCurrentThread() {
        return sync.heldByCurrent() != 0;
    }

    public boolean isLocked() {
        return sync.holds != 0;
    }

    public final boolean isFair() {
        return sync.fair;
    }

    protected Thread getOwner() {
        return sync.owner();
    }

    public final boolean hasQueuedThreads() {
        synchronized (sync) {
            return sync.hasQueuedThreads();
        }
    }

    public final boolean hasQueuedThread(Thread thread) {
        synchronized (sync) {
            return sync.isQueued(thread);
        }
    }

    public final int getQueueLength() {
        synchronized (sync) {
            return sync.getQueueLength();
        }
    }

    protected Collection<Thread> getQueuedThreads() {
        synchronized (sync) {
            return sync.getQueuedThreads(0);
        }
    }

    public boolean hasWaiters(Condition condition) {
        return sync.ownCondition(condition).hasWaiters();
    }

    public int getWaitQueueLength(Condition condition) {
        return sync.ownCondition(condition).getWaitQueueLength();
    }

    protected Collection<Thread> getWaitingThreads(Condition condition) {
        return sync.ownCondition(condition).getWaitingThreads();
    }

    public String toString() {
        Thread o = sync.owner();
        return super.toString() + ((o == null) ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
    }
}
