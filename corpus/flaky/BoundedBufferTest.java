import static org.junit.Assert.assertEquals;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

import org.junit.Test;

/** A bounded buffer built on a lock and two conditions (all stable). */
public class BoundedBufferTest {

    static final class BoundedBuffer<T> {
        private final Deque<T> items = new ArrayDeque<>();
        private final int capacity;
        private final ReentrantLock lock = new ReentrantLock();
        private final Condition notFull = lock.newCondition();
        private final Condition notEmpty = lock.newCondition();

        BoundedBuffer(int capacity) {
            this.capacity = capacity;
        }

        void put(T item) throws InterruptedException {
            lock.lock();
            try {
                while (items.size() == capacity) {
                    notFull.await();
                }
                items.addLast(item);
                notEmpty.signal();
            } finally {
                lock.unlock();
            }
        }

        T take() throws InterruptedException {
            lock.lock();
            try {
                while (items.isEmpty()) {
                    notEmpty.await();
                }
                T item = items.removeFirst();
                notFull.signal();
                return item;
            } finally {
                lock.unlock();
            }
        }
    }

    @Test
    public void consumerGetsEveryItemInOrder() throws InterruptedException {
        BoundedBuffer<Integer> buffer = new BoundedBuffer<>(4);
        int[] sum = {0};
        int[] last = {-1};
        boolean[] ordered = {true};
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 300; i++) {
                    int v = buffer.take();
                    ordered[0] &= v == last[0] + 1;
                    last[0] = v;
                    sum[0] += v;
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        consumer.start();
        for (int i = 0; i < 300; i++) {
            buffer.put(i);
        }
        consumer.join();
        assertEquals(299 * 300 / 2, sum[0]);
        assertEquals(true, ordered[0]);
    }

    @Test
    public void twoProducersTwoConsumers() throws InterruptedException {
        BoundedBuffer<Integer> buffer = new BoundedBuffer<>(2);
        long[] sums = new long[2];
        Thread[] threads = new Thread[4];
        for (int p = 0; p < 2; p++) {
            int base = p * 1000;
            threads[p] = new Thread(() -> {
                try {
                    for (int i = 0; i < 200; i++) {
                        buffer.put(base + i);
                    }
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
        }
        for (int c = 0; c < 2; c++) {
            int slot = c;
            threads[2 + c] = new Thread(() -> {
                try {
                    for (int i = 0; i < 200; i++) {
                        sums[slot] += buffer.take();
                    }
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
        }
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        long expected = 0;
        for (int i = 0; i < 200; i++) {
            expected += i + (1000 + i);
        }
        assertEquals(expected, sums[0] + sums[1]);
    }
}
