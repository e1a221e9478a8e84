import java.util.ArrayList;
import java.util.List;

public class Dispatch {
    interface Shape { double area(); int sides(); }
    static abstract class Base implements Shape {
        final double s;
        Base(double s) { this.s = s; }
        public int sides() { return 0; }
    }
    static final class Square extends Base { Square(double s) { super(s); } public double area() { return s * s; } public int sides() { return 4; } }
    static final class Tri extends Base { Tri(double s) { super(s); } public double area() { return 0.5 * s * s; } public int sides() { return 3; } }
    static final class Circle extends Base { Circle(double s) { super(s); } public double area() { return 3.0 * s * s; } }
    static class Counter { int n; void add(int k) { n += k; } }
    static class LoudCounter extends Counter { @Override void add(int k) { n += 2 * k; } }

    public static void main(String[] args) {
        Shape[] shapes = new Shape[300];
        for (int i = 0; i < shapes.length; i++) {
            switch (i % 3) {
                case 0: shapes[i] = new Square(i % 7); break;
                case 1: shapes[i] = new Tri(i % 5); break;
                default: shapes[i] = new Circle(i % 3);
            }
        }
        double total = 0;
        int sides = 0;
        Counter[] counters = {new Counter(), new LoudCounter()};
        for (int rep = 0; rep < 6000; rep++) {
            for (Shape s : shapes) {
                total += s.area();
                sides += s.sides();
                counters[rep & 1].add(s.sides());
            }
        }
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 100_000; i++) list.add(i % 1000);
        long sum = 0;
        for (int rep = 0; rep < 10; rep++) for (Integer v : list) sum += v;
        System.out.println("Dispatch checksum " + total + " " + sides + " " + counters[0].n + " " + counters[1].n + " " + sum);
    }
}
