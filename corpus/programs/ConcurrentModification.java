import java.util.*;

public class ConcurrentModification {
    interface Action { void run(); }

    static void attempt(String name, Action a) {
        try {
            a.run();
            System.out.println(name + ": ok");
        } catch (RuntimeException e) {
            System.out.println(name + ": " + e.getClass().getName() + " " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        attempt("HashMap put during keySet iteration", () -> {
            HashMap<Integer, Integer> m = new HashMap<>();
            for (int i = 0; i < 5; i++) m.put(i, i);
            for (Integer k : m.keySet()) if (k == 2) m.put(10, 10);
        });
        attempt("HashMap remove last during iteration", () -> {
            HashMap<Integer, Integer> m = new HashMap<>();
            for (int i = 0; i < 5; i++) m.put(i, i);
            for (Integer k : m.keySet()) if (k == 4) m.remove(k);
            System.out.print(m + " ");
        });
        attempt("HashMap replace value during iteration", () -> {
            HashMap<Integer, Integer> m = new HashMap<>();
            for (int i = 0; i < 5; i++) m.put(i, i);
            for (Integer k : m.keySet()) m.put(k, k * 10);
            System.out.print(m + " ");
        });
        attempt("HashMap forEach modifying", () -> {
            HashMap<Integer, Integer> m = new HashMap<>(Map.of(1, 1, 2, 2));
            m.forEach((k, v) -> m.remove(3 - k));
        });
        attempt("HashMap computeIfAbsent modifying", () -> {
            HashMap<Integer, Integer> m = new HashMap<>();
            m.computeIfAbsent(1, k -> { m.put(2, 2); return 1; });
        });
        attempt("HashMap iterator remove twice", () -> {
            HashMap<Integer, Integer> m = new HashMap<>(Map.of(1, 1));
            Iterator<Integer> it = m.keySet().iterator();
            it.next();
            it.remove();
            it.remove();
        });
        attempt("HashMap iterator exhausted", () -> {
            Iterator<Integer> it = new HashMap<Integer, Integer>().values().iterator();
            it.next();
        });
        attempt("TreeMap put during iteration", () -> {
            TreeMap<Integer, Integer> m = new TreeMap<>(Map.of(1, 1, 2, 2, 3, 3));
            for (Map.Entry<Integer, Integer> e : m.entrySet()) if (e.getKey() == 1) m.put(0, 0);
        });
        attempt("TreeMap submap iteration", () -> {
            TreeMap<Integer, Integer> m = new TreeMap<>(Map.of(1, 1, 2, 2, 3, 3, 4, 4));
            for (Integer k : m.headMap(3).keySet()) m.remove(4);
        });
        attempt("TreeMap forEach", () -> {
            TreeMap<Integer, Integer> m = new TreeMap<>(Map.of(1, 1, 2, 2, 3, 3));
            m.forEach((k, v) -> { if (k == 2) m.remove(3); });
        });
        attempt("ArrayList add during foreach", () -> {
            List<Integer> l = new ArrayList<>(List.of(1, 2, 3));
            for (Integer x : l) if (x == 1) l.add(4);
        });
        attempt("ArrayList remove second-to-last", () -> {
            List<Integer> l = new ArrayList<>(List.of(1, 2, 3));
            for (Integer x : l) if (x == 2) l.remove(x);
            System.out.print(l + " ");
        });
        attempt("LinkedList add during foreach", () -> {
            List<Integer> l = new LinkedList<>(List.of(1, 2, 3));
            for (Integer x : l) if (x == 3) l.add(4);
        });
        attempt("LinkedHashMap access-order get", () -> {
            LinkedHashMap<Integer, Integer> m = new LinkedHashMap<>(8, 0.75f, true);
            m.put(1, 1); m.put(2, 2); m.put(3, 3);
            for (Integer k : m.keySet()) m.get(1);
        });
        attempt("LinkedHashMap insertion-order get", () -> {
            LinkedHashMap<Integer, Integer> m = new LinkedHashMap<>();
            m.put(1, 1); m.put(2, 2); m.put(3, 3);
            for (Integer k : m.keySet()) m.get(1);
        });
        attempt("HashSet add during iteration", () -> {
            HashSet<String> s = new HashSet<>(Set.of("a", "b"));
            for (String x : s) s.add(x + x);
        });
        attempt("Vector add during iteration", () -> {
            Vector<Integer> v = new Vector<>(List.of(1, 2));
            for (Integer x : v) v.add(x);
        });
        attempt("Hashtable put during iteration", () -> {
            Hashtable<Integer, Integer> h = new Hashtable<>(Map.of(1, 1, 2, 2));
            for (Integer k : h.keySet()) h.put(k + 10, 0);
        });
        attempt("Hashtable enumeration tolerates put", () -> {
            Hashtable<Integer, Integer> h = new Hashtable<>();
            h.put(1, 1); h.put(2, 2);
            Enumeration<Integer> e = h.keys();
            e.nextElement();
            h.put(3, 3);
            System.out.print(e.hasMoreElements() + " ");
        });
        attempt("PriorityQueue offer during iteration", () -> {
            PriorityQueue<Integer> q = new PriorityQueue<>(List.of(3, 1, 2));
            for (Integer x : q) q.offer(0);
        });
        attempt("IdentityHashMap put during iteration", () -> {
            IdentityHashMap<String, Integer> m = new IdentityHashMap<>();
            m.put("a", 1);
            for (String k : m.keySet()) m.put("b", 2);
        });
        attempt("Iterator remove after modification", () -> {
            HashMap<Integer, Integer> m = new HashMap<>(Map.of(1, 1, 2, 2));
            Iterator<Integer> it = m.keySet().iterator();
            it.next();
            m.put(5, 5);
            it.remove();
        });
    }
}
