import java.util.*;
import java.util.function.*;

/** Spliterators of the common collections: traversal, sizes, comparators, late binding, fail-fast. */
public class SpliteratorBasics {
    static String drain(Spliterator<?> s) {
        StringBuilder sb = new StringBuilder("[");
        s.forEachRemaining(x -> sb.append(sb.length() > 1 ? ", " : "").append(x));
        return sb.append("]").toString();
    }

    static void describe(String label, Spliterator<?> s) {
        System.out.println(label + ": size=" + s.estimateSize() + " exact=" + s.getExactSizeIfKnown()
                + " sized=" + s.hasCharacteristics(Spliterator.SIZED)
                + " ordered=" + s.hasCharacteristics(Spliterator.ORDERED)
                + " distinct=" + s.hasCharacteristics(Spliterator.DISTINCT)
                + " sorted=" + s.hasCharacteristics(Spliterator.SORTED));
    }

    public static void main(String[] args) {
        List<String> tasks = new ArrayList<>(List.of("compile", "test", "package", "deploy", "verify"));

        // tryAdvance one at a time, then the rest in bulk
        Spliterator<String> s = tasks.spliterator();
        describe("ArrayList", s);
        s.tryAdvance(t -> System.out.println("first task: " + t));
        s.tryAdvance(t -> System.out.println("second task: " + t));
        System.out.println("remaining estimate: " + s.estimateSize());
        System.out.println("rest: " + drain(s));
        System.out.println("advance after end: " + s.tryAdvance(t -> System.out.println("never " + t)));

        // late binding: the size is taken at first use, not at creation
        Spliterator<String> late = tasks.spliterator();
        tasks.add("release");
        System.out.println("late-bound sees " + late.estimateSize() + " tasks: " + drain(late));

        // fail-fast: a change during traversal is detected
        Spliterator<String> ff = tasks.spliterator();
        try {
            ff.tryAdvance(t -> tasks.add("hotfix"));
            System.out.println("no CME?");
        } catch (ConcurrentModificationException e) {
            System.out.println("tryAdvance: " + e.getClass().getSimpleName());
        }
        Spliterator<String> ff2 = tasks.spliterator();
        try {
            ff2.forEachRemaining(t -> {
                if ("deploy".equals(t)) {
                    tasks.remove("verify");
                }
            });
            System.out.println("no CME?");
        } catch (ConcurrentModificationException e) {
            System.out.println("forEachRemaining: " + e.getClass().getSimpleName());
        }

        // sorted sets report their comparator
        TreeSet<String> natural = new TreeSet<>(List.of("pear", "apple", "fig"));
        Spliterator<String> ns = natural.spliterator();
        describe("TreeSet", ns);
        System.out.println("natural comparator: " + ns.getComparator());
        System.out.println("TreeSet order: " + drain(ns));
        TreeSet<String> byLength = new TreeSet<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        byLength.addAll(List.of("pear", "apple", "fig", "kiwi"));
        Spliterator<String> bs = byLength.spliterator();
        Comparator<? super String> cmp = bs.getComparator();
        System.out.println("custom comparator present: " + (cmp != null) + ", pear vs fig: " + Integer.signum(cmp.compare("pear", "fig")));
        System.out.println("by length: " + drain(bs));
        try {
            tasks.spliterator().getComparator();
        } catch (IllegalStateException e) {
            System.out.println("unsorted getComparator: IllegalStateException");
        }

        // hash-based, insertion-ordered and double-ended collections
        Set<Integer> ids = new HashSet<>(List.of(42, 7, 19, 3, 88));
        Spliterator<Integer> hs = ids.spliterator();
        describe("HashSet", hs);
        System.out.println("HashSet order: " + drain(hs));
        Set<String> seen = new LinkedHashSet<>(List.of("zeta", "alpha", "mid"));
        describe("LinkedHashSet", seen.spliterator());
        System.out.println("LinkedHashSet order: " + drain(seen.spliterator()));
        ArrayDeque<Integer> window = new ArrayDeque<>();
        for (int i = 1; i <= 6; i++) {
            window.addLast(i * 10);
            if (window.size() > 4) {
                window.removeFirst();
            }
        }
        window.addFirst(5);
        describe("ArrayDeque", window.spliterator());
        System.out.println("nonnull: " + window.spliterator().hasCharacteristics(Spliterator.NONNULL)
                + " " + drain(window.spliterator()));
        PriorityQueue<Integer> pq = new PriorityQueue<>(List.of(9, 4, 7, 1, 8));
        describe("PriorityQueue", pq.spliterator());
        System.out.println("heap order: " + drain(pq.spliterator()));

        // maps: key, value and entry views
        Map<String, Integer> stock = new HashMap<>();
        stock.put("bolts", 120);
        stock.put("nuts", 300);
        stock.put("washers", 75);
        describe("HashMap.keySet", stock.keySet().spliterator());
        describe("HashMap.values", stock.values().spliterator());
        describe("HashMap.entrySet", stock.entrySet().spliterator());
        System.out.println("entries: " + drain(stock.entrySet().spliterator()));
        TreeMap<String, Integer> sortedStock = new TreeMap<>(stock);
        describe("TreeMap.keySet", sortedStock.keySet().spliterator());
        describe("TreeMap.values", sortedStock.values().spliterator());
        describe("TreeMap.descendingKeySet", sortedStock.descendingKeySet().spliterator());
        describe("TreeMap.headMap.keySet", sortedStock.headMap("p").keySet().spliterator());
        System.out.println("descending: " + drain(sortedStock.descendingKeySet().spliterator()));
        System.out.println("head map: " + drain(sortedStock.headMap("p").keySet().spliterator()));

        // iterators from spliterators and back
        Iterator<String> it = Spliterators.iterator(List.of("a", "b", "c").spliterator());
        StringBuilder sb = new StringBuilder();
        while (it.hasNext()) {
            sb.append(it.next());
        }
        System.out.println("iterator over spliterator: " + sb);
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("exhausted iterator: NoSuchElementException");
        }
        Spliterator<String> fromIt = Spliterators.spliterator(List.of("x", "y").iterator(), 2, Spliterator.ORDERED);
        describe("from iterator", fromIt);
        Spliterator<String> unknown = Spliterators.spliteratorUnknownSize(List.of("x", "y").iterator(), Spliterator.SIZED);
        describe("unknown size", unknown);
        Spliterator<Object> empty = Spliterators.emptySpliterator();
        describe("empty", empty);
        System.out.println("empty advance: " + empty.tryAdvance(x -> { }) + " split: " + empty.trySplit());
        try {
            empty.tryAdvance(null);
        } catch (NullPointerException e) {
            System.out.println("null action: NullPointerException");
        }

        // wrappers pass their backing spliterator through
        describe("unmodifiableList", Collections.unmodifiableList(tasks).spliterator());
        describe("emptyList", Collections.emptyList().spliterator());
        describe("singletonList", Collections.singletonList("only").spliterator());
        System.out.println("singleton immutable/nonnull: "
                + Collections.singleton("only").spliterator().hasCharacteristics(Spliterator.IMMUTABLE | Spliterator.NONNULL));
        Map<String, Integer> ro = Collections.unmodifiableMap(sortedStock);
        Spliterator<Map.Entry<String, Integer>> roEntries = ro.entrySet().spliterator();
        roEntries.tryAdvance(e -> {
            try {
                e.setValue(0);
            } catch (UnsupportedOperationException ex) {
                System.out.println("read-only entry " + e + ": UnsupportedOperationException");
            }
        });
        System.out.println("wrapped list estimate: " + Arrays.asList(1, 2, 3).spliterator().estimateSize()
                + ", List.of: " + List.of(1, 2).spliterator().estimateSize());
    }
}
