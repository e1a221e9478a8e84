import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

public class LocalClasses {
    interface Shape { double area(); String name(); }
    int instanceField = 3;

    List<Supplier<String>> build(String prefix) {
        List<Supplier<String>> out = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            int copy = i;
            class Item implements Supplier<String> {
                final int mult;
                Item(int mult) { this.mult = mult; }
                public String get() { return prefix + copy * mult + "/" + instanceField; }
            }
            out.add(new Item(10));
            out.add(new Item(100));
        }
        return out;
    }

    static Shape makeShape(double w, double h, String label) {
        class Rect implements Shape {
            public double area() { return w * h; }
            public String name() { return label + "(" + w + "x" + h + ")"; }
        }
        return new Rect();
    }

    static int countDown(int n) {
        class Counter {
            int steps = 0;
            int run(int k) { steps++; return k <= 0 ? steps : run(k - 1); }
        }
        return new Counter().run(n);
    }

    public static void main(String[] args) {
        LocalClasses lc = new LocalClasses();
        for (Supplier<String> s : lc.build("p")) System.out.println(s.get());
        lc.instanceField = 9;
        System.out.println("after field change: " + lc.build("q").get(5).get());
        Shape s1 = makeShape(2, 3, "r1");
        Shape s2 = makeShape(1.5, 4, "r2");
        System.out.println(s1.name() + "=" + s1.area() + " " + s2.name() + "=" + s2.area());
        System.out.println("countDown " + countDown(10));
        System.out.println("local class name " + s1.getClass().getName() + " simple " + s1.getClass().getSimpleName());
        int x = 5;
        long y = 6L;
        char c = 'z';
        double d = 1.25;
        boolean flag = true;
        String str = "cap";
        int[] arr = {1, 2};
        class Capture {
            String all() { return x + " " + y + " " + c + " " + d + " " + flag + " " + str + " " + arr[0] + arr[1]; }
        }
        arr[0] = 99;
        System.out.println("captured " + new Capture().all());
        record Point(int px, int py) {
            int dist() { return Math.abs(px) + Math.abs(py); }
        }
        Point p = new Point(-3, 4);
        System.out.println("local record " + p + " dist " + p.dist());
        enum Color { RED, GREEN }
        System.out.println("local enum " + Color.GREEN + " " + Color.valueOf("RED").ordinal());
        interface LocalIface { int f(); }
        LocalIface li = () -> x * 2;
        System.out.println("local iface " + li.f());
    }
}
