package jdk.internal.terrarium;

import java.util.ArrayList;
import java.util.List;

/**
 * Runtime's shutdown hooks. The VM runs `run()` when the program ends (the
 * last non-daemon thread done) if this class was ever initialised, that is
 * if a hook was ever registered; `Runtime.exit` runs it before halting.
 */
public final class Shutdown {
    /** In registration order (the JDK's order is its map's; hooks run concurrently anyway). */
    private static final List<Thread> hooks = new ArrayList<>();
    private static boolean running;

    private Shutdown() {
    }

    public static synchronized void add(Thread hook) {
        if (running) {
            throw new IllegalStateException("Shutdown in progress");
        }
        if (hook.isAlive()) {
            throw new IllegalArgumentException("Hook already running");
        }
        for (Thread h : hooks) {
            if (h == hook) {
                throw new IllegalArgumentException("Hook previously registered");
            }
        }
        hooks.add(hook);
    }

    public static synchronized boolean remove(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        if (running) {
            throw new IllegalStateException("Shutdown in progress");
        }
        for (int i = 0; i < hooks.size(); i++) {
            if (hooks.get(i) == hook) {
                hooks.remove(i);
                return true;
            }
        }
        return false;
    }

    /** Start every hook, then wait for all of them (as the JDK's ApplicationShutdownHooks). */
    public static void run() {
        Thread[] all;
        synchronized (Shutdown.class) {
            if (running) {
                return;
            }
            running = true;
            all = hooks.toArray(new Thread[0]);
        }
        try {
            for (Thread h : all) {
                h.start();
            }
            for (Thread h : all) {
                while (true) {
                    try {
                        h.join();
                        break;
                    } catch (InterruptedException ignored) {
                        // The JDK keeps waiting too.
                    }
                }
            }
        } catch (Throwable t) {
            // The JDK's Shutdown ignores what its hook slot throws (a hook thread that had
            // already run cannot start again): the rest are neither started nor awaited.
        }
    }

    /** `Runtime.exit`: hooks first, then the end. */
    public static void exit(int status) {
        run();
        VM.exit(status);
    }
}
