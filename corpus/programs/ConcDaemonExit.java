public class ConcDaemonExit {
    static volatile boolean heartbeatStarted;

    public static void main(String[] args) throws Exception {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("shutdown hook: flushing metrics"), "metrics-flush"));

        Thread heartbeat = new Thread(() -> {
            heartbeatStarted = true;
            while (true) {
                try {
                    Thread.sleep(60_000);
                } catch (InterruptedException e) {
                    System.out.println("never interrupted");
                }
            }
        }, "heartbeat");
        heartbeat.setDaemon(true);
        System.out.println("heartbeat daemon=" + heartbeat.isDaemon());
        heartbeat.start();

        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                System.out.println("unreachable");
            }
        });
        sleeper.setDaemon(true);
        sleeper.start();

        try {
            heartbeat.setDaemon(false);
        } catch (IllegalThreadStateException e) {
            System.out.println("cannot change daemon status of a live thread");
        }

        Thread inherits = new Thread(() -> {
            Thread child = new Thread(() -> { });
            System.out.println("child of daemon is daemon: " + child.isDaemon());
        });
        inherits.setDaemon(true);
        inherits.start();
        inherits.join();

        Thread worker = new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            System.out.println("worker: batch written");
        }, "batch-writer");
        worker.start();
        worker.join();
        while (heartbeat.getState() != Thread.State.TIMED_WAITING) Thread.sleep(1);
        System.out.println("heartbeat started=" + heartbeatStarted + " alive=" + heartbeat.isAlive() + " state=" + heartbeat.getState());
        System.out.println("main done; daemons will not keep the JVM alive");
    }
}
