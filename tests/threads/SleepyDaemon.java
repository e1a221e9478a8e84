/** main ends while a daemon thread sleeps for a day and a worker finishes: the VM exits. */
public class SleepyDaemon {
    public static void main(String[] args) throws Exception {
        Thread daemon = new Thread(() -> {
            try {
                Thread.sleep(86_400_000L);
            } catch (InterruptedException e) {
                return;
            }
            System.out.println("daemon woke (must not happen)");
        });
        daemon.setDaemon(true);
        daemon.start();
        new Thread(() -> {
            try {
                Thread.sleep(2_000);
            } catch (InterruptedException e) {
                return;
            }
            System.out.println("worker done after " + 2 + " s");
        }).start();
        System.out.println("main done");
    }
}
