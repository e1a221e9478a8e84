public class Inheritance {
    static class Parent {
        String name = "parent-field";
        static String sname = "parent-static";
        int value = 1;
        String getName() { return name; }
        static String sget() { return "Parent.sget"; }
        String show() { return "Parent.show name=" + name + " getName=" + getName(); }
    }
    static class Child extends Parent {
        String name = "child-field";
        static String sname = "child-static";
        long value = 2;
        @Override String getName() { return name; }
        static String sget() { return "Child.sget"; }
        String both() { return name + "/" + super.name + "/" + ((Parent) this).name + " values " + value + "/" + super.value; }
    }
    static class GrandChild extends Child {
        String name = "grandchild-field";
        String all() { return name + " | " + super.name + " | " + ((Parent) this).name + " | " + getName(); }
    }
    static class Point { protected int x, y; Point(int x, int y) { this.x = x; this.y = y; } public String toString() { return "(" + x + "," + y + ")"; } }
    static class Point3 extends Point {
        protected int z;
        Point3(int x, int y, int z) { super(x, y); this.z = z; }
        @Override public String toString() { return "(" + x + "," + y + "," + z + ")"; }
        @Override public boolean equals(Object o) { return o instanceof Point3 p && p.x == x && p.y == y && p.z == z; }
        @Override public int hashCode() { return x * 961 + y * 31 + z; }
    }
    static class ProtectedBase { protected String greet() { return "hi from base"; } }
    static class ProtectedSub extends ProtectedBase { @Override public String greet() { return super.greet() + " via sub"; } }

    public static void main(String[] args) {
        Parent p = new Child();
        Child c = (Child) p;
        System.out.println("p.name " + p.name + " c.name " + c.name + " p.getName() " + p.getName());
        System.out.println("p.value " + p.value + " c.value " + c.value);
        System.out.println("static via class " + Parent.sname + " " + Child.sname + " " + Parent.sget() + " " + Child.sget());
        System.out.println(p.show());
        System.out.println(c.both());
        GrandChild g = new GrandChild();
        System.out.println(g.all());
        Parent gp = g;
        Child gc = g;
        System.out.println("grand via types " + gp.name + " " + gc.name + " " + g.name + " " + gp.getName());
        c.name = "modified";
        ((Parent) c).name = "modified-parent";
        System.out.println(c.both());
        Point[] pts = {new Point(1, 2), new Point3(1, 2, 3), new Point3(1, 2, 3)};
        for (Point pt : pts) System.out.println("point " + pt + " class " + pt.getClass().getSimpleName() + " super " + pt.getClass().getSuperclass().getSimpleName());
        System.out.println("equals " + pts[1].equals(pts[2]) + " " + pts[0].equals(pts[1]) + " " + pts[1].equals(pts[0]) + " hash " + pts[1].hashCode());
        ProtectedBase pb = new ProtectedSub();
        System.out.println(pb.greet());
        System.out.println("instanceof chain " + (g instanceof Parent) + " " + (p instanceof GrandChild) + " " + Parent.class.isInstance(g) + " " + GrandChild.class.isInstance(p));
    }
}
