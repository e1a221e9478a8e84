import java.util.*;
import java.util.function.*;

public class EventListeners {
    interface Event { String name(); default int priority() { return 0; } }
    record Click(int x, int y) implements Event { public String name() { return "click"; } }
    record Key(char ch, boolean shift) implements Event {
        public String name() { return "key"; }
        public int priority() { return shift ? 2 : 1; }
    }
    record Tick(long time) implements Event { public String name() { return "tick"; } }

    @FunctionalInterface
    interface Listener<E extends Event> {
        void on(E e);
        default Listener<E> andThen(Listener<? super E> next) { return e -> { on(e); next.on(e); }; }
        default Listener<E> filtered(Predicate<? super E> p) { return e -> { if (p.test(e)) on(e); }; }
        static <E extends Event> Listener<E> logging(String tag, List<String> log) { return e -> log.add(tag + ":" + e); }
    }

    interface Named { default String describe() { return "named " + getClass().getSimpleName(); } }
    interface Versioned { default String describe() { return "v1"; } }
    static final class Plugin implements Named, Versioned {
        public String describe() { return Named.super.describe() + "/" + Versioned.super.describe(); }
    }

    static final class Bus {
        private final Map<Class<?>, List<Listener<? extends Event>>> subs = new LinkedHashMap<>();
        private final Deque<Event> queue = new ArrayDeque<>();
        int delivered;
        <E extends Event> Runnable subscribe(Class<E> type, Listener<E> l) {
            subs.computeIfAbsent(type, k -> new ArrayList<>()).add(l);
            return () -> subs.get(type).remove(l);
        }
        void post(Event e) { queue.add(e); }
        @SuppressWarnings("unchecked")
        void drain() {
            List<Event> batch = new ArrayList<>(queue);
            queue.clear();
            batch.sort(Comparator.comparingInt(Event::priority).reversed());
            for (Event e : batch) {
                List<Listener<? extends Event>> ls = subs.getOrDefault(e.getClass(), List.of());
                if (ls.isEmpty()) System.out.println("  (no listener for " + e.name() + ")");
                for (Listener<? extends Event> l : new ArrayList<>(ls)) { ((Listener<Event>) l).on(e); delivered++; }
            }
        }
    }

    public static void main(String[] args) {
        Bus bus = new Bus();
        List<String> log = new ArrayList<>();
        int[] clicks = {0};
        StringBuilder typed = new StringBuilder();
        Runnable unsubClick = bus.subscribe(Click.class, c -> clicks[0]++);
        bus.subscribe(Click.class, Listener.<Click>logging("L", log).filtered(c -> c.x() > 50));
        bus.subscribe(Key.class, ((Listener<Key>) k -> typed.append(k.shift() ? Character.toUpperCase(k.ch()) : k.ch()))
            .andThen(k -> System.out.println("  key " + k.ch() + " prio " + k.priority())));
        bus.post(new Click(10, 20));
        bus.post(new Key('h', true));
        bus.post(new Click(99, 1));
        bus.post(new Key('i', false));
        bus.post(new Tick(1000L));
        System.out.println("drain 1");
        bus.drain();
        unsubClick.run();
        bus.post(new Click(70, 70));
        bus.post(new Key('!', false));
        System.out.println("drain 2");
        bus.drain();
        System.out.println("clicks=" + clicks[0] + " typed=" + typed + " delivered=" + bus.delivered + " log=" + log);
        System.out.println(new Plugin().describe());

        // observer with java.util.function types
        Map<String, List<Consumer<Double>>> observers = new TreeMap<>();
        BiConsumer<String, Consumer<Double>> watch = (sym, c) -> observers.computeIfAbsent(sym, k -> new ArrayList<>()).add(c);
        DoubleSummaryStatistics stats = new DoubleSummaryStatistics();
        watch.accept("ACME", p -> System.out.printf("  ACME -> %.2f%n", p));
        watch.accept("ACME", stats::accept);
        watch.accept("INIT", p -> { if (p > 100) System.out.println("  INIT alert " + p); });
        double[][] ticks = {{101.5, 98.25}, {102.0, 99.75}, {99.9, 100.5}};
        for (double[] t : ticks) {
            observers.getOrDefault("ACME", List.of()).forEach(c -> c.accept(t[0]));
            observers.get("INIT").forEach(c -> c.accept(t[1]));
        }
        System.out.printf("ACME stats n=%d avg=%.3f max=%.2f%n", stats.getCount(), stats.getAverage(), stats.getMax());
        // suppliers, lazy values and memoisation
        Map<Integer, Long> memo = new HashMap<>();
        @SuppressWarnings("unchecked")
        Function<Integer, Long>[] fib = new Function[1];
        fib[0] = n -> {
            if (n < 2) return (long) n;
            Long c = memo.get(n);
            if (c != null) return c;
            long v = fib[0].apply(n - 1) + fib[0].apply(n - 2);
            memo.put(n, v);
            return v;
        };
        System.out.println("fib(60)=" + fib[0].apply(60) + " memo size " + memo.size());
        Supplier<List<String>> factory = ArrayList::new;
        List<String> a = factory.get(); a.add("x");
        System.out.println("factory gives fresh lists: " + a + " " + factory.get());
        IntBinaryOperator gcd = new IntBinaryOperator() { public int applyAsInt(int x, int y) { return y == 0 ? x : applyAsInt(y, x % y); } };
        ToIntFunction<String> len = String::length;
        IntFunction<String> stars = "*"::repeat;
        IntPredicate even = i -> i % 2 == 0;
        System.out.println("gcd " + gcd.applyAsInt(84, 36) + " len " + len.applyAsInt("seven") + " stars " + stars.apply(4) + " even " + even.negate().test(3));
        Optional<Runnable> maybe = Optional.of(() -> System.out.println("  ran optional runnable"));
        maybe.ifPresent(Runnable::run);
        List<Supplier<String>> deferred = new ArrayList<>();
        for (String s : List.of("a", "b", "c")) deferred.add(() -> s + s.toUpperCase());
        deferred.forEach(s -> System.out.print(s.get() + " "));
        System.out.println();
        // middleware pipeline of UnaryOperators, composed left to right
        List<UnaryOperator<String>> middleware = List.of(String::strip, s -> s.replaceAll("\\s+", " "),
            s -> s.isEmpty() ? "<empty>" : s, s -> s.length() > 12 ? s.substring(0, 12) + "~" : s, s -> "[" + s + "]");
        Function<String, String> pipeline = Function.identity();
        for (UnaryOperator<String> m : middleware) pipeline = pipeline.andThen(m);
        for (String in : new String[]{"  hello   world  ", "", "x", "a  very   long   message here", "\ttabbed\t"}) {
            System.out.println("  pipeline '" + in + "' -> " + pipeline.apply(in));
        }
        // handler chain: first handler that accepts wins
        List<Map.Entry<Predicate<Integer>, Function<Integer, String>>> chain = List.of(
            Map.entry(n -> n % 15 == 0, n -> "FizzBuzz"), Map.entry(n -> n % 5 == 0, n -> "Buzz"),
            Map.entry(n -> n % 3 == 0, n -> "Fizz"), Map.entry(n -> true, String::valueOf));
        StringJoiner fj = new StringJoiner(" ");
        for (int i = 1; i <= 30; i++) {
            final int n = i;
            fj.add(chain.stream().filter(e -> e.getKey().test(n)).findFirst().map(e -> e.getValue().apply(n)).orElseThrow());
            if (i % 10 == 0) { System.out.println("  " + fj); fj = new StringJoiner(" "); }
        }
    }
}
