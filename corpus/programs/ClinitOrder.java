public class ClinitOrder {
    static StringBuilder log = new StringBuilder();
    static void log(String s) { System.out.println("  init: " + s); }

    static class Base {
        static int baseField = init("Base.baseField", 1);
        static final int CONST = 42;
        static final String SCONST = "const-string";
        static final Integer BOXED = init("Base.BOXED", 7);
        static { log("Base static block"); }
        static void hello() { System.out.println("  Base.hello"); }
    }
    static class Derived extends Base {
        static int derivedField = init("Derived.derivedField", 2);
        static { log("Derived static block"); }
        static void dhello() { System.out.println("  Derived.dhello"); }
    }
    static class Leaf extends Derived {
        static { log("Leaf static block"); }
        Leaf() { System.out.println("  Leaf ctor"); }
    }
    interface Iface {
        int ICONST = 5;
        int IFIELD = init("Iface.IFIELD", 10);
        default void d() {}
    }
    interface Marker {
        int MFIELD = init("Marker.MFIELD", 11);
    }
    static class Impl implements Iface, Marker {
        static { log("Impl static block"); }
    }
    static class Holder {
        static { log("Holder static block"); }
        static int[] arr = new int[3];
    }
    static class ArrOnly {
        static { log("ArrOnly static block (should not appear)"); }
    }
    static class Lazy {
        static { log("Lazy static block"); }
        static Lazy instance = new Lazy();
        static int counter = 5;
        Lazy() { counter++; System.out.println("  Lazy ctor counter=" + counter); }
    }
    static class ClassLit {
        static { log("ClassLit static block"); }
    }
    static class SelfRef {
        static int a = init("SelfRef.a", SelfRef.b + 1);
        static int b = init("SelfRef.b", 100);
    }
    static class Cyclic1 {
        static int v = init("Cyclic1.v", Cyclic2.v + 1);
    }
    static class Cyclic2 {
        static int v = init("Cyclic2.v", Cyclic1.v + 10);
    }

    static int init(String name, int v) {
        log(name + " = " + v);
        return v;
    }

    public static void main(String[] args) {
        System.out.println("main start");
        System.out.println("1. read Base.CONST (compile-time constant, no init)");
        System.out.println("  value " + Base.CONST + " " + Base.SCONST);
        System.out.println("2. read Derived.baseField via subclass (inits Base only)");
        System.out.println("  value " + Derived.baseField);
        System.out.println("3. call Derived.dhello (inits Derived)");
        Derived.dhello();
        System.out.println("4. Base.hello again (no init)");
        Base.hello();
        System.out.println("5. new Leaf");
        new Leaf();
        System.out.println("6. Iface.ICONST constant: " + Iface.ICONST);
        System.out.println("7. new Impl (superinterfaces with default methods init; Marker not)");
        new Impl();
        System.out.println("8. Marker.MFIELD: " + Marker.MFIELD);
        System.out.println("9. array of ArrOnly (no init)");
        ArrOnly[] arr = new ArrOnly[3];
        System.out.println("  len " + arr.length);
        System.out.println("10. class literal (no init)");
        Class<?> k = ClassLit.class;
        System.out.println("  name " + k.getSimpleName());
        System.out.println("11. Holder.arr");
        Holder.arr[0] = 1;
        System.out.println("  " + Holder.arr[0]);
        System.out.println("12. Lazy.counter");
        System.out.println("  counter " + Lazy.counter);
        System.out.println("13. SelfRef forward ref");
        System.out.println("  a=" + SelfRef.a + " b=" + SelfRef.b);
        System.out.println("14. cyclic");
        System.out.println("  Cyclic1.v=" + Cyclic1.v + " Cyclic2.v=" + Cyclic2.v);
        System.out.println("15. Base.BOXED " + Base.BOXED);
        System.out.println("main end");
    }
}
