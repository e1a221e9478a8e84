import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class AnonymousClasses {
    interface Op { int apply(int a, int b); }
    static abstract class Named {
        final String name;
        Named(String name) { this.name = name; System.out.println("  Named ctor " + name + " -> describe: " + describe()); }
        abstract String describe();
    }
    int field = 10;

    Op makeAdder() {
        return new Op() {
            int calls = 0;
            public int apply(int a, int b) { calls++; return a + b + field + calls; }
            @Override public String toString() { return "adder calls=" + calls; }
        };
    }

    public static void main(String[] args) {
        AnonymousClasses outer = new AnonymousClasses();
        Op add = outer.makeAdder();
        System.out.println(add.apply(1, 2) + " " + add.apply(1, 2) + " " + add);
        outer.field = 100;
        System.out.println(add.apply(0, 0));
        int base = 7;
        Op mul = new Op() {
            public int apply(int a, int b) { return a * b * base; }
        };
        System.out.println("mul " + mul.apply(3, 4));
        Named n = new Named("anon") {
            String extra = "extra";
            { System.out.println("  anon init block, extra=" + extra); }
            String describe() { return "I am " + name + " extra=" + extra; }
        };
        System.out.println(n.describe());
        List<String> words = new ArrayList<>(List.of("pear", "fig", "banana", "kiwi", "apple"));
        words.sort(new Comparator<String>() {
            public int compare(String x, String y) {
                int c = Integer.compare(x.length(), y.length());
                return c != 0 ? c : x.compareTo(y);
            }
        });
        System.out.println("sorted " + words);
        Object o = new Object() {
            public String toString() { return "anon object"; }
        };
        System.out.println(o + " class " + o.getClass().getName() + " simple='" + o.getClass().getSimpleName() + "' super " + o.getClass().getSuperclass().getName());
        System.out.println("add class " + add.getClass().getName() + " n class " + n.getClass().getName() + " super " + n.getClass().getSuperclass().getSimpleName());
        Runnable[] rs = new Runnable[3];
        for (int i = 0; i < 3; i++) {
            final int k = i;
            rs[i] = new Runnable() {
                public void run() { System.out.println("runnable " + k); }
            };
        }
        for (Runnable r : rs) r.run();
        Comparable<String> h = new Comparable<String>() {
            public int compareTo(String s) { return s.length() - 3; }
        };
        System.out.println("generic interface impl " + (h instanceof Comparable) + " " + h.compareTo("abcde"));
        var anonVar = new Object() { int x = 3; int y = 4; int sum() { return x + y; } };
        anonVar.x = 30;
        System.out.println("var anon " + anonVar.sum() + " " + anonVar.y);
    }
}
