package java.util.concurrent;

import java.util.ArrayList;
import java.util.List;

/**
 * The JDK's pool policy (core threads started per task, then the queue, then
 * threads up to the maximum, then rejection) with one monitor, mainLock,
 * guarding the run state, the worker count and the worker list. Workers are
 * started lazily, one per execute, so thread names follow the JDK's.
 */
public class ThreadPoolExecutor extends AbstractExecutorService {
    private static final int RUNNING = 0;
    private static final int SHUTDOWN = 1;
    private static final int STOP = 2;
    private static final int TIDYING = 3;
    private static final int TERMINATED = 4;

    private final BlockingQueue<Runnable> workQueue;
    /** Guards runState, workerCount, workers and the counters; awaitTermination waits on it. */
    private final Object mainLock = new Object();
    /** In creation order, so shutdown interrupts deterministically. */
    private final ArrayList<Worker> workers = new ArrayList<Worker>();
    private volatile int runState = RUNNING;
    private volatile int workerCount;
    private int largestPoolSize;
    private long completedTaskCount;

    private volatile ThreadFactory threadFactory;
    private volatile RejectedExecutionHandler handler;
    private volatile long keepAliveTime;
    private volatile boolean allowCoreThreadTimeOut;
    private volatile int corePoolSize;
    private volatile int maximumPoolSize;

    private static final RejectedExecutionHandler defaultHandler = new AbortPolicy();

    /** A pool thread's loop; busy while it runs a task (then shutdown does not interrupt it). */
    private final class Worker implements Runnable {
        final Thread thread;
        Runnable firstTask;
        long completedTasks;
        /** False until runWorker starts: such a worker counts as active and is not interrupted. */
        boolean started;
        boolean busy;

        Worker(Runnable firstTask) {
            this.firstTask = firstTask;
            this.thread = getThreadFactory().newThread(this);
        }

        public void run() {
            runWorker(this); // hotspot:635
        }

        boolean isLocked() {
            return !started || busy;
        }
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
            defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, threadFactory, defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(), handler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory,
                              RejectedExecutionHandler handler) {
        if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize || keepAliveTime < 0) {
            throw new IllegalArgumentException();
        }
        if (workQueue == null || threadFactory == null || handler == null) {
            throw new NullPointerException();
        }
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.workQueue = workQueue;
        this.keepAliveTime = unit.toNanos(keepAliveTime);
        this.threadFactory = threadFactory;
        this.handler = handler;
    }

    // ---- run state ----

    private void advanceRunState(int target) {
        synchronized (mainLock) {
            if (runState < target) {
                runState = target;
            }
        }
    }

    /** Moves to TERMINATED once shut down with no workers and (unless stopped) no queued tasks. */
    final void tryTerminate() {
        synchronized (mainLock) {
            int rs = runState;
            if (rs == RUNNING || rs >= TIDYING || (rs == SHUTDOWN && !workQueue.isEmpty())) {
                return;
            }
            if (workerCount != 0) {
                // Pass the news on: an idle worker wakes, finds nothing to do and exits.
                interruptIdleWorkers(true);
                return;
            }
            runState = TIDYING;
        }
        try {
            terminated();
        } finally {
            synchronized (mainLock) {
                runState = TERMINATED;
                mainLock.notifyAll();
            }
        }
    }

    private void interruptWorkers() {
        synchronized (mainLock) {
            for (int i = 0; i < workers.size(); i++) {
                Worker w = workers.get(i);
                if (w.started && !w.thread.isInterrupted()) {
                    w.thread.interrupt();
                }
            }
        }
    }

    private void interruptIdleWorkers(boolean onlyOne) {
        synchronized (mainLock) {
            for (int i = 0; i < workers.size(); i++) {
                Worker w = workers.get(i);
                Thread t = w.thread;
                if (!t.isInterrupted() && w.started && !w.busy) {
                    t.interrupt();
                }
                if (onlyOne) {
                    break;
                }
            }
        }
    }

    final void reject(Runnable command) {
        handler.rejectedExecution(command, this);
    }

    void onShutdown() {
    }

    private List<Runnable> drainQueue() {
        BlockingQueue<Runnable> q = workQueue;
        ArrayList<Runnable> taskList = new ArrayList<Runnable>();
        q.drainTo(taskList);
        if (!q.isEmpty()) {
            Object[] rest = q.toArray(new Runnable[0]);
            for (int i = 0; i < rest.length; i++) {
                Runnable r = (Runnable) rest[i];
                if (q.remove(r)) {
                    taskList.add(r);
                }
            }
        }
        return taskList;
    }

    // ---- workers ----

    private boolean addWorker(Runnable firstTask, boolean core) {
        synchronized (mainLock) {
            int rs = runState;
            if (rs >= SHUTDOWN && (rs >= STOP || firstTask != null || workQueue.isEmpty())) {
                return false;
            }
            if (workerCount >= (core ? corePoolSize : maximumPoolSize)) {
                return false;
            }
            workerCount++;
        }
        boolean started = false;
        Worker w = null;
        try {
            w = new Worker(firstTask);
            Thread t = w.thread;
            if (t != null) {
                boolean added = false;
                synchronized (mainLock) {
                    int rs = runState;
                    if (rs == RUNNING || (rs < STOP && firstTask == null)) {
                        if (t.getState() != Thread.State.NEW) {
                            throw new IllegalThreadStateException();
                        }
                        workers.add(w);
                        added = true;
                        if (workers.size() > largestPoolSize) {
                            largestPoolSize = workers.size();
                        }
                    }
                }
                if (added) {
                    t.start();
                    started = true;
                }
            }
        } finally {
            if (!started) {
                addWorkerFailed(w);
            }
        }
        return started;
    }

    private void addWorkerFailed(Worker w) {
        synchronized (mainLock) {
            if (w != null) {
                workers.remove(w);
            }
            workerCount--;
        }
        tryTerminate();
    }

    private void processWorkerExit(Worker w, boolean completedAbruptly) {
        synchronized (mainLock) {
            if (completedAbruptly) {
                workerCount--;
            }
            completedTaskCount += w.completedTasks;
            workers.remove(w);
        }
        tryTerminate();
        if (runState < STOP) {
            if (!completedAbruptly) {
                int min = allowCoreThreadTimeOut ? 0 : corePoolSize;
                if (min == 0 && !workQueue.isEmpty()) {
                    min = 1;
                }
                if (workerCount >= min) {
                    return;
                }
            }
            addWorker(null, false);
        }
    }

    /** The next task, or null when this worker must exit (the count is then already decremented). */
    private Runnable getTask() {
        boolean timedOut = false;
        for (;;) {
            boolean timed;
            synchronized (mainLock) {
                int rs = runState;
                if (rs >= SHUTDOWN && (rs >= STOP || workQueue.isEmpty())) {
                    workerCount--;
                    return null;
                }
                int wc = workerCount;
                timed = allowCoreThreadTimeOut || wc > corePoolSize;
                if ((wc > maximumPoolSize || (timed && timedOut)) && (wc > 1 || workQueue.isEmpty())) {
                    workerCount--;
                    return null;
                }
            }
            try {
                Runnable r = timed ? workQueue.poll(keepAliveTime, TimeUnit.NANOSECONDS) : workQueue.take();
                if (r != null) {
                    return r;
                }
                timedOut = true;
            } catch (InterruptedException retry) {
                timedOut = false;
            }
        }
    }

    final void runWorker(Worker w) {
        Thread wt = Thread.currentThread();
        Runnable task = w.firstTask;
        w.firstTask = null;
        synchronized (mainLock) {
            w.started = true;
        }
        boolean completedAbruptly = true;
        try {
            while (task != null || (task = getTask()) != null) {
                synchronized (mainLock) {
                    w.busy = true;
                }
                // A stopping pool leaves its threads interrupted; otherwise a stray
                // interrupt from shutdown's idle sweep must not reach the task.
                if ((runState >= STOP || (Thread.interrupted() && runState >= STOP)) && !wt.isInterrupted()) {
                    wt.interrupt();
                }
                try {
                    beforeExecute(wt, task);
                    try {
                        task.run(); // hotspot:1136
                        afterExecute(task, null);
                    } catch (Throwable ex) {
                        afterExecute(task, ex);
                        throw ex;
                    }
                } finally {
                    task = null;
                    synchronized (mainLock) {
                        w.completedTasks++;
                        w.busy = false;
                    }
                }
            }
            completedAbruptly = false;
        } finally {
            processWorkerExit(w, completedAbruptly);
        }
    }

    // ---- public API ----

    public void execute(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        if (workerCount < corePoolSize) {
            if (addWorker(command, true)) {
                return;
            }
        }
        if (runState == RUNNING && workQueue.offer(command)) {
            if (runState != RUNNING && remove(command)) {
                reject(command);
            } else if (workerCount == 0) {
                addWorker(null, false);
            }
        } else if (!addWorker(command, false)) {
            reject(command);
        }
    }

    public void shutdown() {
        synchronized (mainLock) {
            advanceRunState(SHUTDOWN);
            interruptIdleWorkers(false);
        }
        onShutdown();
        tryTerminate();
    }

    public List<Runnable> shutdownNow() {
        List<Runnable> tasks;
        synchronized (mainLock) {
            advanceRunState(STOP);
            interruptWorkers();
        }
        tasks = drainQueue();
        tryTerminate();
        return tasks;
    }

    public boolean isShutdown() {
        return runState >= SHUTDOWN;
    }

    boolean isStopped() {
        return runState >= STOP;
    }

    public boolean isTerminating() {
        int rs = runState;
        return rs >= SHUTDOWN && rs < TERMINATED;
    }

    public boolean isTerminated() {
        return runState == TERMINATED;
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = Blocking.deadline(unit.toNanos(timeout));
        synchronized (mainLock) {
            while (runState < TERMINATED) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    return false;
                }
                Blocking.waitNanos(mainLock, left);
            }
            return true;
        }
    }

    public void setThreadFactory(ThreadFactory threadFactory) {
        if (threadFactory == null) {
            throw new NullPointerException();
        }
        this.threadFactory = threadFactory;
    }

    public ThreadFactory getThreadFactory() {
        return threadFactory;
    }

    public void setRejectedExecutionHandler(RejectedExecutionHandler handler) {
        if (handler == null) {
            throw new NullPointerException();
        }
        this.handler = handler;
    }

    public RejectedExecutionHandler getRejectedExecutionHandler() {
        return handler;
    }

    public void setCorePoolSize(int corePoolSize) {
        if (corePoolSize < 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        int delta = corePoolSize - this.corePoolSize;
        this.corePoolSize = corePoolSize;
        if (workerCount > corePoolSize) {
            interruptIdleWorkers(false);
        } else if (delta > 0) {
            int k = Math.min(delta, workQueue.size());
            while (k-- > 0 && addWorker(null, true)) {
                if (workQueue.isEmpty()) {
                    break;
                }
            }
        }
    }

    public int getCorePoolSize() {
        return corePoolSize;
    }

    public boolean prestartCoreThread() {
        return workerCount < corePoolSize && addWorker(null, true);
    }

    void ensurePrestart() {
        int wc = workerCount;
        if (wc < corePoolSize) {
            addWorker(null, true);
        } else if (wc == 0) {
            addWorker(null, false);
        }
    }

    public int prestartAllCoreThreads() {
        int n = 0;
        while (addWorker(null, true)) {
            n++;
        }
        return n;
    }

    public boolean allowsCoreThreadTimeOut() {
        return allowCoreThreadTimeOut;
    }

    public void allowCoreThreadTimeOut(boolean value) {
        if (value && keepAliveTime <= 0) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        if (value != allowCoreThreadTimeOut) {
            allowCoreThreadTimeOut = value;
            if (value) {
                interruptIdleWorkers(false);
            }
        }
    }

    public void setMaximumPoolSize(int maximumPoolSize) {
        if (maximumPoolSize <= 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        this.maximumPoolSize = maximumPoolSize;
        if (workerCount > maximumPoolSize) {
            interruptIdleWorkers(false);
        }
    }

    public int getMaximumPoolSize() {
        return maximumPoolSize;
    }

    public void setKeepAliveTime(long time, TimeUnit unit) {
        if (time < 0) {
            throw new IllegalArgumentException();
        }
        if (time == 0 && allowsCoreThreadTimeOut()) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        long keepAliveTime = unit.toNanos(time);
        long delta = keepAliveTime - this.keepAliveTime;
        this.keepAliveTime = keepAliveTime;
        if (delta < 0) {
            interruptIdleWorkers(false);
        }
    }

    public long getKeepAliveTime(TimeUnit unit) {
        return unit.convert(keepAliveTime, TimeUnit.NANOSECONDS);
    }

    public BlockingQueue<Runnable> getQueue() {
        return workQueue;
    }

    public boolean remove(Runnable task) {
        boolean removed = workQueue.remove(task);
        tryTerminate();
        return removed;
    }

    /** Drops cancelled futures from the queue. */
    public void purge() {
        BlockingQueue<Runnable> q = workQueue;
        Object[] snapshot = q.toArray();
        for (int i = 0; i < snapshot.length; i++) {
            Object r = snapshot[i];
            if (r instanceof Future<?> && ((Future<?>) r).isCancelled()) {
                q.remove(r);
            }
        }
        tryTerminate();
    }

    public int getPoolSize() {
        synchronized (mainLock) {
            return runState >= TIDYING ? 0 : workers.size();
        }
    }

    public int getActiveCount() {
        synchronized (mainLock) {
            int n = 0;
            for (int i = 0; i < workers.size(); i++) {
                if (workers.get(i).isLocked()) {
                    n++;
                }
            }
            return n;
        }
    }

    public int getLargestPoolSize() {
        synchronized (mainLock) {
            return largestPoolSize;
        }
    }

    public long getTaskCount() {
        synchronized (mainLock) {
            long n = completedTaskCount;
            for (int i = 0; i < workers.size(); i++) {
                Worker w = workers.get(i);
                n += w.completedTasks;
                if (w.busy) {
                    n++;
                }
            }
            return n + workQueue.size();
        }
    }

    public long getCompletedTaskCount() {
        synchronized (mainLock) {
            long n = completedTaskCount;
            for (int i = 0; i < workers.size(); i++) {
                n += workers.get(i).completedTasks;
            }
            return n;
        }
    }

    public String toString() {
        long ncompleted;
        int nworkers;
        int nactive;
        synchronized (mainLock) {
            ncompleted = completedTaskCount;
            nactive = 0;
            nworkers = workers.size();
            for (int i = 0; i < nworkers; i++) {
                Worker w = workers.get(i);
                ncompleted += w.completedTasks;
                if (w.isLocked()) {
                    nactive++;
                }
            }
        }
        int rs = runState;
        String state = (rs == RUNNING) ? "Running" : (rs == TERMINATED) ? "Terminated" : "Shutting down";
        return super.toString() + "[" + state + ", pool size = " + nworkers + ", active threads = " + nactive
            + ", queued tasks = " + workQueue.size() + ", completed tasks = " + ncompleted + "]";
    }

    protected void beforeExecute(Thread t, Runnable r) {
    }

    protected void afterExecute(Runnable r, Throwable t) {
    }

    protected void terminated() {
    }

    public static class CallerRunsPolicy implements RejectedExecutionHandler {
        public CallerRunsPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                r.run();
            }
        }
    }

    public static class AbortPolicy implements RejectedExecutionHandler {
        public AbortPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            throw new RejectedExecutionException("Task " + r.toString() + " rejected from " + e.toString());
        }
    }

    public static class DiscardPolicy implements RejectedExecutionHandler {
        public DiscardPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
        }
    }

    public static class DiscardOldestPolicy implements RejectedExecutionHandler {
        public DiscardOldestPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                e.getQueue().poll();
                e.execute(r);
            }
        }
    }
}
