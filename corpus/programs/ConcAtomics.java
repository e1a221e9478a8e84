import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

public class ConcAtomics {
    record Stats(int min, int max, long count) {
        Stats with(int v) {
            return new Stats(Math.min(min, v), Math.max(max, v), count + 1);
        }
    }

    static class Node {
        volatile String status = "idle";
        static final AtomicReferenceFieldUpdater<Node, String> STATUS =
                AtomicReferenceFieldUpdater.newUpdater(Node.class, String.class, "status");
    }

    static void runAll(int n, Runnable r) throws InterruptedException {
        List<Thread> ts = new ArrayList<>();
        for (int i = 0; i < n; i++) ts.add(new Thread(r));
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
    }

    public static void main(String[] args) throws Exception {
        AtomicInteger ticketSeq = new AtomicInteger(1000);
        AtomicLong bytes = new AtomicLong();
        LongAdder requests = new LongAdder();
        LongAccumulator peak = new LongAccumulator(Math::max, Long.MIN_VALUE);
        AtomicIntegerArray buckets = new AtomicIntegerArray(5);
        AtomicReference<Stats> stats = new AtomicReference<>(new Stats(Integer.MAX_VALUE, Integer.MIN_VALUE, 0));
        boolean[] issued = new boolean[8 * 500];

        runAll(8, () -> {
            for (int i = 0; i < 500; i++) {
                int ticket = ticketSeq.getAndIncrement();
                synchronized (issued) {
                    issued[ticket - 1000] = true;
                }
                bytes.addAndGet(ticket % 7);
                requests.increment();
                peak.accumulate(ticket);
                buckets.incrementAndGet(ticket % 5);
                final int v = ticket % 97;
                stats.updateAndGet(s -> s.with(v));
            }
        });
        int missing = 0;
        for (boolean b : issued) if (!b) missing++;
        System.out.println("next ticket " + ticketSeq.get() + ", missing tickets " + missing);
        System.out.println("bytes " + bytes.get());
        System.out.println("requests sum=" + requests.sum() + " intValue=" + requests.intValue());
        System.out.println("peak " + peak.get());
        System.out.println("buckets " + buckets);
        System.out.println("stats " + stats.get());

        AtomicInteger ai = new AtomicInteger(5);
        System.out.println("compareAndSet(5,6) " + ai.compareAndSet(5, 6) + " -> " + ai.get());
        System.out.println("compareAndSet(5,7) " + ai.compareAndSet(5, 7) + " -> " + ai.get());
        System.out.println("getAndAdd(10) " + ai.getAndAdd(10) + " then " + ai.get());
        System.out.println("accumulateAndGet(*3) " + ai.accumulateAndGet(3, (a, b) -> a * b));
        System.out.println("getAndUpdate(-1) " + ai.getAndUpdate(x -> x - 1) + " then " + ai);
        System.out.println("decrementAndGet " + ai.decrementAndGet() + ", getAndSet(0) " + ai.getAndSet(0));

        AtomicLong al = new AtomicLong(Long.MAX_VALUE);
        System.out.println("overflow wraps: " + al.incrementAndGet());

        requests.reset();
        requests.add(40);
        requests.add(2);
        System.out.println("adder after reset " + requests.sumThenReset() + ", then " + requests.sum());

        AtomicBoolean initialized = new AtomicBoolean();
        AtomicInteger initRuns = new AtomicInteger();
        runAll(6, () -> {
            if (initialized.compareAndSet(false, true)) initRuns.incrementAndGet();
        });
        System.out.println("one-time init ran " + initRuns.get() + " time(s), flag " + initialized);

        Node node = new Node();
        System.out.println("field updater idle->busy " + Node.STATUS.compareAndSet(node, "idle", "busy") + " status " + node.status);
        System.out.println("field updater idle->done " + Node.STATUS.compareAndSet(node, "idle", "done") + " status " + node.status);

        // lock-free stack (Treiber) pushed by 4 threads
        AtomicReference<Object[]> head = new AtomicReference<>(null);
        AtomicInteger pushed = new AtomicInteger();
        runAll(4, () -> {
            for (int i = 0; i < 250; i++) {
                Object[] cur;
                Object[] next;
                do {
                    cur = head.get();
                    next = new Object[] {pushed.incrementAndGet(), cur};
                } while (!head.compareAndSet(cur, next));
            }
        });
        int depth = 0;
        for (Object[] n = head.get(); n != null; n = (Object[]) n[1]) depth++;
        System.out.println("treiber stack depth " + depth);
    }
}
