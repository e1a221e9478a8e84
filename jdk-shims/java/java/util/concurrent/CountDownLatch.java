package java.util.concurrent;

/** A count guarded by a private monitor; waiters wake when it reaches zero. */
public class CountDownLatch {
    private final Object lock = new Object();
    private int count;

    public CountDownLatch(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count < 0");
        }
        this.count = count;
    }

    public void await() throws InterruptedException {
        synchronized (lock) {
            // As the JDK: an interrupted thread fails even when the count is already zero.
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            while (count > 0) {
                lock.wait();
            }
        }
    }

    public boolean await(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = Blocking.deadline(unit.toNanos(timeout));
        synchronized (lock) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            while (count > 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    return false;
                }
                Blocking.waitNanos(lock, left);
            }
            return true;
        }
    }

    public void countDown() {
        synchronized (lock) {
            if (count > 0 && --count == 0) {
                lock.notifyAll();
            }
        }
    }

    public long getCount() {
        synchronized (lock) {
            return count;
        }
    }

    public String toString() {
        return super.toString() + "[Count = " + getCount() + "]";
    }
}
