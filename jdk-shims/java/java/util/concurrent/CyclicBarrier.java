package java.util.concurrent;

/**
 * Parties meet under a private monitor; the last to arrive runs the barrier
 * action (holding the monitor, as the JDK holds its lock) and starts a new
 * generation. A generation breaks on interrupt, timeout, reset or a failing action.
 */
public class CyclicBarrier {
    private static final class Generation {
        boolean broken;
    }

    private final Object lock = new Object();
    private final int parties;
    private final Runnable barrierCommand;
    private Generation generation = new Generation();
    /** Parties still to arrive in this generation. */
    private int count;

    public CyclicBarrier(int parties, Runnable barrierAction) {
        if (parties <= 0) {
            throw new IllegalArgumentException();
        }
        this.parties = parties;
        this.count = parties;
        this.barrierCommand = barrierAction;
    }

    public CyclicBarrier(int parties) {
        this(parties, null);
    }

    private void nextGeneration() {
        lock.notifyAll();
        count = parties;
        generation = new Generation();
    }

    private void breakBarrier() {
        generation.broken = true;
        count = parties;
        lock.notifyAll();
    }

    private int dowait(boolean timed, long nanos) throws InterruptedException, BrokenBarrierException, TimeoutException {
        synchronized (lock) {
            final Generation g = generation;
            if (g.broken) {
                throw new BrokenBarrierException();
            }
            if (Thread.interrupted()) {
                breakBarrier();
                throw new InterruptedException();
            }
            int index = --count;
            if (index == 0) {
                Runnable command = barrierCommand;
                if (command != null) {
                    try {
                        command.run();
                    } catch (Throwable ex) {
                        breakBarrier();
                        throw ex;
                    }
                }
                nextGeneration();
                return 0;
            }
            long deadline = timed ? Blocking.deadline(nanos) : 0L;
            for (;;) {
                try {
                    if (!timed) {
                        lock.wait();
                    } else if (nanos > 0L) {
                        Blocking.waitNanos(lock, nanos);
                    }
                } catch (InterruptedException ie) {
                    if (g == generation && !g.broken) {
                        breakBarrier();
                        throw ie;
                    }
                    // The barrier already tripped or broke: keep the interrupt for later.
                    Thread.currentThread().interrupt();
                }
                if (g.broken) {
                    throw new BrokenBarrierException();
                }
                if (g != generation) {
                    return index;
                }
                if (timed) {
                    nanos = deadline - System.nanoTime();
                    if (nanos <= 0L) {
                        breakBarrier();
                        throw new TimeoutException();
                    }
                }
            }
        }
    }

    public int getParties() {
        return parties;
    }

    public int await() throws InterruptedException, BrokenBarrierException {
        try {
            return dowait(false, 0L);
        } catch (TimeoutException toe) {
            throw new Error(toe);
        }
    }

    public int await(long timeout, TimeUnit unit) throws InterruptedException, BrokenBarrierException, TimeoutException {
        return dowait(true, unit.toNanos(timeout));
    }

    public boolean isBroken() {
        synchronized (lock) {
            return generation.broken;
        }
    }

    public void reset() {
        synchronized (lock) {
            breakBarrier();
            nextGeneration();
        }
    }

    public int getNumberWaiting() {
        synchronized (lock) {
            return parties - count;
        }
    }
}
