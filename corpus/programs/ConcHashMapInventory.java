import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

public class ConcHashMapInventory {
    static final String[] ITEMS = {"widget", "gadget", "sprocket", "gizmo", "doohickey", "flange"};
    static final String[] WAREHOUSES = {"north", "south", "east"};

    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, Integer> stock = new ConcurrentHashMap<>();
        ConcurrentHashMap<String, LongAdder> movements = new ConcurrentHashMap<>();
        ConcurrentHashMap<String, Set<String>> whereStocked = new ConcurrentHashMap<>();
        Set<String> auditLog = ConcurrentHashMap.newKeySet();

        List<Thread> clerks = new ArrayList<>();
        for (int w = 0; w < WAREHOUSES.length; w++) {
            final String wh = WAREHOUSES[w];
            final int mult = w + 1;
            clerks.add(new Thread(() -> {
                for (int round = 0; round < 200; round++) {
                    String item = ITEMS[(round * 7 + mult) % ITEMS.length];
                    stock.merge(item, mult, Integer::sum);
                    movements.computeIfAbsent(item, k -> new LongAdder()).increment();
                    whereStocked.computeIfAbsent(item, k -> ConcurrentHashMap.newKeySet()).add(wh);
                    if (round % 50 == 0) auditLog.add(wh + "#" + round);
                }
            }, "clerk-" + wh));
        }
        // a shipper removing stock with compute, never going below zero
        clerks.add(new Thread(() -> {
            for (int round = 0; round < 100; round++) {
                stock.compute("widget", (k, v) -> v == null ? -1 : v - 1);
            }
        }, "shipper"));
        for (Thread t : clerks) t.start();
        for (Thread t : clerks) t.join();

        System.out.println("stock (sorted): " + new TreeMap<>(stock));
        TreeMap<String, Long> moves = new TreeMap<>();
        movements.forEach((k, v) -> moves.put(k, v.sum()));
        System.out.println("movements: " + moves);
        TreeMap<String, TreeSet<String>> where = new TreeMap<>();
        whereStocked.forEach((k, v) -> where.put(k, new TreeSet<>(v)));
        System.out.println("stocked in: " + where);
        System.out.println("audit entries: " + new TreeSet<>(auditLog));

        int total = stock.reduceValues(1, Integer::sum);
        System.out.println("total units " + total + ", mappingCount " + stock.mappingCount());
        String biggest = stock.reduce(1, (k, v) -> v + ":" + k, (a, b) -> Integer.parseInt(a.split(":")[0]) >= Integer.parseInt(b.split(":")[0]) ? a : b);
        System.out.println("most stocked " + biggest);
        System.out.println("search for > 100000: " + (stock.search(1, (k, v) -> v > 100_000 ? k : null)));
        long lowStock = stock.reduceValuesToLong(1, v -> v < 250 ? 1L : 0L, 0L, Long::sum);
        System.out.println("items under 250 units: " + lowStock);

        System.out.println("putIfAbsent existing -> " + stock.putIfAbsent("gizmo", 0) + ", new -> " + stock.putIfAbsent("bolt", 12));
        System.out.println("replace(bolt, 12, 15) " + stock.replace("bolt", 12, 15) + ", replace(bolt, 12, 20) " + stock.replace("bolt", 12, 20));
        System.out.println("remove(bolt, 99) " + stock.remove("bolt", 99) + ", remove(bolt, 15) " + stock.remove("bolt", 15));
        System.out.println("getOrDefault(bolt) " + stock.getOrDefault("bolt", -1));
        System.out.println("computeIfPresent gizmo*2 -> " + stock.computeIfPresent("gizmo", (k, v) -> v * 2));
        System.out.println("merge to null removes: " + stock.merge("flange", 0, (a, b) -> null) + ", contains flange " + stock.containsKey("flange"));
        try {
            stock.put("nothing", null);
        } catch (NullPointerException e) {
            System.out.println("null values rejected: NullPointerException");
        }

        // removing entries while iterating is allowed (weakly consistent iterators)
        for (Map.Entry<String, Integer> e : stock.entrySet()) {
            if (e.getValue() % 2 == 1) stock.remove(e.getKey());
        }
        System.out.println("even stock only: " + new TreeMap<>(stock));

        // word frequency with many threads using merge
        ConcurrentHashMap<Character, Integer> letters = new ConcurrentHashMap<>();
        String text = "the quick brown fox jumps over the lazy dog";
        List<Thread> counters = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            counters.add(new Thread(() -> {
                for (char c : text.toCharArray()) if (c != ' ') letters.merge(c, 1, Integer::sum);
            }));
        }
        for (Thread t : counters) t.start();
        for (Thread t : counters) t.join();
        StringBuilder sb = new StringBuilder();
        new TreeMap<>(letters).forEach((c, n) -> { if (n > 4) sb.append(c).append('=').append(n).append(' '); });
        System.out.println("letters seen more than once per thread: " + sb.toString().trim());
    }
}
