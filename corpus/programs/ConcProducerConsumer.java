import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;

public class ConcProducerConsumer {
    static class BoundedBuffer<T> {
        private final LinkedList<T> items = new LinkedList<>();
        private final int capacity;
        private int maxSeen;

        BoundedBuffer(int capacity) {
            this.capacity = capacity;
        }

        synchronized void put(T item) throws InterruptedException {
            while (items.size() == capacity) wait();
            items.addLast(item);
            maxSeen = Math.max(maxSeen, items.size());
            notifyAll();
        }

        synchronized T take() throws InterruptedException {
            while (items.isEmpty()) wait();
            T item = items.removeFirst();
            notifyAll();
            return item;
        }

        synchronized int maxSeen() {
            return maxSeen;
        }
    }

    record Order(int id, String customer, int cents) {
    }

    public static void main(String[] args) throws Exception {
        BoundedBuffer<Order> buffer = new BoundedBuffer<>(4);
        String[] customers = {"ada", "bob", "cy"};
        Order poison = new Order(-1, "", 0);

        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 30; i++) {
                    buffer.put(new Order(i, customers[i % 3], i * 125));
                }
                buffer.put(poison);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "order-intake");

        List<Integer> processedIds = new ArrayList<>();
        long[] revenue = new long[3];
        Thread consumer = new Thread(() -> {
            try {
                while (true) {
                    Order o = buffer.take();
                    if (o == poison) break;
                    processedIds.add(o.id());
                    for (int c = 0; c < 3; c++) {
                        if (customers[c].equals(o.customer())) revenue[c] += o.cents();
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "billing");

        consumer.start();
        producer.start();
        producer.join();
        consumer.join();

        boolean inOrder = true;
        for (int i = 0; i < processedIds.size(); i++) inOrder &= processedIds.get(i) == i + 1;
        System.out.println("processed " + processedIds.size() + " orders, FIFO=" + inOrder);
        for (int c = 0; c < 3; c++) {
            System.out.printf("%-4s %8.2f%n", customers[c], revenue[c] / 100.0);
        }
        System.out.println("buffer never exceeded capacity: " + (buffer.maxSeen() <= 4));

        // Several producers and consumers: the multiset of items is what is checked.
        BoundedBuffer<Integer> shared = new BoundedBuffer<>(2);
        List<Thread> all = new ArrayList<>();
        long[] sums = new long[3];
        int[] counts = new int[3];
        for (int p = 0; p < 3; p++) {
            final int base = p * 1000;
            all.add(new Thread(() -> {
                try {
                    for (int i = 1; i <= 100; i++) shared.put(base + i);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }));
        }
        for (int c = 0; c < 3; c++) {
            final int me = c;
            all.add(new Thread(() -> {
                try {
                    for (int i = 0; i < 100; i++) {
                        int v = shared.take();
                        sums[me] += v;
                        counts[me]++;
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }));
        }
        for (Thread t : all) t.start();
        for (Thread t : all) t.join();
        long total = sums[0] + sums[1] + sums[2];
        System.out.println("3x3 exchange: consumed " + (counts[0] + counts[1] + counts[2]) + " items, sum " + total);
    }
}
