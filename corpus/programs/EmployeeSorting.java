import java.util.*;
import java.util.stream.*;

public class EmployeeSorting {
    enum Dept { ENG, SALES, HR, OPS }
    record Employee(int id, String first, String last, Dept dept, int salary, int age, Integer managerId) {
        String fullName() { return first + " " + last; }
        Optional<Integer> manager() { return Optional.ofNullable(managerId); }
    }

    static void show(String title, List<Employee> l) {
        System.out.println(title + ":");
        for (Employee e : l) System.out.printf("  %3d %-8s %-9s %-5s %7d %3d%n", e.id(), e.first(), e.last(), e.dept(), e.salary(), e.age());
    }

    public static void main(String[] args) {
        List<Employee> staff = List.of(
            new Employee(1, "Grace", "Hopper", Dept.ENG, 185000, 52, null),
            new Employee(2, "Alan", "Turing", Dept.ENG, 160000, 41, 1),
            new Employee(3, "Ada", "Lovelace", Dept.ENG, 160000, 36, 1),
            new Employee(4, "Don", "Draper", Dept.SALES, 140000, 45, null),
            new Employee(5, "Peggy", "Olson", Dept.SALES, 95000, 29, 4),
            new Employee(6, "Toby", "Flenderson", Dept.HR, 70000, 44, null),
            new Employee(7, "Holly", "Flax", Dept.HR, 72000, 38, 6),
            new Employee(8, "Ken", "Cosgrove", Dept.SALES, 95000, 33, 4),
            new Employee(9, "Linus", "Torvalds", Dept.OPS, 150000, 54, null),
            new Employee(10, "Ada", "Byron", Dept.OPS, 88000, 27, 9));
        List<Employee> l = new ArrayList<>(staff);
        l.sort(Comparator.comparing(Employee::last));
        show("by last name", l);
        l.sort(Comparator.comparing(Employee::dept).thenComparing(Employee::salary, Comparator.reverseOrder()).thenComparing(Employee::age));
        show("by dept, salary desc, age", l);
        l.sort(Comparator.comparing(Employee::first).thenComparing(Employee::last, Comparator.comparing(String::length)).reversed());
        show("first name then last length, reversed", l);
        l.sort(Comparator.comparing(Employee::managerId, Comparator.nullsFirst(Comparator.naturalOrder())).thenComparingInt(Employee::id));
        System.out.println("by manager nulls first: " + l.stream().map(e -> e.id() + "<" + e.managerId()).collect(Collectors.joining(" ")));
        l.sort(Comparator.comparing(Employee::managerId, Comparator.nullsLast(Comparator.reverseOrder())).thenComparingInt(Employee::id));
        System.out.println("by manager nulls last desc: " + l.stream().map(e -> e.id() + "<" + e.managerId()).collect(Collectors.joining(" ")));

        Map<Dept, Optional<Employee>> topPaid = staff.stream().collect(Collectors.groupingBy(Employee::dept, TreeMap::new,
            Collectors.maxBy(Comparator.comparingInt(Employee::salary).thenComparing(Employee::id, Comparator.reverseOrder()))));
        topPaid.forEach((d, e) -> System.out.println("top " + d + ": " + e.map(Employee::fullName).orElse("-")));
        Map<Dept, Double> avg = staff.stream().collect(Collectors.groupingBy(Employee::dept, () -> new EnumMap<>(Dept.class), Collectors.averagingInt(Employee::salary)));
        System.out.println("avg " + avg);
        Map<Dept, String> names = staff.stream().collect(Collectors.groupingBy(Employee::dept, TreeMap::new,
            Collectors.mapping(Employee::first, Collectors.joining("/", "<", ">"))));
        System.out.println("names " + names);
        Map<Integer, Employee> byId = staff.stream().collect(Collectors.toMap(Employee::id, e -> e));
        for (int id : new int[]{2, 5, 9, 10, 42}) {
            String chain = Optional.ofNullable(byId.get(id))
                .map(e -> e.fullName() + " -> " + e.manager().map(byId::get).map(Employee::fullName).orElse("(no manager)"))
                .orElseGet(() -> "unknown id " + id);
            System.out.println("chain " + chain);
        }
        Optional<Employee> youngRich = staff.stream().filter(e -> e.age() < 30).filter(e -> e.salary() > 100000).findFirst();
        System.out.println("young & rich: " + youngRich.isPresent() + " " + youngRich.map(Employee::fullName).or(() -> Optional.of("nobody")).get());
        System.out.println("oldest " + staff.stream().max(Comparator.comparingInt(Employee::age)).orElseThrow().fullName()
            + ", youngest " + Collections.min(staff, Comparator.comparingInt(Employee::age)).fullName());
        try {
            staff.stream().filter(e -> e.dept() == Dept.OPS && e.age() > 60).findAny().orElseThrow(() -> new NoSuchElementException("no senior ops"));
        } catch (NoSuchElementException e) {
            System.out.println("orElseThrow: " + e.getMessage());
        }
        System.out.println("empty optional " + Optional.empty() + " " + Optional.of(3) + " filter " + Optional.of(3).filter(x -> x > 5).isEmpty()
            + " flatMap " + Optional.of("7").flatMap(s -> s.isEmpty() ? Optional.empty() : Optional.of(Integer.parseInt(s) * 6)).orElse(-1)
            + " stream " + Optional.of("z").stream().count() + " equals " + Optional.of("a").equals(Optional.of("a")));
        List<String> ranks = new ArrayList<>();
        List<Employee> bySal = staff.stream().sorted(Comparator.comparingInt(Employee::salary).reversed()).collect(Collectors.toList());
        int rank = 0, prev = -1;
        for (int i = 0; i < bySal.size(); i++) {
            if (bySal.get(i).salary() != prev) { rank = i + 1; prev = bySal.get(i).salary(); }
            ranks.add(rank + ":" + bySal.get(i).first());
        }
        System.out.println("dense ranks " + ranks);
        IntSummaryStatistics ages = staff.stream().mapToInt(Employee::age).summaryStatistics();
        System.out.println("ages " + ages.getMin() + ".." + ages.getMax() + " avg " + ages.getAverage() + " payroll " + staff.stream().mapToLong(Employee::salary).sum());
        String[] arr = {"b", "C", "a", "B", "c", "A"};
        Arrays.sort(arr);
        System.out.print(Arrays.toString(arr));
        Arrays.sort(arr, String.CASE_INSENSITIVE_ORDER);
        System.out.print(" " + Arrays.toString(arr));
        Arrays.sort(arr, Comparator.comparing((String s) -> s.toLowerCase()).thenComparing(Comparator.reverseOrder()));
        System.out.println(" " + Arrays.toString(arr));
    }
}
