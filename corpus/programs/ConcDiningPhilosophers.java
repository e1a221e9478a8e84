import java.util.concurrent.locks.ReentrantLock;

public class ConcDiningPhilosophers {
    static final String[] NAMES = {"Aristotle", "Kant", "Spinoza", "Marx", "Russell"};

    static class Philosopher extends Thread {
        private final int seat;
        private final ReentrantLock left, right;
        private final int leftIdx, rightIdx;
        int meals;
        long thoughts;

        Philosopher(int seat, ReentrantLock[] forks) {
            super(NAMES[seat]);
            this.seat = seat;
            this.leftIdx = seat;
            this.rightIdx = (seat + 1) % forks.length;
            this.left = forks[leftIdx];
            this.right = forks[rightIdx];
        }

        @Override
        public void run() {
            // resource ordering: always pick up the lower-numbered fork first, so no deadlock
            ReentrantLock first = leftIdx < rightIdx ? left : right;
            ReentrantLock second = leftIdx < rightIdx ? right : left;
            for (int i = 0; i < 200; i++) {
                for (int t = 0; t < 50; t++) thoughts += (seat + t) % 7;
                first.lock();
                try {
                    second.lock();
                    try {
                        meals++;
                        if (!left.isHeldByCurrentThread() || !right.isHeldByCurrentThread()) {
                            throw new IllegalStateException(getName() + " is eating without two forks");
                        }
                    } finally {
                        second.unlock();
                    }
                } finally {
                    first.unlock();
                }
                if (i % 20 == 0) Thread.yield();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        ReentrantLock[] forks = new ReentrantLock[NAMES.length];
        for (int i = 0; i < forks.length; i++) forks[i] = new ReentrantLock();
        Philosopher[] table = new Philosopher[NAMES.length];
        for (int i = 0; i < table.length; i++) table[i] = new Philosopher(i, forks);
        for (Philosopher p : table) p.start();
        for (Philosopher p : table) p.join(5_000);
        int meals = 0;
        for (Philosopher p : table) {
            System.out.printf("%-9s ate %d meals, thought %d thoughts, forks %d and %d%n", p.getName(), p.meals, p.thoughts, p.leftIdx, p.rightIdx);
            meals += p.meals;
        }
        System.out.println("total meals " + meals);
        boolean allFree = true;
        for (ReentrantLock f : forks) allFree &= !f.isLocked();
        System.out.println("all forks back on the table: " + allFree);
        boolean anyAlive = false;
        for (Philosopher p : table) anyAlive |= p.isAlive();
        System.out.println("no philosopher is stuck: " + !anyAlive);
    }
}
