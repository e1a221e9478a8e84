import java.util.*;

public class SetOfMapOf {
    // Set.of / Map.of iteration order is randomized per JVM run on HotSpot: only print sorted views or lookups.
    static <T extends Comparable<T>> List<T> sorted(Collection<T> c) {
        List<T> l = new ArrayList<>(c);
        Collections.sort(l);
        return l;
    }

    public static void main(String[] args) {
        Set<Integer> s0 = Set.of();
        Set<String> s1 = Set.of("one");
        Set<String> s2 = Set.of("one", "two");
        Set<Integer> s10 = Set.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        Set<Integer> sv = Set.of(new Integer[] {5, 4, 3, 2, 1, 0, -1, -2, -3, -4, -5, -6});
        System.out.println(s0 + " " + s1 + " " + sorted(s2) + " " + sorted(s10) + " " + sorted(sv));
        System.out.println(s0.size() + " " + s2.size() + " " + s10.size() + " " + sv.size() + " " + s0.isEmpty() + " " + s1.isEmpty());
        System.out.println(s2.contains("two") + " " + s2.contains("three") + " " + s10.contains(10) + " " + s10.contains(11) + " " + sv.containsAll(List.of(-6, 5)));
        System.out.println(s10.equals(new HashSet<>(s10)) + " " + new TreeSet<>(s10).equals(s10) + " " + (s10.hashCode() == new HashSet<>(s10).hashCode()) + " " + s2.hashCode());
        try { Set.of(1, 2, 1); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { Set.of("a", null); } catch (NullPointerException e) { System.out.println("NPE"); }
        try { s2.add("x"); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
        try { s2.remove("one"); } catch (UnsupportedOperationException e) { System.out.println("UOE"); }
        try { s10.clear(); } catch (UnsupportedOperationException e) { System.out.println("UOE"); }
        try { s10.contains(null); } catch (NullPointerException e) { System.out.println("NPE contains"); }
        Set<Integer> copy = Set.copyOf(List.of(3, 1, 3, 2, 1));
        System.out.println(sorted(copy) + " " + (Set.copyOf(s10) == s10));
        try { Set.copyOf(Arrays.asList(1, null)); } catch (NullPointerException e) { System.out.println("NPE copyOf"); }

        Map<String, Integer> m0 = Map.of();
        Map<String, Integer> m1 = Map.of("a", 1);
        Map<String, Integer> m3 = Map.of("a", 1, "b", 2, "c", 3);
        Map<Integer, Integer> m10 = Map.of(1, 1, 2, 4, 3, 9, 4, 16, 5, 25, 6, 36, 7, 49, 8, 64, 9, 81, 10, 100);
        System.out.println(m0 + " " + m1 + " " + new TreeMap<>(m3) + " " + new TreeMap<>(m10));
        System.out.println(m3.get("b") + " " + m3.get("z") + " " + m3.containsKey("c") + " " + m3.containsValue(3) + " " + m3.containsValue(4) + " " + m10.size() + " " + m1.getOrDefault("q", 0));
        System.out.println(sorted(m3.keySet()) + " " + sorted(m3.values()) + " " + m3.entrySet().contains(Map.entry("a", 1)));
        System.out.println(m3.equals(new HashMap<>(m3)) + " " + (m3.hashCode() == new HashMap<>(m3).hashCode()) + " " + m1.hashCode() + " " + m0.hashCode());
        Map<String, Integer> me = Map.ofEntries(Map.entry("x", 10), Map.entry("y", 20), Map.entry("z", 30));
        System.out.println(new TreeMap<>(me) + " " + (Map.copyOf(me) == me) + " " + new TreeMap<>(Map.copyOf(new HashMap<>(me))));
        try { Map.of("a", 1, "a", 2); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { Map.of("a", null); } catch (NullPointerException e) { System.out.println("NPE"); }
        try { Map.entry(null, 1); } catch (NullPointerException e) { System.out.println("NPE entry"); }
        try { m3.put("d", 4); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
        try { m3.merge("a", 4, Integer::sum); } catch (UnsupportedOperationException e) { System.out.println("UOE"); }
        try { m3.remove("a"); } catch (UnsupportedOperationException e) { System.out.println("UOE"); }
        try { m1.get(null); } catch (NullPointerException e) { System.out.println("NPE get"); }
        try { m3.containsKey(null); } catch (NullPointerException e) { System.out.println("NPE containsKey"); }
        try { Map.entry("k", 1).setValue(2); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
        System.out.println(Map.entry("k", 1) + " " + Map.entry("k", 1).equals(new AbstractMap.SimpleEntry<>("k", 1)));
    }
}
