import java.util.*;

public class CollectionsShuffle {
    public static void main(String[] args) {
        List<Integer> al = new ArrayList<>();
        for (int i = 0; i < 20; i++) al.add(i);
        Collections.shuffle(al, new Random(42));
        System.out.println(al);
        LinkedList<Integer> ll = new LinkedList<>();
        for (int i = 0; i < 20; i++) ll.add(i);
        Collections.shuffle(ll, new Random(42));
        System.out.println(ll);
        List<String> small = new LinkedList<>(List.of("a", "b", "c", "d"));
        Collections.shuffle(small, new Random(1));
        System.out.println(small);
        Random r = new Random(123);
        List<Character> cs = new ArrayList<>();
        for (char ch = 'a'; ch <= 'z'; ch++) cs.add(ch);
        for (int k = 0; k < 3; k++) {
            Collections.shuffle(cs, r);
            System.out.println(cs);
        }
        List<Integer> un = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6, 7, 8));
        Collections.shuffle(un);
        Collections.sort(un);
        System.out.println(un);
        List<Integer> sync = Collections.synchronizedList(new ArrayList<>(List.of(3, 1, 2)));
        sync.add(0);
        Collections.sort(sync);
        System.out.println(sync + " " + sync.get(1) + " " + sync.equals(List.of(0, 1, 2, 3)));
        Map<String, Integer> sm = Collections.synchronizedMap(new TreeMap<>());
        sm.put("b", 2); sm.put("a", 1);
        System.out.println(sm + " " + sm.keySet() + " " + sm.getOrDefault("z", 9));
        Set<Integer> ss = Collections.synchronizedSet(new TreeSet<>(List.of(5, 1, 3)));
        System.out.println(ss + " " + ss.contains(3));
        Map<String, Integer> um = Collections.unmodifiableMap(new LinkedHashMap<>(Map.of("x", 1)));
        try { um.put("y", 2); } catch (UnsupportedOperationException e) { System.out.println("UOE put"); }
        try { um.entrySet().iterator().next().setValue(5); } catch (UnsupportedOperationException e) { System.out.println("UOE setValue"); }
        try { um.merge("x", 1, Integer::sum); } catch (UnsupportedOperationException e) { System.out.println("UOE merge"); }
        System.out.println(um + " " + um.entrySet() + " " + um.get("x"));
        NavigableMap<Integer, String> nm = Collections.unmodifiableNavigableMap(new TreeMap<>(Map.of(1, "a", 2, "b", 3, "c")));
        System.out.println(nm.descendingMap() + " " + nm.headMap(2, true) + " " + nm.firstEntry() + " " + nm.ceilingKey(2));
        try { nm.pollFirstEntry(); } catch (UnsupportedOperationException e) { System.out.println("UOE poll"); }
        System.out.println(Collections.emptyMap() + " " + Collections.emptySortedMap() + " " + Collections.emptyNavigableSet() + " " + Collections.emptyMap().size());
        Map<String, Integer> single = Collections.singletonMap("k", 1);
        System.out.println(single + " " + single.get("k") + " " + single.containsKey("z") + " " + single.keySet() + " " + single.values() + " " + single.equals(Map.of("k", 1)));
        try { single.put("a", 2); } catch (UnsupportedOperationException e) { System.out.println("UOE"); }
        Set<String> fromMap = Collections.newSetFromMap(new LinkedHashMap<>());
        fromMap.add("q"); fromMap.add("p"); fromMap.add("q");
        System.out.println(fromMap + " " + fromMap.size());
        try { Collections.newSetFromMap(new HashMap<>(Map.of("a", true))); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        Enumeration<Integer> en = Collections.enumeration(List.of(7, 8, 9));
        System.out.println(Collections.list(en));
        Vector<String> v = new Vector<>(List.of("x", "y"));
        System.out.println(Collections.list(v.elements()) + " " + Collections.emptyEnumeration().hasMoreElements());
    }
}
