import java.util.*;

public class HashMapOrder {
    public static void main(String[] args) {
        HashMap<String, Integer> m = new HashMap<>();
        for (int i = 0; i < 40; i++) {
            m.put("key" + i, i);
            if (i == 11 || i == 12 || i == 13 || i == 24 || i == 25) {
                System.out.println(i + ": " + m);
            }
        }
        m.put("Aa", 100);
        m.put("BB", 200);
        m.put("C#", 300);
        System.out.println(m.keySet());
        System.out.println(m.values());
        m.remove("key7");
        m.remove("BB");
        System.out.println(m.entrySet());
        HashMap<Integer, String> im = new HashMap<>(4);
        for (int i = 0; i < 20; i++) {
            im.put(i * 17 - 50, "v" + i);
        }
        System.out.println(im);
        im.keySet().removeIf(k -> k % 3 == 0);
        System.out.println(im);
        im.values().remove("v5");
        im.entrySet().removeIf(e -> e.getValue().endsWith("1"));
        System.out.println(im + " size=" + im.size());
        HashMap<Object, Object> nulls = new HashMap<>();
        nulls.put(null, "nk");
        nulls.put("x", null);
        nulls.put(3.5, 'c');
        nulls.put(-7L, true);
        System.out.println(nulls + " " + nulls.get(null) + " " + nulls.containsKey("x") + " " + nulls.containsValue(null));
        @SuppressWarnings("unchecked")
        HashMap<String, Integer> c = (HashMap<String, Integer>) m.clone();
        System.out.println(c.equals(m) + " " + (c.hashCode() == m.hashCode()) + " " + c);
        HashMap<Integer, Integer> big = new HashMap<>();
        for (int i = 0; i < 13; i++) {
            big.put(i * 16, i);
        }
        System.out.println(big);
        System.out.println(new HashMap<>(big));
        HashMap<Integer, Integer> pa = new HashMap<>();
        pa.put(1000, 0);
        pa.putAll(big);
        System.out.println(pa);
        HashSet<String> hs = new HashSet<>(Arrays.asList("zeta", "alpha", "beta", "gamma", "delta", "epsilon", "eta", "theta"));
        System.out.println(hs);
        hs.add("iota");
        hs.remove("beta");
        System.out.println(hs + " " + hs.contains("eta") + " " + hs.size());
        LinkedHashSet<String> lhs = new LinkedHashSet<>(hs);
        lhs.add("aaa");
        System.out.println(lhs);
        Iterator<String> it = hs.iterator();
        while (it.hasNext()) {
            if (it.next().length() == 4) {
                it.remove();
            }
        }
        System.out.println(hs);
        try {
            it.remove();
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage());
        }
        HashMap<Character, Integer> counts = new HashMap<>();
        for (char ch : "the quick brown fox jumps over the lazy dog".toCharArray()) {
            counts.merge(ch, 1, Integer::sum);
        }
        System.out.println(counts);
        HashMap<String, List<Integer>> groups = new HashMap<>();
        for (int i = 0; i < 30; i++) {
            groups.computeIfAbsent("g" + (i % 7), k -> new ArrayList<>()).add(i);
        }
        System.out.println(groups);
        HashMap<String, Integer> self = new HashMap<>();
        System.out.println(self + " " + self.isEmpty());
        HashMap<Object, Object> rec = new HashMap<>();
        rec.put("me", rec);
        System.out.println(rec);
    }
}
