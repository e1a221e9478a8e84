package java.lang;

/**
 * Single-threaded for now: the only running thread is "main"; other Thread
 * objects can be created and run() directly but not started.
 */
public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    private static int threadInitNumber;
    private static long threadSeqNumber = 1;
    private static Thread mainThread;
    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;

    private volatile String name;
    private int priority = NORM_PRIORITY;
    private boolean daemon;
    private final Runnable target;
    private final long tid;
    private boolean interrupted;
    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;

    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    /** The main thread. */
    private Thread(String name, long tid) {
        this.name = name;
        this.target = null;
        this.tid = tid;
    }

    public Thread() {
        this(null, "Thread-" + nextThreadNum());
    }

    public Thread(Runnable target) {
        this(target, "Thread-" + nextThreadNum());
    }

    public Thread(String name) {
        this(null, name);
    }

    public Thread(Runnable target, String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
        this.target = target;
        Thread parent = currentThread();
        this.priority = parent.priority;
        this.daemon = parent.daemon;
        this.tid = ++threadSeqNumber;
    }

    private static int nextThreadNum() {
        return threadInitNumber++;
    }

    public static Thread currentThread() {
        Thread t = mainThread;
        if (t == null) {
            t = new Thread("main", 1L);
            mainThread = t;
        }
        return t;
    }

    public static void yield() {
    }

    public static void onSpinWait() {
    }

    public static native void sleep(long millis) throws InterruptedException;

    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        sleep(millis);
    }

    public void start() {
        throw new UnsupportedOperationException("threads are not supported yet");
    }

    @Override
    public void run() {
        if (target != null) {
            target.run();
        }
    }

    public void interrupt() {
        interrupted = true;
    }

    public static boolean interrupted() {
        Thread t = currentThread();
        boolean was = t.interrupted;
        t.interrupted = false;
        return was;
    }

    public boolean isInterrupted() {
        return interrupted;
    }

    public final boolean isAlive() {
        return this == mainThread;
    }

    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        priority = newPriority;
    }

    public final int getPriority() {
        return priority;
    }

    public final void setName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public final String getName() {
        return name;
    }

    public final void setDaemon(boolean on) {
        daemon = on;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void checkAccess() {
    }

    public long getId() {
        return tid;
    }

    public final void join() throws InterruptedException {
        join(0);
    }

    public final void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        // Unstarted threads are never alive; joining main from main would wait forever.
    }

    public final void join(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        join(millis);
    }

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    @Override
    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    public static int activeCount() {
        return 1;
    }

    public String toString() {
        return "Thread[" + getName() + "," + getPriority() + ",main]";
    }

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    /** The per-thread handler; null stands for the thread group's default behaviour. */
    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        return uncaughtExceptionHandler;
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        uncaughtExceptionHandler = eh;
    }

    /** Called by the VM when an exception escapes this thread's run (main). */
    private void dispatchUncaughtException(Throwable e) {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        if (h == null) {
            h = defaultUncaughtExceptionHandler;
        }
        if (h != null) {
            h.uncaughtException(this, e);
            return;
        }
        System.err.print("Exception in thread \"" + getName() + "\" ");
        e.printStackTrace(System.err);
    }
}
