import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

public class Comparators {
    record Person(String name, int age, double score) {}

    public static void main(String[] args) {
        List<Person> people = new ArrayList<>(List.of(
            new Person("Carol", 35, 88.5), new Person("alice", 30, 92.0), new Person("Bob", 30, 75.25),
            new Person("dave", 25, 92.0), new Person("Eve", 35, 60.0), new Person("bob", 40, 75.25)));
        List<Person> p = new ArrayList<>(people);
        p.sort(Comparator.comparing(Person::name));
        System.out.println("by name " + names(p));
        p.sort(Comparator.comparing(Person::name, String.CASE_INSENSITIVE_ORDER));
        System.out.println("by name ci " + names(p));
        p.sort(Comparator.comparingInt(Person::age).thenComparing(Person::name));
        System.out.println("by age then name " + names(p));
        p.sort(Comparator.comparingDouble(Person::score).reversed().thenComparingInt(Person::age));
        System.out.println("by score desc then age " + names(p));
        p.sort(Comparator.comparing(Person::age, Comparator.reverseOrder()).thenComparing(Person::name, Comparator.reverseOrder()));
        System.out.println("age desc name desc " + names(p));
        p.sort(Comparator.comparingLong(x -> (long) x.name().length()));
        System.out.println("by name length (stable) " + names(p));
        List<String> withNulls = new ArrayList<>(Arrays.asList("b", null, "a", null, "c"));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println("nullsFirst " + withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.<String>reverseOrder()));
        System.out.println("nullsLast reverse " + withNulls);
        Comparator<String> byLen = (a, b) -> Integer.compare(a.length(), b.length());
        List<String> words = new ArrayList<>(List.of("kiwi", "fig", "banana", "apple", "date", "cherry"));
        words.sort(byLen.thenComparing(Comparator.naturalOrder()));
        System.out.println("len then natural " + words);
        words.sort(byLen.reversed());
        System.out.println("len reversed (stable) " + words);
        System.out.println("max by len " + Collections.max(words, byLen) + " min by len " + Collections.min(words, byLen));
        Collections.sort(words, Collections.reverseOrder());
        System.out.println("Collections.reverseOrder " + words);
        Collections.sort(words, Collections.reverseOrder(byLen));
        System.out.println("reverseOrder(cmp) " + words);
        Comparator<Integer> natural = Comparator.naturalOrder();
        System.out.println("compare values " + natural.compare(1, 2) + " " + natural.reversed().compare(1, 2) + " " + Comparator.<Integer>reverseOrder().compare(5, 5));
        Integer[] ints = {5, -3, 12, 0, -3, 7};
        Arrays.sort(ints, Comparator.comparing(Math::abs));
        System.out.println("by abs " + Arrays.toString(ints));
        Arrays.sort(ints, Comparator.<Integer>comparingInt(i -> i % 3).thenComparing(Comparator.reverseOrder()));
        System.out.println("by mod3 then desc " + Arrays.toString(ints));
        String[] mixed = {"B", "a", "C", "b", "A", "c"};
        Arrays.sort(mixed, String::compareToIgnoreCase);
        System.out.println("method ref comparator " + Arrays.toString(mixed));
        Arrays.sort(mixed, Comparator.comparing((String s) -> s.toLowerCase()).thenComparing(Comparator.naturalOrder()));
        System.out.println("lower then natural " + Arrays.toString(mixed));
    }

    static String names(List<Person> ps) {
        StringBuilder sb = new StringBuilder();
        for (Person x : ps) sb.append(x.name()).append('(').append(x.age()).append(',').append(x.score()).append(") ");
        return sb.toString().trim();
    }
}
