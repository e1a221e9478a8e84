public class InnerClasses {
    private int counter = 0;
    private final String name;
    InnerClasses(String name) { this.name = name; }

    class Incrementer {
        int step;
        Incrementer(int step) { this.step = step; }
        int inc() { counter += step; return counter; }
        String owner() { return name; }
        class Deeper {
            String path() { return name + "/" + step + "/" + counter; }
            InnerClasses outer() { return InnerClasses.this; }
        }
    }
    class Shadow {
        int counter = 1000;
        String show(int counter) {
            return "param=" + counter + " field=" + this.counter + " outer=" + InnerClasses.this.counter;
        }
    }
    class SubInner extends Incrementer {
        SubInner() { super(10); }
        @Override int inc() { return super.inc() * 100; }
    }
    static class StaticNest {
        int v = 5;
        class InnerOfStatic {
            int get() { return v * 2; }
        }
    }
    static class ExternalSub extends InnerClasses.Incrementer {
        ExternalSub(InnerClasses outer) { outer.super(3); }
    }
    Incrementer make(int s) { return new Incrementer(s); }

    public static void main(String[] args) {
        InnerClasses a = new InnerClasses("a");
        InnerClasses b = new InnerClasses("b");
        Incrementer ia = a.new Incrementer(2);
        Incrementer ib = b.make(5);
        System.out.println("ia " + ia.inc() + " " + ia.inc() + " owner " + ia.owner());
        System.out.println("ib " + ib.inc() + " owner " + ib.owner());
        System.out.println("counters a=" + a.counter + " b=" + b.counter);
        Incrementer.Deeper d = ia.new Deeper();
        System.out.println("deeper " + d.path() + " outer is a: " + (d.outer() == a));
        ia.inc();
        System.out.println("deeper after " + d.path());
        Shadow s = a.new Shadow();
        System.out.println(s.show(-1));
        SubInner si = b.new SubInner();
        System.out.println("subinner " + si.inc() + " counter b=" + b.counter);
        StaticNest sn = new StaticNest();
        StaticNest.InnerOfStatic ios = sn.new InnerOfStatic();
        sn.v = 21;
        System.out.println("inner of static " + ios.get());
        ExternalSub es = new ExternalSub(a);
        System.out.println("external sub " + es.inc() + " owner " + es.owner());
        System.out.println("class names: " + Incrementer.class.getName() + " " + Incrementer.Deeper.class.getName() + " " + StaticNest.InnerOfStatic.class.getName());
        System.out.println("simple names: " + Incrementer.class.getSimpleName() + " " + Incrementer.Deeper.class.getSimpleName());
        System.out.println("superclass of SubInner: " + SubInner.class.getSuperclass().getName());
        Incrementer[] arr = {a.new Incrementer(1), b.new Incrementer(1), a.new Incrementer(1)};
        for (Incrementer i : arr) i.inc();
        System.out.println("after array incs a=" + a.counter + " b=" + b.counter);
    }
}
