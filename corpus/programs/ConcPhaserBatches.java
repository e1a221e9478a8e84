import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Phaser;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class ConcPhaserBatches {
    // an ETL job: workers extract, transform and load in lock-step phases;
    // one worker leaves early, the phaser terminates after the last phase
    static final String[] PHASES = {"extract", "transform", "load"};
    static final int[] rowsPerPhase = new int[3];

    public static void main(String[] args) throws Exception {
        Phaser phaser = new Phaser(1) {
            @Override
            protected boolean onAdvance(int phase, int registeredParties) {
                String name = phase < PHASES.length ? PHASES[phase] : "phase-" + phase;
                System.out.println("== " + name + " complete: parties " + registeredParties + ", rows " + rowsPerPhase[Math.min(phase, 2)]);
                return phase >= PHASES.length - 1 || registeredParties == 0;
            }
        };
        List<Thread> workers = new ArrayList<>();
        for (int w = 0; w < 4; w++) {
            final int id = w;
            phaser.register();
            workers.add(new Thread(() -> {
                for (int p = 0; p < PHASES.length; p++) {
                    synchronized (rowsPerPhase) {
                        rowsPerPhase[p] += (id + 1) * 10;
                    }
                    if (id == 3 && p == 1) {
                        phaser.arriveAndDeregister();
                        return;
                    }
                    phaser.arriveAndAwaitAdvance();
                }
            }, "etl-" + w));
        }
        System.out.println("registered " + phaser.getRegisteredParties() + ", phase " + phaser.getPhase());
        for (Thread t : workers) t.start();
        // the coordinator takes part in every phase too
        for (int p = 0; p < PHASES.length; p++) {
            int arrivedAt = phaser.arriveAndAwaitAdvance();
            if (p < PHASES.length - 1) {
                System.out.println("coordinator passed phase " + p + ", arriveAndAwaitAdvance returned " + arrivedAt);
            } else {
                System.out.println("coordinator passed the final phase");
            }
        }
        for (Thread t : workers) t.join();
        System.out.println("terminated " + phaser.isTerminated() + ", phase " + phaser.getPhase());
        System.out.println("register on terminated phaser returns negative: " + (phaser.register() < 0));

        // awaitAdvance with timeout and a phaser hierarchy
        Phaser parent = new Phaser();
        Phaser childA = new Phaser(parent, 2);
        Phaser childB = new Phaser(parent, 1);
        System.out.println("parent parties " + parent.getRegisteredParties() + ", root is parent: " + (childA.getRoot() == parent));
        Thread helper = new Thread(() -> childA.arrive());
        helper.start();
        helper.join();
        System.out.println("childA arrived " + childA.getArrivedParties() + "/" + childA.getRegisteredParties() + ", unarrived " + childA.getUnarrivedParties());
        try {
            childA.awaitAdvanceInterruptibly(childA.arrive(), 30, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("childA cannot advance while childB has not arrived: TimeoutException");
        }
        int phaseBefore = parent.getPhase();
        childB.arrive();
        int now = childA.awaitAdvance(phaseBefore);
        System.out.println("after childB arrived, tree advanced from " + phaseBefore + " to " + now);

        Phaser oneShot = new Phaser(2);
        System.out.println("arrive returns phase " + oneShot.arrive() + ", arrived " + oneShot.getArrivedParties());
        System.out.println("bulkRegister(3) returns phase " + oneShot.bulkRegister(3) + ", registered " + oneShot.getRegisteredParties());
        oneShot.forceTermination();
        System.out.println("forced termination: " + oneShot.isTerminated() + ", awaitAdvance returns negative: " + (oneShot.awaitAdvance(0) < 0));
    }
}
