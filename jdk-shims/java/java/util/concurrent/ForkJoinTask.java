package java.util.concurrent;

import java.util.Collection;
import java.util.List;
import java.util.RandomAccess;

/**
 * A task run at most once, by a pool worker or by the worker that joins it:
 * a worker joining a task forked in its own pool takes it back out of the
 * queue and runs it in place when no other worker has started it yet, and
 * otherwise waits for it. Completion is published under the task's monitor.
 */
public abstract class ForkJoinTask<V> implements Future<V>, java.io.Serializable {
    private static final long serialVersionUID = -7721805057305804111L;

    private static final int PENDING = 0;
    private static final int NORMAL = 1;
    private static final int EXCEPTIONAL = 2;
    private static final int CANCELLED = 3;

    private volatile int status;
    private transient Throwable exception;
    /** The thread the exception was thrown in; other threads get a fresh copy, as in the JDK. */
    private transient Thread exceptionThread;
    /** The pool whose queue this task was last pushed to. */
    transient volatile ForkJoinPool pool;

    public ForkJoinTask() {
    }

    public abstract V getRawResult();

    protected abstract void setRawResult(V value);

    protected abstract boolean exec();

    private void setDone(int s) {
        synchronized (this) {
            if (status == PENDING) {
                status = s;
            }
            notifyAll();
        }
    }

    private void setExceptional(Throwable ex) {
        synchronized (this) {
            if (status == PENDING) {
                exception = ex;
                exceptionThread = Thread.currentThread();
                status = EXCEPTIONAL;
            }
            notifyAll();
        }
    }

    /** Runs exec here unless already done; returns the status. */
    final int doExec() {
        if (status == PENDING) {
            boolean completed;
            try {
                completed = exec();
            } catch (Throwable ex) {
                setExceptional(ex);
                return status;
            }
            if (completed) {
                setDone(NORMAL);
            }
        }
        return status;
    }

    /** Runs the task here if it still sits in its pool's queue, then waits for it to finish. */
    private int awaitDone(boolean interruptible, boolean timed, long nanos) throws InterruptedException {
        if (status != PENDING) {
            return status;
        }
        // A worker joining a task of its own pool runs it if no one took it yet (so
        // recursion never waits on a busy pool); other threads leave it to the workers.
        ForkJoinPool p = pool;
        Thread t = Thread.currentThread();
        if (p != null && t instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) t).pool == p
            && p.tryUnqueue(this)) {
            doExec();
        }
        long deadline = timed ? Blocking.deadline(nanos) : 0L;
        boolean interrupted = false;
        synchronized (this) {
            while (status == PENDING) {
                try {
                    if (timed) {
                        long left = deadline - System.nanoTime();
                        if (left <= 0L) {
                            break;
                        }
                        Blocking.waitNanos(this, left);
                    } else {
                        wait();
                    }
                } catch (InterruptedException e) {
                    if (interruptible) {
                        throw e;
                    }
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return status;
    }

    private int awaitUninterruptibly() {
        try {
            return awaitDone(false, false, 0L);
        } catch (InterruptedException cannotHappen) {
            throw new AssertionError(cannotHappen);
        }
    }

    /** The exception as the calling thread should see it (see getException). */
    private Throwable exceptionForCaller() {
        Throwable ex;
        Thread t;
        synchronized (this) {
            ex = exception;
            t = exceptionThread;
        }
        if (ex == null || t == Thread.currentThread()) {
            return ex;
        }
        return copyForOtherThread(ex);
    }

    /**
     * The JDK rethrows an exception from another thread as a new exception of
     * the same class (public constructor taking the cause, else no-argument
     * constructor plus initCause) so both stacks show. Without reflection this
     * knows the common java.lang classes; others are rethrown as they are.
     */
    private static Throwable copyForOtherThread(Throwable ex) {
        Class<?> c = ex.getClass();
        if (c == RuntimeException.class) {
            return new RuntimeException(ex);
        } else if (c == IllegalStateException.class) {
            return new IllegalStateException(ex);
        } else if (c == IllegalArgumentException.class) {
            return new IllegalArgumentException(ex);
        } else if (c == UnsupportedOperationException.class) {
            return new UnsupportedOperationException(ex);
        } else if (c == Exception.class) {
            return new Exception(ex);
        } else if (c == Error.class) {
            return new Error(ex);
        }
        Throwable rx;
        if (c == ArithmeticException.class) {
            rx = new ArithmeticException();
        } else if (c == NullPointerException.class) {
            rx = new NullPointerException();
        } else if (c == ArrayIndexOutOfBoundsException.class) {
            rx = new ArrayIndexOutOfBoundsException();
        } else if (c == IndexOutOfBoundsException.class) {
            rx = new IndexOutOfBoundsException();
        } else if (c == ClassCastException.class) {
            rx = new ClassCastException();
        } else {
            return ex;
        }
        rx.initCause(ex);
        return rx;
    }

    private V report(int s) {
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            uncheckedThrow(exceptionForCaller());
        }
        return getRawResult();
    }

    static void rethrow(Throwable ex) {
        ForkJoinTask.<RuntimeException>uncheckedThrow(ex);
    }

    @SuppressWarnings("unchecked")
    static <T extends Throwable> void uncheckedThrow(Throwable t) throws T {
        if (t != null) {
            throw (T) t;
        }
        throw new Error("Unknown Exception");
    }

    public final ForkJoinTask<V> fork() {
        Thread t = Thread.currentThread();
        if (t instanceof ForkJoinWorkerThread) {
            ((ForkJoinWorkerThread) t).pool.push(this, false);
        } else {
            ForkJoinPool.common.push(this, true);
        }
        return this;
    }

    public final V join() {
        return report(awaitUninterruptibly());
    }

    public final V invoke() {
        int s = doExec();
        if (s == PENDING) {
            s = awaitUninterruptibly();
        }
        return report(s);
    }

    public static void invokeAll(ForkJoinTask<?> t1, ForkJoinTask<?> t2) {
        if (t1 == null || t2 == null) {
            throw new NullPointerException();
        }
        t2.fork();
        int s1 = t1.doExec();
        if (s1 == PENDING) {
            s1 = t1.awaitUninterruptibly();
        }
        if (s1 >= EXCEPTIONAL) {
            t1.report(s1);
        }
        int s2 = t2.awaitUninterruptibly();
        if (s2 >= EXCEPTIONAL) {
            t2.report(s2);
        }
    }

    /** Forks all but the first (last first), runs the first here, then joins the rest in order. */
    public static void invokeAll(ForkJoinTask<?>... tasks) {
        Throwable ex = null;
        int last = tasks.length - 1;
        for (int i = last; i >= 0; --i) {
            ForkJoinTask<?> t = tasks[i];
            if (t == null) {
                throw new NullPointerException();
            }
            if (i == 0) {
                int s = t.doExec();
                if (s == PENDING) {
                    s = t.awaitUninterruptibly();
                }
                if (s >= EXCEPTIONAL) {
                    ex = t.getException();
                }
            } else {
                t.fork();
            }
        }
        for (int i = 1; ex == null && i <= last; ++i) {
            ForkJoinTask<?> t = tasks[i];
            int s = t.awaitUninterruptibly();
            if (s >= EXCEPTIONAL) {
                ex = t.getException();
            }
        }
        if (ex != null) {
            rethrow(ex);
        }
    }

    @SuppressWarnings("unchecked")
    public static <T extends ForkJoinTask<?>> Collection<T> invokeAll(Collection<T> tasks) {
        if (!(tasks instanceof RandomAccess) || !(tasks instanceof List<?>)) {
            invokeAll(tasks.toArray(new ForkJoinTask<?>[0]));
            return tasks;
        }
        List<? extends ForkJoinTask<?>> list = (List<? extends ForkJoinTask<?>>) tasks;
        invokeAll(list.toArray(new ForkJoinTask<?>[0]));
        return tasks;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        setDone(CANCELLED);
        return status == CANCELLED;
    }

    public final boolean isDone() {
        return status != PENDING;
    }

    public final boolean isCancelled() {
        return status == CANCELLED;
    }

    public final boolean isCompletedAbnormally() {
        return status >= EXCEPTIONAL;
    }

    public final boolean isCompletedNormally() {
        return status == NORMAL;
    }

    public final Throwable getException() {
        int s = status;
        if (s == CANCELLED) {
            return new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            return exceptionForCaller();
        }
        return null;
    }

    public void completeExceptionally(Throwable ex) {
        setExceptional((ex instanceof RuntimeException) || (ex instanceof Error) ? ex : new RuntimeException(ex));
    }

    public void complete(V value) {
        try {
            setRawResult(value);
        } catch (Throwable rex) {
            setExceptional(rex);
            return;
        }
        setDone(NORMAL);
    }

    public final void quietlyComplete() {
        setDone(NORMAL);
    }

    public final V get() throws InterruptedException, ExecutionException {
        int s = awaitDone(true, false, 0L);
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            throw new ExecutionException(exceptionForCaller());
        }
        return getRawResult();
    }

    public final V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        long nanos = unit.toNanos(timeout);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        int s = awaitDone(true, true, nanos);
        if (s == PENDING) {
            throw new TimeoutException();
        }
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            throw new ExecutionException(exceptionForCaller());
        }
        return getRawResult();
    }

    public final void quietlyJoin() {
        awaitUninterruptibly();
    }

    public final void quietlyInvoke() {
        if (doExec() == PENDING) {
            awaitUninterruptibly();
        }
    }

    public static void helpQuiesce() {
        Thread t = Thread.currentThread();
        ForkJoinPool p = (t instanceof ForkJoinWorkerThread) ? ((ForkJoinWorkerThread) t).pool : ForkJoinPool.common;
        p.awaitQuiescence(Long.MAX_VALUE, TimeUnit.NANOSECONDS);
    }

    public void reinitialize() {
        synchronized (this) {
            status = PENDING;
            exception = null;
            exceptionThread = null;
        }
    }

    public static ForkJoinPool getPool() {
        Thread t = Thread.currentThread();
        return (t instanceof ForkJoinWorkerThread) ? ((ForkJoinWorkerThread) t).pool : null;
    }

    public static boolean inForkJoinPool() {
        return Thread.currentThread() instanceof ForkJoinWorkerThread;
    }

    public boolean tryUnfork() {
        ForkJoinPool p = pool;
        return p != null && p.tryUnqueue(this);
    }

    public static int getQueuedTaskCount() {
        ForkJoinPool p = getPool();
        return (p == null) ? 0 : (int) p.getQueuedTaskCount();
    }

    public static int getSurplusQueuedTaskCount() {
        return getQueuedTaskCount();
    }

    protected static ForkJoinTask<?> peekNextLocalTask() {
        return null;
    }

    protected static ForkJoinTask<?> pollNextLocalTask() {
        return null;
    }

    protected static ForkJoinTask<?> pollTask() {
        return null;
    }

    private transient short tag;

    public final synchronized short getForkJoinTaskTag() {
        return tag;
    }

    public final synchronized short setForkJoinTaskTag(short newValue) {
        short old = tag;
        tag = newValue;
        return old;
    }

    public final synchronized boolean compareAndSetForkJoinTaskTag(short expect, short update) {
        if (tag != expect) {
            return false;
        }
        tag = update;
        return true;
    }

    // ---- adapters ----

    static final class AdaptedRunnable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 5232453952276885070L;
        final Runnable runnable;
        T result;

        AdaptedRunnable(Runnable runnable, T result) {
            if (runnable == null) {
                throw new NullPointerException();
            }
            this.runnable = runnable;
            this.result = result;
        }

        public final T getRawResult() {
            return result;
        }

        public final void setRawResult(T v) {
            result = v;
        }

        public final boolean exec() {
            runnable.run();
            return true;
        }

        public final void run() {
            invoke();
        }

        public String toString() {
            return super.toString() + "[Wrapped task = " + runnable + "]";
        }
    }

    static final class AdaptedRunnableAction extends ForkJoinTask<Void> implements RunnableFuture<Void> {
        private static final long serialVersionUID = 5232453952276885070L;
        final Runnable runnable;

        AdaptedRunnableAction(Runnable runnable) {
            if (runnable == null) {
                throw new NullPointerException();
            }
            this.runnable = runnable;
        }

        public final Void getRawResult() {
            return null;
        }

        public final void setRawResult(Void v) {
        }

        public final boolean exec() {
            runnable.run();
            return true;
        }

        public final void run() {
            invoke();
        }

        public String toString() {
            return super.toString() + "[Wrapped task = " + runnable + "]";
        }
    }

    /** What execute(Runnable) runs: a failure goes to the running thread's uncaught-exception handler, and the worker lives on. */
    static final class RunnableExecuteAction extends ForkJoinTask<Void> {
        private static final long serialVersionUID = 5232453952276885070L;
        final Runnable runnable;

        RunnableExecuteAction(Runnable runnable) {
            if (runnable == null) {
                throw new NullPointerException();
            }
            this.runnable = runnable;
        }

        public final Void getRawResult() {
            return null;
        }

        public final void setRawResult(Void v) {
        }

        public final boolean exec() {
            try {
                runnable.run();
            } catch (Throwable ex) {
                Thread t = Thread.currentThread();
                Thread.UncaughtExceptionHandler h = t.getUncaughtExceptionHandler();
                if (h != null) {
                    h.uncaughtException(t, ex);
                }
                throw ex;
            }
            return true;
        }
    }

    static final class AdaptedCallable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 2838392045355241008L;
        final Callable<? extends T> callable;
        T result;

        AdaptedCallable(Callable<? extends T> callable) {
            if (callable == null) {
                throw new NullPointerException();
            }
            this.callable = callable;
        }

        public final T getRawResult() {
            return result;
        }

        public final void setRawResult(T v) {
            result = v;
        }

        public final boolean exec() {
            try {
                result = callable.call();
                return true;
            } catch (RuntimeException rex) {
                throw rex;
            } catch (Exception ex) {
                throw new RuntimeException(ex);
            }
        }

        public final void run() {
            invoke();
        }

        public String toString() {
            return super.toString() + "[Wrapped task = " + callable + "]";
        }
    }

    public static ForkJoinTask<?> adapt(Runnable runnable) {
        return new AdaptedRunnableAction(runnable);
    }

    public static <T> ForkJoinTask<T> adapt(Runnable runnable, T result) {
        return new AdaptedRunnable<T>(runnable, result);
    }

    public static <T> ForkJoinTask<T> adapt(Callable<? extends T> callable) {
        return new AdaptedCallable<T>(callable);
    }
}
