package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;

/**
 * A pool of daemon workers sharing two FIFO queues under one monitor: tasks
 * forked by workers, and submissions from other threads. Workers start
 * lazily, one per task pushed while none is idle, up to the parallelism.
 * Joining a task that no worker has taken yet runs it in the joining thread
 * (see ForkJoinTask), so results never depend on how many workers run.
 *
 * The common pool's parallelism is the system property
 * java.util.concurrent.ForkJoinPool.common.parallelism, else processors - 1
 * (at least 1).
 */
public class ForkJoinPool extends AbstractExecutorService {
    public static interface ForkJoinWorkerThreadFactory {
        ForkJoinWorkerThread newThread(ForkJoinPool pool);
    }

    public static interface ManagedBlocker {
        boolean block() throws InterruptedException;

        boolean isReleasable();
    }

    private static final class DefaultForkJoinWorkerThreadFactory implements ForkJoinWorkerThreadFactory {
        public ForkJoinWorkerThread newThread(ForkJoinPool pool) {
            return new ForkJoinWorkerThread(pool);
        }
    }

    public static final ForkJoinWorkerThreadFactory defaultForkJoinWorkerThreadFactory =
        new DefaultForkJoinWorkerThreadFactory();

    private static final int MAX_CAP = 0x7fff;

    private static int poolIds;

    private static synchronized int nextPoolId() {
        return ++poolIds;
    }

    private static final int RUNNING = 0;
    private static final int SHUTDOWN = 1;
    private static final int STOP = 2;
    private static final int TERMINATED = 3;

    private final Object lock = new Object();
    private final ArrayDeque<ForkJoinTask<?>> forked = new ArrayDeque<ForkJoinTask<?>>();
    private final ArrayDeque<ForkJoinTask<?>> submissions = new ArrayDeque<ForkJoinTask<?>>();
    private final ArrayList<ForkJoinWorkerThread> workers = new ArrayList<ForkJoinWorkerThread>();
    final String workerNamePrefix;
    private int workerCounter;
    /** Workers being created (counted against the parallelism before they are registered). */
    private int pendingWorkers;
    private int idleWorkers;
    private int activeWorkers;
    private long stealCount;
    private int runState = RUNNING;
    private final boolean isCommon;
    private final int parallelism;
    private final ForkJoinWorkerThreadFactory factory;
    private final Thread.UncaughtExceptionHandler ueh;
    private final boolean asyncMode;

    static final ForkJoinPool common = new ForkJoinPool(true);

    private ForkJoinPool(boolean commonPool) {
        int p = -1;
        String pp = System.getProperty("java.util.concurrent.ForkJoinPool.common.parallelism");
        if (pp != null) {
            try {
                p = Integer.parseInt(pp);
            } catch (NumberFormatException ignore) {
                p = -1;
            }
        }
        if (p < 0) {
            p = Runtime.getRuntime().availableProcessors() - 1;
            if (p <= 0) {
                p = 1;
            }
        }
        this.parallelism = Math.min(p, MAX_CAP);
        this.isCommon = true;
        this.factory = defaultForkJoinWorkerThreadFactory;
        this.ueh = null;
        this.asyncMode = false;
        this.workerNamePrefix = "ForkJoinPool.commonPool-worker-";
    }

    public ForkJoinPool() {
        this(Math.min(MAX_CAP, Runtime.getRuntime().availableProcessors()), defaultForkJoinWorkerThreadFactory, null,
            false);
    }

    public ForkJoinPool(int parallelism) {
        this(parallelism, defaultForkJoinWorkerThreadFactory, null, false);
    }

    public ForkJoinPool(int parallelism, ForkJoinWorkerThreadFactory factory, Thread.UncaughtExceptionHandler handler,
                        boolean asyncMode) {
        if (parallelism <= 0 || parallelism > MAX_CAP) {
            throw new IllegalArgumentException();
        }
        if (factory == null) {
            throw new NullPointerException();
        }
        this.parallelism = parallelism;
        this.factory = factory;
        this.ueh = handler;
        this.asyncMode = asyncMode;
        this.isCommon = false;
        this.workerNamePrefix = "ForkJoinPool-" + nextPoolId() + "-worker-";
    }

    /** The JDK 9 constructor; the sizing hints beyond parallelism are accepted and ignored. */
    public ForkJoinPool(int parallelism, ForkJoinWorkerThreadFactory factory, Thread.UncaughtExceptionHandler handler,
                        boolean asyncMode, int corePoolSize, int maximumPoolSize, int minimumRunnable,
                        java.util.function.Predicate<? super ForkJoinPool> saturate, long keepAliveTime, TimeUnit unit) {
        this(parallelism, factory, handler, asyncMode);
        if (maximumPoolSize < parallelism || keepAliveTime <= 0L) {
            throw new IllegalArgumentException();
        }
    }

    public static ForkJoinPool commonPool() {
        return common;
    }

    public static int getCommonPoolParallelism() {
        return common.parallelism;
    }

    synchronized int nextWorkerIndex() {
        return ++workerCounter;
    }

    // ---- queues and workers ----

    /** Queues a task and wakes or starts a worker for it. */
    final void push(ForkJoinTask<?> task, boolean external) {
        if (task == null) {
            throw new NullPointerException();
        }
        boolean startWorker = false;
        synchronized (lock) {
            if (runState != RUNNING && !isCommon) {
                throw new RejectedExecutionException();
            }
            task.pool = this;
            if (external) {
                submissions.addLast(task);
            } else {
                forked.addLast(task);
            }
            if (idleWorkers > 0) {
                lock.notifyAll();
            } else if (workers.size() + pendingWorkers < parallelism) {
                pendingWorkers++;
                startWorker = true;
            }
        }
        if (startWorker) {
            createWorker();
        }
    }

    private void createWorker() {
        ForkJoinWorkerThread wt = null;
        try {
            wt = factory.newThread(this);
        } finally {
            synchronized (lock) {
                pendingWorkers--;
                if (wt != null) {
                    workers.add(wt);
                }
            }
        }
        if (wt != null) {
            wt.start();
        }
    }

    /** Takes task out of the queue if no worker has taken it yet. */
    final boolean tryUnqueue(ForkJoinTask<?> task) {
        synchronized (lock) {
            return forked.removeLastOccurrence(task) || submissions.removeLastOccurrence(task);
        }
    }

    private ForkJoinTask<?> pollQueued() {
        ForkJoinTask<?> t = forked.pollFirst();
        return (t != null) ? t : submissions.pollFirst();
    }

    final void runWorker(ForkJoinWorkerThread w) {
        for (;;) {
            ForkJoinTask<?> task;
            synchronized (lock) {
                for (;;) {
                    if (runState >= STOP) {
                        return;
                    }
                    task = pollQueued();
                    if (task != null) {
                        activeWorkers++;
                        stealCount++;
                        break;
                    }
                    if (runState == SHUTDOWN && activeWorkers == 0) {
                        return;
                    }
                    idleWorkers++;
                    try {
                        lock.wait();
                    } catch (InterruptedException ignore) {
                        // only shutdownNow interrupts; the loop sees the state
                    } finally {
                        idleWorkers--;
                    }
                }
            }
            try {
                task.doExec();
            } finally {
                synchronized (lock) {
                    activeWorkers--;
                    if (activeWorkers == 0) {
                        // Quiescence: shutdown may complete, awaitQuiescence may return.
                        lock.notifyAll();
                    }
                }
            }
        }
    }

    final void deregisterWorker(ForkJoinWorkerThread w, Throwable ex) {
        boolean replace = false;
        synchronized (lock) {
            workers.remove(w);
            if (runState == RUNNING && !(forked.isEmpty() && submissions.isEmpty())) {
                pendingWorkers++;
                replace = true;
            }
            tryTerminate();
        }
        if (replace) {
            createWorker();
        }
        if (ex != null) {
            ForkJoinTask.rethrow(ex);
        }
    }

    /** Under lock: a shut-down pool with nothing queued or running stops, and terminates once its workers left. */
    private void tryTerminate() {
        if (runState == SHUTDOWN && activeWorkers == 0 && forked.isEmpty() && submissions.isEmpty()) {
            runState = STOP;
        }
        if (runState == STOP && workers.isEmpty() && pendingWorkers == 0) {
            runState = TERMINATED;
        }
        lock.notifyAll();
    }

    // ---- ExecutorService ----

    public <T> T invoke(ForkJoinTask<T> task) {
        push(task, !(Thread.currentThread() instanceof ForkJoinWorkerThread));
        return task.join();
    }

    private void pushFrom(ForkJoinTask<?> task) {
        Thread t = Thread.currentThread();
        boolean external = !(t instanceof ForkJoinWorkerThread) || ((ForkJoinWorkerThread) t).pool != this;
        push(task, external);
    }

    public void execute(ForkJoinTask<?> task) {
        pushFrom(task);
    }

    public void execute(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        ForkJoinTask<?> job = (task instanceof ForkJoinTask<?>) ? (ForkJoinTask<?>) task
            : new ForkJoinTask.RunnableExecuteAction(task);
        pushFrom(job);
    }

    public <T> ForkJoinTask<T> submit(ForkJoinTask<T> task) {
        pushFrom(task);
        return task;
    }

    public <T> ForkJoinTask<T> submit(Callable<T> task) {
        ForkJoinTask<T> job = new ForkJoinTask.AdaptedCallable<T>(task);
        pushFrom(job);
        return job;
    }

    public <T> ForkJoinTask<T> submit(Runnable task, T result) {
        ForkJoinTask<T> job = new ForkJoinTask.AdaptedRunnable<T>(task, result);
        pushFrom(job);
        return job;
    }

    @SuppressWarnings("unchecked")
    public ForkJoinTask<?> submit(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        ForkJoinTask<?> job = (task instanceof ForkJoinTask<?>) ? (ForkJoinTask<?>) task
            : new ForkJoinTask.AdaptedRunnableAction(task);
        pushFrom(job);
        return job;
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) {
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        try {
            for (Callable<T> t : tasks) {
                ForkJoinTask<T> f = new ForkJoinTask.AdaptedCallable<T>(t);
                futures.add(f);
                pushFrom(f);
            }
            for (int i = futures.size() - 1; i >= 0; --i) {
                ((ForkJoinTask<?>) futures.get(i)).quietlyJoin();
            }
            return futures;
        } catch (Throwable t) {
            for (int i = 0; i < futures.size(); i++) {
                futures.get(i).cancel(false);
            }
            throw t;
        }
    }

    public ForkJoinWorkerThreadFactory getFactory() {
        return factory;
    }

    public Thread.UncaughtExceptionHandler getUncaughtExceptionHandler() {
        return ueh;
    }

    public int getParallelism() {
        return parallelism;
    }

    public int getPoolSize() {
        synchronized (lock) {
            return workers.size();
        }
    }

    public boolean getAsyncMode() {
        return asyncMode;
    }

    public int getRunningThreadCount() {
        synchronized (lock) {
            return activeWorkers;
        }
    }

    public int getActiveThreadCount() {
        synchronized (lock) {
            return activeWorkers;
        }
    }

    public boolean isQuiescent() {
        synchronized (lock) {
            return activeWorkers == 0 && forked.isEmpty() && submissions.isEmpty();
        }
    }

    public long getStealCount() {
        synchronized (lock) {
            return stealCount;
        }
    }

    public long getQueuedTaskCount() {
        synchronized (lock) {
            return forked.size();
        }
    }

    public int getQueuedSubmissionCount() {
        synchronized (lock) {
            return submissions.size();
        }
    }

    public boolean hasQueuedSubmissions() {
        return getQueuedSubmissionCount() > 0;
    }

    protected ForkJoinTask<?> pollSubmission() {
        synchronized (lock) {
            return submissions.pollFirst();
        }
    }

    protected int drainTasksTo(Collection<? super ForkJoinTask<?>> c) {
        int n = 0;
        synchronized (lock) {
            ForkJoinTask<?> t;
            while ((t = pollQueued()) != null) {
                c.add(t);
                n++;
            }
        }
        return n;
    }

    public String toString() {
        long steals;
        long tasks;
        int subs;
        int size;
        int active;
        int rs;
        synchronized (lock) {
            steals = stealCount;
            tasks = forked.size();
            subs = submissions.size();
            size = workers.size();
            active = activeWorkers;
            rs = runState;
        }
        String level = (rs == TERMINATED) ? "Terminated" : (rs != RUNNING) ? "Shutting down" : "Running";
        return super.toString() + "[" + level + ", parallelism = " + parallelism + ", size = " + size + ", active = "
            + active + ", running = " + active + ", steals = " + steals + ", tasks = " + tasks + ", submissions = "
            + subs + "]";
    }

    /** The common pool cannot be shut down. */
    public void shutdown() {
        if (isCommon) {
            return;
        }
        synchronized (lock) {
            if (runState == RUNNING) {
                runState = SHUTDOWN;
            }
            tryTerminate();
        }
    }

    /** Cancels queued tasks and interrupts the workers; returns an empty list, as the JDK does. */
    public List<Runnable> shutdownNow() {
        if (isCommon) {
            return Collections.emptyList();
        }
        ArrayList<ForkJoinTask<?>> dropped = new ArrayList<ForkJoinTask<?>>();
        ArrayList<ForkJoinWorkerThread> ws;
        synchronized (lock) {
            if (runState < STOP) {
                runState = STOP;
            }
            ForkJoinTask<?> t;
            while ((t = pollQueued()) != null) {
                dropped.add(t);
            }
            ws = new ArrayList<ForkJoinWorkerThread>(workers);
            tryTerminate();
        }
        for (int i = 0; i < dropped.size(); i++) {
            dropped.get(i).cancel(false);
        }
        for (int i = 0; i < ws.size(); i++) {
            ws.get(i).interrupt();
        }
        return Collections.emptyList();
    }

    public boolean isTerminated() {
        synchronized (lock) {
            return runState == TERMINATED;
        }
    }

    public boolean isTerminating() {
        synchronized (lock) {
            return runState != RUNNING && runState != TERMINATED;
        }
    }

    public boolean isShutdown() {
        synchronized (lock) {
            return runState != RUNNING;
        }
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        if (isCommon) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            awaitQuiescence(timeout, unit);
            return false;
        }
        long deadline = Blocking.deadline(unit.toNanos(timeout));
        synchronized (lock) {
            while (runState != TERMINATED) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    return false;
                }
                Blocking.waitNanos(lock, left);
            }
            return true;
        }
    }

    /** Runs queued tasks in the calling thread, then waits until no task runs; false on timeout. */
    public boolean awaitQuiescence(long timeout, TimeUnit unit) {
        long deadline = Blocking.deadline(unit.toNanos(timeout));
        for (;;) {
            ForkJoinTask<?> t;
            synchronized (lock) {
                t = pollQueued();
                if (t == null) {
                    if (activeWorkers == 0) {
                        return true;
                    }
                    long left = deadline - System.nanoTime();
                    if (left <= 0L) {
                        return false;
                    }
                    try {
                        Blocking.waitNanos(lock, left);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return false;
                    }
                    continue;
                }
            }
            t.doExec();
        }
    }

    public static void managedBlock(ManagedBlocker blocker) throws InterruptedException {
        if (blocker == null) {
            throw new NullPointerException();
        }
        while (!blocker.isReleasable()) {
            if (blocker.block()) {
                break;
            }
        }
    }

    protected <T> RunnableFuture<T> newTaskFor(Runnable runnable, T value) {
        return new ForkJoinTask.AdaptedRunnable<T>(runnable, value);
    }

    protected <T> RunnableFuture<T> newTaskFor(Callable<T> callable) {
        return new ForkJoinTask.AdaptedCallable<T>(callable);
    }
}
