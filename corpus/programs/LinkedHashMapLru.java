import java.util.*;

public class LinkedHashMapLru {
    static class Lru<K, V> extends LinkedHashMap<K, V> {
        final int cap;
        Lru(int cap) { super(16, 0.75f, true); this.cap = cap; }
        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean r = size() > cap;
            if (r) System.out.println("evict " + eldest);
            return r;
        }
    }

    public static void main(String[] args) {
        Lru<String, Integer> c = new Lru<>(4);
        String[] ops = {"a", "b", "c", "a", "d", "e", "b", "f", "a", "c", "g"};
        for (int i = 0; i < ops.length; i++) {
            if (c.get(ops[i]) == null) {
                c.put(ops[i], i);
            }
            System.out.println(ops[i] + " -> " + c);
        }
        c.getOrDefault("c", -1);
        c.putIfAbsent("a", 99);
        c.replace("g", 100);
        System.out.println(c);
        c.compute("c", (k, v) -> v + 1000);
        c.merge("a", 5, Integer::sum);
        System.out.println(c + " " + c.keySet() + " " + c.values());
        LinkedHashMap<Integer, String> ins = new LinkedHashMap<>();
        for (int i = 10; i > 0; i--) {
            ins.put(i * 3 % 11, "x" + i);
        }
        ins.put(3, "again");
        System.out.println(ins);
        ins.remove(5);
        ins.put(5, "back");
        System.out.println(ins);
        try {
            for (String k : c.keySet()) {
                c.get("a");
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("CME on access-order get");
        }
        Iterator<Map.Entry<Integer, String>> it = ins.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<Integer, String> e = it.next();
            if (e.getKey() % 2 == 0) it.remove();
            else e.setValue(e.getValue().toUpperCase());
        }
        System.out.println(ins);
        ins.replaceAll((k, v) -> v + k);
        ins.forEach((k, v) -> System.out.print(k + ":" + v + " "));
        System.out.println();
        @SuppressWarnings("unchecked")
        LinkedHashMap<Integer, String> cl = (LinkedHashMap<Integer, String>) ins.clone();
        cl.put(100, "new");
        System.out.println(cl + " " + ins.equals(cl));
        LinkedHashSet<Character> s = new LinkedHashSet<>();
        for (char ch : "mississippi banana".toCharArray()) s.add(ch);
        System.out.println(s);
    }
}
