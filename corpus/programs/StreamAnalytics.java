import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class StreamAnalytics {
    record Order(int id, String customer, String city, List<String> items, double amount, int day) {}

    public static void main(String[] args) {
        Random rnd = new Random(31337);
        String[] customers = {"acme", "globex", "initech", "umbrella", "hooli", "stark"};
        String[] cities = {"Paris", "Oslo", "Lima", "Oslo", "Paris", "Kyoto"};
        String[] catalog = {"bolt", "nut", "gear", "spring", "valve", "pipe", "wire", "chip"};
        List<Order> orders = IntStream.range(0, 40).mapToObj(i -> {
            int c = rnd.nextInt(customers.length);
            List<String> items = IntStream.range(0, 1 + rnd.nextInt(4)).mapToObj(k -> catalog[rnd.nextInt(catalog.length)]).collect(Collectors.toList());
            return new Order(1000 + i, customers[c], cities[c], items, Math.round(rnd.nextDouble() * 50000) / 100.0, 1 + rnd.nextInt(30));
        }).collect(Collectors.toList());
        orders.stream().limit(5).forEach(System.out::println);
        System.out.println("distinct items used: " + orders.stream().flatMap(o -> o.items().stream()).distinct().sorted().collect(Collectors.joining(",")));
        Map<String, Long> itemCounts = orders.stream().flatMap(o -> o.items().stream()).collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
        System.out.println("item counts " + itemCounts);
        System.out.println("top 3 customers by revenue:");
        orders.stream().collect(Collectors.groupingBy(Order::customer, Collectors.summingDouble(Order::amount)))
            .entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed()).limit(3)
            .forEach(e -> System.out.printf("  %-9s %10.2f%n", e.getKey(), e.getValue()));
        Map<String, Map<String, Long>> cityCust = orders.stream().collect(Collectors.groupingBy(Order::city, TreeMap::new,
            Collectors.groupingBy(Order::customer, TreeMap::new, Collectors.counting())));
        System.out.println("city/customer " + cityCust);
        Map<Boolean, List<Integer>> bigSmall = orders.stream().collect(Collectors.partitioningBy(o -> o.amount() > 250, Collectors.mapping(Order::id, Collectors.toList())));
        System.out.println("big orders " + bigSmall.get(true).size() + " small " + bigSmall.get(false).size());
        Map<Integer, Double> weekly = orders.stream().collect(Collectors.groupingBy(o -> (o.day() - 1) / 7 + 1, TreeMap::new, Collectors.averagingDouble(Order::amount)));
        weekly.forEach((w, a) -> System.out.printf("  week %d avg %.3f%n", w, a));
        TreeMap<String, Integer> maxItems = orders.stream().collect(Collectors.toMap(Order::customer, o -> o.items().size(), Math::max, TreeMap::new));
        System.out.println("max items per order " + maxItems);
        Optional<Order> firstBigOslo = orders.stream().filter(o -> o.city().equals("Oslo")).filter(o -> o.amount() > 400).findFirst();
        System.out.println("first big Oslo " + firstBigOslo.map(Order::id).orElse(-1));
        System.out.println("any chip+wire " + orders.stream().anyMatch(o -> o.items().containsAll(List.of("chip", "wire")))
            + " all positive " + orders.stream().allMatch(o -> o.amount() > 0) + " none >500 " + orders.stream().noneMatch(o -> o.amount() > 500));
        DoubleSummaryStatistics ds = orders.stream().collect(Collectors.summarizingDouble(Order::amount));
        System.out.printf("amounts n=%d min=%.2f max=%.2f avg=%.4f sum=%.2f%n", ds.getCount(), ds.getMin(), ds.getMax(), ds.getAverage(), ds.getSum());
        System.out.println("reduce total " + orders.stream().map(Order::amount).reduce(0.0, Double::sum).floatValue()
            + " ids " + orders.stream().mapToInt(Order::id).filter(i -> i % 7 == 0).boxed().collect(Collectors.toList())
            + " skip/limit " + orders.stream().skip(35).map(Order::id).collect(Collectors.toList()));
        System.out.println("takeWhile " + orders.stream().takeWhile(o -> o.amount() > 30).count() + " dropWhile " + orders.stream().dropWhile(o -> o.amount() > 30).count());
        List<List<String>> chunks = IntStream.range(0, (orders.size() + 7) / 8)
            .mapToObj(i -> orders.subList(i * 8, Math.min(orders.size(), i * 8 + 8)).stream().map(o -> o.customer().substring(0, 2)).collect(Collectors.toList()))
            .collect(Collectors.toList());
        chunks.forEach(c -> System.out.println("  chunk " + c));
        String histogram = orders.stream().collect(Collectors.groupingBy(o -> (int) (o.amount() / 100), TreeMap::new, Collectors.counting()))
            .entrySet().stream().map(e -> String.format("%3d-%3d %s", e.getKey() * 100, e.getKey() * 100 + 99, "*".repeat(e.getValue().intValue())))
            .collect(Collectors.joining("\n"));
        System.out.println(histogram);
        System.out.println("iterate " + Stream.iterate(1, x -> x <= 1000, x -> x * 3).map(String::valueOf).collect(Collectors.joining("->"))
            + " generate " + Stream.generate(() -> "ab").limit(3).collect(Collectors.joining())
            + " concat " + Stream.concat(Stream.of(1, 2), Stream.of(3)).collect(Collectors.toList())
            + " toArray " + Arrays.toString(Stream.of("x", "y").toArray(String[]::new)));
        System.out.println("collectingAndThen " + orders.stream().map(Order::city).collect(Collectors.collectingAndThen(Collectors.toCollection(TreeSet::new), Collections::unmodifiableSet))
            + " reducing " + orders.stream().collect(Collectors.groupingBy(Order::city, TreeMap::new, Collectors.reducing(0, o -> o.items().size(), Integer::sum)))
            + " minBy " + orders.stream().collect(Collectors.minBy(Comparator.comparingDouble(Order::amount))).map(Order::id).orElse(0));
        IntSummaryStatistics days = orders.stream().mapToInt(Order::day).summaryStatistics();
        System.out.println("days " + days + " peek count " + orders.stream().peek(o -> {}).mapToDouble(Order::amount).filter(a -> a < 100).count());
        System.out.println("flatMapToInt chars " + orders.stream().limit(3).flatMapToInt(o -> o.customer().chars()).mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining())
            + " sorted desc " + orders.stream().map(Order::day).distinct().sorted(Comparator.reverseOrder()).limit(6).collect(Collectors.toList()));
    }
}
