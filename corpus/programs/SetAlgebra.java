import java.util.*;
import java.util.stream.*;

public class SetAlgebra {
    enum Perm { READ, WRITE, EXECUTE, DELETE, ADMIN, AUDIT }

    static <T> Set<T> union(Set<T> a, Set<T> b) { Set<T> r = new TreeSet<>(a); r.addAll(b); return r; }
    static <T> Set<T> inter(Set<T> a, Set<T> b) { Set<T> r = new TreeSet<>(a); r.retainAll(b); return r; }
    static <T> Set<T> diff(Set<T> a, Set<T> b) { Set<T> r = new TreeSet<>(a); r.removeAll(b); return r; }
    static <T> Set<T> symDiff(Set<T> a, Set<T> b) { return diff(union(a, b), inter(a, b)); }

    static <T extends Comparable<T>> List<Set<T>> powerSet(List<T> items) {
        List<Set<T>> out = new ArrayList<>();
        for (int mask = 0; mask < (1 << items.size()); mask++) {
            Set<T> s = new TreeSet<>();
            for (int i = 0; i < items.size(); i++) if ((mask & (1 << i)) != 0) s.add(items.get(i));
            out.add(s);
        }
        out.sort(Comparator.<Set<T>>comparingInt(Set::size).thenComparing(Object::toString));
        return out;
    }

    public static void main(String[] args) {
        Set<Integer> evens = IntStream.rangeClosed(0, 20).filter(i -> i % 2 == 0).boxed().collect(Collectors.toCollection(TreeSet::new));
        Set<Integer> primes = new TreeSet<>(List.of(2, 3, 5, 7, 11, 13, 17, 19));
        Set<Integer> squares = IntStream.rangeClosed(0, 4).map(i -> i * i).boxed().collect(Collectors.toSet());
        System.out.println("evens   " + evens);
        System.out.println("primes  " + primes);
        System.out.println("squares " + squares);
        System.out.println("E u P   " + union(evens, primes));
        System.out.println("E n P   " + inter(evens, primes));
        System.out.println("P - E   " + diff(primes, evens));
        System.out.println("E ^ S   " + symDiff(evens, squares));
        System.out.println("S subset of E? " + evens.containsAll(squares) + ", {0,4,16} subset? " + evens.containsAll(Set.of(0, 4, 16)));
        System.out.println("disjoint(P, S) " + Collections.disjoint(primes, squares));

        TreeSet<String> fruits = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        Collections.addAll(fruits, "banana", "Apple", "cherry", "apple", "Date", "elderberry", "fig", "Grape", "BANANA");
        System.out.println("fruits " + fruits + " size " + fruits.size());
        System.out.println("ceiling(c) " + fruits.ceiling("c") + ", floor(D) " + fruits.floor("D") + ", higher(fig) " + fruits.higher("fig")
            + ", lower(apple) " + fruits.lower("apple"));
        System.out.println("sub [b,f) " + fruits.subSet("b", "f") + ", head(cherry,incl) " + fruits.headSet("cherry", true)
            + ", tail(E) " + fruits.tailSet("E"));
        System.out.println("desc " + fruits.descendingSet() + " pollFirst " + fruits.pollFirst() + " pollLast " + fruits.pollLast() + " -> " + fruits);

        Set<String> hs = new HashSet<>();
        for (String w : "the quick brown fox jumps over the lazy dog and the quick cat".split(" ")) {
            if (!hs.add(w)) System.out.println("dup: " + w);
        }
        System.out.println("hash order " + hs);
        Set<String> lhs = new LinkedHashSet<>(Arrays.asList("the quick brown fox jumps over the lazy dog".split(" ")));
        System.out.println("insertion order " + lhs);
        lhs.removeIf(w -> w.length() <= 3);
        System.out.println("long words " + lhs);

        EnumSet<Perm> user = EnumSet.of(Perm.READ, Perm.WRITE);
        EnumSet<Perm> admin = EnumSet.complementOf(EnumSet.of(Perm.AUDIT));
        EnumSet<Perm> auditor = EnumSet.of(Perm.READ, Perm.AUDIT);
        EnumSet<Perm> range = EnumSet.range(Perm.WRITE, Perm.ADMIN);
        System.out.println("user " + user + " admin " + admin + " auditor " + auditor + " range " + range);
        EnumSet<Perm> combined = EnumSet.copyOf(user);
        combined.addAll(auditor);
        System.out.println("user+auditor " + combined + ", none " + EnumSet.noneOf(Perm.class) + ", all " + EnumSet.allOf(Perm.class).size());
        Map<String, EnumSet<Perm>> roles = new TreeMap<>(Map.of("user", user, "admin", admin, "auditor", auditor));
        for (Perm p : Perm.values()) {
            String who = roles.entrySet().stream().filter(e -> e.getValue().contains(p)).map(Map.Entry::getKey).collect(Collectors.joining(","));
            System.out.printf("%-8s %s%n", p, who.isEmpty() ? "-" : who);
        }
        for (Set<String> s : powerSet(List.of("a", "b", "c", "d"))) System.out.print(s + " ");
        System.out.println();
        Set<List<Integer>> pairs = new HashSet<>();
        for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) pairs.add(List.of(Math.min(i, j), Math.max(i, j)));
        System.out.println("unordered pairs " + pairs.size() + " " + pairs);
        Set<Integer> unmod = Collections.unmodifiableSet(primes);
        try {
            unmod.add(23);
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable: " + e.getClass().getName());
        }
        System.out.println("Set.copyOf sorted " + new TreeSet<>(Set.copyOf(List.of(5, 3, 5, 1, 3))));
    }
}
