package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;

/**
 * A ThreadPoolExecutor whose queue hands out tasks by deadline (System.nanoTime,
 * the virtual clock), ties in submission order; workers wait with timed waits
 * until the head task is due.
 */
public class ScheduledThreadPoolExecutor extends ThreadPoolExecutor implements ScheduledExecutorService {
    private volatile boolean continueExistingPeriodicTasksAfterShutdown;
    private volatile boolean executeExistingDelayedTasksAfterShutdown = true;
    private volatile boolean removeOnCancel;

    /** Breaks ties between tasks due at the same time: first scheduled, first run. */
    private static long sequencer;

    private static synchronized long nextSequence() {
        return sequencer++;
    }

    /** Idle threads beyond the core size live this long (the JDK's 10 ms). */
    private static final long DEFAULT_KEEPALIVE_MILLIS = 10L;

    private class ScheduledFutureTask<V> extends FutureTask<V> implements RunnableScheduledFuture<V> {
        private final long sequenceNumber;
        private volatile long time;
        /** Positive: fixed rate; negative: fixed delay; zero: runs once. */
        private final long period;
        RunnableScheduledFuture<V> outerTask = this;

        ScheduledFutureTask(Runnable r, V result, long triggerTime, long sequenceNumber) {
            super(r, result);
            this.time = triggerTime;
            this.period = 0;
            this.sequenceNumber = sequenceNumber;
        }

        ScheduledFutureTask(Runnable r, V result, long triggerTime, long period, long sequenceNumber) {
            super(r, result);
            this.time = triggerTime;
            this.period = period;
            this.sequenceNumber = sequenceNumber;
        }

        ScheduledFutureTask(Callable<V> callable, long triggerTime, long sequenceNumber) {
            super(callable);
            this.time = triggerTime;
            this.period = 0;
            this.sequenceNumber = sequenceNumber;
        }

        public long getDelay(TimeUnit unit) {
            return unit.convert(time - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        public int compareTo(Delayed other) {
            if (other == this) {
                return 0;
            }
            if (other instanceof ScheduledFutureTask) {
                ScheduledFutureTask<?> x = (ScheduledFutureTask<?>) other;
                long diff = time - x.time;
                if (diff < 0) {
                    return -1;
                } else if (diff > 0) {
                    return 1;
                } else if (sequenceNumber < x.sequenceNumber) {
                    return -1;
                } else {
                    return 1;
                }
            }
            long diff = getDelay(TimeUnit.NANOSECONDS) - other.getDelay(TimeUnit.NANOSECONDS);
            return (diff < 0) ? -1 : (diff > 0) ? 1 : 0;
        }

        public boolean isPeriodic() {
            return period != 0;
        }

        private void setNextRunTime() {
            long p = period;
            if (p > 0) {
                time += p;
            } else {
                time = triggerTime(-p);
            }
        }

        public boolean cancel(boolean mayInterruptIfRunning) {
            boolean cancelled = super.cancel(mayInterruptIfRunning);
            if (cancelled && removeOnCancel) {
                remove(this);
            }
            return cancelled;
        }

        public void run() {
            if (!canRunInCurrentRunState(this)) {
                cancel(false);
            } else if (!isPeriodic()) {
                super.run();
            } else if (super.runAndReset()) { // hotspot:305
                setNextRunTime();
                reExecutePeriodic(outerTask);
            }
        }
    }

    boolean canRunInCurrentRunState(RunnableScheduledFuture<?> task) {
        if (!isShutdown()) {
            return true;
        }
        if (isStopped()) {
            return false;
        }
        return task.isPeriodic() ? continueExistingPeriodicTasksAfterShutdown
            : (executeExistingDelayedTasksAfterShutdown || task.getDelay(TimeUnit.NANOSECONDS) <= 0);
    }

    private void delayedExecute(RunnableScheduledFuture<?> task) {
        if (isShutdown()) {
            reject(task);
        } else {
            super.getQueue().add(task);
            if (!canRunInCurrentRunState(task) && remove(task)) {
                task.cancel(false);
            } else {
                ensurePrestart();
            }
        }
    }

    void reExecutePeriodic(RunnableScheduledFuture<?> task) {
        if (canRunInCurrentRunState(task)) {
            super.getQueue().add(task);
            if (canRunInCurrentRunState(task) || !remove(task)) {
                ensurePrestart();
                return;
            }
        }
        task.cancel(false);
    }

    /** Cancels and drops the queued tasks that the shutdown policies say not to run. */
    @Override
    void onShutdown() {
        BlockingQueue<Runnable> q = super.getQueue();
        boolean keepDelayed = getExecuteExistingDelayedTasksAfterShutdownPolicy();
        boolean keepPeriodic = getContinueExistingPeriodicTasksAfterShutdownPolicy();
        Object[] tasks = q.toArray();
        for (int i = 0; i < tasks.length; i++) {
            if (tasks[i] instanceof RunnableScheduledFuture) {
                RunnableScheduledFuture<?> t = (RunnableScheduledFuture<?>) tasks[i];
                if ((t.isPeriodic() ? !keepPeriodic : (!keepDelayed && t.getDelay(TimeUnit.NANOSECONDS) > 0))
                    || t.isCancelled()) {
                    if (q.remove(t)) {
                        t.cancel(false);
                    }
                }
            }
        }
        tryTerminate();
    }

    protected <V> RunnableScheduledFuture<V> decorateTask(Runnable runnable, RunnableScheduledFuture<V> task) {
        return task;
    }

    protected <V> RunnableScheduledFuture<V> decorateTask(Callable<V> callable, RunnableScheduledFuture<V> task) {
        return task;
    }

    public ScheduledThreadPoolExecutor(int corePoolSize) {
        super(corePoolSize, Integer.MAX_VALUE, DEFAULT_KEEPALIVE_MILLIS, TimeUnit.MILLISECONDS, new DelayedWorkQueue());
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, ThreadFactory threadFactory) {
        super(corePoolSize, Integer.MAX_VALUE, DEFAULT_KEEPALIVE_MILLIS, TimeUnit.MILLISECONDS, new DelayedWorkQueue(),
            threadFactory);
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, RejectedExecutionHandler handler) {
        super(corePoolSize, Integer.MAX_VALUE, DEFAULT_KEEPALIVE_MILLIS, TimeUnit.MILLISECONDS, new DelayedWorkQueue(),
            handler);
    }

    public ScheduledThreadPoolExecutor(int corePoolSize, ThreadFactory threadFactory, RejectedExecutionHandler handler) {
        super(corePoolSize, Integer.MAX_VALUE, DEFAULT_KEEPALIVE_MILLIS, TimeUnit.MILLISECONDS, new DelayedWorkQueue(),
            threadFactory, handler);
    }

    private long triggerTime(long delay, TimeUnit unit) {
        return triggerTime(unit.toNanos((delay < 0) ? 0 : delay));
    }

    /** Now plus delay; a huge delay is capped so that deadlines still compare without overflow. */
    long triggerTime(long delay) {
        long now = System.nanoTime();
        if (delay >= (Long.MAX_VALUE >> 1)) {
            delay = overflowFree(delay);
        }
        return now + delay;
    }

    private long overflowFree(long delay) {
        Delayed head = (Delayed) super.getQueue().peek();
        if (head != null) {
            long headDelay = head.getDelay(TimeUnit.NANOSECONDS);
            if (headDelay < 0 && (delay - headDelay < 0)) {
                delay = Long.MAX_VALUE + headDelay;
            }
        }
        return delay;
    }

    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        RunnableScheduledFuture<Void> t = decorateTask(command,
            new ScheduledFutureTask<Void>(command, null, triggerTime(delay, unit), nextSequence()));
        delayedExecute(t);
        return t;
    }

    public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        if (callable == null || unit == null) {
            throw new NullPointerException();
        }
        RunnableScheduledFuture<V> t = decorateTask(callable,
            new ScheduledFutureTask<V>(callable, triggerTime(delay, unit), nextSequence()));
        delayedExecute(t);
        return t;
    }

    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        if (period <= 0L) {
            throw new IllegalArgumentException();
        }
        ScheduledFutureTask<Void> sft = new ScheduledFutureTask<Void>(command, null, triggerTime(initialDelay, unit),
            unit.toNanos(period), nextSequence());
        RunnableScheduledFuture<Void> t = decorateTask(command, sft);
        sft.outerTask = t;
        delayedExecute(t);
        return t;
    }

    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
        if (command == null || unit == null) {
            throw new NullPointerException();
        }
        if (delay <= 0L) {
            throw new IllegalArgumentException();
        }
        ScheduledFutureTask<Void> sft = new ScheduledFutureTask<Void>(command, null, triggerTime(initialDelay, unit),
            -unit.toNanos(delay), nextSequence());
        RunnableScheduledFuture<Void> t = decorateTask(command, sft);
        sft.outerTask = t;
        delayedExecute(t);
        return t;
    }

    public void execute(Runnable command) {
        schedule(command, 0, TimeUnit.NANOSECONDS);
    }

    public Future<?> submit(Runnable task) {
        return schedule(task, 0, TimeUnit.NANOSECONDS);
    }

    public <T> Future<T> submit(Runnable task, T result) {
        return schedule(Executors.callable(task, result), 0, TimeUnit.NANOSECONDS);
    }

    public <T> Future<T> submit(Callable<T> task) {
        return schedule(task, 0, TimeUnit.NANOSECONDS);
    }

    public void setContinueExistingPeriodicTasksAfterShutdownPolicy(boolean value) {
        continueExistingPeriodicTasksAfterShutdown = value;
        if (!value && isShutdown()) {
            onShutdown();
        }
    }

    public boolean getContinueExistingPeriodicTasksAfterShutdownPolicy() {
        return continueExistingPeriodicTasksAfterShutdown;
    }

    public void setExecuteExistingDelayedTasksAfterShutdownPolicy(boolean value) {
        executeExistingDelayedTasksAfterShutdown = value;
        if (!value && isShutdown()) {
            onShutdown();
        }
    }

    public boolean getExecuteExistingDelayedTasksAfterShutdownPolicy() {
        return executeExistingDelayedTasksAfterShutdown;
    }

    public void setRemoveOnCancelPolicy(boolean value) {
        removeOnCancel = value;
    }

    public boolean getRemoveOnCancelPolicy() {
        return removeOnCancel;
    }

    public void shutdown() {
        super.shutdown();
    }

    public List<Runnable> shutdownNow() {
        return super.shutdownNow();
    }

    public BlockingQueue<Runnable> getQueue() {
        return super.getQueue();
    }

    /**
     * The work queue: a heap of scheduled futures (PriorityQueue's order, as the
     * JDK's own heap); take waits until the head is due or a new head arrives.
     */
    static class DelayedWorkQueue extends AbstractQueue<Runnable> implements BlockingQueue<Runnable> {
        private final PriorityQueue<RunnableScheduledFuture<?>> heap = new PriorityQueue<RunnableScheduledFuture<?>>();

        DelayedWorkQueue() {
        }

        public synchronized boolean contains(Object x) {
            return heap.contains(x);
        }

        public synchronized boolean remove(Object x) {
            return heap.remove(x);
        }

        public synchronized int size() {
            return heap.size();
        }

        public synchronized boolean isEmpty() {
            return heap.isEmpty();
        }

        public int remainingCapacity() {
            return Integer.MAX_VALUE;
        }

        public synchronized RunnableScheduledFuture<?> peek() {
            return heap.peek();
        }

        public boolean offer(Runnable x) {
            if (x == null) {
                throw new NullPointerException();
            }
            RunnableScheduledFuture<?> e = (RunnableScheduledFuture<?>) x;
            synchronized (this) {
                heap.offer(e);
                if (heap.peek() == e) {
                    // A new head: waiters must recompute how long to wait.
                    notifyAll();
                }
            }
            return true;
        }

        public void put(Runnable e) {
            offer(e);
        }

        public boolean add(Runnable e) {
            return offer(e);
        }

        public boolean offer(Runnable e, long timeout, TimeUnit unit) {
            return offer(e);
        }

        public synchronized RunnableScheduledFuture<?> poll() {
            RunnableScheduledFuture<?> first = heap.peek();
            return (first == null || first.getDelay(TimeUnit.NANOSECONDS) > 0) ? null : finishPoll();
        }

        private RunnableScheduledFuture<?> finishPoll() {
            RunnableScheduledFuture<?> f = heap.poll();
            if (!heap.isEmpty()) {
                // The next waiter must look at the new head.
                notifyAll();
            }
            return f;
        }

        public synchronized RunnableScheduledFuture<?> take() throws InterruptedException {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            for (;;) {
                RunnableScheduledFuture<?> first = heap.peek();
                if (first == null) {
                    wait();
                } else {
                    long delay = first.getDelay(TimeUnit.NANOSECONDS);
                    if (delay <= 0L) {
                        return finishPoll();
                    }
                    Blocking.waitNanos(this, delay);
                }
            }
        }

        public synchronized RunnableScheduledFuture<?> poll(long timeout, TimeUnit unit) throws InterruptedException {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            long deadline = Blocking.deadline(unit.toNanos(timeout));
            for (;;) {
                RunnableScheduledFuture<?> first = heap.peek();
                long left = deadline - System.nanoTime();
                if (first == null) {
                    if (left <= 0L) {
                        return null;
                    }
                    Blocking.waitNanos(this, left);
                } else {
                    long delay = first.getDelay(TimeUnit.NANOSECONDS);
                    if (delay <= 0L) {
                        return finishPoll();
                    }
                    if (left <= 0L) {
                        return null;
                    }
                    Blocking.waitNanos(this, Math.min(delay, left));
                }
            }
        }

        public synchronized void clear() {
            heap.clear();
        }

        public int drainTo(Collection<? super Runnable> c) {
            return drainTo(c, Integer.MAX_VALUE);
        }

        /** Moves the tasks already due, in deadline order. */
        public synchronized int drainTo(Collection<? super Runnable> c, int maxElements) {
            if (c == null) {
                throw new NullPointerException();
            }
            if (c == this) {
                throw new IllegalArgumentException();
            }
            int n = 0;
            RunnableScheduledFuture<?> first;
            while (n < maxElements && (first = heap.peek()) != null && first.getDelay(TimeUnit.NANOSECONDS) <= 0) {
                c.add(heap.poll());
                n++;
            }
            return n;
        }

        public synchronized Object[] toArray() {
            return heap.toArray();
        }

        public synchronized <T> T[] toArray(T[] a) {
            return heap.toArray(a);
        }

        /** Iterates over a snapshot; remove() takes the element out of the queue. */
        public Iterator<Runnable> iterator() {
            final Object[] snapshot = toArray();
            return new Iterator<Runnable>() {
                private int cursor;
                private int lastRet = -1;

                public boolean hasNext() {
                    return cursor < snapshot.length;
                }

                public Runnable next() {
                    if (cursor >= snapshot.length) {
                        throw new NoSuchElementException();
                    }
                    lastRet = cursor;
                    return (Runnable) snapshot[cursor++];
                }

                public void remove() {
                    if (lastRet < 0) {
                        throw new IllegalStateException();
                    }
                    DelayedWorkQueue.this.remove(snapshot[lastRet]);
                    lastRet = -1;
                }
            };
        }
    }
}
