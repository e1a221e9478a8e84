package java.util.concurrent;

/**
 * A cancellable computation with the JDK's states. Waiters block on this
 * object's monitor; done() runs outside it, after all waiters were woken.
 */
public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0;
    private static final int NORMAL = 2;
    private static final int EXCEPTIONAL = 3;
    private static final int CANCELLED = 4;
    private static final int INTERRUPTED = 6;

    private volatile int state;
    private Callable<V> callable;
    private Object outcome;
    private volatile Thread runner;

    public FutureTask(Callable<V> callable) {
        if (callable == null) {
            throw new NullPointerException();
        }
        this.callable = callable;
        this.state = NEW;
    }

    public FutureTask(Runnable runnable, V result) {
        this.callable = Executors.callable(runnable, result);
        this.state = NEW;
    }

    @SuppressWarnings("unchecked")
    private V report(int s) throws ExecutionException {
        Object x = outcome;
        if (s == NORMAL) {
            return (V) x;
        }
        if (s >= CANCELLED) {
            throw new CancellationException();
        }
        throw new ExecutionException((Throwable) x); // hotspot:122
    }

    public boolean isCancelled() {
        return state >= CANCELLED;
    }

    public boolean isDone() {
        return state != NEW;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        synchronized (this) {
            if (state != NEW) {
                return false;
            }
            state = mayInterruptIfRunning ? INTERRUPTED : CANCELLED;
            if (mayInterruptIfRunning) {
                Thread t = runner;
                if (t != null) {
                    t.interrupt();
                }
            }
        }
        finishCompletion();
        return true;
    }

    public V get() throws InterruptedException, ExecutionException {
        int s = state;
        if (s == NEW) {
            synchronized (this) {
                while ((s = state) == NEW) {
                    wait();
                }
            }
        }
        return report(s); // hotspot:191
    }

    public V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null) {
            throw new NullPointerException();
        }
        int s = state;
        if (s == NEW) {
            long deadline = Blocking.deadline(unit.toNanos(timeout));
            synchronized (this) {
                while ((s = state) == NEW) {
                    if (Thread.interrupted()) {
                        throw new InterruptedException();
                    }
                    long left = deadline - System.nanoTime();
                    if (left <= 0L) {
                        throw new TimeoutException();
                    }
                    Blocking.waitNanos(this, left);
                }
            }
        }
        return report(s);
    }

    protected void done() {
    }

    protected void set(V v) {
        synchronized (this) {
            if (state != NEW) {
                return;
            }
            outcome = v;
            state = NORMAL;
        }
        finishCompletion();
    }

    protected void setException(Throwable t) {
        synchronized (this) {
            if (state != NEW) {
                return;
            }
            outcome = t;
            state = EXCEPTIONAL;
        }
        finishCompletion();
    }

    /** Claims the task for the current thread; false when it already ran or runs. */
    private boolean claim() {
        synchronized (this) {
            if (state != NEW || runner != null) {
                return false;
            }
            runner = Thread.currentThread();
            return true;
        }
    }

    public void run() {
        if (!claim()) {
            return;
        }
        try {
            Callable<V> c = callable;
            if (c != null && state == NEW) {
                V result;
                boolean ran;
                try {
                    result = c.call(); // hotspot:264
                    ran = true;
                } catch (Throwable ex) {
                    result = null;
                    ran = false;
                    setException(ex);
                }
                if (ran) {
                    set(result);
                }
            }
        } finally {
            runner = null;
        }
    }

    /** Runs without setting a result (periodic tasks); true if it ran and may run again. */
    protected boolean runAndReset() {
        if (!claim()) {
            return false;
        }
        boolean ran = false;
        try {
            Callable<V> c = callable;
            if (c != null && state == NEW) {
                try {
                    c.call(); // hotspot:305
                    ran = true;
                } catch (Throwable ex) {
                    setException(ex);
                }
            }
        } finally {
            runner = null;
        }
        return ran && state == NEW;
    }

    private void finishCompletion() {
        synchronized (this) {
            notifyAll();
        }
        done();
        callable = null;
    }

    public String toString() {
        String status;
        int s = state;
        if (s == NORMAL) {
            status = "[Completed normally]";
        } else if (s == EXCEPTIONAL) {
            status = "[Completed exceptionally: " + outcome + "]";
        } else if (s >= CANCELLED) {
            status = "[Cancelled]";
        } else {
            Callable<?> c = callable;
            status = (c == null) ? "[Incomplete]" : "[Not completed, task = " + c + "]";
        }
        return super.toString() + status;
    }
}
