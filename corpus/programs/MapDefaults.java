import java.util.*;

public class MapDefaults {
    // A minimal map relying on every Map default method.
    static final class ListMap<K, V> extends AbstractMap<K, V> {
        final List<Map.Entry<K, V>> entries = new ArrayList<>();
        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() { return entries.iterator(); }
                public int size() { return entries.size(); }
            };
        }
        public V put(K k, V v) {
            for (Map.Entry<K, V> e : entries) if (Objects.equals(e.getKey(), k)) return e.setValue(v);
            entries.add(new AbstractMap.SimpleEntry<>(k, v));
            return null;
        }
    }

    static void exercise(String name, Map<String, Integer> m) {
        m.put("a", 1);
        m.put("b", 2);
        m.put("n", null);
        StringBuilder sb = new StringBuilder(name).append(": ");
        sb.append(m.getOrDefault("a", -1)).append(' ').append(m.getOrDefault("z", -1)).append(' ').append(m.getOrDefault("n", -1)).append(' ');
        sb.append(m.putIfAbsent("a", 10)).append(' ').append(m.putIfAbsent("c", 3)).append(' ').append(m.putIfAbsent("n", 4)).append(' ');
        sb.append(m.remove("a", 2)).append(' ').append(m.remove("c", 3)).append(' ');
        sb.append(m.replace("b", 2, 20)).append(' ').append(m.replace("b", 2, 30)).append(' ').append(m.replace("zz", 5)).append(' ').append(m.replace("b", 21)).append(' ');
        sb.append(m.computeIfAbsent("d", k -> k.length() * 40)).append(' ').append(m.computeIfAbsent("d", k -> 0)).append(' ').append(m.computeIfAbsent("e", k -> null)).append(' ');
        sb.append(m.computeIfPresent("d", (k, v) -> v + 1)).append(' ').append(m.computeIfPresent("q", (k, v) -> 1)).append(' ').append(m.computeIfPresent("b", (k, v) -> null)).append(' ');
        sb.append(m.compute("f", (k, v) -> v == null ? 6 : v * 2)).append(' ').append(m.compute("f", (k, v) -> v == null ? 6 : v * 2)).append(' ').append(m.compute("a", (k, v) -> null)).append(' ');
        sb.append(m.merge("f", 100, Integer::sum)).append(' ').append(m.merge("g", 7, Integer::sum)).append(' ').append(m.merge("g", 7, (x, y) -> null)).append(' ');
        m.replaceAll((k, v) -> v == null ? -5 : v + 1000);
        sb.append(new TreeMap<>(m));
        List<String> seen = new ArrayList<>();
        m.forEach((k, v) -> seen.add(k + "=" + v));
        Collections.sort(seen);
        sb.append(' ').append(seen);
        try { m.merge("x", null, Integer::sum); } catch (NullPointerException e) { sb.append(" NPE"); }
        try { m.computeIfAbsent("x", null); } catch (NullPointerException e) { sb.append(" NPE2"); }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        exercise("HashMap", new HashMap<>());
        exercise("LinkedHashMap", new LinkedHashMap<>());
        exercise("TreeMap", new TreeMap<>());
        exercise("ListMap", new ListMap<>());
        exercise("WeakHashMap", new WeakHashMap<>());
        exercise("synchronized", Collections.synchronizedMap(new HashMap<>()));
        Map<String, Integer> lm = new LinkedHashMap<>();
        exercise("LHM2", lm);
        System.out.println(lm);
        Map.Entry<String, Integer> e1 = Map.entry("k", 5);
        Map.Entry<String, Integer> e2 = new AbstractMap.SimpleEntry<>("k", 5);
        Map.Entry<String, Integer> e3 = new AbstractMap.SimpleImmutableEntry<>("k", 5);
        System.out.println(e1 + " " + e2 + " " + e3 + " " + e1.equals(e2) + " " + e2.equals(e3) + " " + (e1.hashCode() == e3.hashCode()));
        System.out.println(e2.setValue(6) + " " + e2 + " " + Map.Entry.copyOf(e2) + " " + (Map.Entry.copyOf(e1) == e1));
        try { e3.setValue(1); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
        List<Map.Entry<String, Integer>> es = new ArrayList<>(List.of(Map.entry("b", 2), Map.entry("c", 1), Map.entry("a", 3)));
        es.sort(Map.Entry.comparingByKey());
        System.out.println(es);
        es.sort(Map.Entry.comparingByValue());
        System.out.println(es);
        es.sort(Map.Entry.comparingByKey(Comparator.reverseOrder()));
        System.out.println(es);
        es.sort(Map.Entry.comparingByValue(Comparator.reverseOrder()));
        System.out.println(es);
        HashMap<String, Integer> h1 = new HashMap<>(Map.of("x", 1, "y", 2));
        TreeMap<String, Integer> t1 = new TreeMap<>(Map.of("y", 2, "x", 1));
        System.out.println(h1.equals(t1) + " " + t1.equals(h1) + " " + (h1.hashCode() == t1.hashCode()) + " " + h1.equals(Map.of("x", 1)));
    }
}
