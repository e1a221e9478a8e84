import java.util.function.*;

public class FunctionalInterfaces {
    public static void main(String[] args) {
        Function<Integer, Integer> plus2 = x -> x + 2;
        Function<Integer, Integer> times3 = x -> x * 3;
        System.out.println("compose " + plus2.compose(times3).apply(5) + " andThen " + plus2.andThen(times3).apply(5));
        System.out.println("identity " + Function.<String>identity().apply("id"));
        Function<Integer, String> chain = plus2.andThen(times3).andThen(x -> "v" + x).andThen(String::toUpperCase);
        System.out.println("chain " + chain.apply(1));
        Predicate<String> empty = String::isEmpty;
        Predicate<String> longish = s -> s.length() > 3;
        Predicate<String> startsA = s -> s.startsWith("a");
        String[] tests = {"", "a", "abcd", "bcde", "ab"};
        for (String t : tests) {
            System.out.println("'" + t + "' empty=" + empty.test(t) + " notEmpty=" + empty.negate().test(t) + " long&a=" + longish.and(startsA).test(t) + " long|a=" + longish.or(startsA).test(t) + " not(long)=" + Predicate.not(longish).test(t));
        }
        Predicate<Object> isNullEq = Predicate.isEqual(null);
        Predicate<Object> isFoo = Predicate.isEqual("foo");
        System.out.println("isEqual " + isNullEq.test(null) + " " + isNullEq.test("x") + " " + isFoo.test("foo") + " " + isFoo.test("bar"));
        BiFunction<Integer, Integer, Integer> mul = (a, b) -> a * b;
        System.out.println("bifunction andThen " + mul.andThen(x -> -x).apply(6, 7));
        StringBuilder log = new StringBuilder();
        Consumer<String> c1 = s -> log.append("c1(").append(s).append(")");
        Consumer<String> c2 = s -> log.append("c2(").append(s).append(")");
        c1.andThen(c2).andThen(c1).accept("z");
        System.out.println("consumer chain " + log);
        BiConsumer<String, Integer> bic = (s, n) -> log.append(s.repeat(n));
        bic.andThen((s, n) -> log.append(n)).accept("ab", 3);
        System.out.println("biconsumer " + log);
        UnaryOperator<String> up = String::toUpperCase;
        System.out.println("unary " + up.andThen(s -> s + "!").apply("hi"));
        BinaryOperator<Integer> maxBy = BinaryOperator.maxBy(Integer::compare);
        BinaryOperator<String> minLen = BinaryOperator.minBy((a, b) -> Integer.compare(a.length(), b.length()));
        System.out.println("maxBy " + maxBy.apply(3, 9) + " minBy " + minLen.apply("long", "s"));
        IntPredicate even = n -> n % 2 == 0;
        IntPredicate pos = n -> n > 0;
        for (int n = -2; n <= 2; n++) System.out.println(n + " even&pos=" + even.and(pos).test(n) + " even|pos=" + even.or(pos).test(n) + " !even=" + even.negate().test(n));
        IntUnaryOperator inc = n -> n + 1;
        IntUnaryOperator dbl = n -> n * 2;
        System.out.println("int compose " + inc.compose(dbl).applyAsInt(5) + " andThen " + inc.andThen(dbl).applyAsInt(5) + " identity " + IntUnaryOperator.identity().applyAsInt(9));
        LongUnaryOperator lsq = n -> n * n;
        DoubleUnaryOperator half = d -> d / 2;
        System.out.println("long/double ops " + lsq.andThen(n -> n + 1).applyAsLong(1L << 20) + " " + half.compose(half).applyAsDouble(10));
        IntBinaryOperator sum = Integer::sum;
        LongBinaryOperator lmax = Math::max;
        DoubleBinaryOperator hyp = (a, b) -> Math.sqrt(a * a + b * b);
        System.out.println("binary ops " + sum.applyAsInt(2, 3) + " " + lmax.applyAsLong(-1, -7) + " " + hyp.applyAsDouble(3, 4));
        ToIntBiFunction<String, String> cmp = String::compareTo;
        ToDoubleFunction<Integer> toD = Integer::doubleValue;
        IntToLongFunction i2l = n -> (long) n << 32;
        LongToIntFunction l2i = n -> (int) (n >>> 32);
        DoubleToIntFunction d2i = d -> (int) Math.round(d);
        IntToDoubleFunction i2d = n -> n / 4.0;
        System.out.println("conversions " + cmp.applyAsInt("a", "c") + " " + toD.applyAsDouble(7) + " " + l2i.applyAsInt(i2l.applyAsLong(99)) + " " + d2i.applyAsInt(2.5) + " " + i2d.applyAsDouble(3));
        Supplier<Function<Integer, Predicate<Integer>>> factory = () -> lim -> v -> v < lim;
        System.out.println("factory " + factory.get().apply(10).test(5) + " " + factory.get().apply(10).test(15));
        BiPredicate<String, Integer> lenIs = (s, n) -> s.length() == n;
        System.out.println("bipredicate " + lenIs.test("abc", 3) + " " + lenIs.negate().test("abc", 3) + " " + lenIs.and((s, n) -> n > 5).test("abc", 3) + " " + lenIs.or((s, n) -> n > 5).test("x", 6));
        Function<Integer, Function<Integer, Function<Integer, Integer>>> add3 = a -> b -> c -> a + b + c;
        System.out.println("curried add3 " + add3.apply(1).apply(20).apply(300));
        Runnable[] tasks = new Runnable[3];
        StringBuilder order = new StringBuilder();
        for (int i = 0; i < tasks.length; i++) { int k = i; tasks[i] = () -> order.append(k); }
        for (int i = tasks.length - 1; i >= 0; i--) tasks[i].run();
        System.out.println("runnables " + order);
    }
}
