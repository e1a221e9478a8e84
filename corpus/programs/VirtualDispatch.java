public class VirtualDispatch {
    static class A {
        String who() { return "A"; }
        String callWho() { return "A.callWho->" + who(); }
        static String stat() { return "A.stat"; }
        private String priv() { return "A.priv"; }
        String callPriv() { return priv(); }
        final String fin() { return "A.fin->" + who(); }
    }
    static class B extends A {
        @Override String who() { return "B"; }
        static String stat() { return "B.stat"; }
        private String priv() { return "B.priv"; }
        String callPrivB() { return priv(); }
    }
    static class C extends B {
        @Override String who() { return "C"; }
        @Override String callWho() { return "C.callWho->" + super.callWho(); }
    }
    static class D extends C {}
    static abstract class Shape {
        abstract double area();
        public String toString() { return getClass().getSimpleName() + "(area=" + area() + ")"; }
    }
    static class Circle extends Shape { double r; Circle(double r) { this.r = r; } double area() { return 3.0 * r * r; } }
    static class Rect extends Shape { double w, h; Rect(double w, double h) { this.w = w; this.h = h; } double area() { return w * h; } }
    static class Square extends Rect { Square(double s) { super(s, s); } }
    static class Pkg {
        String m() { return "Pkg.m"; }
        protected String p() { return "Pkg.p"; }
    }
    static class PkgSub extends Pkg {
        public String m() { return "PkgSub.m (widened)"; }
        @Override public String p() { return "PkgSub.p"; }
    }

    public static void main(String[] args) {
        A[] objs = {new A(), new B(), new C(), new D()};
        for (A a : objs) {
            System.out.println(a.getClass().getSimpleName() + ": who=" + a.who() + " callWho=" + a.callWho() + " callPriv=" + a.callPriv() + " fin=" + a.fin());
        }
        A ab = new B();
        System.out.println("static via type: " + A.stat() + " " + B.stat());
        System.out.println("B.callPrivB " + ((B) ab).callPrivB());
        Shape[] shapes = {new Circle(1), new Rect(2, 3), new Square(4), new Circle(0.5)};
        double total = 0;
        for (Shape s : shapes) { System.out.println(s); total += s.area(); }
        System.out.println("total area " + total);
        Pkg p = new PkgSub();
        System.out.println(p.m() + " " + p.p());
        Object o = new C();
        System.out.println("toString via Object: " + (o instanceof A ? ((A) o).who() : "?"));
        int hits = 0;
        for (int i = 0; i < 1000; i++) {
            A a = objs[i % 4];
            if (a.who().equals("C")) hits++;
        }
        System.out.println("hits " + hits);
        Object[] mixed = {"str", 12, 3.5, 'c', 7L, true, new int[0].length};
        for (Object m : mixed) System.out.println("toString dispatch: " + m.toString() + " hash " + m.hashCode());
    }
}
