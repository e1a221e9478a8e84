public class InstanceofInterfaces {
    interface A {}
    interface B extends A {}
    interface C {}
    interface D extends B, C {}
    static class X implements B {}
    static class Y extends X implements C {}
    static class Z implements D {}
    static class W {}
    static class V extends W implements Comparable<V> { public int compareTo(V o) { return 0; } }
    enum E implements C { ONE }
    record R(int x) implements A {}

    static String check(Object o) {
        return "A=" + (o instanceof A) + " B=" + (o instanceof B) + " C=" + (o instanceof C) + " D=" + (o instanceof D)
            + " X=" + (o instanceof X) + " Y=" + (o instanceof Y) + " Comparable=" + (o instanceof Comparable)
            + " Runnable=" + (o instanceof Runnable) + " CharSequence=" + (o instanceof CharSequence) + " Number=" + (o instanceof Number);
    }

    public static void main(String[] args) {
        Object[] objs = {new X(), new Y(), new Z(), new W(), new V(), E.ONE, new R(1), "s", 42, new StringBuilder("sb"), null, (Runnable) () -> {}, new int[0]};
        String[] names = {"X", "Y", "Z", "W", "V", "E.ONE", "R", "String", "Integer", "StringBuilder", "null", "lambda", "int[]"};
        for (int i = 0; i < objs.length; i++) System.out.println(names[i] + ": " + check(objs[i]));
        A a = new Z();
        System.out.println("cast Z to C ok: " + (((C) a) != null));
        try {
            C c = (C) (Object) new X();
            System.out.println("unexpected " + (c != null));
        } catch (ClassCastException e) {
            System.out.println("X to C: CCE");
        }
        try {
            D d = (D) (A) new Y();
            System.out.println("unexpected " + (d != null));
        } catch (ClassCastException e) {
            System.out.println("Y to D: CCE");
        }
        Object n = null;
        A na = (A) n;
        System.out.println("null cast ok " + (na == null));
        System.out.println("isInstance " + A.class.isInstance(new Y()) + " " + C.class.isInstance(new X()) + " " + Comparable.class.isInstance("x"));
    }
}
