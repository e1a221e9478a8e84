public class InterfaceDefaultMethods {
    interface Greeter {
        default String greet() { return "Hello from Greeter"; }
        String name();
        default String full() { return greet() + ", " + name(); }
    }
    interface Left extends Greeter {
        @Override default String greet() { return "Left hello"; }
    }
    interface Right extends Greeter {
        @Override default String greet() { return "Right hello"; }
    }
    static class Diamond implements Left, Right {
        public String name() { return "Diamond"; }
        @Override public String greet() { return "Diamond[" + Left.super.greet() + " | " + Right.super.greet() + "]"; }
    }
    interface OnlyLeft extends Left {}
    static class Simple implements OnlyLeft {
        public String name() { return "Simple"; }
    }
    static class Plain implements Greeter {
        public String name() { return "Plain"; }
    }
    static class ClassWins implements Greeter {
        public String name() { return "ClassWins"; }
        public String greet() { return "class greet"; }
    }
    static class Base { public String greet() { return "Base.greet"; } }
    static class BaseWins extends Base implements Left {
        public String name() { return "BaseWins"; }
    }
    interface Abstracting extends Greeter {
        @Override String greet();
    }
    static class MustImpl implements Abstracting {
        public String greet() { return "MustImpl greet"; }
        public String name() { return "MustImpl"; }
    }
    interface Counter {
        int value();
        default Counter plus(int n) { int v = value() + n; return () -> v; }
        default Counter twice() { return plus(value()); }
    }
    interface A1 { default String who() { return "A1"; } }
    interface B1 extends A1 { default String who() { return "B1>" + A1.super.who(); } }
    interface C1 extends A1 {}
    static class D1 implements B1, C1 {}
    static class E1 implements B1 {
        public String who() { return "E1>" + B1.super.who(); }
    }

    public static void main(String[] args) {
        Greeter[] gs = {new Diamond(), new Simple(), new Plain(), new ClassWins(), new BaseWins(), new MustImpl(), () -> "lambda"};
        for (Greeter g : gs) {
            System.out.println("greet=" + g.greet() + " | full=" + g.full());
        }
        Counter c = () -> 5;
        System.out.println("counter " + c.plus(3).value() + " " + c.twice().twice().value() + " " + c.plus(-10).twice().value());
        System.out.println("D1 " + new D1().who());
        System.out.println("E1 " + new E1().who());
        Left l = new Simple();
        System.out.println("via Left " + l.greet());
        Greeter g = new BaseWins();
        System.out.println("BaseWins via Greeter " + g.greet());
    }
}
