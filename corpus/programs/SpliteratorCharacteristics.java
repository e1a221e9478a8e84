import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** The characteristics each source and pipeline reports, decoded, and what streams make of a source's flags. */
public class SpliteratorCharacteristics {
    static final int[] BITS = {Spliterator.ORDERED, Spliterator.DISTINCT, Spliterator.SORTED, Spliterator.SIZED,
            Spliterator.NONNULL, Spliterator.IMMUTABLE, Spliterator.CONCURRENT, Spliterator.SUBSIZED};
    static final String[] NAMES = {"ORDERED", "DISTINCT", "SORTED", "SIZED", "NONNULL", "IMMUTABLE", "CONCURRENT", "SUBSIZED"};

    static String decode(int c) {
        StringJoiner j = new StringJoiner("|", "{", "}");
        for (int i = 0; i < BITS.length; i++) {
            if ((c & BITS[i]) != 0) {
                j.add(NAMES[i]);
            }
        }
        return j.toString();
    }

    static void show(String label, Spliterator<?> s) {
        System.out.printf("%-32s 0x%04x %s est=%d exact=%d%n", label, s.characteristics(), decode(s.characteristics()),
                s.estimateSize(), s.getExactSizeIfKnown());
    }

    public static void main(String[] args) {
        System.out.println("constants: " + Spliterator.ORDERED + " " + Spliterator.DISTINCT + " " + Spliterator.SORTED + " "
                + Spliterator.SIZED + " " + Spliterator.NONNULL + " " + Spliterator.IMMUTABLE + " "
                + Spliterator.CONCURRENT + " " + Spliterator.SUBSIZED);
        List<Integer> nums = new ArrayList<>(List.of(5, 3, 9, 1, 7));

        System.out.println("-- collections");
        show("ArrayList", nums.spliterator());
        show("LinkedList", new LinkedList<>(nums).spliterator());
        show("Arrays.asList", Arrays.asList(5, 3, 9).spliterator());
        show("List.of", List.of(1, 2, 3).spliterator());
        show("Set.of", Set.of(1, 2, 3).spliterator());
        show("HashSet", new HashSet<>(nums).spliterator());
        show("LinkedHashSet", new LinkedHashSet<>(nums).spliterator());
        show("TreeSet", new TreeSet<>(nums).spliterator());
        show("TreeSet.descendingSet", new TreeSet<>(nums).descendingSet().spliterator());
        show("TreeSet.subSet", new TreeSet<>(nums).subSet(2, 8).spliterator());
        show("ArrayDeque", new ArrayDeque<>(nums).spliterator());
        show("PriorityQueue", new PriorityQueue<>(nums).spliterator());
        show("Vector", new Vector<>(nums).spliterator());
        Map<String, Integer> hm = new HashMap<>(Map.of("a", 1, "b", 2));
        show("HashMap.keySet", hm.keySet().spliterator());
        show("HashMap.values", hm.values().spliterator());
        show("HashMap.entrySet", hm.entrySet().spliterator());
        Map<String, Integer> lhm = new LinkedHashMap<>(hm);
        show("LinkedHashMap.keySet", lhm.keySet().spliterator());
        show("LinkedHashMap.values", lhm.values().spliterator());
        show("LinkedHashMap.entrySet", lhm.entrySet().spliterator());
        TreeMap<String, Integer> tm = new TreeMap<>(hm);
        show("TreeMap.keySet", tm.keySet().spliterator());
        show("TreeMap.navigableKeySet", tm.navigableKeySet().spliterator());
        show("TreeMap.values", tm.values().spliterator());
        show("TreeMap.entrySet", tm.entrySet().spliterator());
        show("TreeMap.descendingKeySet", tm.descendingKeySet().spliterator());
        show("TreeMap.tailMap.keySet", tm.tailMap("a", false).keySet().spliterator());
        show("unmodifiableSet", Collections.unmodifiableSet(new TreeSet<>(nums)).spliterator());
        show("synchronizedList", Collections.synchronizedList(nums).spliterator());
        show("emptySet", Collections.emptySet().spliterator());
        show("singleton(null)", Collections.singleton(null).spliterator());
        show("newSetFromMap", Collections.newSetFromMap(new HashMap<String, Boolean>()).spliterator());

        System.out.println("-- arrays");
        show("Arrays.spliterator(T[])", Arrays.spliterator(new String[] {"x", "y"}));
        show("Arrays.spliterator(int[],1,3)", Arrays.spliterator(new int[] {1, 2, 3, 4}, 1, 3));
        show("Spliterators(long[],SORTED)", Spliterators.spliterator(new long[] {1, 2}, Spliterator.SORTED));
        show("Spliterators(Object[],1,2,0)", Spliterators.spliterator(new Object[] {1, 2, 3}, 1, 2, 0));

        System.out.println("-- streams");
        show("Stream.of", Stream.of(1, 2, 3).spliterator());
        show("Stream.empty", Stream.empty().spliterator());
        show("list.stream()", nums.stream().spliterator());
        show("list.stream().map", nums.stream().map(x -> x + 1).spliterator());
        show("list.stream().filter", nums.stream().filter(x -> x > 2).spliterator());
        show("list.stream().sorted", nums.stream().sorted().spliterator());
        show("list.stream().distinct", nums.stream().distinct().spliterator());
        show("list.stream().unordered", nums.stream().unordered().map(x -> x).spliterator());
        show("list.stream().skip(2)", nums.stream().skip(2).spliterator());
        show("hashSet.stream().sorted", new HashSet<>(nums).stream().sorted().spliterator());
        show("hashSet.stream().sorted(cmp)", new HashSet<>(nums).stream().sorted(Comparator.reverseOrder()).spliterator());
        show("treeSet.stream().map", new TreeSet<>(nums).stream().map(x -> x).spliterator());
        show("treeSet.stream().peek", new TreeSet<>(nums).stream().peek(x -> { }).spliterator());
        show("IntStream.range", IntStream.range(0, 10).spliterator());
        show("IntStream.range.map", IntStream.range(0, 10).map(x -> x * 2).spliterator());
        show("IntStream.range.boxed", IntStream.range(0, 10).boxed().spliterator());
        show("LongStream.rangeClosed", LongStream.rangeClosed(1, 5).spliterator());
        show("IntStream.of.sorted", IntStream.of(3, 1, 2).sorted().spliterator());
        show("Stream.iterate", Stream.iterate(1, x -> x + 1).spliterator());
        show("Stream.iterate.limit", Stream.iterate(1, x -> x + 1).limit(4).spliterator());
        show("Arrays.stream(double[])", Arrays.stream(new double[] {1.5, 2.5}).spliterator());
        show("Stream.concat", Stream.concat(Stream.of(1), Stream.of(2)).spliterator());

        System.out.println("-- streams over custom flags");
        Spliterator<String> sortedByLength = new Spliterators.AbstractSpliterator<String>(3, Spliterator.SORTED | Spliterator.ORDERED | Spliterator.SIZED) {
            final Iterator<String> it = List.of("b", "aa", "ccc").iterator();

            public boolean tryAdvance(Consumer<? super String> action) {
                if (!it.hasNext()) {
                    return false;
                }
                action.accept(it.next());
                return true;
            }

            public Comparator<? super String> getComparator() {
                return Comparator.comparing(String::length);
            }
        };
        System.out.println("sorted by length, then sorted(): " + StreamSupport.stream(sortedByLength, false).sorted().collect(Collectors.toList()));
        Spliterator<String> claimsDistinct = Spliterators.spliterator(new Object[] {"q", "q", "r"}, Spliterator.DISTINCT);
        Spliterator<String> piped = StreamSupport.stream(claimsDistinct, false).map(String::toUpperCase).spliterator();
        show("claimed DISTINCT then map", piped);
        Spliterator<String> claimsDistinct2 = Spliterators.spliterator(new Object[] {"q", "q", "r"}, Spliterator.DISTINCT);
        show("claimed DISTINCT then filter", StreamSupport.stream(claimsDistinct2, false).filter(s -> true).spliterator());
        Spliterator<String> plain = Spliterators.spliterator(new Object[] {"q", "q", "r"}, 0);
        System.out.println("distinct of plain: " + StreamSupport.stream(plain, false).distinct().count());
        System.out.println("count of a SIZED source skips the traversal: "
                + StreamSupport.stream(Spliterators.spliterator(new Object[] {1, 2, 3}, 0), false).peek(x -> System.out.println("peek " + x)).count());
        System.out.println("count of an unsized source traverses: "
                + StreamSupport.stream(Spliterators.spliteratorUnknownSize(List.of(1, 2).iterator(), 0), false)
                        .peek(x -> System.out.println("peek " + x)).count());
        System.out.println("-- supplier forms");
        Stream<Integer> lazy = StreamSupport.stream(() -> List.of(1, 2, 3).spliterator(), Spliterator.SIZED | Spliterator.ORDERED, false);
        show("supplier stream .map", lazy.map(x -> x).spliterator());
        IntStream lazyInts = StreamSupport.intStream(() -> Spliterators.spliterator(new int[] {4, 5}, 0), Spliterator.ORDERED, false);
        show("supplier intStream .map", lazyInts.map(x -> x).spliterator());
    }
}
