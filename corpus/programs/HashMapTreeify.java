import java.util.*;

public class HashMapTreeify {
    static String word(int bits, int len) {
        StringBuilder sb = new StringBuilder();
        for (int b = 0; b < len; b++) {
            sb.append(((bits >> b) & 1) == 0 ? "Aa" : "BB");
        }
        return sb.toString();
    }

    static final class Key implements Comparable<Key> {
        final int id;
        Key(int id) { this.id = id; }
        public int hashCode() { return 42; }
        public boolean equals(Object o) { return o instanceof Key && ((Key) o).id == id; }
        public int compareTo(Key o) { return Integer.compare(id, o.id); }
        public String toString() { return "K" + id; }
    }

    public static void main(String[] args) {
        HashMap<String, Integer> m = new HashMap<>();
        int[] order = {5, 3, 9, 0, 14, 7, 1, 12, 2, 10, 6, 15, 4, 8, 11, 13, 21, 17, 30, 19, 25, 28, 16, 23};
        for (int i = 0; i < order.length; i++) {
            m.put(word(order[i], 5), i);
            System.out.println(m.keySet());
        }
        m.put("other", -1);
        m.put("zzz", -2);
        System.out.println(m);
        for (int i = 0; i < order.length; i += 3) {
            m.remove(word(order[i], 5));
            System.out.println(m.keySet());
        }
        for (int i = 0; i < 40; i++) {
            m.put("fill" + i, i);
        }
        System.out.println(m);
        Iterator<String> it = m.keySet().iterator();
        while (it.hasNext()) {
            String k = it.next();
            if (k.startsWith("AaBB") || k.startsWith("BBBB")) {
                it.remove();
            }
        }
        System.out.println(m);
        HashMap<Key, String> km = new HashMap<>();
        int[] ids = {50, 10, 70, 30, 90, 20, 60, 40, 80, 0, 55, 15, 75, 35, 95, 5};
        for (int id : ids) {
            km.put(new Key(id), "v" + id);
        }
        System.out.println(km);
        km.remove(new Key(70));
        km.remove(new Key(50));
        km.remove(new Key(0));
        System.out.println(km + " " + km.get(new Key(35)) + " " + km.containsKey(new Key(50)));
        for (int i = 0; i < 8; i++) {
            km.remove(new Key(ids[i]));
            System.out.println(km);
        }
        HashMap<Key, Integer> cm = new HashMap<>(64);
        for (int id : ids) {
            cm.computeIfAbsent(new Key(id), k -> k.id * 2);
            cm.merge(new Key(id + 1), 1, Integer::sum);
        }
        System.out.println(cm);
        cm.compute(new Key(1000), (k, v) -> 7);
        System.out.println(cm);
        LinkedHashMap<String, Integer> lm = new LinkedHashMap<>();
        for (int i = 0; i < 20; i++) {
            lm.put(word(i * 7 % 32, 5), i);
        }
        System.out.println(lm);
        for (int i = 0; i < 12; i++) {
            lm.remove(word(i * 7 % 32, 5));
        }
        System.out.println(lm);
    }
}
