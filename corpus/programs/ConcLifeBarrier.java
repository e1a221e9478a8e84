import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class ConcLifeBarrier {
    // Conway's Game of Life: each worker owns a band of rows; the barrier action swaps the grids
    static final int W = 16, H = 12, WORKERS = 3, GENERATIONS = 8;
    static boolean[][] cur = new boolean[H][W];
    static boolean[][] next = new boolean[H][W];
    static int generation;

    static int neighbours(int r, int c) {
        int n = 0;
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                if (dr == 0 && dc == 0) continue;
                int rr = (r + dr + H) % H, cc = (c + dc + W) % W;
                if (cur[rr][cc]) n++;
            }
        }
        return n;
    }

    static int population() {
        int p = 0;
        for (boolean[] row : cur) for (boolean b : row) if (b) p++;
        return p;
    }

    static void print() {
        StringBuilder sb = new StringBuilder();
        for (boolean[] row : cur) {
            for (boolean b : row) sb.append(b ? '#' : '.');
            sb.append('\n');
        }
        System.out.print(sb);
    }

    public static void main(String[] args) throws Exception {
        // a glider, a blinker and an R-pentomino
        int[][] live = {{0, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}, {5, 11}, {5, 12}, {5, 13},
            {8, 6}, {8, 7}, {9, 5}, {9, 6}, {10, 6}};
        for (int[] p : live) cur[p[0]][p[1]] = true;
        print();

        CyclicBarrier barrier = new CyclicBarrier(WORKERS, () -> {
            boolean[][] t = cur;
            cur = next;
            next = t;
            generation++;
            System.out.println("generation " + generation + " population " + population());
        });
        Thread[] workers = new Thread[WORKERS];
        int band = H / WORKERS;
        for (int w = 0; w < WORKERS; w++) {
            final int from = w * band, to = from + band;
            workers[w] = new Thread(() -> {
                try {
                    for (int g = 0; g < GENERATIONS; g++) {
                        for (int r = from; r < to; r++) {
                            for (int c = 0; c < W; c++) {
                                int n = neighbours(r, c);
                                next[r][c] = cur[r][c] ? (n == 2 || n == 3) : n == 3;
                            }
                        }
                        barrier.await();
                    }
                } catch (InterruptedException | BrokenBarrierException e) {
                    System.out.println("worker failed: " + e);
                }
            }, "band-" + w);
        }
        for (Thread t : workers) t.start();
        for (Thread t : workers) t.join();
        print();
        System.out.println("parties " + barrier.getParties() + ", waiting " + barrier.getNumberWaiting() + ", broken " + barrier.isBroken());

        // a barrier that breaks: one party times out, the others see BrokenBarrierException
        CyclicBarrier meeting = new CyclicBarrier(3);
        String[] outcome = new String[2];
        Thread early = new Thread(() -> {
            try {
                meeting.await();
                outcome[0] = "met";
            } catch (BrokenBarrierException e) {
                outcome[0] = "early: barrier broken";
            } catch (InterruptedException e) {
                outcome[0] = "early: interrupted";
            }
        }, "early");
        early.start();
        while (meeting.getNumberWaiting() < 1) Thread.sleep(1);
        try {
            meeting.await(50, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            outcome[1] = "main: timed out waiting for the third party";
        }
        early.join();
        System.out.println(outcome[0]);
        System.out.println(outcome[1]);
        System.out.println("broken " + meeting.isBroken());
        try {
            meeting.await();
        } catch (BrokenBarrierException e) {
            System.out.println("await on broken barrier: BrokenBarrierException");
        }
        meeting.reset();
        System.out.println("after reset broken " + meeting.isBroken() + ", waiting " + meeting.getNumberWaiting());

        // arrival index: the last party to arrive gets 0
        CyclicBarrier two = new CyclicBarrier(2);
        int[] idx = new int[1];
        Thread first = new Thread(() -> {
            try {
                idx[0] = two.await();
            } catch (Exception e) {
                idx[0] = -1;
            }
        });
        first.start();
        while (two.getNumberWaiting() < 1) Thread.sleep(1);
        int mine = two.await();
        first.join();
        System.out.println("arrival index: first arriver " + idx[0] + ", last arriver " + mine);
    }
}
