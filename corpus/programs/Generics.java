import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class Generics {
    interface Shape extends Comparable<Shape> {
        double area();
        default int compareTo(Shape o) { return Double.compare(area(), o.area()); }
    }
    record Sq(double s) implements Shape { public double area() { return s * s; } }
    record Circ(double r) implements Shape { public double area() { return 3 * r * r; } }

    static class Box<T> {
        private T value;
        Box(T v) { value = v; }
        T get() { return value; }
        void set(T v) { value = v; }
        <R> Box<R> map(java.util.function.Function<? super T, ? extends R> f) { return new Box<>(f.apply(value)); }
        public String toString() { return "Box(" + value + ")"; }
    }
    static class IntBox extends Box<Integer> {
        IntBox(int v) { super(v); }
        @Override Integer get() { return super.get() + 1000; }
        @Override void set(Integer v) { super.set(v * 2); }
    }
    static class Animal {
        Animal self() { return this; }
        Object make() { return "animal-made"; }
        public String toString() { return "Animal"; }
    }
    static class Dog extends Animal {
        @Override Dog self() { return this; }
        @Override String make() { return "dog-made"; }
        String bark() { return "woof"; }
        public String toString() { return "Dog"; }
    }
    interface Transformer<A, B> { B transform(A a); }
    static class Lengther implements Transformer<String, Integer> {
        public Integer transform(String s) { return s.length(); }
    }
    static class Node<T extends Comparable<T>> {
        T val; Node<T> left, right;
        Node(T v) { val = v; }
        void insert(T v) {
            if (v.compareTo(val) < 0) { if (left == null) left = new Node<>(v); else left.insert(v); }
            else { if (right == null) right = new Node<>(v); else right.insert(v); }
        }
        void inorder(List<T> out) { if (left != null) left.inorder(out); out.add(val); if (right != null) right.inorder(out); }
    }
    static <T extends Comparable<? super T>> T maxOf(List<? extends T> list) {
        T best = list.get(0);
        for (T t : list) if (t.compareTo(best) > 0) best = t;
        return best;
    }
    static double sumAll(List<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }
    static void fill(List<? super Integer> sink, int n) { for (int i = 0; i < n; i++) sink.add(i); }
    @SafeVarargs
    static <T> List<T> listOf(T... xs) { List<T> l = new ArrayList<>(); for (T x : xs) l.add(x); return l; }
    static <T> T firstNonNull(T a, T b) { return a != null ? a : b; }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) {
        Box<String> bs = new Box<>("hello");
        Box<Integer> bl = bs.map(String::length);
        System.out.println(bs + " " + bl + " " + bl.map(n -> n * 1.5));
        IntBox ib = new IntBox(5);
        Box<Integer> asBox = ib;
        System.out.println("bridge get " + asBox.get() + " ");
        asBox.set(21);
        System.out.println("bridge set " + asBox.get());
        Box raw = ib;
        try {
            raw.set("not an int");
        } catch (ClassCastException e) {
            System.out.println("bridge checkcast CCE");
        }
        Animal a = new Dog();
        System.out.println("covariant " + a.self() + " " + a.make() + " " + ((Dog) a).self().bark());
        Transformer<String, Integer> t = new Lengther();
        System.out.println("transform " + t.transform("generic"));
        Transformer rawT = t;
        try {
            rawT.transform(42);
        } catch (ClassCastException e) {
            System.out.println("raw transformer CCE");
        }
        Node<Integer> root = new Node<>(50);
        for (int v : new int[]{30, 70, 20, 40, 60, 80, 35, 65}) root.insert(v);
        List<Integer> out = new ArrayList<>();
        root.inorder(out);
        System.out.println("bst " + out);
        Node<String> sroot = new Node<>("m");
        for (String s : "the quick brown fox jumps over lazy dog".split(" ")) sroot.insert(s);
        List<String> sout = new ArrayList<>();
        sroot.inorder(sout);
        System.out.println("bst strings " + sout);
        System.out.println("maxOf " + maxOf(List.of(3, 9, 2)) + " " + maxOf(List.of("pear", "apple", "zoo")));
        List<Shape> shapes = List.of(new Sq(2), new Circ(1), new Sq(1.5));
        System.out.println("max shape " + maxOf(shapes));
        System.out.println("sumAll " + sumAll(List.of(1, 2.5, 3L, 4.5f)));
        List<Number> sink = new ArrayList<>();
        fill(sink, 4);
        List<Object> osink = new ArrayList<>();
        fill(osink, 2);
        System.out.println("fill " + sink + " " + osink);
        List<String> ls = listOf("a", "b", "c");
        System.out.println("listOf " + ls + " " + listOf() + " " + listOf(1, "mixed", 2.0));
        System.out.println("firstNonNull " + firstNonNull(null, "b") + " " + firstNonNull(1, 2));
        List rawList = new ArrayList<String>();
        rawList.add(123);
        List<String> heap = rawList;
        Object o = heap.get(0);
        System.out.println("heap pollution get as Object " + o);
        try {
            String s = heap.get(0);
            System.out.println("unexpected " + s);
        } catch (ClassCastException e) {
            System.out.println("heap pollution CCE " + e.getMessage());
        }
        Comparator<Shape> natural = Comparator.naturalOrder();
        System.out.println("cmp " + natural.compare(new Sq(1), new Circ(1)));
    }
}
