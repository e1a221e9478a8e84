import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.atomic.AtomicLong;

public class ConcWorkQueue {
    record Job(int id, int size) {
    }

    public static void main(String[] args) throws Exception {
        // image thumbnails: a shared lock-free queue drained by 4 workers
        ConcurrentLinkedQueue<Job> queue = new ConcurrentLinkedQueue<>();
        for (int i = 1; i <= 200; i++) queue.offer(new Job(i, (i * 37) % 101));
        System.out.println("queued " + queue.size() + ", head " + queue.peek());
        AtomicLong pixels = new AtomicLong();
        ConcurrentSkipListSet<Integer> done = new ConcurrentSkipListSet<>();
        int[] perWorker = new int[4];
        List<Thread> workers = new ArrayList<>();
        for (int w = 0; w < 4; w++) {
            final int me = w;
            workers.add(new Thread(() -> {
                Job j;
                while ((j = queue.poll()) != null) {
                    pixels.addAndGet((long) j.size() * j.size());
                    done.add(j.id());
                    perWorker[me]++;
                }
            }));
        }
        for (Thread t : workers) t.start();
        for (Thread t : workers) t.join();
        int sum = 0;
        for (int n : perWorker) sum += n;
        System.out.println("processed " + sum + " jobs, pixels " + pixels.get());
        System.out.println("done ids first/last " + done.first() + "/" + done.last() + ", count " + done.size());
        System.out.println("queue empty: " + queue.isEmpty() + ", poll on empty: " + queue.poll());

        // work-stealing style deque: owner pushes/pops at the head, thieves take from the tail
        ConcurrentLinkedDeque<String> deque = new ConcurrentLinkedDeque<>();
        for (String s : new String[] {"a", "b", "c", "d", "e"}) deque.push(s);
        System.out.println("deque " + deque + " pop " + deque.pop() + " pollLast " + deque.pollLast());
        deque.offerLast("z");
        System.out.println("deque now " + deque + ", peekFirst " + deque.peekFirst() + ", peekLast " + deque.peekLast());

        // leaderboard: concurrent score submissions into a skip-list map (sorted)
        ConcurrentSkipListMap<String, Integer> best = new ConcurrentSkipListMap<>();
        String[] players = {"zed", "amy", "kim", "bo", "lin"};
        List<Thread> games = new ArrayList<>();
        for (int g = 0; g < 5; g++) {
            final int seed = g;
            games.add(new Thread(() -> {
                for (int i = 0; i < 50; i++) {
                    String p = players[(seed + i) % players.length];
                    int score = (seed * 131 + i * 17) % 1000;
                    best.merge(p, score, Math::max);
                }
            }));
        }
        for (Thread t : games) t.start();
        for (Thread t : games) t.join();
        System.out.println("best scores " + best);
        System.out.println("first " + best.firstKey() + ", last " + best.lastEntry());
        System.out.println("ceilingKey(c) " + best.ceilingKey("c") + ", headMap(kim) " + best.headMap("kim"));
        System.out.println("descending " + best.descendingMap().keySet());
        Map.Entry<String, Integer> polled = best.pollFirstEntry();
        System.out.println("pollFirstEntry " + polled + ", remaining " + best.size());
    }
}
