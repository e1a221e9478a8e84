public class Synchronized {
    private int count;
    private static int staticCount;
    private final Object lock = new Object();

    synchronized void inc() { count++; }
    synchronized int get() { return count; }
    static synchronized void sinc() { staticCount++; }
    synchronized void reentrant(int depth) {
        count += depth;
        if (depth > 0) reentrant(depth - 1);
    }
    void nestedBlocks() {
        synchronized (this) {
            synchronized (lock) {
                synchronized (this) {
                    count += 100;
                }
            }
        }
    }
    synchronized void throwsInside() {
        count++;
        throw new IllegalStateException("thrown in synchronized method");
    }
    int blockWithException() {
        try {
            synchronized (lock) {
                count += 1000;
                if (count > 0) throw new ArithmeticException("thrown in synchronized block");
            }
        } catch (ArithmeticException e) {
            System.out.println("caught: " + e.getMessage());
        }
        synchronized (lock) {
            return count;
        }
    }
    int returnFromSync() {
        synchronized (lock) {
            for (int i = 0; i < 10; i++) {
                if (i == 5) return i * count;
            }
        }
        return -1;
    }

    public static void main(String[] args) throws Exception {
        Synchronized s = new Synchronized();
        for (int i = 0; i < 1000; i++) s.inc();
        System.out.println("count " + s.get());
        for (int i = 0; i < 50; i++) sinc();
        System.out.println("staticCount " + staticCount);
        s.reentrant(10);
        System.out.println("after reentrant " + s.get());
        s.nestedBlocks();
        System.out.println("after nested " + s.get());
        try {
            s.throwsInside();
        } catch (IllegalStateException e) {
            System.out.println("caught: " + e.getMessage());
        }
        s.inc();
        System.out.println("monitor released, count " + s.get());
        System.out.println("blockWithException -> " + s.blockWithException());
        System.out.println("returnFromSync -> " + s.returnFromSync());
        Object[] locks = {new Object(), "string lock", Integer.valueOf(5), new int[1], Synchronized.class};
        int total = 0;
        for (Object l : locks) {
            synchronized (l) {
                synchronized (l) {
                    total++;
                }
            }
        }
        System.out.println("locked on various objects " + total);
        Object m = new Object();
        synchronized (m) {
            m.notify();
            m.notifyAll();
        }
        System.out.println("notify while holding monitor ok");
        try {
            m.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify without monitor: IllegalMonitorStateException " + e.getMessage());
        }
        try {
            m.wait();
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait without monitor: IllegalMonitorStateException " + e.getMessage());
        }
        StringBuffer sb = new StringBuffer();
        for (int i = 0; i < 5; i++) sb.append(i);
        System.out.println("StringBuffer (synchronized methods) " + sb);
        Runnable r = () -> { synchronized (s) { s.count *= 2; } };
        r.run();
        System.out.println("lambda sync " + s.get());
    }
}
