import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

public class ConcWarehouseTryLock {
    // moving pallets between warehouses without lock ordering: tryLock with back-off avoids deadlock
    static class Warehouse {
        final String name;
        final ReentrantLock lock = new ReentrantLock();
        int pallets;

        Warehouse(String name, int pallets) {
            this.name = name;
            this.pallets = pallets;
        }
    }

    static final AtomicInteger backoffs = new AtomicInteger();

    static boolean move(Warehouse from, Warehouse to, int n) throws InterruptedException {
        while (true) {
            if (from.lock.tryLock()) {
                try {
                    if (to.lock.tryLock(1, TimeUnit.MILLISECONDS)) {
                        try {
                            if (from.pallets < n) return false;
                            from.pallets -= n;
                            to.pallets += n;
                            return true;
                        } finally {
                            to.lock.unlock();
                        }
                    }
                } finally {
                    from.lock.unlock();
                }
            }
            backoffs.incrementAndGet();
            Thread.yield();
        }
    }

    public static void main(String[] args) throws Exception {
        Warehouse hamburg = new Warehouse("Hamburg", 1000);
        Warehouse lyon = new Warehouse("Lyon", 1000);
        Warehouse milan = new Warehouse("Milan", 1000);
        Warehouse[] all = {hamburg, lyon, milan};
        AtomicInteger moved = new AtomicInteger();
        AtomicInteger refused = new AtomicInteger();

        // trucks drive in opposite directions, the classic deadlock setup; no warehouse can
        // run out (at most 250 pallets leave any of them), so the totals are deterministic
        List<Thread> trucks = new ArrayList<>();
        for (int t = 0; t < 6; t++) {
            final Warehouse from = all[t % 3];
            final Warehouse to = all[(t + (t < 3 ? 1 : 2)) % 3];
            final int loads = (t + 1) * 50;
            trucks.add(new Thread(() -> {
                try {
                    for (int i = 0; i < loads; i++) {
                        if (move(from, to, 1)) moved.incrementAndGet();
                        else refused.incrementAndGet();
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "truck-" + from.name + "-" + to.name + "-x" + loads));
        }
        for (Thread t : trucks) System.out.println(t.getName());
        for (Thread t : trucks) t.start();
        for (Thread t : trucks) t.join();
        System.out.println("moved " + moved.get() + ", refused " + refused.get() + ", backoffs >= 0: " + (backoffs.get() >= 0));
        int total = 0;
        for (Warehouse w : all) {
            System.out.println(w.name + " has " + w.pallets + " pallets, locked " + w.lock.isLocked());
            total += w.pallets;
        }
        System.out.println("pallets conserved: " + (total == 3000));

        // an impossible move is refused, not blocked
        System.out.println("move 10000 from Lyon: " + move(lyon, milan, 10_000));
        // while another thread holds a lock, tryLock with a timeout gives up
        CountDownLatchLike held = new CountDownLatchLike();
        Thread holder = new Thread(() -> {
            milan.lock.lock();
            held.open();
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                milan.lock.unlock();
            }
        }, "inventory-audit");
        holder.start();
        held.await();
        System.out.println("Milan locked by audit, tryLock(20ms): " + milan.lock.tryLock(20, TimeUnit.MILLISECONDS));
        System.out.println("tryLock(2s) waits for the audit: " + milan.lock.tryLock(2, TimeUnit.SECONDS));
        milan.lock.unlock();
        holder.join();
    }

    static class CountDownLatchLike {
        private boolean open;

        synchronized void open() {
            open = true;
            notifyAll();
        }

        synchronized void await() throws InterruptedException {
            while (!open) wait();
        }
    }
}
