import java.util.ArrayList;
import java.util.List;

public class ConcThreadBasics {
    static final StringBuffer log = new StringBuffer();

    static class Worker extends Thread {
        private final int rounds;
        int result;

        Worker(int rounds) {
            this.rounds = rounds;
        }

        Worker(String name, int rounds) {
            super(name);
            this.rounds = rounds;
        }

        @Override
        public void run() {
            int acc = 0;
            for (int i = 1; i <= rounds; i++) acc += i * i;
            result = acc;
        }
    }

    static class Task implements Runnable {
        final int[] out;
        final int slot;

        Task(int[] out, int slot) {
            this.out = out;
            this.slot = slot;
        }

        public void run() {
            out[slot] = slot * 100 + Thread.currentThread().getName().length();
        }
    }

    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        System.out.println("main thread: " + main.getName() + " priority=" + main.getPriority()
                + " daemon=" + main.isDaemon() + " group=" + main.getThreadGroup().getName());

        Worker w1 = new Worker(10);
        Worker w2 = new Worker(20);
        Worker named = new Worker("squares-30", 30);
        System.out.println("w1 name=" + w1.getName() + " state=" + w1.getState() + " alive=" + w1.isAlive());
        System.out.println("w2 name=" + w2.getName() + " state=" + w2.getState());
        System.out.println("named=" + named.getName() + " priority=" + named.getPriority() + " daemon=" + named.isDaemon());
        w1.start();
        w2.start();
        named.start();
        w1.join();
        w2.join();
        named.join();
        System.out.println("results " + w1.result + " " + w2.result + " " + named.result);
        System.out.println("w1 after join state=" + w1.getState() + " alive=" + w1.isAlive());

        int[] out = new int[3];
        List<Thread> runnables = new ArrayList<>();
        for (int i = 0; i < 3; i++) runnables.add(new Thread(new Task(out, i)));
        for (Thread t : runnables) System.out.println("runnable thread " + t.getName());
        for (Thread t : runnables) t.start();
        for (Thread t : runnables) t.join();
        System.out.println("task slots " + out[0] + " " + out[1] + " " + out[2]);

        String[] holder = new String[1];
        Thread lambda = new Thread(() -> holder[0] = "hello from " + Thread.currentThread().getName());
        lambda.start();
        lambda.join();
        System.out.println(holder[0]);

        Thread renamed = new Thread(() -> log.append("renamed ran as " + Thread.currentThread().getName()), "temp");
        renamed.setName("indexer");
        renamed.setPriority(Thread.MAX_PRIORITY);
        renamed.start();
        renamed.join(1000);
        System.out.println(log + " priority=" + renamed.getPriority());

        try {
            renamed.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("second start: " + e.getClass().getName());
        }
        try {
            new Thread().setPriority(11);
        } catch (IllegalArgumentException e) {
            System.out.println("bad priority: " + e.getClass().getSimpleName());
        }

        Thread plain = new Thread();
        System.out.println("plain thread " + plain.getName());
        plain.start();
        plain.join();
        System.out.println("plain terminated=" + (plain.getState() == Thread.State.TERMINATED));

        Thread fromRunnableNamed = new Thread(new Task(out, 2), "slot-two");
        fromRunnableNamed.start();
        fromRunnableNamed.join();
        System.out.println("slot two now " + out[2]);
        System.out.println("current is main: " + (Thread.currentThread() == main));
    }
}
