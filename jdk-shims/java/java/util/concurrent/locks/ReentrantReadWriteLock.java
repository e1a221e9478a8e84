package java.util.concurrent.locks;

import java.util.Collection;
import java.util.concurrent.TimeUnit;

/**
 * Built on QueuedMonitor. The JDK's policies: a write lock needs no other
 * holder (its owner may also read, which is how it downgrades; a reader
 * cannot upgrade); a reader is refused while another thread writes. Unfair
 * readers queue behind a queued writer at the head, fair ones behind anybody,
 * unless they already hold a read lock. tryLock() always barges.
 */
public class ReentrantReadWriteLock implements ReadWriteLock, java.io.Serializable {
    private static final long serialVersionUID = -6992448646407690164L;

    private final ReentrantReadWriteLock.ReadLock readerLock;
    private final ReentrantReadWriteLock.WriteLock writerLock;
    final Sync sync;

    static final class Sync extends QueuedMonitor {
        private static final long serialVersionUID = 1L;
        static final int MAX_COUNT = 65535;

        /** One thread's read holds. */
        static final class ReadHolder {
            final Thread thread;
            int count;
            ReadHolder next;

            ReadHolder(Thread thread) {
                this.thread = thread;
            }
        }

        final boolean fair;
        /** Read holds of all threads. */
        volatile int readers;
        volatile int writeHolds;
        private ReadHolder holders;

        Sync(boolean fair) {
            this.fair = fair;
        }

        int readHoldsOf(Thread t) {
            for (ReadHolder h = holders; h != null; h = h.next) {
                if (h.thread == t) {
                    return h.count;
                }
            }
            return 0;
        }

        private void addReadHold(Thread t) {
            for (ReadHolder h = holders; h != null; h = h.next) {
                if (h.thread == t) {
                    h.count++;
                    return;
                }
            }
            ReadHolder h = new ReadHolder(t);
            h.count = 1;
            h.next = holders;
            holders = h;
        }

        private boolean removeReadHold(Thread t) {
            ReadHolder prev = null;
            for (ReadHolder h = holders; h != null; prev = h, h = h.next) {
                if (h.thread == t) {
                    if (--h.count == 0) {
                        if (prev == null) {
                            holders = h.next;
                        } else {
                            prev.next = h.next;
                        }
                    }
                    return true;
                }
            }
            return false;
        }

        private boolean readerShouldBlock() {
            Node first = firstQueued();
            return first != null && (fair || !first.shared);
        }

        private static Error tooMany() {
            return new Error("Maximum lock count exceeded");
        }

        boolean tryAcquireWrite(boolean barge) {
            Thread me = Thread.currentThread();
            if (readers != 0 || writeHolds != 0) {
                if (writeHolds == 0 || getExclusiveOwnerThread() != me) {
                    return false;
                }
                if (writeHolds == MAX_COUNT) {
                    throw tooMany();
                }
                writeHolds++;
                return true;
            }
            if (!barge && fair && hasQueuedThreads()) {
                return false;
            }
            writeHolds = 1;
            setExclusiveOwnerThread(me);
            return true;
        }

        boolean tryAcquireRead(boolean barge) {
            Thread me = Thread.currentThread();
            if (writeHolds != 0) {
                if (getExclusiveOwnerThread() != me) {
                    return false;
                }
            } else if (!barge && readerShouldBlock() && readHoldsOf(me) == 0) {
                return false;
            }
            if (readers == MAX_COUNT) {
                throw tooMany();
            }
            readers++;
            addReadHold(me);
            return true;
        }

        boolean tryAcquireQueued(Node node) {
            if (node.shared) {
                if (writeHolds != 0 && getExclusiveOwnerThread() != node.thread) {
                    return false;
                }
                if (readers == MAX_COUNT) {
                    throw tooMany();
                }
                readers++;
                addReadHold(node.thread);
                return true;
            }
            if (readers != 0 || writeHolds != 0) {
                return false;
            }
            writeHolds = node.holds;
            setExclusiveOwnerThread(node.thread);
            readers += node.readHolds;
            return true;
        }

        boolean isHeldExclusively() {
            return writeHolds != 0 && getExclusiveOwnerThread() == Thread.currentThread();
        }

        /** Like the JDK, a condition wait gives up the waiter's read holds too, and takes them back after. */
        void releaseForWait(Node node) {
            node.holds = writeHolds;
            node.readHolds = readHoldsOf(node.thread);
            readers -= node.readHolds;
            writeHolds = 0;
            setExclusiveOwnerThread(null);
            wakeQueue();
        }

        synchronized boolean acquire(boolean shared, boolean interruptible, boolean timed, long nanos)
                throws InterruptedException {
            if (shared ? tryAcquireRead(false) : tryAcquireWrite(false)) {
                return true;
            }
            if (timed && nanos <= 0L) {
                return false;
            }
            long deadline = timed ? System.nanoTime() + nanos : 0L;
            return acquireQueued(enqueue(shared, 1), interruptible, timed, deadline);
        }

        synchronized boolean tryAcquireNow(boolean shared) {
            return shared ? tryAcquireRead(true) : tryAcquireWrite(true);
        }

        synchronized void releaseWrite() {
            if (writeHolds == 0 || getExclusiveOwnerThread() != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            if (--writeHolds == 0) {
                setExclusiveOwnerThread(null);
                wakeQueue();
            }
        }

        synchronized void releaseRead() {
            if (!removeReadHold(Thread.currentThread())) {
                throw new IllegalMonitorStateException("attempt to unlock read lock, not locked by current thread");
            }
            if (--readers == 0) {
                wakeQueue();
            }
        }

        synchronized Thread owner() {
            return writeHolds == 0 ? null : getExclusiveOwnerThread();
        }

        synchronized int writeHoldsOfCurrent() {
            return isHeldExclusively() ? writeHolds : 0;
        }

        synchronized int readHoldsOfCurrent() {
            return readHoldsOf(Thread.currentThread());
        }
    }

    public ReentrantReadWriteLock() {
        this(false);
    }

    public ReentrantReadWriteLock(boolean fair) {
        sync = new Sync(fair);
        readerLock = new ReadLock(this);
        writerLock = new WriteLock(this);
    }

    public ReentrantReadWriteLock.WriteLock writeLock() {
        return writerLock;
    }

    public ReentrantReadWriteLock.ReadLock readLock() {
        return readerLock;
    }

    public static class ReadLock implements Lock, java.io.Serializable {
        private static final long serialVersionUID = -5992448646407690164L;

        private final Sync sync;

        protected ReadLock(ReentrantReadWriteLock lock) {
            sync = lock.sync;
        }

        public void lock() {
            try {
                sync.acquire(true, false, false, 0L);
            } catch (InterruptedException e) {
                throw new InternalError(e);
            }
        }

        public void lockInterruptibly() throws InterruptedException {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            sync.acquire(true, true, false, 0L);
        }

        public boolean tryLock() {
            return sync.tryAcquireNow(true);
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            long nanos = unit.toNanos(timeout);
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            return sync.acquire(true, true, true, nanos);
        }

        public void unlock() {
            sync.releaseRead();
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }

        public String toString() {
            int r = sync.readers;
            return super.toString() + "[Read locks = " + r + "]";
        }
    }

    public static class WriteLock implements Lock, java.io.Serializable {
        private static final long serialVersionUID = -4992448646407690164L;

        private final Sync sync;

        protected WriteLock(ReentrantReadWriteLock lock) {
            sync = lock.sync;
        }

        public void lock() {
            try {
                sync.acquire(false, false, false, 0L);
            } catch (InterruptedException e) {
                throw new InternalError(e);
            }
        }

        public void lockInterruptibly() throws InterruptedException {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            sync.acquire(false, true, false, 0L);
        }

        public boolean tryLock() {
            return sync.tryAcquireNow(false);
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            long nanos = unit.toNanos(timeout);
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            return sync.acquire(false, true, true, nanos);
        }

        public void unlock() {
            sync.releaseWrite();
        }

        public Condition newCondition() {
            return sync.new ConditionObject();
        }

        public String toString() {
            Thread o = sync.owner();
            return super.toString() + ((o == null) ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
        }

        public boolean isHeldByCurrentThread() {
            return sync.writeHoldsOfCurrent() != 0;
        }

        public int getHoldCount() {
            return sync.writeHoldsOfCurrent();
        }
    }

    public final boolean isFair() {
        return sync.fair;
    }

    protected Thread getOwner() {
        return sync.owner();
    }

    public int getReadLockCount() {
        return sync.readers;
    }

    public boolean isWriteLocked() {
        return sync.writeHolds != 0;
    }

    public boolean isWriteLockedByCurrentThread() {
        return sync.writeHoldsOfCurrent() != 0;
    }

    public int getWriteHoldCount() {
        return sync.writeHoldsOfCurrent();
    }

    public int getReadHoldCount() {
        return sync.readHoldsOfCurrent();
    }

    protected Collection<Thread> getQueuedWriterThreads() {
        synchronized (sync) {
            return sync.getQueuedThreads(1);
        }
    }

    protected Collection<Thread> getQueuedReaderThreads() {
        synchronized (sync) {
            return sync.getQueuedThreads(2);
        }
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
        int w;
        int r;
        synchronized (sync) {
            w = sync.writeHolds;
            r = sync.readers;
        }
        return super.toString() + "[Write locks = " + w + ", Read locks = " + r + "]";
    }
}
