public class MonitorMethods {
    private int count;

    synchronized void bump() {
        count++;
        notify();
    }

    synchronized void pause() throws InterruptedException {
        wait(5);
        count += 10;
    }

    static synchronized void staticNotify() {
        MonitorMethods.class.notifyAll();
    }

    void unlocked() {
        notify();
    }

    public static void main(String[] args) throws Exception {
        MonitorMethods m = new MonitorMethods();
        m.bump();
        m.pause();
        staticNotify();
        System.out.println("count " + m.count);
        try {
            m.unlocked();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlocked notify: " + e.getMessage());
        }
        try {
            synchronized (m) {
                m.bump();
                throw new IllegalStateException("inside");
            }
        } catch (IllegalStateException e) {
            System.out.println("released after " + e.getMessage());
        }
        try {
            m.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("after release: " + e.getMessage());
        }
        Object lock = new Object();
        synchronized (lock) {
            synchronized (lock) {
                lock.notify();
            }
            lock.notifyAll();
        }
        System.out.println("reentrant ok");
    }
}
