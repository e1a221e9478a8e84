package java.lang;

/**
 * Thread groups as far as programs see them: "system" above "main", a
 * maximum priority, a count of live threads, and the default handling of
 * uncaught exceptions (print as HotSpot prints them).
 */
public class ThreadGroup implements Thread.UncaughtExceptionHandler {
    private static ThreadGroup mainGroup;

    private final ThreadGroup parent;
    private final String name;
    private int maxPriority;
    private boolean daemon;
    private int liveThreads;
    /** Subgroups, in creation order. */
    private final java.util.List<ThreadGroup> groups = new java.util.ArrayList<>();

    private ThreadGroup(ThreadGroup parent, String name, int maxPriority) {
        this.parent = parent;
        this.name = name;
        this.maxPriority = maxPriority;
    }

    public ThreadGroup(String name) {
        this(Thread.currentThread().getThreadGroup(), name);
    }

    public ThreadGroup(ThreadGroup parent, String name) {
        if (parent == null) {
            throw new NullPointerException();
        }
        this.parent = parent;
        this.name = name;
        this.maxPriority = parent.maxPriority;
        this.daemon = parent.daemon;
        parent.groups.add(this);
    }

    /** The group of the main thread. */
    static ThreadGroup main() {
        ThreadGroup g = mainGroup;
        if (g == null) {
            ThreadGroup system = new ThreadGroup(null, "system", Thread.MAX_PRIORITY);
            g = new ThreadGroup(system, "main", Thread.MAX_PRIORITY);
            system.groups.add(g);
            mainGroup = g;
        }
        return g;
    }

    void threadStarted() {
        for (ThreadGroup g = this; g != null; g = g.parent) {
            g.liveThreads++;
        }
    }

    void threadTerminated() {
        for (ThreadGroup g = this; g != null; g = g.parent) {
            g.liveThreads--;
        }
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getParent() {
        return parent;
    }

    public final int getMaxPriority() {
        return maxPriority;
    }

    public final void setMaxPriority(int pri) {
        if (pri < Thread.MIN_PRIORITY || pri > Thread.MAX_PRIORITY) {
            return;
        }
        maxPriority = parent != null ? Math.min(pri, parent.maxPriority) : pri;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void setDaemon(boolean daemon) {
        this.daemon = daemon;
    }

    public final boolean parentOf(ThreadGroup g) {
        for (; g != null; g = g.parent) {
            if (g == this) {
                return true;
            }
        }
        return false;
    }

    public final void checkAccess() {
    }

    /** Live threads started in this group and its subgroups (main counted in "main"). */
    public int activeCount() {
        return liveThreads + (parentOf(main()) ? 1 : 0);
    }

    /** Every subgroup, recursively. */
    public int activeGroupCount() {
        int n = groups.size();
        for (ThreadGroup g : groups) {
            n += g.activeGroupCount();
        }
        return n;
    }

    public int enumerate(Thread[] list) {
        return enumerate(list, true);
    }

    /** The live threads of this group (and its subgroups when `recurse`), in start order. */
    public int enumerate(Thread[] list, boolean recurse) {
        Thread[] all = new Thread[Thread.activeCount()];
        int n = Thread.enumerate(all);
        int k = 0;
        for (int i = 0; i < n && k < list.length; i++) {
            ThreadGroup g = all[i].getThreadGroup();
            if (g == this || (recurse && parentOf(g))) {
                list[k++] = all[i];
            }
        }
        return k;
    }

    public int enumerate(ThreadGroup[] list) {
        return enumerate(list, true);
    }

    public int enumerate(ThreadGroup[] list, boolean recurse) {
        return collect(list, 0, recurse);
    }

    private int collect(ThreadGroup[] list, int k, boolean recurse) {
        for (ThreadGroup g : groups) {
            if (k >= list.length) {
                return k;
            }
            list[k++] = g;
            if (recurse) {
                k = g.collect(list, k, true);
            }
        }
        return k;
    }

    public void uncaughtException(Thread t, Throwable e) {
        if (parent != null) {
            parent.uncaughtException(t, e);
            return;
        }
        Thread.UncaughtExceptionHandler h = Thread.getDefaultUncaughtExceptionHandler();
        if (h != null) {
            h.uncaughtException(t, e);
        } else {
            System.err.print("Exception in thread \"" + t.getName() + "\" ");
            e.printStackTrace(System.err);
        }
    }

    public String toString() {
        return getClass().getName() + "[name=" + getName() + ",maxpri=" + getMaxPriority() + "]";
    }
}
