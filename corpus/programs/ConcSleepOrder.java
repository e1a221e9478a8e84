import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

public class ConcSleepOrder {
    static final List<String> arrivals = new ArrayList<>();
    static final CountDownLatch startingGun = new CountDownLatch(1);

    static class Runner extends Thread {
        private final long delay;

        Runner(String name, long delay) {
            super(name);
            this.delay = delay;
        }

        @Override
        public void run() {
            try {
                startingGun.await();
                Thread.sleep(delay);
            } catch (InterruptedException e) {
                return;
            }
            synchronized (arrivals) {
                arrivals.add(getName());
                System.out.println("finished: " + getName() + " (place " + arrivals.size() + ")");
            }
        }
    }

    public static void main(String[] args) throws Exception {
        String[] names = {"tortoise", "hare", "snail", "falcon", "dog"};
        long[] delays = {300, 100, 400, 20, 200};
        List<Runner> runners = new ArrayList<>();
        for (int i = 0; i < names.length; i++) runners.add(new Runner(names[i], delays[i]));
        for (Runner r : runners) r.start();
        for (Runner r : runners) {
            while (r.getState() != Thread.State.WAITING) Thread.sleep(1);
        }
        System.out.println("all runners at the starting line");
        startingGun.countDown();
        for (Runner r : runners) r.join();
        System.out.println("podium: " + arrivals.subList(0, 3));

        Thread.sleep(0);
        Thread.sleep(1, 500);
        try {
            Thread.sleep(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative sleep: " + e.getMessage());
        }
        try {
            Thread.sleep(1, 1_000_000);
        } catch (IllegalArgumentException e) {
            System.out.println("bad nanos: " + e.getMessage());
        }
        long t0 = System.nanoTime();
        Thread.sleep(120);
        long tenths = (System.nanoTime() - t0) / 100_000_000;
        System.out.println("slept about " + tenths + " tenth(s) of a second");
    }
}
