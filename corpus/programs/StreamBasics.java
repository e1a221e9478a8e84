import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class StreamBasics {
    record Person(String name, int age, String city) {}

    public static void main(String[] args) {
        List<Integer> nums = List.of(5, 3, 8, 1, 9, 2, 7, 3, 5, 10);
        System.out.println(nums.stream().filter(n -> n % 2 == 1).collect(Collectors.toList()));
        System.out.println(nums.stream().map(n -> n * n).collect(Collectors.toList()));
        System.out.println(nums.stream().distinct().collect(Collectors.toList()));
        System.out.println(nums.stream().sorted().collect(Collectors.toList()));
        System.out.println(nums.stream().sorted(Comparator.reverseOrder()).toList());
        System.out.println(nums.stream().limit(3).toList());
        System.out.println(nums.stream().skip(7).toList());
        System.out.println(nums.stream().skip(0).toList());
        System.out.println(nums.stream().skip(100).toList());
        System.out.println(nums.stream().takeWhile(n -> n != 1).toList());
        System.out.println(nums.stream().dropWhile(n -> n != 1).toList());
        System.out.println(nums.stream().count() + " " + nums.stream().filter(n -> n > 4).count());
        System.out.println(nums.stream().reduce(0, Integer::sum));
        System.out.println(nums.stream().reduce(Integer::max));
        System.out.println(Stream.<Integer>empty().reduce(Integer::max));
        System.out.println(nums.stream().reduce(0, (acc, n) -> acc + n * 2, Integer::sum));
        System.out.println(nums.stream().min(Comparator.naturalOrder()).get() + " " + nums.stream().max(Integer::compare).get());
        System.out.println(nums.stream().anyMatch(n -> n > 9) + " " + nums.stream().allMatch(n -> n > 0) + " " + nums.stream().noneMatch(n -> n > 5));
        System.out.println(Stream.empty().anyMatch(x -> true) + " " + Stream.empty().allMatch(x -> false) + " " + Stream.empty().noneMatch(x -> true));
        System.out.println(nums.stream().findFirst() + " " + nums.stream().filter(n -> n > 100).findFirst() + " " + nums.stream().findAny().isPresent());
        System.out.println(Arrays.toString(nums.stream().toArray()));
        Integer[] boxed = nums.stream().filter(n -> n < 5).toArray(Integer[]::new);
        System.out.println(boxed.getClass().getSimpleName() + " " + Arrays.toString(boxed));
        String[] strs = Stream.of("x", "y", "z").toArray(String[]::new);
        System.out.println(strs.length + " " + String.join("", strs));

        // statics
        System.out.println(Stream.of("a").toList() + " " + Stream.of("a", "b", "c").toList() + " " + Stream.ofNullable(null).count() + " " + Stream.ofNullable("q").toList());
        System.out.println(Stream.iterate(1, x -> x * 3).limit(6).toList());
        System.out.println(Stream.iterate(1, x -> x < 200, x -> x * 2).toList());
        int[] counter = {0};
        System.out.println(Stream.generate(() -> counter[0]++).limit(5).toList());
        System.out.println(Stream.concat(Stream.of(1, 2), Stream.of(3, 4)).toList());
        System.out.println(Stream.concat(Stream.of(1, 2).filter(x -> x > 1), Stream.of(3, 4).map(x -> x * 10)).toList());
        Stream.Builder<String> b = Stream.builder();
        b.add("p").add("q");
        b.accept("r");
        System.out.println(b.build().collect(Collectors.joining("-")));

        // flatMap & mapMulti
        List<List<Integer>> nested = List.of(List.of(1, 2), List.of(), List.of(3), List.of(4, 5, 6));
        System.out.println(nested.stream().flatMap(List::stream).toList());
        System.out.println(nested.stream().flatMap(l -> l.isEmpty() ? null : l.stream()).map(x -> -x).toList());
        System.out.println(Stream.of("ab", "cde").flatMapToInt(String::chars).boxed().toList());
        System.out.println(Stream.of(1, 2, 3).<String>mapMulti((x, sink) -> { for (int i = 0; i < x; i++) sink.accept(x + ":" + i); }).toList());
        System.out.println(Stream.of(1, 2, 3).mapMultiToInt((x, sink) -> { sink.accept(x); sink.accept(-x); }).sum());
        System.out.println(Stream.of("1", "22").mapToInt(String::length).sum() + " " + Stream.of("1", "22").mapToLong(Long::parseLong).sum() + " " + Stream.of("1.5", "2").mapToDouble(Double::parseDouble).sum());
        System.out.println(Stream.of(1, 2).flatMapToLong(x -> LongStream.of(x, x * 100L)).boxed().toList() + " " + Stream.of(1, 2).flatMapToDouble(x -> DoubleStream.of(x / 2.0)).boxed().toList());

        // objects
        List<Person> people = List.of(new Person("Ann", 31, "Oslo"), new Person("Bob", 25, "Rome"),
                new Person("Cid", 31, "Oslo"), new Person("Dee", 19, "Lima"), new Person("Eve", 25, "Rome"));
        System.out.println(people.stream().sorted(Comparator.comparingInt(Person::age)).map(Person::name).toList());
        System.out.println(people.stream().sorted(Comparator.comparing(Person::city).thenComparing(Person::name, Comparator.reverseOrder())).map(Person::name).collect(Collectors.joining(", ", "[", "]")));
        System.out.println(people.stream().max(Comparator.comparingInt(Person::age)).map(Person::name).orElse("none"));
        System.out.println(people.stream().mapToInt(Person::age).average().getAsDouble());
        System.out.println(people.stream().map(Person::city).distinct().sorted().toList());

        // sets and maps
        Set<String> set = new TreeSet<>(List.of("pear", "apple", "fig"));
        System.out.println(set.stream().map(String::toUpperCase).toList());
        Map<String, Integer> m = new TreeMap<>(Map.of("a", 1, "b", 2, "c", 3));
        System.out.println(m.entrySet().stream().filter(e -> e.getValue() != 2).map(e -> e.getKey() + e.getValue()).toList());
        System.out.println(m.keySet().stream().collect(Collectors.joining()));
        System.out.println(m.values().stream().mapToInt(Integer::intValue).sum());
        System.out.println(new ArrayDeque<>(List.of(3, 1, 2)).stream().sorted().toList());
        System.out.println(new LinkedList<>(List.of("x", "y")).parallelStream().isParallel() + " " + List.of(1).stream().isParallel() + " " + List.of(1).stream().parallel().sequential().isParallel());

        // arrays
        String[] words = {"delta", "alpha", "charlie", "bravo"};
        System.out.println(Arrays.stream(words).sorted().toList() + " " + Arrays.stream(words, 1, 3).toList());
        System.out.println(Arrays.stream(new int[] {4, 5, 6}).sum() + " " + Arrays.stream(new int[] {4, 5, 6, 7}, 1, 3).sum());
        System.out.println(Arrays.stream(new long[] {4, 5, 6}).max().getAsLong() + " " + Arrays.stream(new long[] {4, 5, 6}, 0, 1).count());
        System.out.println(Arrays.stream(new double[] {0.5, 1.5}).sum() + " " + Arrays.stream(new double[] {0.5, 1.5, 2.5}, 2, 3).sum());

        // optional
        System.out.println(Optional.of(4).stream().toList() + " " + Optional.empty().stream().count());
        System.out.println(Stream.of(Optional.of(1), Optional.<Integer>empty(), Optional.of(3)).flatMap(Optional::stream).toList());

        // iterator, forEach, forEachOrdered
        Iterator<Integer> it = Stream.of(1, 2, 3).map(x -> x + 1).iterator();
        while (it.hasNext()) System.out.print(it.next() + " ");
        System.out.println();
        Iterator<String> it2 = Stream.of("s", "t").iterator();
        System.out.println(it2.next() + it2.hasNext() + it2.next() + it2.hasNext());
        try {
            it2.next();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE " + e.getMessage());
        }
        Iterator<Integer> it3 = Stream.of(3, 1, 2).sorted().iterator();
        it3.next();
        it3.forEachRemaining(x -> System.out.print("r" + x));
        System.out.println();
        Stream.of("a", "b").forEach(System.out::print);
        Stream.of("c", "d").forEachOrdered(System.out::print);
        System.out.println();

        // collect 3-arg
        StringBuilder sb = Stream.of("x", "y", "z").collect(StringBuilder::new, StringBuilder::append, StringBuilder::append);
        System.out.println(sb);
        ArrayList<Integer> al = Stream.of(3, 4).collect(ArrayList::new, ArrayList::add, ArrayList::addAll);
        System.out.println(al);

        // toList is unmodifiable and allows null
        List<String> tl = Stream.of("a", null, "b").toList();
        System.out.println(tl + " " + tl.size() + " " + tl.contains(null));
        try {
            tl.add("c");
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE " + e.getMessage());
        }
        // unordered/onClose
        System.out.println(Stream.of(1, 2, 3).unordered().map(x -> x * 2).toList());
        try (Stream<Integer> s = Stream.of(1, 2).onClose(() -> System.out.println("closed 1")).onClose(() -> System.out.println("closed 2"))) {
            System.out.println("sum " + s.mapToInt(x -> x).sum());
        }
        Stream<Integer> cc = Stream.concat(Stream.of(1).onClose(() -> System.out.println("close a")), Stream.of(2).onClose(() -> System.out.println("close b")));
        System.out.println(cc.count());
        cc.close();
        cc.close();
        // nulls through the pipeline
        System.out.println(Stream.of("a", null, "b", null).distinct().toList());
        System.out.println(Stream.of("b", null, "a").filter(Objects::nonNull).sorted().toList());
        System.out.println(Stream.of(3, 1, 2).sorted(Comparator.nullsFirst(Comparator.naturalOrder())).toList());
        System.out.println(Stream.of("bb", "a", "ccc", "dd").sorted(Comparator.comparingInt(String::length)).toList());
        // large-ish
        System.out.println(IntStream.range(0, 10000).boxed().filter(i -> i % 7 == 0).mapToLong(i -> (long) i * i).sum());
        System.out.println(Stream.iterate(new int[] {0, 1}, f -> new int[] {f[1], f[0] + f[1]}).limit(20).map(f -> f[0]).toList());
    }
}
