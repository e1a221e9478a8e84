package java.util.concurrent;

/** A daemon pool thread, named by its pool ("ForkJoinPool-N-worker-M", "ForkJoinPool.commonPool-worker-M"). */
public class ForkJoinWorkerThread extends Thread {
    final ForkJoinPool pool;
    private final int index;

    protected ForkJoinWorkerThread(ForkJoinPool pool) {
        this(pool, pool.nextWorkerIndex());
    }

    private ForkJoinWorkerThread(ForkJoinPool pool, int index) {
        super(pool.workerNamePrefix + index);
        this.pool = pool;
        this.index = index;
        setDaemon(true);
        Thread.UncaughtExceptionHandler h = pool.getUncaughtExceptionHandler();
        if (h != null) {
            setUncaughtExceptionHandler(h);
        }
    }

    public ForkJoinPool getPool() {
        return pool;
    }

    public int getPoolIndex() {
        return index - 1;
    }

    protected void onStart() {
    }

    protected void onTermination(Throwable exception) {
    }

    public void run() {
        Throwable exception = null;
        try {
            onStart();
            pool.runWorker(this);
        } catch (Throwable ex) {
            exception = ex;
        } finally {
            try {
                onTermination(exception);
            } catch (Throwable ex) {
                if (exception == null) {
                    exception = ex;
                }
            } finally {
                pool.deregisterWorker(this, exception);
            }
        }
    }
}
