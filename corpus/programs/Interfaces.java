import java.util.ArrayList;
import java.util.List;

public class Interfaces {
    interface Shape {
        double PI_APPROX = 3.0;
        String UNIT = "cm";
        int[] SHARED = {1, 2, 3};
        double area();
        static Shape unit() { return () -> 1.0; }
        static String describe(Shape s) { return "area " + s.area() + " " + UNIT; }
        default String label() { return "shape(" + area() + ")"; }
    }
    interface Named { String name(); default String label() { return "named " + name(); } }
    static class Circle implements Shape, Named {
        final double r;
        Circle(double r) { this.r = r; }
        public double area() { return PI_APPROX * r * r; }
        public String name() { return "circle"; }
        public String label() { return Shape.super.label() + " & " + Named.super.label(); }
    }
    interface Stack<T> {
        void push(T t);
        T pop();
        boolean isEmpty();
        default void pushAll(List<T> ts) { for (T t : ts) push(t); }
        default List<T> drain() { List<T> out = new ArrayList<>(); while (!isEmpty()) out.add(pop()); return out; }
    }
    static class ArrayStack<T> implements Stack<T> {
        private final List<T> items = new ArrayList<>();
        public void push(T t) { items.add(t); }
        public T pop() { return items.remove(items.size() - 1); }
        public boolean isEmpty() { return items.isEmpty(); }
    }
    interface Visitor<R> { R visitNum(int n); R visitAdd(Node a, Node b); }
    interface Node { <R> R accept(Visitor<R> v); }
    static Node num(int n) { return new Node() { public <R> R accept(Visitor<R> v) { return v.visitNum(n); } }; }
    static Node add(Node a, Node b) { return new Node() { public <R> R accept(Visitor<R> v) { return v.visitAdd(a, b); } }; }
    interface Constants { int A = 1; int B = A + 1; long C = (long) B << 40; String S = "s" + B; }
    static class UsesConstants implements Constants { int sum() { return A + B; } }
    interface Empty {}
    interface Extended extends Shape, Named, Empty { default String label() { return Shape.super.label() + "+" + Named.super.label(); } }

    public static void main(String[] args) {
        Circle c = new Circle(2);
        System.out.println(Shape.describe(c) + " | " + c.label() + " | unit " + Shape.unit().area() + " " + Shape.unit().label());
        System.out.println("constants " + Shape.PI_APPROX + " " + Shape.UNIT + " " + Circle.UNIT + " " + Constants.C + " " + Constants.S + " " + new UsesConstants().sum());
        Shape.SHARED[0] = 99;
        System.out.println("mutable array constant " + Shape.SHARED[0]);
        Stack<String> st = new ArrayStack<>();
        st.pushAll(List.of("a", "b", "c"));
        System.out.println("drain " + st.drain() + " empty " + st.isEmpty());
        Node expr = add(num(1), add(num(2), num(3)));
        int value = expr.accept(new Visitor<Integer>() {
            public Integer visitNum(int n) { return n; }
            public Integer visitAdd(Node a, Node b) { return a.accept(this) + b.accept(this); }
        });
        String shown = expr.accept(new Visitor<String>() {
            public String visitNum(int n) { return String.valueOf(n); }
            public String visitAdd(Node a, Node b) { return "(" + a.accept(this) + "+" + b.accept(this) + ")"; }
        });
        System.out.println("visitor " + shown + " = " + value);
        Extended e = new Extended() {
            public double area() { return 7; }
            public String name() { return "ext"; }
            public String label() { return "ext label"; }
        };
        System.out.println("extended " + e.label() + " " + (e instanceof Empty) + " " + (e instanceof Named) + " " + Shape.describe(e));
        Object o = c;
        System.out.println("instanceof " + (o instanceof Shape) + " " + (o instanceof Named) + " " + (o instanceof Extended));
    }
}
