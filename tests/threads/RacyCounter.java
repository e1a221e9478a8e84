/** Two threads increment a shared counter without synchronisation: updates get lost. */
public class RacyCounter {
    static int counter;

    public static void main(String[] args) throws Exception {
        Runnable r = () -> {
            for (int i = 0; i < 100_000; i++) {
                int v = counter;
                counter = v + 1;
            }
        };
        Thread a = new Thread(r);
        Thread b = new Thread(r);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(counter);
    }
}
