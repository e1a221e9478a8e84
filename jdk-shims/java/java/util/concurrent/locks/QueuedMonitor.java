package java.util.concurrent.locks;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.concurrent.TimeUnit;

/**
 * The waiting machinery of ReentrantLock, ReentrantReadWriteLock and
 * StampedLock (this library has no AbstractQueuedSynchronizer). It is built
 * on this object's own monitor rather than on LockSupport: every state
 * change happens inside synchronized (this), and a thread that cannot go on
 * joins a FIFO queue of nodes and waits on the monitor until its node is at
 * the head and the subclass lets it in. Releases wake the queue with
 * notifyAll; only the head may acquire, so queued threads are granted in
 * FIFO order (fair locks also queue newcomers behind them, unfair ones let
 * newcomers barge, as the JDK's do). Wait loops re-check their condition,
 * so spurious wakeups are harmless; timed waits run against
 * System.nanoTime() deadlines. Subclasses are kept private to their lock, so
 * no user code can synchronize on, or notify, this monitor.
 */
abstract class QueuedMonitor extends AbstractOwnableSynchronizer {
    private static final long serialVersionUID = 1L;

    static final class Node {
        final Thread thread;
        final boolean shared;
        /** Exclusive holds to take: 1, or those given up by a condition wait. */
        int holds;
        /** Read holds given up by a condition wait (ReentrantReadWriteLock). */
        int readHolds;
        /** StampedLock: the stamp granted. */
        long stamp;
        Node prev;
        Node next;
        Node nextWaiter;
        /** A condition waiter moved (by a signal, timeout or interrupt) to the sync queue. */
        boolean transferred;

        Node(Thread thread, boolean shared, int holds) {
            this.thread = thread;
            this.shared = shared;
            this.holds = holds;
        }
    }

    private transient Node head;
    private transient Node tail;

    /** With the monitor held and node at the head of the queue: takes the lock for node's thread if it can. */
    abstract boolean tryAcquireQueued(Node node);

    /** Conditions only: whether the current thread holds the lock exclusively. */
    boolean isHeldExclusively() {
        throw new UnsupportedOperationException();
    }

    /** Conditions only: gives up all of the current thread's holds, saving them in node. */
    void releaseForWait(Node node) {
        throw new UnsupportedOperationException();
    }

    final Node firstQueued() {
        return head;
    }

    final boolean hasQueuedThreads() {
        return head != null;
    }

    final Node enqueue(Node node) {
        node.next = null;
        node.prev = tail;
        if (tail == null) {
            head = node;
        } else {
            tail.next = node;
        }
        tail = node;
        return node;
    }

    final Node enqueue(boolean shared, int holds) {
        return enqueue(new Node(Thread.currentThread(), shared, holds));
    }

    private void unlink(Node node) {
        if (node.prev == null) {
            head = node.next;
        } else {
            node.prev.next = node.next;
        }
        if (node.next == null) {
            tail = node.prev;
        } else {
            node.next.prev = node.prev;
        }
        node.prev = null;
        node.next = null;
    }

    /** A node gives up its place; whoever is now first may be able to go. */
    private void cancel(Node node) {
        boolean wasHead = node == head;
        unlink(node);
        if (wasHead) {
            wakeQueue();
        }
    }

    /** After a release: queued threads re-check whether they can go. */
    final void wakeQueue() {
        if (head != null) {
            notifyAll();
        }
    }

    private void waitNanos(long nanos) throws InterruptedException {
        jdk.internal.terrarium.Monitors.waitNanos(this, nanos);
    }

    /**
     * With the monitor held: waits until node, already queued, reaches the
     * head and acquires. Returns false when a timed wait passes its deadline
     * (nanoTime) first. An interruptible wait that is interrupted gives up
     * its place and throws; an uninterruptible one carries on and sets the
     * interrupt flag again once it has acquired.
     */
    final boolean acquireQueued(Node node, boolean interruptible, boolean timed, long deadline)
            throws InterruptedException {
        boolean interrupted = false;
        try {
            for (;;) {
                if (node == head) {
                    boolean acquired;
                    try {
                        acquired = tryAcquireQueued(node);
                    } catch (Throwable t) {
                        cancel(node);
                        throw t;
                    }
                    if (acquired) {
                        unlink(node);
                        // Readers behind a reader may go too.
                        if (head != null && head.shared) {
                            notifyAll();
                        }
                        return true;
                    }
                }
                try {
                    if (timed) {
                        long nanos = deadline - System.nanoTime();
                        if (nanos <= 0L) {
                            cancel(node);
                            return false;
                        }
                        waitNanos(nanos);
                    } else {
                        wait();
                    }
                } catch (InterruptedException e) {
                    if (interruptible) {
                        cancel(node);
                        throw new InterruptedException();
                    }
                    interrupted = true;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    final void acquireQueuedUninterruptibly(Node node) {
        try {
            acquireQueued(node, false, false, 0L);
        } catch (InterruptedException e) {
            throw new InternalError(e);
        }
    }

    final boolean isQueued(Thread thread) {
        if (thread == null) {
            throw new NullPointerException();
        }
        for (Node p = head; p != null; p = p.next) {
            if (p.thread == thread) {
                return true;
            }
        }
        return false;
    }

    final int getQueueLength() {
        int n = 0;
        for (Node p = head; p != null; p = p.next) {
            n++;
        }
        return n;
    }

    /** The queued threads, last-come first as the JDK lists them; which: 0 all, 1 exclusive, 2 shared. */
    final Collection<Thread> getQueuedThreads(int which) {
        ArrayList<Thread> list = new ArrayList<Thread>();
        for (Node p = tail; p != null; p = p.prev) {
            if (which == 0 || (which == 1) != p.shared) {
                list.add(p.thread);
            }
        }
        return list;
    }

    final boolean owns(ConditionObject condition) {
        return condition.owner() == this;
    }

    /** A condition of an exclusively held lock, its waiters in FIFO order. */
    final class ConditionObject implements Condition, java.io.Serializable {
        private static final long serialVersionUID = 1L;

        private transient Node firstWaiter;
        private transient Node lastWaiter;

        ConditionObject() {
        }

        QueuedMonitor owner() {
            return QueuedMonitor.this;
        }

        private void addWaiter(Node node) {
            if (lastWaiter == null) {
                firstWaiter = node;
            } else {
                lastWaiter.nextWaiter = node;
            }
            lastWaiter = node;
        }

        private void removeWaiter(Node node) {
            Node prev = null;
            for (Node p = firstWaiter; p != null; prev = p, p = p.nextWaiter) {
                if (p == node) {
                    if (prev == null) {
                        firstWaiter = p.nextWaiter;
                    } else {
                        prev.nextWaiter = p.nextWaiter;
                    }
                    if (lastWaiter == p) {
                        lastWaiter = prev;
                    }
                    p.nextWaiter = null;
                    return;
                }
            }
        }

        /** Moves a waiter to the sync queue, where it takes its holds back in turn. */
        private void transfer(Node node) {
            removeWaiter(node);
            node.transferred = true;
            enqueue(node);
        }

        private static final int UNTIMED = 0;
        private static final int NANOS = 1;
        private static final int UNTIL_MILLIS = 2;

        /**
         * Releases the lock, waits for a signal (or the timeout), takes the
         * lock back; returns false if the wait timed out. With timing NANOS,
         * time is a relative timeout and the nanoTime deadline is stored in
         * deadlineOut[0]; with UNTIL_MILLIS, time is a currentTimeMillis date.
         */
        private boolean doAwait(boolean interruptible, int timing, long time, long[] deadlineOut)
                throws InterruptedException {
            QueuedMonitor m = QueuedMonitor.this;
            synchronized (m) {
                if (!m.isHeldExclusively()) {
                    throw new IllegalMonitorStateException();
                }
                Node node = new Node(Thread.currentThread(), false, 0);
                addWaiter(node);
                m.releaseForWait(node);
                long deadline = 0L;
                if (timing == NANOS) {
                    deadline = System.nanoTime() + (time < 0L ? 0L : time);
                    deadlineOut[0] = deadline;
                }
                boolean interrupted = false;
                boolean cancelled = false;
                while (!node.transferred) {
                    try {
                        if (timing == NANOS) {
                            long nanos = deadline - System.nanoTime();
                            if (nanos <= 0L) {
                                transfer(node);
                                cancelled = true;
                                break;
                            }
                            m.waitNanos(nanos);
                        } else if (timing == UNTIL_MILLIS) {
                            long millis = time - System.currentTimeMillis();
                            if (millis <= 0L) {
                                transfer(node);
                                cancelled = true;
                                break;
                            }
                            m.wait(millis);
                        } else {
                            m.wait();
                        }
                    } catch (InterruptedException e) {
                        interrupted = true;
                        // Interrupted before being signalled: give up waiting (the lock is still taken back first).
                        if (interruptible && !node.transferred) {
                            transfer(node);
                            cancelled = true;
                        }
                    }
                }
                m.acquireQueuedUninterruptibly(node);
                if (cancelled && interrupted) {
                    throw new InterruptedException();
                }
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
                return !cancelled;
            }
        }

        public void await() throws InterruptedException {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            doAwait(true, UNTIMED, 0L, null);
        }

        public void awaitUninterruptibly() {
            try {
                doAwait(false, UNTIMED, 0L, null);
            } catch (InterruptedException e) {
                throw new InternalError(e);
            }
        }

        public long awaitNanos(long nanosTimeout) throws InterruptedException {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            long[] deadline = new long[1];
            doAwait(true, NANOS, nanosTimeout, deadline);
            long remaining = deadline[0] - System.nanoTime();
            return (remaining <= nanosTimeout) ? remaining : Long.MIN_VALUE;
        }

        public boolean await(long time, TimeUnit unit) throws InterruptedException {
            long nanosTimeout = unit.toNanos(time);
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            return doAwait(true, NANOS, nanosTimeout, new long[1]);
        }

        public boolean awaitUntil(Date deadline) throws InterruptedException {
            long abstime = deadline.getTime();
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            return doAwait(true, UNTIL_MILLIS, abstime, null);
        }

        public void signal() {
            QueuedMonitor m = QueuedMonitor.this;
            synchronized (m) {
                if (!m.isHeldExclusively()) {
                    throw new IllegalMonitorStateException();
                }
                if (firstWaiter != null) {
                    transfer(firstWaiter);
                }
            }
        }

        public void signalAll() {
            QueuedMonitor m = QueuedMonitor.this;
            synchronized (m) {
                if (!m.isHeldExclusively()) {
                    throw new IllegalMonitorStateException();
                }
                while (firstWaiter != null) {
                    transfer(firstWaiter);
                }
            }
        }

        boolean hasWaiters() {
            synchronized (QueuedMonitor.this) {
                if (!isHeldExclusively()) {
                    throw new IllegalMonitorStateException();
                }
                return firstWaiter != null;
            }
        }

        int getWaitQueueLength() {
            synchronized (QueuedMonitor.this) {
                if (!isHeldExclusively()) {
                    throw new IllegalMonitorStateException();
                }
                int n = 0;
                for (Node p = firstWaiter; p != null; p = p.nextWaiter) {
                    n++;
                }
                return n;
            }
        }

        Collection<Thread> getWaitingThreads() {
            synchronized (QueuedMonitor.this) {
                if (!isHeldExclusively()) {
                    throw new IllegalMonitorStateException();
                }
                ArrayList<Thread> list = new ArrayList<Thread>();
                for (Node p = firstWaiter; p != null; p = p.nextWaiter) {
                    list.add(p.thread);
                }
                return list;
            }
        }
    }

    /** The lock-side checks of hasWaiters & co.: null, foreign kinds, other locks' conditions. */
    final ConditionObject ownCondition(Condition condition) {
        if (condition == null) {
            throw new NullPointerException();
        }
        if (!(condition instanceof ConditionObject)) {
            throw new IllegalArgumentException("not owner");
        }
        ConditionObject c = (ConditionObject) condition;
        if (!owns(c)) {
            throw new IllegalArgumentException("Not owner");
        }
        return c;
    }
}
