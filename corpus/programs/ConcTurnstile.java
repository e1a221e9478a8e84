import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

public class ConcTurnstile {
    // a stadium turnstile: fans wait until the gates open, then enter; notify vs notifyAll
    static class Gate {
        private boolean open;
        private int waiting;
        private final TreeSet<String> inside = new TreeSet<>();
        private int permitsForNotify;

        synchronized void enter(String fan) throws InterruptedException {
            waiting++;
            while (!open && permitsForNotify == 0) wait();
            if (!open) permitsForNotify--;
            waiting--;
            inside.add(fan);
        }

        synchronized int waiting() {
            return waiting;
        }

        synchronized void letOneIn() {
            permitsForNotify++;
            notify();
        }

        synchronized void openAll() {
            open = true;
            notifyAll();
        }

        synchronized int insideCount() {
            return inside.size();
        }

        synchronized TreeSet<String> inside() {
            return new TreeSet<>(inside);
        }
    }

    public static void main(String[] args) throws Exception {
        Gate gate = new Gate();
        List<Thread> fans = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            final String name = "fan" + i;
            fans.add(new Thread(() -> {
                try {
                    gate.enter(name);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, name));
        }
        for (Thread t : fans) t.start();
        while (gate.waiting() < 8) Thread.sleep(1);
        boolean allWaiting = true;
        for (Thread t : fans) allWaiting &= t.getState() == Thread.State.WAITING;
        System.out.println("8 fans waiting at the closed gate: " + allWaiting);

        // VIPs: notify() wakes one waiting fan per call
        for (int vip = 1; vip <= 3; vip++) {
            gate.letOneIn();
            while (gate.insideCount() < vip) Thread.sleep(1);
            System.out.println("after letOneIn #" + vip + ": inside " + gate.insideCount() + ", waiting " + gate.waiting());
        }
        gate.openAll();
        for (Thread t : fans) t.join();
        System.out.println("gates opened: inside " + gate.insideCount() + ", waiting " + gate.waiting());
        System.out.println("everyone got in: " + gate.inside());

        // wait(timeout) with nobody notifying returns after the timeout
        Object bell = new Object();
        synchronized (bell) {
            long t0 = System.nanoTime();
            bell.wait(30);
            System.out.println("wait(30) timed out, held the lock again: " + Thread.holdsLock(bell) + ", waited >= 20ms: " + (System.nanoTime() - t0 >= 20_000_000L));
        }
        try {
            synchronized (bell) {
                bell.wait(-5);
            }
        } catch (IllegalArgumentException e) {
            System.out.println("wait(-5): " + e.getMessage());
        }
        try {
            bell.notifyAll();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notifyAll outside synchronized: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }
}
