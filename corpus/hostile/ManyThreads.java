// Thousands of spinning threads: each takes its turns, so main starts them
// ever more slowly and the fuel ends the run (the 1000th start() would throw
// OutOfMemoryError: unable to create native thread, as --max-threads says).
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
