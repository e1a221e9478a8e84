// Thousands of threads: Terrarium has no threads yet, so the first start()
// throws UnsupportedOperationException (uncaught, exit 1).
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
