import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.Delayed;
import java.util.concurrent.TimeUnit;

public class ConcRetryScheduler {
    // a failed webhook delivery waiting for its retry time
    static class Retry implements Delayed {
        final String url;
        final int attempt;
        final long dueNanos;

        Retry(String url, int attempt, long delayMillis) {
            this.url = url;
            this.attempt = attempt;
            this.dueNanos = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(delayMillis);
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return unit.convert(dueNanos - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        @Override
        public int compareTo(Delayed o) {
            return Long.compare(dueNanos, ((Retry) o).dueNanos);
        }

        @Override
        public String toString() {
            return url + " (attempt " + attempt + ")";
        }
    }

    public static void main(String[] args) throws Exception {
        DelayQueue<Retry> retries = new DelayQueue<>();
        List<String> order = new ArrayList<>();
        long[] start = new long[1];
        Thread dispatcher = new Thread(() -> {
            try {
                for (int i = 0; i < 3; i++) {
                    Retry r = retries.take();
                    long tenths = (System.nanoTime() - start[0]) / 100_000_000;
                    order.add(r + " at ~" + tenths + "00ms");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "dispatcher");
        dispatcher.start();
        while (dispatcher.getState() != Thread.State.WAITING) Thread.sleep(1);
        System.out.println("dispatcher waiting on an empty queue, poll: " + retries.poll());

        System.out.println("a retry with zero delay is due at once: " + (new Retry("warm-up", 0, 0).getDelay(TimeUnit.NANOSECONDS) <= 0));
        Retry[] batch = new Retry[3];
        start[0] = System.nanoTime();
        batch[0] = new Retry("https://shop.example/hook", 3, 300);
        batch[1] = new Retry("https://crm.example/events", 1, 100);
        batch[2] = new Retry("https://mail.example/bounce", 2, 200);
        for (Retry r : batch) retries.put(r);
        System.out.println("earliest due within 1s: " + (retries.peek().getDelay(TimeUnit.MILLISECONDS) <= 1000));
        dispatcher.join();
        order.forEach(System.out::println);

        retries.put(new Retry("https://late.example/x", 1, 10_000));
        Retry none = retries.poll(50, TimeUnit.MILLISECONDS);
        System.out.println("timed poll for a far-future retry: " + none + ", still pending " + retries.size());
        System.out.println("peek shows it even though it is not due: " + retries.peek());
        retries.put(new Retry("https://now.example/y", 1, -5));
        System.out.println("already-expired retry is available at once: " + retries.poll());
        List<Retry> expired = new ArrayList<>();
        System.out.println("drainTo takes only expired elements: " + retries.drainTo(expired) + ", left " + retries.size());
    }
}
