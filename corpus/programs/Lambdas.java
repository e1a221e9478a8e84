import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.*;

public class Lambdas {
    interface TriFunc<A, B, C, R> { R apply(A a, B b, C c); }
    interface IntMaker { int[] make(int n); }
    interface VarargsFn { String call(String... parts); }
    interface LongToDouble { double f(long x); }
    interface ObjToInt { int f(Object o); }

    private final String tag;
    private int hits;
    Lambdas(String tag) { this.tag = tag; }
    Lambdas() { this("default"); }

    String tagged(String s) { return tag + ":" + s; }
    Supplier<String> captureThis() { return () -> { hits++; return tag + " hits=" + hits; }; }
    static String join(String... parts) { return String.join("|", parts); }
    static int twice(int x) { return x * 2; }
    static long widen(int x) { return x + 1L; }

    public static void main(String[] args) {
        Runnable r = () -> System.out.println("non-capturing runnable");
        r.run();
        Function<Integer, Integer> sq = x -> x * x;
        BiFunction<Integer, Integer, Integer> add = (a, b) -> a + b;
        System.out.println("sq " + sq.apply(12) + " add " + add.apply(3, 4));
        int base = 100;
        String prefix = "p-";
        IntUnaryOperator plusBase = x -> x + base;
        Function<String, String> pre = s -> prefix + s;
        System.out.println("captured " + plusBase.applyAsInt(5) + " " + pre.apply("x"));
        Lambdas obj = new Lambdas("obj");
        Supplier<String> ct = obj.captureThis();
        System.out.println(ct.get() + " " + ct.get());
        Function<String, Integer> parse = Integer::parseInt;
        IntBinaryOperator max = Math::max;
        Function<String, String> bound = obj::tagged;
        Function<String, String> upper = String::toUpperCase;
        BiFunction<String, Integer, Character> charAt = String::charAt;
        Supplier<Lambdas> ctor = Lambdas::new;
        Function<String, Lambdas> ctor1 = Lambdas::new;
        IntFunction<int[]> arrCtor = int[]::new;
        IntMaker maker = int[]::new;
        Function<Integer, String[]> sarr = String[]::new;
        System.out.println("static ref " + parse.apply("42") + " " + max.applyAsInt(3, 9));
        System.out.println("bound ref " + bound.apply("y") + " unbound " + upper.apply("abc") + " charAt " + charAt.apply("hello", 1));
        System.out.println("ctor refs " + ctor.get().tag + " " + ctor1.apply("named").tag);
        System.out.println("array ctors " + arrCtor.apply(3).length + " " + maker.make(5).length + " " + sarr.apply(2).length + " " + sarr.apply(2).getClass().getSimpleName());
        VarargsFn vf = Lambdas::join;
        Function<String, String> oneArg = Lambdas::join;
        BiFunction<String, String, String> twoArg = Lambdas::join;
        System.out.println("varargs " + vf.call("a", "b", "c") + " " + oneArg.apply("solo") + " " + twoArg.apply("x", "y"));
        Function<Integer, Integer> boxedTwice = Lambdas::twice;
        ToLongFunction<Integer> unboxWiden = Lambdas::widen;
        LongToDouble l2d = Long::hashCode;
        ObjToInt hash = Object::hashCode;
        IntFunction<Object> boxToObj = Integer::valueOf;
        DoubleUnaryOperator dabs = Math::abs;
        ToIntFunction<String> len = String::length;
        System.out.println("adaptations " + boxedTwice.apply(21) + " " + unboxWiden.applyAsLong(41) + " " + l2d.f(1L << 33) + " " + hash.f("abc") + " " + boxToObj.apply(7) + " " + dabs.applyAsDouble(-2.5) + " " + len.applyAsInt("four"));
        Function<Integer, Function<Integer, Integer>> curried = a -> b -> a * 10 + b;
        System.out.println("curried " + curried.apply(4).apply(2));
        Supplier<Supplier<String>> nested = () -> () -> "deep";
        System.out.println("nested " + nested.get().get());
        TriFunc<Integer, Long, Double, String> tri = (a, b, c) -> a + "/" + b + "/" + c;
        System.out.println("tri " + tri.apply(1, 2L, 3.0));
        List<Supplier<Integer>> sups = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            int k = i;
            sups.add(() -> k * k);
        }
        StringBuilder sb = new StringBuilder();
        for (Supplier<Integer> s : sups) sb.append(s.get()).append(' ');
        System.out.println("loop captures " + sb);
        int[] counter = {0};
        Runnable inc = () -> counter[0]++;
        for (int i = 0; i < 10; i++) inc.run();
        System.out.println("mutable capture " + counter[0]);
        Runnable ser = (Runnable & Serializable) () -> System.out.println("intersection lambda run");
        ser.run();
        System.out.println("is Serializable " + (ser instanceof Serializable));
        Comparator2 cmp = (a, b) -> a.length() - b.length();
        String[] words = {"ccc", "a", "bb"};
        Arrays.sort(words, cmp::compare);
        System.out.println("sorted " + Arrays.toString(words));
        BinaryOperator<Integer> minBy = BinaryOperator.minBy((a, b) -> a - b);
        System.out.println("minBy " + minBy.apply(5, 3));
        UnaryOperator<String> id = UnaryOperator.identity();
        System.out.println("identity " + id.apply("same"));
        Function<Object, String> gen = Object::toString;
        System.out.println("generic ref " + gen.apply(List.of(1, 2)));
        Predicate<String> isEmpty = String::isEmpty;
        System.out.println("predicate " + isEmpty.test("") + " " + isEmpty.test("x"));
        BooleanSupplier bs = () -> base > 50;
        LongSupplier ls = () -> 1L << 40;
        DoubleSupplier ds = () -> Math.PI;
        IntSupplier is = () -> 'A';
        System.out.println("primitive suppliers " + bs.getAsBoolean() + " " + ls.getAsLong() + " " + ds.getAsDouble() + " " + is.getAsInt());
        ObjIntConsumer<StringBuilder> oic = (b, n) -> b.append(n);
        StringBuilder sb2 = new StringBuilder();
        oic.accept(sb2, 5);
        oic.accept(sb2, 6);
        System.out.println("ObjIntConsumer " + sb2);
        Runnable recursive = new Runnable() {
            int n = 3;
            public void run() { if (n-- > 0) { System.out.println("anon recursion " + n); run(); } }
        };
        recursive.run();
        Supplier<String> superRef = new Lambdas("sup").superToString();
        System.out.println("super method ref starts with " + superRef.get().startsWith("Lambdas@"));
        System.out.println("lambda class is synthetic-named: " + r.getClass().getName().startsWith("Lambdas$$Lambda"));
    }
    interface Comparator2 { int compare(String a, String b); }
    Supplier<String> superToString() { return super::toString; }
}
