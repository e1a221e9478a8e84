import java.util.*;

public class TreeSetViews {
    public static void main(String[] args) {
        TreeSet<String> s = new TreeSet<>(Arrays.asList("m", "c", "x", "a", "q", "f", "t", "b", "z", "k"));
        System.out.println(s + " " + s.first() + " " + s.last());
        System.out.println(s.headSet("k") + " " + s.headSet("k", true) + " " + s.tailSet("q") + " " + s.tailSet("q", false));
        System.out.println(s.subSet("c", "t") + " " + s.subSet("c", false, "t", true));
        System.out.println(s.descendingSet() + " " + s.descendingSet().headSet("k"));
        System.out.println(s.ceiling("d") + " " + s.floor("d") + " " + s.higher("f") + " " + s.lower("a"));
        NavigableSet<String> sub = s.subSet("c", true, "t", true);
        sub.add("d");
        sub.remove("m");
        System.out.println(s + " " + sub + " " + sub.size());
        try {
            sub.add("zz");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        System.out.println(s.pollFirst() + " " + s.pollLast() + " " + s);
        Iterator<String> di = s.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) sb.append(di.next());
        System.out.println(sb);
        TreeSet<Integer> nums = new TreeSet<>(Comparator.reverseOrder());
        for (int i = 0; i < 20; i++) nums.add((i * 13) % 17);
        System.out.println(nums + " " + nums.headSet(10) + " " + (nums.comparator() == Comparator.reverseOrder()));
        nums.removeIf(n -> n % 2 == 0);
        System.out.println(nums + " " + nums.contains(3) + " " + nums.contains(4));
        TreeSet<Integer> cl = new TreeSet<>(nums);
        System.out.println(cl + " " + (cl.comparator() != null) + " " + cl.equals(nums));
        SortedSet<Integer> e = new TreeSet<>();
        try {
            e.first();
        } catch (NoSuchElementException ex) {
            System.out.println("NSEE");
        }
        TreeSet<Object> bad = new TreeSet<>();
        bad.add("str");
        try {
            bad.add(1);
        } catch (ClassCastException ex) {
            System.out.println("CCE " + ex.getMessage());
        }
        NavigableSet<String> ks = new TreeMap<String, Integer>(Map.of("one", 1, "two", 2, "three", 3)).navigableKeySet();
        System.out.println(ks + " " + ks.descendingSet() + " " + ks.headSet("tk"));
        Set<String> un = Collections.unmodifiableSortedSet(s);
        try {
            un.add("q");
        } catch (UnsupportedOperationException ex) {
            System.out.println("UOE");
        }
        System.out.println(un + " " + un.hashCode() + " " + un.equals(s));
    }
}
