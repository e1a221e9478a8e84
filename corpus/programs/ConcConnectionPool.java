import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class ConcConnectionPool {
    static class Connection {
        final String name;
        int queries;

        Connection(String name) {
            this.name = name;
        }
    }

    static class Pool {
        private final Semaphore permits;
        private final ArrayDeque<Connection> idle = new ArrayDeque<>();
        private final AtomicInteger inUse = new AtomicInteger();
        private final AtomicInteger maxInUse = new AtomicInteger();
        final List<Connection> all = new ArrayList<>();

        Pool(int size) {
            permits = new Semaphore(size, true);
            for (int i = 0; i < size; i++) {
                Connection c = new Connection("conn-" + i);
                idle.add(c);
                all.add(c);
            }
        }

        Connection borrow() throws InterruptedException {
            permits.acquire();
            int now = inUse.incrementAndGet();
            maxInUse.accumulateAndGet(now, Math::max);
            synchronized (idle) {
                return idle.pop();
            }
        }

        Connection tryBorrow(long millis) throws InterruptedException {
            if (!permits.tryAcquire(millis, TimeUnit.MILLISECONDS)) return null;
            inUse.incrementAndGet();
            synchronized (idle) {
                return idle.pop();
            }
        }

        void giveBack(Connection c) {
            synchronized (idle) {
                idle.push(c);
            }
            inUse.decrementAndGet();
            permits.release();
        }
    }

    public static void main(String[] args) throws Exception {
        Pool pool = new Pool(3);
        System.out.println("available permits " + pool.permits.availablePermits() + ", fair " + pool.permits.isFair());
        List<Thread> clients = new ArrayList<>();
        AtomicInteger queries = new AtomicInteger();
        for (int i = 0; i < 8; i++) {
            clients.add(new Thread(() -> {
                for (int q = 0; q < 25; q++) {
                    try {
                        Connection c = pool.borrow();
                        try {
                            c.queries++;
                            queries.incrementAndGet();
                            if (q % 10 == 0) Thread.sleep(1);
                        } finally {
                            pool.giveBack(c);
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                }
            }, "client-" + i));
        }
        for (Thread t : clients) t.start();
        for (Thread t : clients) t.join();
        int perConn = 0;
        for (Connection c : pool.all) perConn += c.queries;
        System.out.println("queries " + queries.get() + ", sum over connections " + perConn);
        System.out.println("never more than 3 in use: " + (pool.maxInUse.get() <= 3) + ", in use now " + pool.inUse.get());
        System.out.println("permits back to " + pool.permits.availablePermits());

        // exhaust the pool, then a timed borrow fails
        Connection a = pool.borrow(), b = pool.borrow(), c = pool.borrow();
        java.util.TreeSet<String> names = new java.util.TreeSet<>(List.of(a.name, b.name, c.name));
        System.out.println("borrowed " + names + "; permits " + pool.permits.availablePermits());
        System.out.println("tryBorrow(30ms) on exhausted pool: " + pool.tryBorrow(30));
        Thread returner = new Thread(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                return;
            }
            pool.giveBack(b);
        });
        returner.start();
        Connection d = pool.tryBorrow(2000);
        System.out.println("tryBorrow after a return got the returned connection: " + (d == b));
        returner.join();
        pool.giveBack(a);
        pool.giveBack(c);
        pool.giveBack(d);

        // rate limiting by API key: a semaphore per key, non-blocking tryAcquire
        Map<String, Semaphore> quotas = new TreeMap<>();
        quotas.put("key-free", new Semaphore(2));
        quotas.put("key-pro", new Semaphore(5));
        String[] calls = {"key-free", "key-pro", "key-free", "key-free", "key-pro", "key-free", "key-pro"};
        StringBuilder log = new StringBuilder();
        for (String k : calls) log.append(quotas.get(k).tryAcquire() ? 'A' : 'R');
        System.out.println("admit/reject sequence " + log);
        quotas.forEach((k, s) -> System.out.println(k + " remaining " + s.availablePermits()));

        Semaphore bulk = new Semaphore(10);
        System.out.println("tryAcquire(4) " + bulk.tryAcquire(4) + ", tryAcquire(7) " + bulk.tryAcquire(7) + ", drainPermits " + bulk.drainPermits());
        bulk.release(3);
        System.out.println("after release(3): " + bulk.availablePermits());
        Semaphore negative = new Semaphore(-2);
        negative.release();
        System.out.println("semaphore created with -2, released once: " + negative.availablePermits() + ", tryAcquire " + negative.tryAcquire());
        try {
            bulk.acquire(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative acquire: IllegalArgumentException");
        }
    }
}
