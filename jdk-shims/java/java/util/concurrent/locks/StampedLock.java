package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * Stamps follow the JDK's numbering, since programs print them: the state
 * starts at 256; bit 7 is the write lock, bits 0-6 count readers (at 126
 * further readers go to an overflow count), and the bits above are a
 * version that each write lock release advances. A write stamp is the state
 * after locking, a read stamp the state after counting the reader, an
 * optimistic stamp the state without reader bits. Blocking goes through
 * QueuedMonitor; writers and readers barge when they can, as the JDK's
 * fast paths do, and queued readers behind a released writer go together.
 */
public class StampedLock implements java.io.Serializable {
    private static final long serialVersionUID = -6001602636862214147L;

    private static final long RUNIT = 1L;
    private static final long WBIT = 1L << 7;
    private static final long RBITS = WBIT - 1L;
    private static final long RFULL = RBITS - 1L;
    private static final long ABITS = RBITS | WBIT;
    private static final long SBITS = ~RBITS;
    private static final long ORIGIN = WBIT << 1;

    private final Sync sync = new Sync();

    private transient ReadLockView readLockView;
    private transient WriteLockView writeLockView;
    private transient ReadWriteLockView readWriteLockView;

    static final class Sync extends QueuedMonitor {
        private static final long serialVersionUID = 1L;

        volatile long state = ORIGIN;
        /** Readers beyond the RFULL that the state's reader bits can count. */
        int readerOverflow;

        /** Monitor held, not write-locked: counts one more reader, returns the read stamp. */
        long addReader() {
            long s = state;
            if ((s & ABITS) < RFULL) {
                state = s + RUNIT;
                return s + RUNIT;
            }
            readerOverflow++;
            return s;
        }

        /** Monitor held, some readers: counts one fewer, waking waiters when the last one goes. */
        long removeReader() {
            long s = state;
            long next;
            if ((s & RBITS) == RFULL && readerOverflow > 0) {
                readerOverflow--;
                next = s;
            } else {
                next = s - RUNIT;
                state = next;
            }
            if ((next & RBITS) == 0L) {
                wakeQueue();
            }
            return next;
        }

        /** Monitor held, write-locked: releases it and advances the version. */
        long releaseWrite() {
            long next = state + WBIT;
            if (next == 0L) {
                next = ORIGIN;
            }
            state = next;
            wakeQueue();
            return next;
        }

        long tryAcquireWrite() {
            long s = state;
            if ((s & ABITS) != 0L) {
                return 0L;
            }
            state = s + WBIT;
            return s + WBIT;
        }

        long tryAcquireRead() {
            return (state & WBIT) != 0L ? 0L : addReader();
        }

        boolean tryAcquireQueued(Node node) {
            long stamp = node.shared ? tryAcquireRead() : tryAcquireWrite();
            node.stamp = stamp;
            return stamp != 0L;
        }

        /**
         * Returns the stamp, 0 on timeout. Readers that may barge (the
         * try and interruptible forms) take any read lock to be had;
         * readLock() barges only while there are few readers, else only
         * past an empty queue, as the JDK's does.
         */
        synchronized long acquire(boolean shared, boolean barge, boolean interruptible, boolean timed, long nanos)
                throws InterruptedException {
            long stamp;
            if (shared) {
                stamp = (barge || (state & ABITS) < (WBIT >>> 1) || !hasQueuedThreads()) ? tryAcquireRead() : 0L;
            } else {
                stamp = tryAcquireWrite();
            }
            if (stamp != 0L) {
                return stamp;
            }
            if (timed && nanos <= 0L) {
                return 0L;
            }
            long deadline = timed ? System.nanoTime() + nanos : 0L;
            Node node = enqueue(shared, 1);
            return acquireQueued(node, interruptible, timed, deadline) ? node.stamp : 0L;
        }

        long acquireUninterruptibly(boolean shared) {
            try {
                return acquire(shared, false, false, false, 0L);
            } catch (InterruptedException e) {
                throw new InternalError(e);
            }
        }
    }

    public StampedLock() {
    }

    public long writeLock() {
        return sync.acquireUninterruptibly(false);
    }

    public long tryWriteLock() {
        synchronized (sync) {
            return sync.tryAcquireWrite();
        }
    }

    public long tryWriteLock(long time, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(time);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        return sync.acquire(false, false, true, true, nanos);
    }

    public long writeLockInterruptibly() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        return sync.acquire(false, false, true, false, 0L);
    }

    public long readLock() {
        return sync.acquireUninterruptibly(true);
    }

    public long tryReadLock() {
        synchronized (sync) {
            return sync.tryAcquireRead();
        }
    }

    public long tryReadLock(long time, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(time);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        return sync.acquire(true, true, true, true, nanos);
    }

    public long readLockInterruptibly() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        return sync.acquire(true, true, true, false, 0L);
    }

    public long tryOptimisticRead() {
        long s = sync.state;
        return (s & WBIT) == 0L ? s & SBITS : 0L;
    }

    public boolean validate(long stamp) {
        return (stamp & SBITS) == (sync.state & SBITS);
    }

    public void unlockWrite(long stamp) {
        synchronized (sync) {
            if (sync.state != stamp || (stamp & WBIT) == 0L) {
                throw new IllegalMonitorStateException();
            }
            sync.releaseWrite();
        }
    }

    public void unlockRead(long stamp) {
        synchronized (sync) {
            long s = sync.state;
            if ((stamp & RBITS) == 0L || (s & SBITS) != (stamp & SBITS) || (s & RBITS) == 0L) {
                throw new IllegalMonitorStateException();
            }
            sync.removeReader();
        }
    }

    public void unlock(long stamp) {
        if ((stamp & WBIT) != 0L) {
            unlockWrite(stamp);
        } else {
            unlockRead(stamp);
        }
    }

    public long tryConvertToWriteLock(long stamp) {
        synchronized (sync) {
            long s = sync.state;
            if ((s & SBITS) != (stamp & SBITS)) {
                return 0L;
            }
            long a = stamp & ABITS;
            long m = s & ABITS;
            if (m == 0L) {
                // Unlocked: only an optimistic stamp may take the write lock.
                return a != 0L ? 0L : sync.tryAcquireWrite();
            }
            if (m == WBIT) {
                return a == m ? stamp : 0L;
            }
            if (m == RUNIT && a != 0L) {
                // The only reader becomes the writer.
                long next = s - RUNIT + WBIT;
                sync.state = next;
                return next;
            }
            return 0L;
        }
    }

    public long tryConvertToReadLock(long stamp) {
        synchronized (sync) {
            long s = sync.state;
            if ((s & SBITS) != (stamp & SBITS)) {
                return 0L;
            }
            long a = stamp & ABITS;
            if (a >= WBIT) {
                if (s != stamp) {
                    return 0L;
                }
                // Write to read: release (a new version) and count this reader, as one step.
                long next = s + WBIT;
                if (next == 0L) {
                    next = ORIGIN;
                }
                next += RUNIT;
                sync.state = next;
                sync.wakeQueue();
                return next;
            }
            if (a == 0L) {
                return sync.addReader();
            }
            return (s & ABITS) == 0L ? 0L : stamp;
        }
    }

    public long tryConvertToOptimisticRead(long stamp) {
        synchronized (sync) {
            long s = sync.state;
            if ((s & SBITS) != (stamp & SBITS)) {
                return 0L;
            }
            long a = stamp & ABITS;
            if (a >= WBIT) {
                return s != stamp ? 0L : sync.releaseWrite();
            }
            if (a == 0L) {
                return stamp;
            }
            if ((s & ABITS) == 0L) {
                return 0L;
            }
            return sync.removeReader() & SBITS;
        }
    }

    public boolean tryUnlockWrite() {
        synchronized (sync) {
            if ((sync.state & WBIT) == 0L) {
                return false;
            }
            sync.releaseWrite();
            return true;
        }
    }

    public boolean tryUnlockRead() {
        synchronized (sync) {
            long m = sync.state & ABITS;
            if (m == 0L || m >= WBIT) {
                return false;
            }
            sync.removeReader();
            return true;
        }
    }

    public boolean isWriteLocked() {
        return (sync.state & WBIT) != 0L;
    }

    public boolean isReadLocked() {
        return (sync.state & RBITS) != 0L;
    }

    public static boolean isWriteLockStamp(long stamp) {
        return (stamp & ABITS) == WBIT;
    }

    public static boolean isReadLockStamp(long stamp) {
        return (stamp & RBITS) != 0L;
    }

    public static boolean isLockStamp(long stamp) {
        return (stamp & ABITS) != 0L;
    }

    public static boolean isOptimisticReadStamp(long stamp) {
        return (stamp & ABITS) == 0L && stamp != 0L;
    }

    public int getReadLockCount() {
        synchronized (sync) {
            long m = sync.state & RBITS;
            return (int) (m >= RFULL ? m + sync.readerOverflow : m);
        }
    }

    public String toString() {
        long s = sync.state;
        return super.toString() + ((s & ABITS) == 0L ? "[Unlocked]"
                : (s & WBIT) != 0L ? "[Write-locked]"
                : "[Read-locks:" + getReadLockCount() + "]");
    }

    /** The views' unlock: releases a read hold whatever its stamp. */
    private void unstampedUnlockRead() {
        synchronized (sync) {
            long m = sync.state & ABITS;
            if (m == 0L || m >= WBIT) {
                throw new IllegalMonitorStateException();
            }
            sync.removeReader();
        }
    }

    private void unstampedUnlockWrite() {
        synchronized (sync) {
            if ((sync.state & WBIT) == 0L) {
                throw new IllegalMonitorStateException();
            }
            sync.releaseWrite();
        }
    }

    public Lock asReadLock() {
        ReadLockView v = readLockView;
        if (v == null) {
            readLockView = v = new ReadLockView();
        }
        return v;
    }

    public Lock asWriteLock() {
        WriteLockView v = writeLockView;
        if (v == null) {
            writeLockView = v = new WriteLockView();
        }
        return v;
    }

    public ReadWriteLock asReadWriteLock() {
        ReadWriteLockView v = readWriteLockView;
        if (v == null) {
            readWriteLockView = v = new ReadWriteLockView();
        }
        return v;
    }

    final class ReadLockView implements Lock {
        public void lock() {
            readLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            readLockInterruptibly();
        }

        public boolean tryLock() {
            return tryReadLock() != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return tryReadLock(time, unit) != 0L;
        }

        public void unlock() {
            unstampedUnlockRead();
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    final class WriteLockView implements Lock {
        public void lock() {
            writeLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            writeLockInterruptibly();
        }

        public boolean tryLock() {
            return tryWriteLock() != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return tryWriteLock(time, unit) != 0L;
        }

        public void unlock() {
            unstampedUnlockWrite();
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    final class ReadWriteLockView implements ReadWriteLock {
        public Lock readLock() {
            return asReadLock();
        }

        public Lock writeLock() {
            return asWriteLock();
        }
    }
}
