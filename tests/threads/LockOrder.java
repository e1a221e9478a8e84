/** The classic deadlock: two workers take two locks in opposite orders. */
public class LockOrder {
    static final Object accounts = new Object();
    static final Object ledger = new Object();

    public static void main(String[] args) throws Exception {
        Thread transfer = new Thread(() -> {
            synchronized (accounts) {
                pause();
                synchronized (ledger) {
                    System.out.println("transfer booked");
                }
            }
        }, "transfer");
        Thread audit = new Thread(() -> {
            synchronized (ledger) {
                pause();
                synchronized (accounts) {
                    System.out.println("audit done");
                }
            }
        }, "audit");
        transfer.start();
        audit.start();
        transfer.join();
        audit.join();
    }

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}
