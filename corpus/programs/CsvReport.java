import java.util.*;
import java.util.stream.*;

public class CsvReport {
    record Sale(String region, String product, int qty, double price, String date) {
        double total() { return qty * price; }
    }

    static final String CSV = """
        region,product,qty,price,date
        North,Widget,12,2.50,2023-01-04
        South,Gadget,3,10.00,2023-01-05
        East,Widget,7,2.50,2023-01-05
        North,Gizmo,1,99.99,2023-01-07
        West,Gadget,9,10.00,2023-02-01
        South,Widget,20,2.45,2023-02-03
        East,Gizmo,2,95.00,2023-02-11
        North,Gadget,4,10.50,2023-02-14
        West,Widget,15,2.50,2023-03-01
        "South",Gizmo,3,97.25,2023-03-02
        East,Gadget,11,9.75,2023-03-09
        North,Widget,8,2.55,2023-03-15
        bad line without enough fields
        West,Gizmo,x,90.00,2023-03-20
        """;

    public static void main(String[] args) {
        List<Sale> sales = new ArrayList<>();
        String[] lines = CSV.split("\n");
        System.out.println("header: " + Arrays.toString(lines[0].split(",")));
        for (int i = 1; i < lines.length; i++) {
            String[] f = lines[i].split("\\s*,\\s*");
            if (f.length != 5) {
                System.out.println("line " + (i + 1) + ": expected 5 fields, got " + f.length);
                continue;
            }
            try {
                String region = f[0].replaceAll("^\"|\"$", "");
                sales.add(new Sale(region, f[1], Integer.parseInt(f[2]), Double.parseDouble(f[3]), f[4]));
            } catch (NumberFormatException e) {
                System.out.println("line " + (i + 1) + ": " + e.getMessage());
            }
        }
        System.out.println("parsed " + sales.size() + " sales");
        sales.forEach(System.out::println);

        Map<String, Double> byRegion = sales.stream().collect(
            Collectors.groupingBy(Sale::region, TreeMap::new, Collectors.summingDouble(Sale::total)));
        System.out.println("\nRevenue by region");
        byRegion.forEach((r, t) -> System.out.printf("  %-6s %10.2f%n", r, t));

        Map<String, Double> avgPrice = sales.stream().collect(
            Collectors.groupingBy(Sale::product, TreeMap::new, Collectors.averagingDouble(Sale::price)));
        System.out.println("Average price by product");
        avgPrice.forEach((p, a) -> System.out.printf("  %-6s %8.3f%n", p, a));

        Map<String, Map<String, Integer>> pivot = sales.stream().collect(
            Collectors.groupingBy(s -> s.date().substring(0, 7), TreeMap::new,
                Collectors.groupingBy(Sale::product, TreeMap::new, Collectors.summingInt(Sale::qty))));
        System.out.println("Quantity pivot (month x product)");
        System.out.printf("  %-8s %6s %6s %6s%n", "month", "Gadget", "Gizmo", "Widget");
        for (Map.Entry<String, Map<String, Integer>> e : pivot.entrySet()) {
            Map<String, Integer> m = e.getValue();
            System.out.printf("  %-8s %6d %6d %6d%n", e.getKey(),
                m.getOrDefault("Gadget", 0), m.getOrDefault("Gizmo", 0), m.getOrDefault("Widget", 0));
        }

        Optional<Sale> biggest = sales.stream().max(Comparator.comparingDouble(Sale::total));
        System.out.println("biggest: " + biggest.map(s -> s.region() + "/" + s.product() + " " + s.total()).orElse("none"));

        Map<Boolean, List<String>> bigSmall = sales.stream().collect(
            Collectors.partitioningBy(s -> s.total() >= 50,
                Collectors.mapping(s -> s.region().charAt(0) + s.date().substring(8), Collectors.toList())));
        System.out.println("partition: " + bigSmall);

        DoubleSummaryStatistics stats = sales.stream().mapToDouble(Sale::total).summaryStatistics();
        System.out.printf("count=%d sum=%.2f min=%.2f max=%.2f avg=%.4f%n",
            stats.getCount(), stats.getSum(), stats.getMin(), stats.getMax(), stats.getAverage());

        String regionsCsv = sales.stream().map(Sale::region).distinct().sorted(Comparator.reverseOrder())
            .collect(Collectors.joining(";"));
        System.out.println("regions: " + regionsCsv);
        Map<String, Long> counts = sales.stream().collect(Collectors.groupingBy(Sale::product, Collectors.counting()));
        System.out.println("counts (HashMap): " + counts);
        Map<String, Integer> maxQty = sales.stream().collect(Collectors.toMap(Sale::region, Sale::qty, Math::max, TreeMap::new));
        System.out.println("max qty per region: " + maxQty);
    }
}
