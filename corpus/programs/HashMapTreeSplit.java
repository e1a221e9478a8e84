import java.util.*;
public class HashMapTreeSplit {
    static final class K implements Comparable<K> {
        final int h, id;
        K(int h, int id) { this.h = h; this.id = id; }
        public int hashCode() { return h; }
        public boolean equals(Object o) { return o instanceof K && ((K) o).id == id; }
        public int compareTo(K o) { return Integer.compare(id, o.id); }
        public String toString() { return h + "/" + id; }
    }
    public static void main(String[] a) {
        HashMap<K, Integer> m = new HashMap<>(64);
        int id = 0;
        int[] hs = {5, 69, 133, 197, 261, 325, 389, 453};
        for (int r = 0; r < 3; r++) for (int h : hs) { m.put(new K(h, (id * 37) % 101), id); id++; }
        System.out.println(m.keySet());
        for (int i = 0; i < 60; i++) m.put(new K(1000 + i, i), i);
        System.out.println(m.keySet());
        for (int i = 0; i < 200; i++) m.put(new K(7 + i * 512, i), i);
        System.out.println(m.keySet());
        Iterator<K> it = m.keySet().iterator();
        int c = 0;
        while (it.hasNext()) { it.next(); if (c++ % 3 == 0) it.remove(); }
        System.out.println(m.keySet());
        LinkedHashMap<K, Integer> l = new LinkedHashMap<>(m);
        for (int i = 0; i < 50; i++) l.remove(new K(7 + i * 512, i));
        System.out.println(l.keySet());
    }
}
