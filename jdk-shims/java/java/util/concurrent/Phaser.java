package java.util.concurrent;

/**
 * A phaser whose state is guarded by one monitor shared by its whole tree
 * (the root's). The root holds the phase; a child keeps its own parties and
 * unarrived count for the phase it last saw, resetting them lazily once the
 * root has moved on. A child is registered as one party of its parent while
 * it has parties of its own, and arrives at its parent when all of its
 * parties arrived. The arrival that completes the root's phase runs
 * onAdvance (holding the monitor, so registrations wait for the advance as in
 * the JDK), then wakes every waiter in the tree.
 */
public class Phaser {
    private static final int MAX_PARTIES = 0xffff;
    private static final int MAX_PHASE = Integer.MAX_VALUE;

    private final Object lock;
    private final Phaser parent;
    private final Phaser root;
    /** The root's current phase (negative once terminated); in a child, the phase its counts belong to. */
    private int phase;
    private int parties;
    private int unarrived;

    public Phaser() {
        this(null, 0);
    }

    public Phaser(int parties) {
        this(null, parties);
    }

    public Phaser(Phaser parent) {
        this(parent, 0);
    }

    public Phaser(Phaser parent, int parties) {
        if (parties >>> 16 != 0) {
            throw new IllegalArgumentException("Illegal number of parties");
        }
        this.parent = parent;
        if (parent == null) {
            this.root = this;
            this.lock = new Object();
        } else {
            this.root = parent.root;
            this.lock = root.lock;
        }
        synchronized (lock) {
            if (parent != null) {
                if (parties != 0) {
                    parent.doRegister(1);
                }
                this.phase = root.phase;
            }
            this.parties = parties;
            this.unarrived = parties;
        }
    }

    /** Brings a child's counts up to the root's phase; holds lock. */
    private void reconcile() {
        if (root != this && phase != root.phase) {
            int rp = root.phase;
            if (rp >= 0) {
                unarrived = parties;
            }
            phase = rp;
        }
    }

    private String stateString() {
        reconcile();
        int arrived = parties - unarrived;
        return super.toString() + "[phase = " + root.phase + " parties = " + parties + " arrived = " + arrived + "]";
    }

    private int doRegister(int registrations) {
        synchronized (lock) {
            reconcile();
            // A child whose parties all arrived waits for the root to advance first.
            while (root != this && root.phase >= 0 && parties > 0 && unarrived == 0) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                reconcile();
            }
            if (root.phase < 0) {
                return root.phase;
            }
            if (parties + registrations > MAX_PARTIES) {
                throw new IllegalStateException("Attempt to register more than " + MAX_PARTIES + " parties for "
                    + stateString());
            }
            if (parent != null && parties == 0) {
                parent.doRegister(1);
                reconcile();
            }
            parties += registrations;
            unarrived += registrations;
            return root.phase;
        }
    }

    public int register() {
        return doRegister(1);
    }

    public int bulkRegister(int parties) {
        if (parties < 0) {
            throw new IllegalArgumentException();
        }
        if (parties == 0) {
            return getPhase();
        }
        return doRegister(parties);
    }

    /** One arrival (deregistering too when asked); returns the arrival phase. */
    private int doArrive(boolean deregister) {
        synchronized (lock) {
            reconcile();
            int p = root.phase;
            if (p < 0) {
                return p;
            }
            if (unarrived <= 0) {
                throw new IllegalStateException("Attempted arrival of unregistered party for " + stateString());
            }
            unarrived--;
            if (deregister) {
                parties--;
            }
            if (unarrived == 0) {
                if (root == this) {
                    advance(p);
                } else {
                    // All of this child's parties are in: it arrives at its parent (and leaves it when empty).
                    parent.doArrive(parties == 0);
                }
            }
            return p;
        }
    }

    /** Called on the root with the lock held once every party arrived at phase p. */
    private void advance(int p) {
        int next = (p + 1) & MAX_PHASE;
        if (onAdvance(p, parties)) {
            // Terminated: the counts stay as they were at the last arrival.
            phase = next | Integer.MIN_VALUE;
        } else {
            phase = next;
            unarrived = parties;
        }
        lock.notifyAll();
    }

    public int arrive() {
        return doArrive(false);
    }

    public int arriveAndDeregister() {
        return doArrive(true);
    }

    public int arriveAndAwaitAdvance() {
        synchronized (lock) {
            int p = doArrive(false);
            if (p < 0) {
                return p;
            }
            return awaitAdvance(p);
        }
    }

    public int awaitAdvance(int phase) {
        synchronized (lock) {
            if (phase < 0) {
                return phase;
            }
            boolean interrupted = false;
            while (root.phase == phase) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return root.phase;
        }
    }

    public int awaitAdvanceInterruptibly(int phase) throws InterruptedException {
        synchronized (lock) {
            if (phase < 0) {
                return phase;
            }
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            while (root.phase == phase) {
                lock.wait();
            }
            return root.phase;
        }
    }

    public int awaitAdvanceInterruptibly(int phase, long timeout, TimeUnit unit)
        throws InterruptedException, TimeoutException {
        long deadline = Blocking.deadline(unit.toNanos(timeout));
        synchronized (lock) {
            if (phase < 0) {
                return phase;
            }
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            while (root.phase == phase) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    throw new TimeoutException();
                }
                Blocking.waitNanos(lock, left);
            }
            return root.phase;
        }
    }

    public void forceTermination() {
        synchronized (lock) {
            if (root.phase >= 0) {
                root.phase |= Integer.MIN_VALUE;
                lock.notifyAll();
            }
        }
    }

    public final int getPhase() {
        synchronized (lock) {
            return root.phase;
        }
    }

    public int getRegisteredParties() {
        synchronized (lock) {
            return parties;
        }
    }

    public int getArrivedParties() {
        synchronized (lock) {
            reconcile();
            return parties - unarrived;
        }
    }

    public int getUnarrivedParties() {
        synchronized (lock) {
            reconcile();
            return unarrived;
        }
    }

    public Phaser getParent() {
        return parent;
    }

    public Phaser getRoot() {
        return root;
    }

    public boolean isTerminated() {
        return getPhase() < 0;
    }

    protected boolean onAdvance(int phase, int registeredParties) {
        return registeredParties == 0;
    }

    public String toString() {
        synchronized (lock) {
            return stateString();
        }
    }
}
