import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.StampedLock;

public class ConcStampedLockPoint {
    // the classic StampedLock example: a 2-D point on a map of delivery drones
    static class Position {
        private double x, y;
        private final StampedLock sl = new StampedLock();
        int optimisticRetries;

        void move(double dx, double dy) {
            long stamp = sl.writeLock();
            try {
                x += dx;
                y += dy;
            } finally {
                sl.unlockWrite(stamp);
            }
        }

        double distanceFromOrigin() {
            long stamp = sl.tryOptimisticRead();
            double cx = x, cy = y;
            if (!sl.validate(stamp)) {
                optimisticRetries++;
                stamp = sl.readLock();
                try {
                    cx = x;
                    cy = y;
                } finally {
                    sl.unlockRead(stamp);
                }
            }
            return Math.sqrt(cx * cx + cy * cy);
        }

        void moveIfAtOrigin(double nx, double ny) {
            long stamp = sl.readLock();
            try {
                while (x == 0.0 && y == 0.0) {
                    long ws = sl.tryConvertToWriteLock(stamp);
                    if (ws != 0L) {
                        stamp = ws;
                        x = nx;
                        y = ny;
                        break;
                    } else {
                        sl.unlockRead(stamp);
                        stamp = sl.writeLock();
                    }
                }
            } finally {
                sl.unlock(stamp);
            }
        }

        synchronized String describe() {
            return String.format("(%.1f, %.1f)", x, y);
        }
    }

    public static void main(String[] args) throws Exception {
        Position drone = new Position();
        System.out.println("start " + drone.describe() + " distance " + drone.distanceFromOrigin());
        drone.moveIfAtOrigin(3, 4);
        System.out.println("after moveIfAtOrigin " + drone.describe() + " distance " + drone.distanceFromOrigin());
        drone.moveIfAtOrigin(100, 100);
        System.out.println("second moveIfAtOrigin is a no-op: " + drone.describe());

        List<Thread> pilots = new ArrayList<>();
        for (int p = 0; p < 4; p++) {
            final double step = p + 1;
            pilots.add(new Thread(() -> {
                for (int i = 0; i < 1000; i++) drone.move(step, -step / 2);
            }));
        }
        for (Thread t : pilots) t.start();
        for (Thread t : pilots) t.join();
        System.out.println("after pilots " + drone.describe());
        System.out.printf("distance %.3f%n", drone.distanceFromOrigin());

        StampedLock sl = new StampedLock();
        long opt = sl.tryOptimisticRead();
        System.out.println("optimistic stamp valid before write: " + sl.validate(opt));
        long w = sl.writeLock();
        System.out.println("isWriteLocked " + sl.isWriteLocked() + ", optimistic during write: " + (sl.tryOptimisticRead() != 0));
        System.out.println("old optimistic stamp valid: " + sl.validate(opt));
        boolean[] readerGot = new boolean[1];
        Thread reader = new Thread(() -> {
            long s = sl.tryReadLock();
            readerGot[0] = s != 0;
        });
        reader.start();
        reader.join();
        System.out.println("reader tryReadLock during write: " + readerGot[0]);
        long r = sl.tryConvertToReadLock(w);
        System.out.println("downgraded to read: " + (r != 0) + " readLockCount " + sl.getReadLockCount() + " writeLocked " + sl.isWriteLocked());
        long r2 = sl.readLock();
        System.out.println("two readers: " + sl.getReadLockCount());
        sl.unlockRead(r2);
        sl.unlockRead(r);
        System.out.println("released: readLocked " + sl.isReadLocked() + " writeLocked " + sl.isWriteLocked());
        try {
            sl.unlockWrite(w);
        } catch (IllegalMonitorStateException e) {
            System.out.println("stale stamp rejected: IllegalMonitorStateException");
        }
        long ws = sl.tryWriteLock();
        System.out.println("tryWriteLock on free lock: " + (ws != 0));
        sl.asWriteLock().unlock();
        System.out.println("unlocked through asWriteLock view: " + !sl.isWriteLocked());
    }
}
