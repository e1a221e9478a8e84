import java.util.*;
import java.util.function.*;

public class GenericContainers {
    enum Level { LOW, MEDIUM, HIGH, CRITICAL }

    // A typed heterogeneous container, a bounded ring buffer, a multimap and a Pair utility
    static final class Pair<A, B> {
        final A first; final B second;
        Pair(A a, B b) { first = a; second = b; }
        static <A, B> Pair<A, B> of(A a, B b) { return new Pair<>(a, b); }
        <C> Pair<A, C> withSecond(C c) { return new Pair<>(first, c); }
        Pair<B, A> swap() { return new Pair<>(second, first); }
        @Override public boolean equals(Object o) { return o instanceof Pair<?, ?> p && Objects.equals(first, p.first) && Objects.equals(second, p.second); }
        @Override public int hashCode() { return Objects.hash(first, second); }
        @Override public String toString() { return "(" + first + ", " + second + ")"; }
    }

    static final class RingBuffer<T> implements Iterable<T> {
        private final Object[] data; private int head, size;
        RingBuffer(int cap) { data = new Object[cap]; }
        void add(T t) {
            data[(head + size) % data.length] = t;
            if (size < data.length) size++; else head = (head + 1) % data.length;
        }
        @SuppressWarnings("unchecked") T get(int i) {
            Objects.checkIndex(i, size);
            return (T) data[(head + i) % data.length];
        }
        int size() { return size; }
        public Iterator<T> iterator() {
            return new Iterator<T>() {
                int i = 0;
                public boolean hasNext() { return i < size; }
                public T next() { if (!hasNext()) throw new NoSuchElementException("ring exhausted"); return get(i++); }
            };
        }
    }

    static final class MultiMap<K extends Comparable<K>, V> {
        private final TreeMap<K, List<V>> map = new TreeMap<>();
        void put(K k, V v) { map.computeIfAbsent(k, x -> new ArrayList<>()).add(v); }
        List<V> get(K k) { return map.getOrDefault(k, Collections.emptyList()); }
        int size() { return map.values().stream().mapToInt(List::size).sum(); }
        <R> MultiMap<K, R> mapValues(Function<? super V, ? extends R> f) {
            MultiMap<K, R> m = new MultiMap<>();
            map.forEach((k, vs) -> vs.forEach(v -> m.put(k, f.apply(v))));
            return m;
        }
        @Override public String toString() { return map.toString(); }
    }

    static final class TypedMap {
        private final Map<Class<?>, Object> m = new LinkedHashMap<>();
        <T> void put(Class<T> c, T v) { m.put(c, v); }
        <T> T get(Class<T> c) { return c.cast(m.get(c)); }
        Set<String> types() { Set<String> s = new LinkedHashSet<>(); for (Class<?> c : m.keySet()) s.add(c.getSimpleName()); return s; }
    }

    static <T extends Comparable<? super T>> T maxOf(Iterable<? extends T> it) {
        Iterator<? extends T> i = it.iterator();
        T best = i.next();
        while (i.hasNext()) { T t = i.next(); if (t.compareTo(best) > 0) best = t; }
        return best;
    }

    static <T, R> List<R> mapAll(Collection<? extends T> in, Function<? super T, ? extends R> f) {
        List<R> out = new ArrayList<>(in.size());
        for (T t : in) out.add(f.apply(t));
        return out;
    }

    static double sum(Collection<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }

    static <T> void fillFrom(List<? super T> dst, Supplier<? extends T> s, int n) { for (int i = 0; i < n; i++) dst.add(s.get()); }

    public static void main(String[] args) {
        Pair<String, Integer> p = Pair.of("answer", 42);
        System.out.println(p + " swap " + p.swap() + " with " + p.withSecond(List.of(4, 2)) + " eq " + p.equals(Pair.of("answer", 42))
            + " hash eq " + (p.hashCode() == Pair.of("answer", 42).hashCode()));
        Map<Pair<Integer, Integer>, String> grid = new HashMap<>();
        for (int x = 0; x < 3; x++) for (int y = 0; y < 3; y++) grid.put(Pair.of(x, y), "" + (char) ('a' + x * 3 + y));
        System.out.println("grid " + grid.get(Pair.of(1, 2)) + " " + grid.containsKey(Pair.of(3, 0)) + " size " + grid.size());
        System.out.println("grid map " + grid);
        Set<Pair<String, Integer>> seen = new HashSet<>();
        for (String w : "a b a c b a d".split(" ")) {
            Pair<String, Integer> k = Pair.of(w, w.length());
            System.out.println("  add " + k + " -> " + seen.add(k) + " (size " + seen.size() + ")");
        }

        RingBuffer<String> rb = new RingBuffer<>(4);
        for (String s : "one two three four five six".split(" ")) {
            rb.add(s);
            List<String> snap = new ArrayList<>();
            rb.forEach(snap::add);
            System.out.println("ring after " + s + ": " + snap);
        }
        try { rb.get(7); } catch (IndexOutOfBoundsException e) { System.out.println("ring get: " + e.getMessage()); }
        Iterator<String> it = rb.iterator();
        while (it.hasNext()) it.next();
        try { it.next(); } catch (NoSuchElementException e) { System.out.println("iterator: " + e.getMessage()); }
        System.out.println("max in ring " + maxOf(rb));

        MultiMap<String, Integer> mm = new MultiMap<>();
        String[] names = {"bob", "amy", "bob", "cal", "amy", "bob"};
        for (int i = 0; i < names.length; i++) mm.put(names[i], i * 10);
        System.out.println("multimap " + mm + " size " + mm.size() + " bob " + mm.get("bob") + " zed " + mm.get("zed"));
        System.out.println("mapped " + mm.mapValues(v -> "#" + Integer.toHexString(v)));

        TypedMap tm = new TypedMap();
        tm.put(String.class, "text");
        tm.put(Integer.class, 7);
        tm.put(Double.class, 2.5);
        tm.put(int[].class, new int[]{1, 2});
        System.out.println("typed " + tm.types() + " " + tm.get(String.class).toUpperCase() + " " + (tm.get(Integer.class) + 1)
            + " " + tm.get(int[].class).length + " missing " + tm.get(Long.class));

        List<Number> numbers = new ArrayList<>();
        fillFrom(numbers, new Supplier<Integer>() { int n = 0; public Integer get() { return n++ * n; } }, 5);
        fillFrom(numbers, () -> 0.5, 2);
        System.out.println("numbers " + numbers + " sum " + sum(numbers) + " ints " + sum(List.of(1, 2, 3)) + " longs " + sum(Set.of(10L)));
        System.out.println("mapAll " + mapAll(List.of("a", "bb", "ccc"), String::length) + " " + mapAll(Set.of(3), x -> x * 1.5));
        System.out.println("maxOf " + maxOf(List.of("pear", "apple", "zucchini", "fig")) + " " + maxOf(EnumSet.allOf(Level.class)));
        BiFunction<Integer, Integer, Integer> add = Integer::sum;
        Function<Integer, Integer> twice = x -> x * 2;
        System.out.println("andThen " + add.andThen(twice).apply(3, 4) + " compose " + twice.compose((Integer x) -> x + 1).apply(5)
            + " identity " + Function.<String>identity().apply("id") + " unary " + UnaryOperator.<Integer>identity().apply(9));
        BinaryOperator<String> longer = BinaryOperator.maxBy(Comparator.comparingInt(String::length));
        System.out.println("maxBy " + longer.apply("abc", "de") + " minBy " + BinaryOperator.<Integer>minBy(Comparator.naturalOrder()).apply(3, 2));
        Predicate<String> empty = String::isEmpty;
        Predicate<String> notEmpty = Predicate.not(empty);
        System.out.println("predicates " + notEmpty.test("") + " " + empty.or(s -> s.startsWith("x")).test("xy") + " " + empty.negate().and(s -> s.length() < 3).test("ab")
            + " isEqual " + Predicate.isEqual("q").test("q"));
    }
}
