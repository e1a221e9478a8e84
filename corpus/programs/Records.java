import java.util.Arrays;
import java.util.List;

public class Records {
    record Point(int x, int y) {
        static Point origin() { return new Point(0, 0); }
        Point translate(int dx, int dy) { return new Point(x + dx, y + dy); }
        double dist() { return Math.sqrt(x * x + y * y); }
    }
    record Range(int lo, int hi) {
        Range {
            if (lo > hi) throw new IllegalArgumentException("lo > hi: " + lo + " > " + hi);
        }
        int length() { return hi - lo; }
    }
    record Name(String first, String last) {
        Name {
            first = first.trim();
            last = last.toUpperCase();
        }
        Name(String both) { this(both.split(" ")[0], both.split(" ")[1]); }
    }
    record Line(Point a, Point b) {}
    interface Shape { double area(); }
    record Circle(double r) implements Shape { public double area() { return 3.0 * r * r; } }
    record Sq(double side) implements Shape { public double area() { return side * side; } }
    record Prims(byte b, short s, char c, int i, long l, float f, double d, boolean z) {}
    record WithArray(int[] data, String label) {}
    record Empty() {}
    record Custom(int v) {
        @Override public String toString() { return "Custom<" + v + ">"; }
        @Override public int v() { return v * 10; }
        @Override public boolean equals(Object o) { return o instanceof Custom c && c.v % 2 == v % 2; }
        @Override public int hashCode() { return v % 2; }
    }
    record Generic<T>(T value, List<T> list) {}
    record Counter(int count) {
        static int created = 0;
        Counter { created++; }
    }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        Point q = new Point(3, 4);
        Point r = p.translate(1, -1);
        System.out.println(p + " " + r + " origin " + Point.origin());
        System.out.println("accessors " + p.x() + " " + p.y() + " dist " + p.dist());
        System.out.println("equals " + p.equals(q) + " " + p.equals(r) + " " + p.equals(null) + " " + p.equals("x") + " same " + (p == q));
        System.out.println("hash equal " + (p.hashCode() == q.hashCode()) + " hash " + p.hashCode() + " " + r.hashCode() + " " + Point.origin().hashCode());
        System.out.println(new Range(1, 5) + " len " + new Range(1, 5).length());
        try {
            new Range(5, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("compact ctor: " + e.getMessage());
        }
        Name n = new Name("  ada ", "lovelace");
        System.out.println(n + " first='" + n.first() + "'");
        System.out.println(new Name("alan turing"));
        Line l = new Line(p, r);
        System.out.println(l + " eq " + l.equals(new Line(new Point(3, 4), new Point(4, 3))) + " hash " + l.hashCode());
        Shape[] shapes = {new Circle(1.5), new Sq(2)};
        for (Shape s : shapes) System.out.println(s + " area " + s.area());
        Prims pr = new Prims((byte) -1, (short) 300, 'x', 42, 1L << 50, 1.5f, -0.0, true);
        System.out.println(pr);
        System.out.println("prims hash " + pr.hashCode() + " eq " + pr.equals(new Prims((byte) -1, (short) 300, 'x', 42, 1L << 50, 1.5f, -0.0, true)));
        System.out.println("-0.0 vs 0.0 " + new Prims((byte) 0, (short) 0, 'a', 0, 0, 0f, -0.0, false).equals(new Prims((byte) 0, (short) 0, 'a', 0, 0, 0f, 0.0, false)));
        Prims nan1 = new Prims((byte) 0, (short) 0, 'a', 0, 0, Float.NaN, Double.NaN, false);
        Prims nan2 = new Prims((byte) 0, (short) 0, 'a', 0, 0, Float.NaN, Double.NaN, false);
        System.out.println("NaN equal " + nan1.equals(nan2) + " hash eq " + (nan1.hashCode() == nan2.hashCode()));
        int[] data = {1, 2, 3};
        WithArray wa = new WithArray(data, "arr");
        WithArray wb = new WithArray(data, "arr");
        WithArray wc = new WithArray(new int[]{1, 2, 3}, "arr");
        System.out.println("array comp same ref eq " + wa.equals(wb) + " different ref eq " + wa.equals(wc) + " data " + Arrays.toString(wa.data()));
        System.out.println("empty " + new Empty() + " eq " + new Empty().equals(new Empty()) + " hash " + new Empty().hashCode());
        Custom c1 = new Custom(3), c2 = new Custom(5);
        System.out.println(c1 + " v()=" + c1.v() + " eq " + c1.equals(c2) + " hash " + c1.hashCode());
        Generic<String> g = new Generic<>("s", List.of("a", "b"));
        System.out.println(g + " hash " + g.hashCode());
        Generic<Integer> gn = new Generic<>(null, List.of());
        System.out.println(gn + " hash " + gn.hashCode() + " eq " + gn.equals(new Generic<>(null, List.of())));
        for (int i = 0; i < 4; i++) new Counter(i);
        System.out.println("counter created " + Counter.created);
        System.out.println("record class " + p.getClass().getName() + " super " + p.getClass().getSuperclass().getName());
        Object o = new Point(1, 2);
        if (o instanceof Point pt && pt.x() < pt.y()) System.out.println("pattern on record " + pt.x() + "," + pt.y());
        Record rec = p;
        System.out.println("as Record " + rec);
        System.out.println("name hash " + new Name("a", "b").hashCode() + " string record eq " + new Name("x", "y").equals(new Name(" x", "Y")));
    }
}
