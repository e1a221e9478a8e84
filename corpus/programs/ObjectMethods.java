import java.util.Objects;

public class ObjectMethods {
    static class Money {
        final long cents;
        final String currency;
        Money(long c, String cur) { cents = c; currency = cur; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Money)) return false;
            Money m = (Money) o;
            return cents == m.cents && currency.equals(m.currency);
        }
        @Override public int hashCode() { return Objects.hash(cents, currency); }
        @Override public String toString() { return currency + " " + cents / 100 + "." + (cents % 100 < 10 ? "0" : "") + cents % 100; }
    }
    static class Base {
        int id;
        Base(int id) { this.id = id; }
        @Override public boolean equals(Object o) { return o != null && getClass() == o.getClass() && ((Base) o).id == id; }
        @Override public int hashCode() { return Integer.hashCode(id); }
    }
    static class Derived extends Base { Derived(int id) { super(id); } }
    static class Cloner implements Cloneable {
        int[] data = {1, 2, 3};
        String label = "orig";
        @Override public Cloner clone() {
            try {
                Cloner c = (Cloner) super.clone();
                c.data = data.clone();
                return c;
            } catch (CloneNotSupportedException e) { throw new AssertionError(e); }
        }
    }
    static class NotCloneable {
        Object tryClone() throws CloneNotSupportedException { return super.clone(); }
    }
    class Inner {}
    interface Iface {}
    enum Color { RED, GREEN { } }
    record Rec(int a) {}

    public static void main(String[] args) throws Exception {
        Money a = new Money(1050, "EUR"), b = new Money(1050, "EUR"), c = new Money(1050, "USD"), d = new Money(5, "EUR");
        System.out.println(a + " " + c + " " + d);
        System.out.println("equals reflexive " + a.equals(a) + " symmetric " + a.equals(b) + b.equals(a) + " different " + a.equals(c) + " null " + a.equals(null) + " other type " + a.equals("EUR 10.50"));
        System.out.println("hash equal " + (a.hashCode() == b.hashCode()) + " value " + a.hashCode() + " " + c.hashCode());
        System.out.println("Objects.hash " + Objects.hash() + " " + Objects.hash(1) + " " + Objects.hash(1, 2) + " " + Objects.hash((Object) null) + " " + Objects.hash("a", null, 3L));
        System.out.println("Objects.equals " + Objects.equals(null, null) + " " + Objects.equals(a, null) + " " + Objects.equals(a, b) + " hashCode(null) " + Objects.hashCode(null) + " toString " + Objects.toString(null) + " " + Objects.toString(null, "dflt") + " isNull " + Objects.isNull(null) + " nonNull " + Objects.nonNull(a));
        System.out.println("requireNonNullElse " + Objects.requireNonNullElse(null, "else") + " compare " + Objects.compare("a", "b", String::compareTo));
        Base base = new Base(1);
        Derived der = new Derived(1);
        System.out.println("getClass equality " + base.equals(der) + " " + der.equals(new Derived(1)));
        Cloner orig = new Cloner();
        Cloner copy = orig.clone();
        copy.data[0] = 100;
        copy.label = "copy";
        System.out.println("clone deep " + orig.data[0] + " " + copy.data[0] + " labels " + orig.label + " " + copy.label + " distinct " + (orig != copy) + " same class " + (orig.getClass() == copy.getClass()));
        try {
            new NotCloneable().tryClone();
        } catch (CloneNotSupportedException e) {
            System.out.println("CloneNotSupportedException " + e.getMessage());
        }
        int[] arr = {5, 6};
        int[] arrClone = arr.clone();
        arrClone[0] = 0;
        System.out.println("array clone " + arr[0] + " " + arrClone[0]);
        ObjectMethods outer = new ObjectMethods();
        Object anon = new Object() {};
        Runnable anonRunnable = new Runnable() { public void run() {} };
        Object[] things = {"s", 1, a, outer.new Inner(), anon, anonRunnable, new int[0], new String[0][0], new Money[0], new long[1][1], Color.RED, Color.GREEN, new Rec(1), new Object(), new boolean[0], new char[0], new double[0], new float[0], new short[0], new byte[0]};
        for (Object o : things) System.out.println("name=" + o.getClass().getName() + " simple=" + o.getClass().getSimpleName() + " super=" + (o.getClass().getSuperclass() == null ? "null" : o.getClass().getSuperclass().getName()));
        Class<?>[] classes = {int.class, void.class, Iface.class, Object.class, Inner.class, Color.class, int[].class, Iface[].class};
        for (Class<?> k : classes) System.out.println("class name=" + k.getName() + " simple=" + k.getSimpleName() + " super=" + (k.getSuperclass() == null ? "null" : k.getSuperclass().getName()) + " toString=" + k);
        System.out.println("String hashCode/equals " + "abc".hashCode() + " " + new String("abc").equals("abc"));
        System.out.println("Boxed hashCodes " + Integer.valueOf(-7).hashCode() + " " + Long.valueOf(-7).hashCode() + " " + Double.valueOf(1.0).hashCode() + " " + Boolean.TRUE.hashCode() + " " + Character.valueOf('a').hashCode() + " " + Float.valueOf(2f).hashCode());
        System.out.println("getClass same " + ("a".getClass() == String.class) + " " + (new int[1].getClass() == int[].class) + " " + (anon.getClass() == Object.class));
        System.out.println("toString of record " + new Rec(9) + " of list " + java.util.List.of(a, d));
    }
}
