package java.lang.ref;

import java.util.Objects;
import java.util.concurrent.ThreadFactory;

/**
 * Cleaning actions run by clean(), at most once. As in the JDK, each
 * cleaner has a daemon thread running the actions of the phantom
 * references on its queue; since Terrarium's collector enqueues nothing
 * (see Reference), that thread waits for good unless a program enqueues a
 * cleanable itself, and an action never runs for an unreachable object.
 */
public final class Cleaner {
    private static int threadNumber;

    private final ReferenceQueue<Object> queue = new ReferenceQueue<>();

    private Cleaner() {
    }

    public static Cleaner create() {
        Cleaner cleaner = new Cleaner();
        Thread thread;
        synchronized (Cleaner.class) {
            thread = new Thread(cleaner::processQueue, "Cleaner-" + threadNumber++);
        }
        thread.setPriority(Thread.MAX_PRIORITY - 2);
        cleaner.start(thread);
        return cleaner;
    }

    public static Cleaner create(ThreadFactory threadFactory) {
        Objects.requireNonNull(threadFactory, "threadFactory");
        Cleaner cleaner = new Cleaner();
        cleaner.start(threadFactory.newThread(cleaner::processQueue));
        return cleaner;
    }

    private void start(Thread thread) {
        thread.setDaemon(true);
        thread.start();
    }

    private void processQueue() {
        for (;;) {
            try {
                Reference<?> ref = queue.remove();
                if (ref instanceof PhantomCleanable) {
                    ((PhantomCleanable) ref).clean();
                }
            } catch (Throwable ignored) {
                // The JDK's cleaner thread ignores what an action throws, and interrupts.
            }
        }
    }

    public Cleanable register(Object obj, Runnable action) {
        Objects.requireNonNull(obj, "obj");
        Objects.requireNonNull(action, "action");
        return new PhantomCleanable(obj, queue, action);
    }

    public interface Cleanable {
        void clean();
    }

    private static final class PhantomCleanable extends PhantomReference<Object> implements Cleanable {
        private Runnable action;

        PhantomCleanable(Object referent, ReferenceQueue<Object> queue, Runnable action) {
            super(referent, queue);
            this.action = action;
        }

        /** Claims the action: true for the first caller of clean or clear only. */
        private synchronized Runnable take() {
            Runnable a = action;
            action = null;
            return a;
        }

        @Override
        public void clean() {
            Runnable a = take();
            if (a != null) {
                super.clear();
                a.run();
            }
        }

        @Override
        public void clear() {
            if (take() != null) {
                super.clear();
            }
        }
    }
}
