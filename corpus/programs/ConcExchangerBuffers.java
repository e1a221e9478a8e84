import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Exchanger;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class ConcExchangerBuffers {
    // double buffering: a sensor thread fills a buffer while the writer drains the other,
    // and they swap buffers through an Exchanger
    static final int BUFFER_SIZE = 4;
    static final int READINGS = 20;

    public static void main(String[] args) throws Exception {
        Exchanger<List<Integer>> exchanger = new Exchanger<>();
        List<String> written = new ArrayList<>();

        Thread sensor = new Thread(() -> {
            List<Integer> filling = new ArrayList<>();
            try {
                for (int i = 1; i <= READINGS; i++) {
                    filling.add(i * i % 23);
                    if (filling.size() == BUFFER_SIZE) {
                        filling = exchanger.exchange(filling);
                        if (!filling.isEmpty()) throw new IllegalStateException("got a dirty buffer");
                    }
                }
                exchanger.exchange(filling); // final partial (here: empty) buffer
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "sensor");

        Thread writer = new Thread(() -> {
            List<Integer> draining = new ArrayList<>();
            try {
                int swaps = 0;
                while (true) {
                    draining = exchanger.exchange(draining);
                    swaps++;
                    if (draining.isEmpty()) break;
                    written.add("swap " + swaps + ": " + draining);
                    draining.clear();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "disk-writer");

        sensor.start();
        writer.start();
        sensor.join();
        writer.join();
        written.forEach(System.out::println);

        // two traders swapping goods: each receives the other's object
        Exchanger<String> market = new Exchanger<>();
        String[] got = new String[2];
        Thread alice = new Thread(() -> {
            try {
                got[0] = "alice got " + market.exchange("apples");
            } catch (InterruptedException e) {
                got[0] = "alice interrupted";
            }
        });
        Thread bob = new Thread(() -> {
            try {
                got[1] = "bob got " + market.exchange("bread");
            } catch (InterruptedException e) {
                got[1] = "bob interrupted";
            }
        });
        alice.start();
        bob.start();
        alice.join();
        bob.join();
        System.out.println(got[0] + "; " + got[1]);

        // nobody shows up: timed exchange throws TimeoutException
        try {
            market.exchange("lonely", 30, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("no partner within 30ms: TimeoutException");
        }
        // null can be exchanged
        Thread nullSender = new Thread(() -> {
            try {
                market.exchange(null);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        nullSender.start();
        System.out.println("received from nullSender: " + market.exchange("something"));
        nullSender.join();
    }
}
