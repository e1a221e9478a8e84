/** Starts threads that all wait on one gate, until the VM refuses one more. */
public class ThreadFlood {
    static final Object gate = new Object();
    static boolean open;

    public static void main(String[] args) throws Exception {
        int started = 0;
        try {
            while (true) {
                Thread t = new Thread(() -> {
                    synchronized (gate) {
                        while (!open) {
                            try {
                                gate.wait();
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                    }
                });
                t.start();
                started++;
            }
        } catch (OutOfMemoryError e) {
            System.out.println("started " + started + ": " + e.getMessage());
        }
        synchronized (gate) {
            open = true;
            gate.notifyAll();
        }
    }
}
