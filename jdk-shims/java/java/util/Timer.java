package java.util;

/**
 * One background thread ("Timer-N", started at construction) running tasks in
 * order of their next execution time on System.currentTimeMillis (the virtual
 * clock), waiting with timed waits until the earliest is due. The task heap
 * keeps the JDK's binary-heap order, so tasks due at the same time run in the
 * same order as there. A task that throws ends the timer.
 */
public class Timer {
    private static int serialNumber;

    private static synchronized int serialNumber() {
        return serialNumber++;
    }

    /** 1-based binary heap ordered by nextExecutionTime; also the monitor for everything below. */
    private final TaskHeap queue = new TaskHeap();
    private final TimerThread thread;

    public Timer() {
        this("Timer-" + serialNumber());
    }

    public Timer(boolean isDaemon) {
        this("Timer-" + serialNumber(), isDaemon);
    }

    public Timer(String name) {
        this(name, false);
    }

    public Timer(String name, boolean isDaemon) {
        if (name == null) {
            throw new NullPointerException();
        }
        thread = new TimerThread(queue, name);
        thread.setDaemon(isDaemon);
        thread.start();
    }

    public void schedule(TimerTask task, long delay) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        sched(task, System.currentTimeMillis() + delay, 0);
    }

    public void schedule(TimerTask task, Date time) {
        sched(task, time.getTime(), 0);
    }

    public void schedule(TimerTask task, long delay, long period) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, System.currentTimeMillis() + delay, -period);
    }

    public void schedule(TimerTask task, Date firstTime, long period) {
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, firstTime.getTime(), -period);
    }

    public void scheduleAtFixedRate(TimerTask task, long delay, long period) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, System.currentTimeMillis() + delay, period);
    }

    public void scheduleAtFixedRate(TimerTask task, Date firstTime, long period) {
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, firstTime.getTime(), period);
    }

    private void sched(TimerTask task, long time, long period) {
        if (time < 0) {
            throw new IllegalArgumentException("Illegal execution time.");
        }
        // Keep period arithmetic from overflowing.
        if (Math.abs(period) > (Long.MAX_VALUE >> 1)) {
            period >>= 1;
        }
        synchronized (queue) {
            if (!queue.open) {
                throw new IllegalStateException("Timer already cancelled.");
            }
            synchronized (task.lock) {
                if (task.state != TimerTask.VIRGIN) {
                    throw new IllegalStateException("Task already scheduled or cancelled");
                }
                task.nextExecutionTime = time;
                task.period = period;
                task.state = TimerTask.SCHEDULED;
            }
            queue.add(task);
            if (queue.getMin() == task) {
                queue.notify();
            }
        }
    }

    /** Discards scheduled tasks; a task running now finishes; the thread then ends. */
    public void cancel() {
        synchronized (queue) {
            queue.open = false;
            queue.clear();
            queue.notify();
        }
    }

    public int purge() {
        int result = 0;
        synchronized (queue) {
            for (int i = queue.size; i > 0; i--) {
                if (queue.heap[i].state == TimerTask.CANCELLED) {
                    queue.quickRemove(i);
                    result++;
                }
            }
            if (result != 0) {
                queue.heapify();
            }
        }
        return result;
    }

    static final class TaskHeap {
        TimerTask[] heap = new TimerTask[128];
        int size;
        /** False once cancelled or once the thread died: no more scheduling. */
        boolean open = true;

        void add(TimerTask task) {
            if (size + 1 == heap.length) {
                heap = Arrays.copyOf(heap, 2 * heap.length);
            }
            heap[++size] = task;
            fixUp(size);
        }

        TimerTask getMin() {
            return heap[1];
        }

        void removeMin() {
            heap[1] = heap[size];
            heap[size--] = null;
            fixDown(1);
        }

        /** Removes entry i without restoring heap order (purge heapifies afterwards). */
        void quickRemove(int i) {
            heap[i] = heap[size];
            heap[size--] = null;
        }

        void rescheduleMin(long newTime) {
            heap[1].nextExecutionTime = newTime;
            fixDown(1);
        }

        boolean isEmpty() {
            return size == 0;
        }

        void clear() {
            for (int i = 1; i <= size; i++) {
                heap[i] = null;
            }
            size = 0;
        }

        private void fixUp(int k) {
            while (k > 1) {
                int j = k >> 1;
                if (heap[j].nextExecutionTime <= heap[k].nextExecutionTime) {
                    break;
                }
                TimerTask tmp = heap[j];
                heap[j] = heap[k];
                heap[k] = tmp;
                k = j;
            }
        }

        private void fixDown(int k) {
            int j;
            while ((j = k << 1) <= size && j > 0) {
                if (j < size && heap[j].nextExecutionTime > heap[j + 1].nextExecutionTime) {
                    j++;
                }
                if (heap[k].nextExecutionTime <= heap[j].nextExecutionTime) {
                    break;
                }
                TimerTask tmp = heap[j];
                heap[j] = heap[k];
                heap[k] = tmp;
                k = j;
            }
        }

        void heapify() {
            for (int i = size / 2; i >= 1; i--) {
                fixDown(i);
            }
        }
    }
}

/**
 * A Timer's thread; a top-level class of this file as in the JDK, so that
 * stack traces through it read "java.util.TimerThread.mainLoop(Timer.java)".
 */
final class TimerThread extends Thread {
    private final Timer.TaskHeap queue;

    /** Named after construction: like the JDK's, it first takes a "Thread-N" number. */
    TimerThread(Timer.TaskHeap queue, String name) {
        super();
        this.queue = queue;
        setName(name);
    }

    public void run() {
        try {
            mainLoop(); // hotspot:516
        } finally {
            // Ended by cancel or by a task that threw: refuse further tasks.
            synchronized (queue) {
                queue.open = false;
                queue.clear();
            }
        }
    }

    private void mainLoop() {
        for (;;) {
            try {
                TimerTask task;
                boolean taskFired;
                synchronized (queue) {
                    while (queue.isEmpty() && queue.open) {
                        queue.wait();
                    }
                    if (queue.isEmpty()) {
                        break;
                    }
                    long currentTime;
                    long executionTime;
                    task = queue.getMin();
                    synchronized (task.lock) {
                        if (task.state == TimerTask.CANCELLED) {
                            queue.removeMin();
                            continue;
                        }
                        currentTime = System.currentTimeMillis();
                        executionTime = task.nextExecutionTime;
                        taskFired = executionTime <= currentTime;
                        if (taskFired) {
                            if (task.period == 0) {
                                queue.removeMin();
                                task.state = TimerTask.EXECUTED;
                            } else {
                                queue.rescheduleMin(task.period < 0 ? currentTime - task.period
                                    : executionTime + task.period);
                            }
                        }
                    }
                    if (!taskFired) {
                        queue.wait(executionTime - currentTime);
                    }
                }
                if (taskFired) {
                    task.run(); // hotspot:566
                }
            } catch (InterruptedException e) {
                // ignored, as the JDK's timer thread does
            }
        }
    }
}
