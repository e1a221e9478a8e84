import java.util.*;
import java.util.function.*;

public class EventScheduler {
    record Event(int time, String name, int priority) {}

    static final class Scheduler {
        private final TreeMap<Integer, List<Event>> timeline = new TreeMap<>();
        private int now = 0;
        private final List<Consumer<Event>> listeners = new ArrayList<>();

        void schedule(int at, String name, int prio) {
            if (at < now) throw new IllegalArgumentException("cannot schedule " + name + " in the past (" + at + " < " + now + ")");
            timeline.computeIfAbsent(at, k -> new ArrayList<>()).add(new Event(at, name, prio));
        }
        void onFire(Consumer<Event> l) { listeners.add(l); }
        boolean cancel(String name) {
            for (Iterator<Map.Entry<Integer, List<Event>>> it = timeline.entrySet().iterator(); it.hasNext(); ) {
                Map.Entry<Integer, List<Event>> e = it.next();
                if (e.getValue().removeIf(ev -> ev.name().equals(name))) {
                    if (e.getValue().isEmpty()) it.remove();
                    return true;
                }
            }
            return false;
        }
        void runUntil(int t) {
            while (!timeline.isEmpty() && timeline.firstKey() <= t) {
                Map.Entry<Integer, List<Event>> e = timeline.pollFirstEntry();
                now = e.getKey();
                List<Event> evs = e.getValue();
                evs.sort(Comparator.comparingInt(Event::priority).reversed().thenComparing(Event::name));
                for (Event ev : evs) for (Consumer<Event> l : listeners) l.accept(ev);
            }
            now = t;
        }
    }

    public static void main(String[] args) {
        Scheduler s = new Scheduler();
        List<String> fired = new ArrayList<>();
        s.onFire(e -> System.out.printf("t=%3d fire %-10s (p%d)%n", e.time(), e.name(), e.priority()));
        s.onFire(e -> fired.add(e.name()));
        s.schedule(10, "backup", 1);
        s.schedule(5, "email", 2);
        s.schedule(10, "alarm", 5);
        s.schedule(30, "report", 1);
        s.schedule(25, "lunch", 3);
        s.schedule(10, "coffee", 5);
        s.schedule(50, "close", 0);
        System.out.println("timeline keys: " + s.timeline.keySet());
        System.out.println("first after 10: " + s.timeline.higherKey(10) + ", floor 24: " + s.timeline.floorKey(24)
            + ", ceiling 26: " + s.timeline.ceilingKey(26) + ", lower 5: " + s.timeline.lowerKey(5));
        System.out.println("window [10,30): " + s.timeline.subMap(10, true, 30, false).keySet());
        System.out.println("head(25): " + s.timeline.headMap(25).size() + ", tail(25 incl): " + s.timeline.tailMap(25, true).keySet());
        System.out.println("descending: " + s.timeline.descendingKeySet());
        System.out.println("cancel lunch: " + s.cancel("lunch") + ", cancel nap: " + s.cancel("nap"));
        s.runUntil(12);
        try {
            s.schedule(11, "late", 1);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        s.schedule(12, "now", 1);
        s.schedule(40, "review", 4);
        s.schedule(40, "deploy", 4);
        s.runUntil(45);
        System.out.println("remaining: " + s.timeline);
        s.runUntil(100);
        System.out.println("fired order: " + fired);

        // calendar-like booking with TreeMap floorEntry conflict detection
        TreeMap<Integer, Integer> booked = new TreeMap<>();
        int[][] requests = {{9, 10}, {13, 15}, {10, 11}, {14, 16}, {8, 9}, {11, 13}, {15, 17}, {16, 18}, {12, 14}};
        for (int[] r : requests) {
            Map.Entry<Integer, Integer> before = booked.floorEntry(r[0]);
            Map.Entry<Integer, Integer> after = booked.ceilingEntry(r[0]);
            boolean clash = (before != null && before.getValue() > r[0]) || (after != null && after.getKey() < r[1]);
            if (clash) System.out.printf("reject %02d:00-%02d:00%n", r[0], r[1]);
            else { booked.put(r[0], r[1]); System.out.printf("book   %02d:00-%02d:00%n", r[0], r[1]); }
        }
        System.out.println("bookings: " + booked);
        System.out.println("first " + booked.firstEntry() + " last " + booked.lastEntry()
            + " desc " + booked.descendingMap());
        NavigableMap<Integer, Integer> afternoon = booked.tailMap(12, true);
        System.out.println("afternoon " + afternoon + " pollLast " + afternoon.pollLastEntry() + " -> " + booked);
        // free slots
        int cursor = 8;
        List<String> free = new ArrayList<>();
        for (Map.Entry<Integer, Integer> e : booked.entrySet()) {
            if (e.getKey() > cursor) free.add(cursor + "-" + e.getKey());
            cursor = Math.max(cursor, e.getValue());
        }
        if (cursor < 18) free.add(cursor + "-18");
        System.out.println("free: " + free);
    }
}
