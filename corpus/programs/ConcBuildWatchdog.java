import java.util.ArrayList;
import java.util.List;

public class ConcBuildWatchdog {
    // a CI runner: build steps run as threads, a watchdog joins each with a deadline
    static class Step extends Thread {
        private final long millis;
        volatile String outcome = "pending";

        Step(String name, long millis) {
            super(name);
            this.millis = millis;
        }

        @Override
        public void run() {
            try {
                Thread.sleep(millis);
                outcome = "ok";
            } catch (InterruptedException e) {
                outcome = "killed by watchdog";
            }
        }
    }

    public static void main(String[] args) throws Exception {
        List<Step> steps = new ArrayList<>();
        steps.add(new Step("compile", 30));
        steps.add(new Step("unit-tests", 60));
        steps.add(new Step("integration-tests", 5_000));
        steps.add(new Step("package", 10));
        for (Step s : steps) {
            s.start();
            s.join(200);
            if (s.isAlive()) {
                System.out.println(s.getName() + ": exceeded 200ms deadline, interrupting");
                s.interrupt();
                s.join();
            }
            System.out.println(s.getName() + ": " + s.outcome + " (" + s.getState() + ")");
        }

        // join(0) means wait forever; join on a never-started thread returns at once
        Step notStarted = new Step("lint", 10);
        notStarted.join(100);
        notStarted.join();
        System.out.println("joining an unstarted thread returns immediately, state " + notStarted.getState());
        Step quick = new Step("checksum", 20);
        quick.start();
        quick.join(0);
        System.out.println("join(0) waited for completion: " + quick.outcome);
        try {
            quick.join(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("join(-1): " + e.getMessage());
        }

        // the watchdog itself as a thread: it waits for the build thread and reports
        Step deploy = new Step("deploy", 120);
        String[] verdict = new String[1];
        Thread watchdog = new Thread(() -> {
            try {
                deploy.join(40);
                verdict[0] = "after 40ms deploy alive=" + deploy.isAlive();
                deploy.join(1_000);
                verdict[0] += ", after waiting longer alive=" + deploy.isAlive() + " outcome=" + deploy.outcome;
            } catch (InterruptedException e) {
                verdict[0] = "watchdog interrupted";
            }
        }, "watchdog");
        deploy.start();
        watchdog.start();
        watchdog.join();
        System.out.println(verdict[0]);

        // a thread joining itself with a timeout just sleeps
        long t0 = System.nanoTime();
        Thread.currentThread().join(50);
        System.out.println("self-join(50ms) returned after at least 50ms: " + (System.nanoTime() - t0 >= 50_000_000L));
    }
}
