// Thousands of spinning threads: the 1000th start() (--max-threads) throws
// OutOfMemoryError, uncaught in main; the others spin until the fuel ends.
public class ManyThreads {
    public static void main(String[] args) {
        for (int i = 0; i < 10000; i++) {
            Thread t = new Thread(() -> {
                while (true) {
                }
            });
            t.start();
        }
        System.out.println("started them all");
    }
}
