import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

public class ConcLogAggregator {
    record LogLine(String service, String level, String message) {
    }

    static final LogLine STOP = new LogLine("", "", "");

    static class Aggregator extends Thread {
        private final LinkedBlockingQueue<LogLine> inbox;
        private final int producers;
        final Map<String, Map<String, Integer>> counts = new TreeMap<>();
        final Map<String, List<String>> errors = new TreeMap<>();
        int batches;

        Aggregator(LinkedBlockingQueue<LogLine> inbox, int producers) {
            super("aggregator");
            this.inbox = inbox;
            this.producers = producers;
        }

        @Override
        public void run() {
            int stopped = 0;
            List<LogLine> batch = new ArrayList<>();
            try {
                while (stopped < producers) {
                    LogLine first = inbox.poll(5, TimeUnit.SECONDS);
                    if (first == null) break;
                    batch.add(first);
                    inbox.drainTo(batch, 15);
                    batches++;
                    for (LogLine l : batch) {
                        if (l == STOP) {
                            stopped++;
                            continue;
                        }
                        counts.computeIfAbsent(l.service(), k -> new TreeMap<>()).merge(l.level(), 1, Integer::sum);
                        if (l.level().equals("ERROR")) {
                            errors.computeIfAbsent(l.service(), k -> new ArrayList<>()).add(l.message());
                        }
                    }
                    batch.clear();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    static class ServiceLogger extends Thread {
        private final String service;
        private final LinkedBlockingQueue<LogLine> out;
        private final int seed;

        ServiceLogger(String service, int seed, LinkedBlockingQueue<LogLine> out) {
            super("logger-" + service);
            this.service = service;
            this.seed = seed;
            this.out = out;
        }

        @Override
        public void run() {
            String[] levels = {"DEBUG", "INFO", "INFO", "WARN", "INFO", "ERROR"};
            int x = seed;
            try {
                for (int i = 0; i < 60; i++) {
                    x = (x * 1103515245 + 12345) & 0x7fffffff;
                    String level = levels[x % levels.length];
                    out.put(new LogLine(service, level, "request " + i + " code " + (x % 500)));
                }
                out.put(STOP);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        LinkedBlockingQueue<LogLine> inbox = new LinkedBlockingQueue<>(32);
        String[] services = {"auth", "billing", "search", "gateway"};
        Aggregator agg = new Aggregator(inbox, services.length);
        agg.start();
        List<ServiceLogger> loggers = new ArrayList<>();
        for (int i = 0; i < services.length; i++) loggers.add(new ServiceLogger(services[i], 17 + i * 31, inbox));
        for (ServiceLogger l : loggers) l.start();
        for (ServiceLogger l : loggers) l.join();
        agg.join();

        System.out.printf("%-8s %5s %5s %5s %5s%n", "service", "DEBUG", "INFO", "WARN", "ERROR");
        int grand = 0;
        for (Map.Entry<String, Map<String, Integer>> e : agg.counts.entrySet()) {
            Map<String, Integer> c = e.getValue();
            System.out.printf("%-8s %5d %5d %5d %5d%n", e.getKey(), c.getOrDefault("DEBUG", 0), c.getOrDefault("INFO", 0),
                    c.getOrDefault("WARN", 0), c.getOrDefault("ERROR", 0));
            for (int v : c.values()) grand += v;
        }
        System.out.println("total lines " + grand + ", batches > 0: " + (agg.batches > 0));
        // per-service error lists arrive in that service's order: a single producer per service, FIFO queue
        agg.errors.forEach((svc, msgs) -> System.out.println(svc + " first errors: " + msgs.subList(0, Math.min(3, msgs.size()))));
    }
}
