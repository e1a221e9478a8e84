package java.lang;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * A Java thread: a green thread of Terrarium's VM once started. The VM runs
 * one thread at a time and switches between them deterministically (see
 * interp/src/vm/threads.rs); blocking natives never wait on the host.
 */
public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    private static int threadInitNumber;
    /*
     * HotSpot's own threads (reference handler, finalizer, compiler threads,
     * ...) take ids 2 to 11 on a default `java` run, so the first thread a
     * program makes is #12 there: numbered the same here.
     */
    private static long threadSeqNumber = 11;
    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;

    /** The VM's index of this thread plus one; 0 until started (read by the VM). */
    private int eetop;
    private volatile String name;
    private int priority;
    private boolean daemon;
    private Runnable target;
    private ThreadGroup group;
    private final long tid;
    private boolean started;
    /** An interrupt before start: handed to the VM when the thread starts. */
    private boolean interruptedBeforeStart;
    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;
    private ClassLoader contextClassLoader;
    /** ThreadLocal's and InheritableThreadLocal's values for this thread. */
    Map<ThreadLocal<?>, Object> threadLocals;
    Map<ThreadLocal<?>, Object> inheritableThreadLocals;

    public enum State { // hotspot:1800
        NEW,
        RUNNABLE,
        BLOCKED,
        WAITING,
        TIMED_WAITING,
        TERMINATED
    }

    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    /** The main thread, made the first time it asks who it is. */
    private Thread(ThreadGroup group, String name, long tid) {
        this.group = group;
        this.name = name;
        this.priority = NORM_PRIORITY;
        this.tid = tid;
        this.started = true;
        this.contextClassLoader = ClassLoader.getSystemClassLoader();
    }

    public Thread() {
        this(null, null, "Thread-" + nextThreadNum(), 0);
    }

    public Thread(Runnable target) {
        this(null, target, "Thread-" + nextThreadNum(), 0);
    }

    public Thread(ThreadGroup group, Runnable target) {
        this(group, target, "Thread-" + nextThreadNum(), 0);
    }

    public Thread(String name) {
        this(null, null, name, 0);
    }

    public Thread(ThreadGroup group, String name) {
        this(group, null, name, 0);
    }

    public Thread(Runnable target, String name) {
        this(null, target, name, 0);
    }

    public Thread(ThreadGroup group, Runnable target, String name) {
        this(group, target, name, 0);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        this(group, target, name, stackSize, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize,
            boolean inheritThreadLocals) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        Thread parent = currentThread();
        if (group == null) {
            group = parent.getThreadGroup();
        }
        this.group = group;
        this.name = name;
        this.target = target;
        this.daemon = parent.isDaemon();
        this.priority = Math.min(parent.getPriority(), group.getMaxPriority());
        this.contextClassLoader = parent.contextClassLoader;
        this.tid = ++threadSeqNumber;
        if (inheritThreadLocals && parent.inheritableThreadLocals != null) {
            Map<ThreadLocal<?>, Object> copy = new IdentityHashMap<>();
            for (Map.Entry<ThreadLocal<?>, Object> e : parent.inheritableThreadLocals.entrySet()) {
                InheritableThreadLocal<Object> key = (InheritableThreadLocal<Object>) e.getKey();
                copy.put(key, key.childValue(e.getValue()));
            }
            this.inheritableThreadLocals = copy;
        }
    }

    private static int nextThreadNum() {
        return threadInitNumber++;
    }

    private static native Thread currentThread0();

    private native void attach0();

    public static Thread currentThread() {
        Thread t = currentThread0();
        if (t == null) {
            // Only main runs without a Thread object, until it first asks.
            t = new Thread(ThreadGroup.main(), "main", 1L);
            t.attach0();
        }
        return t;
    }

    public static native void yield();

    public static void onSpinWait() {
    }

    private static native void sleep0(long nanos) throws InterruptedException;

    public static void sleep(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        sleep0(millis > Long.MAX_VALUE / 1000000 ? Long.MAX_VALUE : millis * 1000000);
    }

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

    private native void start0(boolean daemon, boolean interrupted);

    public synchronized void start() {
        if (started) {
            throw new IllegalThreadStateException();
        }
        started = true;
        group.threadStarted();
        start0(daemon, interruptedBeforeStart);
    }

    /** What the VM runs on a new thread: run(), then what the JDK does when it ends. */
    private void threadMain() {
        try {
            run();
        } catch (Throwable e) {
            try {
                dispatchUncaughtException(e);
            } catch (Throwable ignored) {
                // HotSpot ignores what the handler throws, too.
            }
        } finally {
            exit();
        }
    }

    private native void exit0();

    private void exit() {
        if (group != null) {
            group.threadTerminated();
            group = null;
        }
        target = null;
        uncaughtExceptionHandler = null;
        threadLocals = null;
        inheritableThreadLocals = null;
        // Dead and its joiners told under this Thread's monitor, which join
        // holds from its isAlive() to its wait(): no wake-up is lost.
        synchronized (this) {
            exit0();
            notifyAll();
        }
    }

    @Override
    public void run() {
        if (target != null) {
            target.run(); // hotspot:840
        }
    }

    private native void interrupt0();

    private native boolean isInterrupted0(boolean clear);

    private native boolean isAlive0();

    private native int state0();

    public void interrupt() {
        if (eetop == 0) {
            interruptedBeforeStart = true;
        } else {
            interrupt0();
        }
    }

    public static boolean interrupted() {
        return currentThread().isInterrupted0(true);
    }

    public boolean isInterrupted() {
        return eetop == 0 ? interruptedBeforeStart : isInterrupted0(false);
    }

    public final boolean isAlive() {
        return eetop != 0 && isAlive0();
    }

    public State getState() {
        if (eetop == 0) {
            return State.NEW;
        }
        return State.values()[state0()];
    }

    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        ThreadGroup g = group;
        if (g != null) {
            priority = Math.min(newPriority, g.getMaxPriority());
        }
    }

    public final int getPriority() {
        return priority;
    }

    public final synchronized void setName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getThreadGroup() {
        return group;
    }

    public final void setDaemon(boolean on) {
        if (isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void checkAccess() {
    }

    public ClassLoader getContextClassLoader() {
        return contextClassLoader;
    }

    public void setContextClassLoader(ClassLoader cl) {
        contextClassLoader = cl;
    }

    public long getId() {
        return tid;
    }

    public final void join() throws InterruptedException {
        join(0);
    }

    /** As the JDK does it: wait on this Thread, which the VM notifies when it ends. */
    public final synchronized void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (millis == 0) {
            while (isAlive()) {
                wait(0);
            }
        } else {
            long start = System.nanoTime();
            long delay = millis;
            while (isAlive()) {
                if (delay <= 0) {
                    break;
                }
                wait(delay);
                delay = millis - (System.nanoTime() - start) / 1000000;
            }
        }
    }

    public final void join(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        join(millis);
    }

    public static native boolean holdsLock(Object obj);

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    private native StackTraceElement[] stackTrace0();

    public StackTraceElement[] getStackTrace() {
        if (this == currentThread()) {
            return new Throwable().getStackTrace();
        }
        if (!isAlive()) {
            return new StackTraceElement[0];
        }
        return stackTrace0();
    }

    /** Every live thread's stack (a thread blocked in a native shows the Java frame that called it). */
    public static java.util.Map<Thread, StackTraceElement[]> getAllStackTraces() {
        currentThread(); // main gets its Thread object, if it has none yet
        Thread[] live = liveThreads0();
        java.util.Map<Thread, StackTraceElement[]> m = new java.util.HashMap<>();
        for (Thread t : live) {
            m.put(t, t.getStackTrace());
        }
        return m;
    }

    @Override
    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    private static native int activeCount0();

    private static native Thread[] liveThreads0();

    public static int activeCount() {
        return activeCount0();
    }

    public static int enumerate(Thread[] tarray) {
        Thread[] live = liveThreads0();
        int n = Math.min(live.length, tarray.length);
        System.arraycopy(live, 0, tarray, 0, n);
        return n;
    }

    public String toString() {
        ThreadGroup g = getThreadGroup();
        return "Thread[" + getName() + "," + getPriority() + "," + (g != null ? g.getName() : "") + "]";
    }

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    /** The handler, or the thread group (which prints) when none was set; null once ended. */
    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        return h != null ? h : group;
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        uncaughtExceptionHandler = eh;
    }

    private void dispatchUncaughtException(Throwable e) {
        UncaughtExceptionHandler h = getUncaughtExceptionHandler();
        if (h != null) {
            h.uncaughtException(this, e);
        }
    }
}
