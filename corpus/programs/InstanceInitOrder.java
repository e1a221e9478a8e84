public class InstanceInitOrder {
    static class Base {
        int baseField = trace("Base.baseField", 1);
        { System.out.println("  Base instance block, baseField=" + baseField); }
        Base() {
            System.out.println("  Base ctor start");
            describe();
            System.out.println("  Base ctor end");
        }
        Base(String s) {
            this();
            System.out.println("  Base(String) " + s);
        }
        void describe() { System.out.println("  Base.describe"); }
    }
    static class Derived extends Base {
        int x = trace("Derived.x", 5);
        String name = "derived";
        final int fin = 9;
        Integer boxed = 3;
        long l = 7L;
        { System.out.println("  Derived instance block 1, x=" + x); }
        int y = x * 2;
        { System.out.println("  Derived instance block 2, y=" + y); }
        Derived() {
            super("from Derived");
            System.out.println("  Derived ctor, x=" + x + " y=" + y);
        }
        Derived(int v) {
            this();
            x = v;
            System.out.println("  Derived(int) x=" + x);
        }
        @Override
        void describe() {
            System.out.println("  Derived.describe sees x=" + x + " name=" + name + " fin=" + fin + " boxed=" + boxed + " l=" + l + " y=" + y);
        }
    }
    static class Counter {
        static int created;
        final int id;
        { created++; }
        Counter() { id = created; }
    }
    static class Outer {
        String tag = "outer";
        class Inner {
            String seen = tag + "-inner";
        }
    }

    static int trace(String s, int v) {
        System.out.println("  field init " + s + " = " + v);
        return v;
    }

    public static void main(String[] args) {
        System.out.println("new Derived():");
        Derived d = new Derived();
        System.out.println("after: x=" + d.x + " y=" + d.y);
        System.out.println("new Derived(42):");
        Derived d2 = new Derived(42);
        System.out.println("after: x=" + d2.x + " y=" + d2.y);
        System.out.println("new Base():");
        new Base();
        Counter a = new Counter(), b = new Counter(), c = new Counter();
        System.out.println("counters " + a.id + " " + b.id + " " + c.id + " created=" + Counter.created);
        Outer o = new Outer();
        o.tag = "changed";
        Outer.Inner in = o.new Inner();
        System.out.println("inner " + in.seen);
    }
}
