import java.util.concurrent.atomic.AtomicInteger;

public class ConcVolatileFlag {
    static class Poller extends Thread {
        private volatile boolean running = true;
        private final AtomicInteger polls = new AtomicInteger();

        Poller() {
            super("inbox-poller");
        }

        @Override
        public void run() {
            while (running) {
                polls.incrementAndGet();
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    return;
                }
            }
            System.out.println(getName() + ": stop flag observed, exiting loop");
        }

        void shutdown() {
            running = false;
        }
    }

    // publication through a volatile write: the config is fully built before 'ready' is set
    static class Config {
        int port;
        String host;
    }

    static Config config;
    static volatile boolean ready;

    static volatile long sequence;

    public static void main(String[] args) throws Exception {
        Poller poller = new Poller();
        poller.start();
        while (poller.polls.get() < 3) Thread.sleep(5);
        poller.shutdown();
        poller.join();
        System.out.println("poller polled at least 3 times: " + (poller.polls.get() >= 3));

        String[] seen = new String[1];
        Thread reader = new Thread(() -> {
            while (!ready) Thread.onSpinWait();
            seen[0] = config.host + ":" + config.port;
        }, "config-reader");
        reader.start();
        Config c = new Config();
        c.host = "db.internal";
        c.port = 5432;
        config = c;
        ready = true;
        reader.join();
        System.out.println("reader saw " + seen[0]);

        // ping-pong on a volatile field: each side waits for the other's value
        Thread pong = new Thread(() -> {
            for (long expect = 1; expect < 20; expect += 2) {
                while (sequence != expect) Thread.onSpinWait();
                sequence = expect + 1;
            }
        }, "pong");
        pong.start();
        StringBuilder trace = new StringBuilder();
        for (long v = 0; v < 20; v += 2) {
            while (sequence != v) Thread.onSpinWait();
            trace.append(v).append(' ');
            sequence = v + 1;
        }
        pong.join();
        System.out.println("ping saw " + trace.toString().trim());
        System.out.println("final sequence " + sequence);
    }
}
