public class SealedClasses {
    sealed interface Expr permits Num, Add, Mul, Neg {}
    record Num(int v) implements Expr {}
    record Add(Expr l, Expr r) implements Expr {}
    record Mul(Expr l, Expr r) implements Expr {}
    static final class Neg implements Expr {
        final Expr e;
        Neg(Expr e) { this.e = e; }
        public String toString() { return "Neg[" + e + "]"; }
    }
    static abstract sealed class Vehicle permits Car, Truck, Bike {
        abstract int wheels();
    }
    static final class Car extends Vehicle { int wheels() { return 4; } }
    static non-sealed class Truck extends Vehicle { int wheels() { return 6; } }
    static class BigTruck extends Truck { int wheels() { return 18; } }
    static sealed class Bike extends Vehicle permits EBike { int wheels() { return 2; } }
    static final class EBike extends Bike {}

    static int eval(Expr e) {
        if (e instanceof Num n) return n.v();
        if (e instanceof Add a) return eval(a.l()) + eval(a.r());
        if (e instanceof Mul m) return eval(m.l()) * eval(m.r());
        if (e instanceof Neg ng) return -eval(ng.e);
        throw new AssertionError();
    }
    static String show(Expr e) {
        if (e instanceof Num n) return Integer.toString(n.v());
        if (e instanceof Add a) return "(" + show(a.l()) + " + " + show(a.r()) + ")";
        if (e instanceof Mul m) return show(m.l()) + " * " + show(m.r());
        return "-" + show(((Neg) e).e);
    }

    public static void main(String[] args) {
        Expr e = new Add(new Mul(new Num(3), new Num(4)), new Neg(new Add(new Num(1), new Num(2))));
        System.out.println(e);
        System.out.println(show(e) + " = " + eval(e));
        Expr big = new Num(1);
        for (int i = 2; i <= 10; i++) big = (i % 2 == 0) ? new Mul(big, new Num(i)) : new Add(big, new Num(i));
        System.out.println(show(big) + " = " + eval(big));
        Vehicle[] vs = {new Car(), new Truck(), new BigTruck(), new Bike(), new EBike()};
        int total = 0;
        for (Vehicle v : vs) {
            total += v.wheels();
            System.out.println(v.getClass().getSimpleName() + " wheels=" + v.wheels() + " super=" + v.getClass().getSuperclass().getSimpleName());
        }
        System.out.println("total wheels " + total);
    }
}
