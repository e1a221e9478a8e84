import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

public class ConcBlockingQueues {
    record Ticket(int priority, String title) implements Comparable<Ticket> {
        public int compareTo(Ticket o) {
            return priority != o.priority ? Integer.compare(o.priority, priority) : title.compareTo(o.title);
        }
    }

    public static void main(String[] args) throws Exception {
        ArrayBlockingQueue<String> abq = new ArrayBlockingQueue<>(3);
        System.out.println("offer x4: " + abq.offer("a") + abq.offer("b") + abq.offer("c") + abq.offer("d"));
        System.out.println("remainingCapacity " + abq.remainingCapacity() + ", contents " + abq);
        System.out.println("timed offer on full queue: " + abq.offer("e", 20, TimeUnit.MILLISECONDS));
        try {
            abq.add("f");
        } catch (IllegalStateException e) {
            System.out.println("add on full queue: " + e.getMessage());
        }
        List<String> drained = new ArrayList<>();
        System.out.println("drainTo(max 2) moved " + abq.drainTo(drained, 2) + " -> " + drained + ", left " + abq);
        abq.clear();
        System.out.println("timed poll on empty queue: " + abq.poll(20, TimeUnit.MILLISECONDS));

        // put blocks until a consumer makes room
        ArrayBlockingQueue<Integer> small = new ArrayBlockingQueue<>(1);
        small.put(1);
        Thread taker = new Thread(() -> {
            try {
                Thread.sleep(50);
                small.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        taker.start();
        small.put(2);
        taker.join();
        System.out.println("put unblocked, queue holds " + small);

        LinkedBlockingQueue<String> lbq = new LinkedBlockingQueue<>();
        System.out.println("unbounded remainingCapacity is MAX_VALUE: " + (lbq.remainingCapacity() == Integer.MAX_VALUE));
        LinkedBlockingQueue<String> bounded = new LinkedBlockingQueue<>(2);
        bounded.offer("x");
        bounded.offer("y");
        System.out.println("bounded LBQ offer when full: " + bounded.offer("z") + ", peek " + bounded.peek());

        PriorityBlockingQueue<Ticket> support = new PriorityBlockingQueue<>();
        List<Thread> agents = new ArrayList<>();
        String[][] reports = {{"3:db down", "1:typo"}, {"2:slow page", "3:payments failing"}, {"1:color", "2:login loop"}};
        for (String[] rs : reports) {
            agents.add(new Thread(() -> {
                for (String r : rs) {
                    String[] parts = r.split(":");
                    support.put(new Ticket(Integer.parseInt(parts[0]), parts[1]));
                }
            }));
        }
        for (Thread t : agents) t.start();
        for (Thread t : agents) t.join();
        StringBuilder triage = new StringBuilder();
        while (!support.isEmpty()) triage.append(support.take()).append('\n');
        System.out.print(triage);

        // SynchronousQueue: each put waits for a take
        SynchronousQueue<String> handoff = new SynchronousQueue<>();
        System.out.println("sync queue offer without taker: " + handoff.offer("lost") + ", size " + handoff.size());
        List<String> got = new ArrayList<>();
        Thread receiver = new Thread(() -> {
            try {
                for (int i = 0; i < 3; i++) got.add(handoff.take());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        receiver.start();
        handoff.put("baton-1");
        handoff.put("baton-2");
        handoff.put("baton-3");
        receiver.join();
        System.out.println("handed off " + got);

        LinkedBlockingDeque<Integer> lbd = new LinkedBlockingDeque<>(4);
        lbd.putFirst(2);
        lbd.putLast(3);
        lbd.offerFirst(1);
        lbd.offerLast(4);
        System.out.println("deque " + lbd + " offerLast when full " + lbd.offerLast(5) + " takeLast " + lbd.takeLast() + " takeFirst " + lbd.takeFirst());

        LinkedTransferQueue<String> ltq = new LinkedTransferQueue<>();
        System.out.println("tryTransfer without consumer: " + ltq.tryTransfer("nobody") + ", size " + ltq.size());
        Thread consumer = new Thread(() -> {
            try {
                got.add("transfer:" + ltq.take());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        consumer.start();
        ltq.transfer("parcel");
        consumer.join();
        System.out.println("after transfer: " + got.get(got.size() - 1) + ", hasWaitingConsumer " + ltq.hasWaitingConsumer());

        BlockingQueue<String> q = new LinkedBlockingQueue<>();
        try {
            q.put(null);
        } catch (NullPointerException e) {
            System.out.println("null elements rejected");
        }
    }
}
