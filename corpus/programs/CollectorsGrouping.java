import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class CollectorsGrouping {
    record Item(String name, String category, int price, double weight) {}

    static void p(Object o) {
        System.out.println(o);
    }

    public static void main(String[] args) {
        List<Item> items = List.of(
                new Item("apple", "fruit", 3, 0.2), new Item("banana", "fruit", 2, 0.15),
                new Item("carrot", "veg", 1, 0.1), new Item("durian", "fruit", 12, 1.5),
                new Item("eggplant", "veg", 4, 0.4), new Item("fennel", "veg", 3, 0.3),
                new Item("granola", "dry", 6, 0.5), new Item("hazelnut", "dry", 9, 0.25));

        // default HashMap + toList
        Map<String, List<Item>> byCat = items.stream().collect(Collectors.groupingBy(Item::category));
        System.out.println(byCat.getClass().getSimpleName() + " " + byCat.keySet());
        byCat.forEach((k, v) -> System.out.println(k + " -> " + v.stream().map(Item::name).toList()));
        System.out.println(items.stream().collect(Collectors.groupingBy(i -> i.name().length())));
        System.out.println(items.stream().map(Item::name).collect(Collectors.groupingBy(s -> s.charAt(0) < 'e')));
        System.out.println(IntStream.range(0, 30).boxed().collect(Collectors.groupingBy(i -> "k" + (i % 7))));

        // TreeMap with downstreams
        p(items.stream().collect(Collectors.groupingBy(Item::category, TreeMap::new, Collectors.counting())));
        p(items.stream().collect(Collectors.groupingBy(Item::category, TreeMap::new, Collectors.summingInt(Item::price))));
        p(items.stream().collect(Collectors.groupingBy(Item::category, TreeMap::new, Collectors.averagingInt(Item::price))));
        p(items.stream().collect(Collectors.groupingBy(Item::category, TreeMap::new, Collectors.averagingDouble(Item::weight))));
        p(items.stream().collect(Collectors.groupingBy(Item::category, TreeMap::new, Collectors.summingDouble(Item::weight))));
        p(items.stream().collect(Collectors.groupingBy(Item::category, TreeMap::new, Collectors.mapping(Item::name, Collectors.joining("|")))));
        p(items.stream().collect(Collectors.groupingBy(Item::category, TreeMap::new, Collectors.mapping(Item::name, Collectors.toCollection(TreeSet::new)))));
        p(items.stream().collect(Collectors.groupingBy(Item::category, TreeMap::new, Collectors.maxBy(Comparator.comparingInt(Item::price)))).get("veg").map(Item::name));
        p(items.stream().collect(Collectors.groupingBy(Item::category, TreeMap::new, Collectors.collectingAndThen(Collectors.minBy(Comparator.comparingDouble(Item::weight)), o -> o.get().name()))));
        p(items.stream().collect(Collectors.groupingBy(Item::category, TreeMap::new, Collectors.filtering(i -> i.price() > 3, Collectors.mapping(Item::name, Collectors.toList())))));
        p(items.stream().collect(Collectors.groupingBy(Item::category, TreeMap::new, Collectors.flatMapping(i -> i.name().chars().limit(2).mapToObj(c -> (char) c), Collectors.toList()))));
        p(items.stream().collect(Collectors.groupingBy(Item::category, TreeMap::new, Collectors.summarizingInt(Item::price))));
        p(items.stream().collect(Collectors.groupingBy(Item::category, TreeMap::new, Collectors.reducing(0, Item::price, Integer::sum))));
        System.out.println(items.stream().collect(Collectors.groupingBy(Item::category, Collectors.groupingBy(i -> i.price() % 2 == 0, Collectors.counting()))));
        System.out.println(items.stream().collect(Collectors.groupingBy(Item::category, LinkedHashMap::new, Collectors.toSet())).keySet());
        System.out.println(items.stream().collect(Collectors.groupingBy(Item::category, () -> new TreeMap<>(Comparator.reverseOrder()), Collectors.mapping(Item::price, Collectors.toList()))));

        // partitioning
        Map<Boolean, List<String>> parts = items.stream().collect(Collectors.partitioningBy(i -> i.price() >= 4, Collectors.mapping(Item::name, Collectors.toList())));
        System.out.println(parts);
        System.out.println(parts.get(true) + " " + parts.get(false) + " " + parts.get("x") + " " + parts.containsKey(false) + " " + parts.containsKey(1) + " " + parts.size() + " " + parts.keySet() + " " + parts.values());
        System.out.println(items.stream().collect(Collectors.partitioningBy(i -> i.category().equals("veg"))).get(true).size());
        System.out.println(items.stream().collect(Collectors.partitioningBy(i -> i.weight() > 100, Collectors.counting())));
        System.out.println(Stream.<String>empty().collect(Collectors.partitioningBy(s -> s.isEmpty())));
        System.out.println(items.stream().collect(Collectors.partitioningBy(i -> i.price() > 2, Collectors.averagingInt(Item::price))));
        System.out.println(parts.equals(Map.of(true, parts.get(true), false, parts.get(false))) + " " + (parts.hashCode() == Map.of(true, parts.get(true), false, parts.get(false)).hashCode()));

        // word frequency
        String text = "the quick brown fox jumps over the lazy dog the fox";
        Map<String, Long> freq = Arrays.stream(text.split(" ")).collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        System.out.println(freq);
        System.out.println(new TreeMap<>(freq));
        System.out.println(freq.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey())).limit(3).map(Map.Entry::getKey).toList());
        Map<Integer, Set<String>> byLen = Arrays.stream(text.split(" ")).collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toCollection(TreeSet::new)));
        System.out.println(byLen);
        Map<Character, String> initials = Arrays.stream(text.split(" ")).distinct().collect(Collectors.groupingBy(w -> w.charAt(0), Collectors.joining(",")));
        System.out.println(initials);
    }
}
