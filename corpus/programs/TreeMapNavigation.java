import java.util.*;

public class TreeMapNavigation {
    public static void main(String[] args) {
        TreeMap<Integer, String> t = new TreeMap<>();
        int[] keys = {50, 20, 80, 10, 30, 70, 90, 25, 35, 65, 75, 5, 95, 60, 40};
        for (int k : keys) t.put(k, "v" + k);
        System.out.println(t);
        System.out.println(t.firstKey() + " " + t.lastKey() + " " + t.firstEntry() + " " + t.lastEntry());
        for (int q : new int[] {0, 5, 33, 50, 61, 99}) {
            System.out.println(q + ": c=" + t.ceilingKey(q) + " f=" + t.floorKey(q) + " h=" + t.higherKey(q) + " l=" + t.lowerKey(q)
                + " ce=" + t.ceilingEntry(q) + " fe=" + t.floorEntry(q) + " he=" + t.higherEntry(q) + " le=" + t.lowerEntry(q));
        }
        System.out.println(t.headMap(30) + " " + t.headMap(30, true));
        System.out.println(t.tailMap(70) + " " + t.tailMap(70, false));
        System.out.println(t.subMap(20, 60) + " " + t.subMap(20, false, 60, true));
        System.out.println(t.descendingMap());
        System.out.println(t.descendingKeySet() + " " + t.navigableKeySet());
        NavigableMap<Integer, String> sub = t.subMap(20, true, 75, true);
        System.out.println(sub.firstKey() + " " + sub.lastKey() + " " + sub.size() + " " + sub.ceilingKey(76) + " " + sub.floorKey(10));
        NavigableMap<Integer, String> dsub = sub.descendingMap();
        System.out.println(dsub + " " + dsub.firstKey() + " " + dsub.headMap(50) + " " + dsub.tailMap(50, false));
        System.out.println(dsub.ceilingKey(33) + " " + dsub.higherKey(35) + " " + dsub.floorKey(33) + " " + dsub.lowerKey(35));
        sub.put(22, "new");
        try {
            sub.put(100, "x");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            sub.subMap(0, 30);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            t.subMap(60, 20);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        System.out.println(t.pollFirstEntry() + " " + t.pollLastEntry() + " " + t);
        System.out.println(sub.pollFirstEntry() + " " + dsub.pollFirstEntry() + " " + sub);
        Iterator<Integer> it = t.keySet().iterator();
        while (it.hasNext()) {
            int k = it.next();
            if (k % 20 == 0) it.remove();
        }
        System.out.println(t);
        Iterator<Integer> dit = t.descendingKeySet().iterator();
        while (dit.hasNext()) {
            if (dit.next() % 3 == 0) dit.remove();
        }
        System.out.println(t);
        TreeMap<String, Integer> rev = new TreeMap<>(Comparator.reverseOrder());
        for (String s : "pear apple fig banana cherry date elderberry grape".split(" ")) rev.put(s, s.length());
        System.out.println(rev + " " + rev.comparator().compare("a", "b"));
        System.out.println(rev.headMap("cherry") + " " + rev.ceilingKey("coconut"));
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        ci.put("Hello", 1);
        ci.put("HELLO", 2);
        ci.put("world", 3);
        System.out.println(ci + " " + ci.get("hello"));
        try {
            t.put(null, "x");
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        try {
            new TreeMap<String, Integer>().put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        try {
            new TreeMap<Integer, Integer>().firstKey();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE " + e.getMessage());
        }
        System.out.println(new TreeMap<Integer, Integer>().firstEntry() + " " + new TreeMap<Integer, Integer>().pollFirstEntry());
        try {
            t.firstEntry().setValue("z");
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE " + e.getMessage());
        }
        for (Map.Entry<Integer, String> e : t.entrySet()) e.setValue(e.getValue() + "!");
        System.out.println(t);
        TreeMap<Integer, String> copy = new TreeMap<>(t);
        copy.put(1, "one");
        System.out.println(copy + " " + t.equals(copy) + " " + copy.containsValue("one"));
        @SuppressWarnings("unchecked")
        TreeMap<Integer, String> cl = (TreeMap<Integer, String>) copy.clone();
        cl.remove(1);
        System.out.println(cl.equals(t) + " " + cl.hashCode() + " " + t.hashCode());
        TreeMap<Integer, Integer> big = new TreeMap<>();
        for (int i = 0; i < 500; i++) big.put((i * 7919) % 1000, i);
        for (int i = 0; i < 500; i += 2) big.remove((i * 7919) % 1000);
        System.out.println(big.size() + " " + big.firstKey() + " " + big.lastKey() + " " + big.headMap(100).size() + " " + big.subMap(300, 700).keySet().size());
        int sum = 0;
        for (int v : big.values()) sum += v;
        System.out.println(sum);
        System.out.println(t.merge(25, "m", String::concat) + " " + t.computeIfAbsent(26, k -> "c" + k) + " " + t.computeIfPresent(30, (k, v) -> null) + " " + t);
    }
}
