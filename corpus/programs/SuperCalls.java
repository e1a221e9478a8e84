public class SuperCalls {
    static class A {
        String name = "A.name";
        String m() { return "A.m"; }
        String chain() { return "A"; }
        public String toString() { return "A.toString"; }
        A() { System.out.println("A()"); }
        A(int x) { System.out.println("A(int " + x + ")"); }
    }
    static class B extends A {
        String name = "B.name";
        B() { super(1); System.out.println("B()"); }
        B(String s) { System.out.println("B(String " + s + ")"); }
        @Override String m() { return "B.m>" + super.m(); }
        @Override String chain() { return super.chain() + "B"; }
        String superName() { return super.name + "/" + this.name; }
        public String toString() { return "B.toString>" + super.toString(); }
    }
    static class C extends B {
        C() { super("fromC"); System.out.println("C()"); }
        @Override String m() { return "C.m>" + super.m(); }
        @Override String chain() { return super.chain() + "C"; }
        String skip() { return ((A) this).m(); }
        public String toString() { return "C.toString>" + super.toString(); }
        String objToString() {
            return super.toString();
        }
    }
    static class Outer {
        String m() { return "Outer.m"; }
        class Inner extends Outer {
            String m() { return "Inner.m"; }
            String test() { return super.m() + " | " + Outer.this.m() + " | " + m(); }
        }
    }
    static class Eq {
        int v;
        Eq(int v) { this.v = v; }
        @Override public boolean equals(Object o) { return o instanceof Eq && ((Eq) o).v == v || super.equals(o); }
        @Override public int hashCode() { return v; }
    }

    public static void main(String[] args) {
        C c = new C();
        System.out.println(c.m());
        System.out.println(c.chain());
        System.out.println(c.skip());
        System.out.println(c);
        System.out.println(c.objToString());
        B b = new B();
        System.out.println(b.superName());
        A a = b;
        System.out.println("field via A: " + a.name + ", via B: " + b.name);
        Outer.Inner in = new Outer().new Inner();
        System.out.println(in.test());
        Eq e1 = new Eq(1), e2 = new Eq(1), e3 = new Eq(2);
        System.out.println("eq " + e1.equals(e2) + " " + e1.equals(e3) + " " + e1.equals(e1) + " " + e1.equals(null));
    }
}
