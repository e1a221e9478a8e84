import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class CollectorsMisc {
    static void p(Object o) {
        System.out.println(o);
    }

    public static void main(String[] args) {
        List<String> words = List.of("kiwi", "fig", "apple", "date", "banana", "cherry", "fig");
        p(words.stream().collect(Collectors.toList()));
        p(words.stream().collect(Collectors.toSet()));
        p(words.stream().collect(Collectors.toCollection(TreeSet::new)));
        p(words.stream().collect(Collectors.toCollection(ArrayDeque::new)).peekLast());
        p(words.stream().collect(Collectors.toUnmodifiableList()));
        p(words.stream().collect(Collectors.toUnmodifiableSet()).size());
        p(words.stream().collect(Collectors.joining()));
        p(words.stream().collect(Collectors.joining("/")));
        p(words.stream().collect(Collectors.joining(", ", "<", ">")));
        p(Stream.<String>empty().collect(Collectors.joining(", ", "<", ">")) + Stream.<String>empty().collect(Collectors.joining()));
        p(Stream.of("a", null).collect(Collectors.joining("+")) + " " + Stream.of(new StringBuilder("sb"), "s").collect(Collectors.joining()));
        p(words.stream().collect(Collectors.counting()));
        p(words.stream().collect(Collectors.summingInt(String::length)) + " " + words.stream().collect(Collectors.summingLong(String::length)) + " " + words.stream().collect(Collectors.summingDouble(w -> w.length() / 10.0)));
        p(words.stream().collect(Collectors.averagingInt(String::length)) + " " + words.stream().collect(Collectors.averagingLong(String::length)) + " " + words.stream().collect(Collectors.averagingDouble(w -> w.length() / 10.0)));
        p(Stream.<String>empty().collect(Collectors.averagingInt(String::length)) + " " + Stream.<String>empty().collect(Collectors.averagingDouble(String::length)) + " " + Stream.<String>empty().collect(Collectors.summingDouble(String::length)));
        p(Stream.of(1e100, 1.0, -1e100).collect(Collectors.summingDouble(d -> d)) + " " + Stream.of(0.1, 0.2, 0.3).collect(Collectors.averagingDouble(d -> d)) + " " + Stream.of(Double.POSITIVE_INFINITY, 1.0).collect(Collectors.summingDouble(d -> d)));
        p(words.stream().collect(Collectors.minBy(Comparator.naturalOrder())) + " " + words.stream().collect(Collectors.maxBy(Comparator.comparing(String::length))) + " " + Stream.<String>empty().collect(Collectors.maxBy(Comparator.naturalOrder())));
        p(words.stream().collect(Collectors.reducing((a, b) -> a.length() >= b.length() ? a : b)) + " " + words.stream().collect(Collectors.reducing("", (a, b) -> a + b.charAt(0))) + " " + words.stream().collect(Collectors.reducing(0, String::length, Integer::sum)));
        p(words.stream().collect(Collectors.mapping(String::toUpperCase, Collectors.toList())));
        p(words.stream().collect(Collectors.filtering(w -> w.length() > 4, Collectors.counting())));
        p(words.stream().collect(Collectors.flatMapping(w -> w.chars().mapToObj(c -> (char) c), Collectors.toCollection(TreeSet::new))));
        p(words.stream().collect(Collectors.collectingAndThen(Collectors.toList(), Collections::unmodifiableList)).size());
        p(words.stream().collect(Collectors.collectingAndThen(Collectors.joining(), String::length)));
        IntSummaryStatistics st = words.stream().collect(Collectors.summarizingInt(String::length));
        p(st + " " + words.stream().collect(Collectors.summarizingLong(String::length)) + " " + words.stream().collect(Collectors.summarizingDouble(w -> w.length() * 0.5)));
        p(words.stream().collect(Collectors.teeing(Collectors.counting(), Collectors.joining(), (n, s) -> n + ":" + s)));
        p(IntStream.rangeClosed(1, 10).boxed().collect(Collectors.teeing(Collectors.minBy(Integer::compare), Collectors.maxBy(Integer::compare), (a, b) -> List.of(a.get(), b.get()))));

        // toMap family
        p(words.stream().distinct().collect(Collectors.toMap(w -> w, String::length)));
        p(words.stream().collect(Collectors.toMap(w -> w.charAt(0), w -> w, (a, b) -> a + "&" + b)));
        p(words.stream().collect(Collectors.toMap(String::length, w -> 1, Integer::sum, TreeMap::new)));
        p(words.stream().collect(Collectors.toMap(w -> w, w -> 1, Integer::sum, LinkedHashMap::new)));
        p(new TreeMap<>(words.stream().distinct().collect(Collectors.toUnmodifiableMap(w -> w, String::length))));
        p(new TreeMap<>(words.stream().collect(Collectors.toUnmodifiableMap(String::length, w -> w, (a, b) -> a.compareTo(b) < 0 ? a : b))));
        Map<Integer, String> m = IntStream.range(0, 20).boxed().collect(Collectors.toMap(i -> i * 37 % 101, i -> "v" + i));
        p(m);
        p(Stream.of("a", "bb", "cc").collect(Collectors.toMap(String::length, Function.identity(), (x, y) -> y)));

        // characteristics
        p(Collectors.toList().characteristics() + " " + Collectors.toSet().characteristics() + " " + Collectors.joining().characteristics());
        p(Collectors.toUnmodifiableList().characteristics() + " " + Collectors.toUnmodifiableSet().characteristics() + " " + Collectors.counting().characteristics());
        p(Collectors.groupingBy(x -> x).characteristics() + " " + Collectors.groupingBy(x -> x, Collectors.counting()).characteristics() + " " + Collectors.partitioningBy(x -> true).characteristics());
        p(Collectors.toMap(x -> x, x -> x).characteristics() + " " + Collectors.collectingAndThen(Collectors.toSet(), s -> s).characteristics() + " " + Collectors.summarizingInt(x -> 1).characteristics());
        p(Collectors.teeing(Collectors.toSet(), Collectors.toSet(), (a, b) -> a).characteristics() + " " + Collectors.teeing(Collectors.toList(), Collectors.toSet(), (a, b) -> a).characteristics());
        Collector<String, ?, List<String>> c1 = Collector.of(ArrayList::new, List::add, (l, r) -> { l.addAll(r); return l; });
        Collector<String, ?, List<String>> c2 = Collector.of(ArrayList::new, List::add, (l, r) -> { l.addAll(r); return l; }, Collector.Characteristics.UNORDERED);
        Collector<String, StringBuilder, String> c3 = Collector.of(StringBuilder::new, StringBuilder::append, StringBuilder::append, StringBuilder::toString);
        Collector<String, StringBuilder, String> c4 = Collector.of(StringBuilder::new, StringBuilder::append, StringBuilder::append, StringBuilder::toString, Collector.Characteristics.CONCURRENT, Collector.Characteristics.UNORDERED);
        p(c1.characteristics() + " " + c2.characteristics() + " " + c3.characteristics() + " " + c4.characteristics());
        p(words.stream().collect(c1) + " " + words.stream().collect(c3));
        p(Arrays.toString(Collector.Characteristics.values()) + " " + Collector.Characteristics.valueOf("UNORDERED").ordinal());

        // immutability of unmodifiable results
        List<String> ul = words.stream().collect(Collectors.toUnmodifiableList());
        try {
            ul.add("x");
        } catch (UnsupportedOperationException e) {
            p("UOE list");
        }
        try {
            Stream.of("a", null).collect(Collectors.toUnmodifiableList());
        } catch (NullPointerException e) {
            p("NPE unmodifiable list");
        }
        try {
            Stream.of(1, 2).collect(Collectors.toMap(x -> "k", x -> x));
        } catch (IllegalStateException e) {
            p(e.getMessage());
        }
        try {
            Stream.of(1, 2).collect(Collectors.toUnmodifiableMap(x -> "k", x -> x));
        } catch (IllegalStateException e) {
            p(e.getMessage());
        }
        try {
            Stream.of("a").collect(Collectors.toMap(x -> x, x -> null));
        } catch (NullPointerException e) {
            p("NPE toMap null value");
        }
        HashMap<String, Integer> nullKey = Stream.of("a", "b").collect(Collectors.toMap(x -> x.equals("a") ? null : x, x -> 1, (a, b) -> a, HashMap::new));
        p(nullKey);
    }
}
