import java.util.ArrayList;
import java.util.List;

public class ConcSyncCounter {
    static class PageViews {
        private long total;
        private final long[] perPage = new long[4];
        private final Object pageLock = new Object();

        synchronized void hit() {
            total++;
        }

        void hitPage(int page) {
            synchronized (pageLock) {
                perPage[page]++;
            }
        }

        synchronized long total() {
            return total;
        }

        long page(int p) {
            synchronized (pageLock) {
                return perPage[p];
            }
        }
    }

    static int staticHits;

    static synchronized void staticHit() {
        staticHits++;
    }

    static int unsafeButGuarded;

    public static void main(String[] args) throws Exception {
        PageViews views = new PageViews();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            final int id = t;
            threads.add(new Thread(() -> {
                for (int i = 0; i < 5000; i++) {
                    views.hit();
                    views.hitPage((id + i) % 4);
                    staticHit();
                    synchronized (ConcSyncCounter.class) {
                        unsafeButGuarded += 2;
                    }
                }
            }));
        }
        for (Thread t : threads) t.start();
        for (Thread t : threads) t.join();
        System.out.println("total hits " + views.total());
        for (int p = 0; p < 4; p++) System.out.println("page " + p + ": " + views.page(p));
        System.out.println("static hits " + staticHits);
        System.out.println("class-locked " + unsafeButGuarded);

        System.out.println("main holds views? " + Thread.holdsLock(views));
        synchronized (views) {
            System.out.println("inside synchronized(views): " + Thread.holdsLock(views));
            synchronized (views) {
                System.out.println("reentered, still holds: " + Thread.holdsLock(views));
            }
            System.out.println("after inner block: " + Thread.holdsLock(views));
        }
        System.out.println("after outer block: " + Thread.holdsLock(views));
        try {
            Thread.holdsLock(null);
        } catch (NullPointerException e) {
            System.out.println("holdsLock(null) -> NullPointerException");
        }

        boolean[] seen = new boolean[1];
        Thread other = new Thread(() -> seen[0] = Thread.holdsLock(views));
        synchronized (views) {
            other.start();
            other.join();
        }
        System.out.println("another thread holds views while main does? " + seen[0]);

        StringBuilder order = new StringBuilder();
        Object turn = new Object();
        int[] next = {0};
        List<Thread> relay = new ArrayList<>();
        for (int r = 0; r < 5; r++) {
            final int me = r;
            relay.add(new Thread(() -> {
                for (int lap = 0; lap < 3; lap++) {
                    synchronized (turn) {
                        while (next[0] % 5 != me) {
                            try {
                                turn.wait();
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                        order.append((char) ('A' + me));
                        next[0]++;
                        turn.notifyAll();
                    }
                }
            }));
        }
        for (int r = relay.size() - 1; r >= 0; r--) relay.get(r).start();
        for (Thread t : relay) t.join();
        System.out.println("relay order " + order);
    }
}
