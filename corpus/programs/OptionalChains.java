import java.util.*;
import java.util.stream.*;

/** A user directory lookup chained through Optional and its primitive cousins. */
public class OptionalChains {
    record Address(String city, String zip) {}
    record User(String id, String name, Address address, Integer age) {}

    static final Map<String, User> USERS = new LinkedHashMap<>();
    static {
        USERS.put("u1", new User("u1", "Ana", new Address("Lisbon", "1000-001"), 34));
        USERS.put("u2", new User("u2", "Ben", null, null));
        USERS.put("u3", new User("u3", "Chloé", new Address("Lyon", null), 27));
    }

    static Optional<User> find(String id) {
        return Optional.ofNullable(USERS.get(id));
    }

    static Optional<User> findInBackup(String id) {
        System.out.println("  (backup consulted for " + id + ")");
        return id.equals("u9") ? Optional.of(new User("u9", "Dora", new Address("Porto", "4000"), 51)) : Optional.empty();
    }

    public static void main(String[] args) {
        for (String id : List.of("u1", "u2", "u3", "u9", "u7")) {
            Optional<User> user = find(id).or(() -> findInBackup(id));
            String zip = user.map(User::address).map(Address::zip).orElse("<no zip>");
            String city = user.flatMap(u -> Optional.ofNullable(u.address())).map(Address::city).filter(c -> c.startsWith("L")).orElseGet(() -> "<not an L-city>");
            System.out.println(id + ": " + user.map(User::name).orElse("?") + " zip=" + zip + " city=" + city);
            user.ifPresentOrElse(u -> System.out.println("  present, age " + Optional.ofNullable(u.age()).map(String::valueOf).orElse("unknown")),
                    () -> System.out.println("  absent"));
            user.ifPresent(u -> System.out.println("  greeting: Hello, " + u.name()));
        }

        List<String> names = Stream.of("u1", "u2", "x", "u3").map(OptionalChains::find).flatMap(Optional::stream).map(User::name).collect(Collectors.toList());
        System.out.println("names " + names);

        try {
            find("nobody").orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println("orElseThrow(): " + e.getMessage());
        }
        try {
            find("nobody").orElseThrow(() -> new IllegalStateException("user nobody missing"));
        } catch (IllegalStateException e) {
            System.out.println("orElseThrow(supplier): " + e.getMessage());
        }
        try {
            Optional.empty().get();
        } catch (NoSuchElementException e) {
            System.out.println("get(): " + e.getMessage());
        }
        try {
            Optional.of(null);
        } catch (NullPointerException e) {
            System.out.println("of(null): NPE");
        }

        // Primitive optionals from stream terminal operations.
        int[] ages = USERS.values().stream().map(User::age).filter(Objects::nonNull).mapToInt(Integer::intValue).toArray();
        OptionalInt maxAge = IntStream.of(ages).max();
        OptionalInt none = IntStream.empty().min();
        OptionalDouble avg = IntStream.of(ages).average();
        OptionalLong first = LongStream.of(7L, 8L).filter(v -> v > 7).findFirst();
        OptionalDouble emptyAvg = DoubleStream.empty().average();
        System.out.println(maxAge + " " + none + " " + avg + " " + first + " " + emptyAvg);
        System.out.println("stream sums: " + maxAge.stream().sum() + " " + none.stream().count() + " " + avg.stream().map(d -> d * 2).sum()
                + " " + first.stream().boxed().collect(Collectors.toList()) + " " + emptyAvg.stream().count());
        maxAge.ifPresentOrElse(v -> System.out.println("max age " + v), () -> System.out.println("no ages"));
        none.ifPresentOrElse(v -> System.out.println("min " + v), () -> System.out.println("no min"));
        System.out.println("orElse " + none.orElse(-1) + " orElseGet " + emptyAvg.orElseGet(() -> Double.NaN) + " isEmpty " + none.isEmpty() + " " + first.isPresent());
        for (Runnable r : new Runnable[] {none::orElseThrow, () -> OptionalLong.empty().getAsLong(), emptyAvg::getAsDouble,
                () -> OptionalInt.empty().orElseThrow(() -> new ArithmeticException("no value to divide"))}) {
            try {
                r.run();
            } catch (RuntimeException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        System.out.println("equality: " + OptionalInt.of(3).equals(OptionalInt.of(3)) + " " + OptionalDouble.of(0.0).equals(OptionalDouble.of(-0.0))
                + " " + OptionalDouble.of(Double.NaN).equals(OptionalDouble.of(Double.NaN)) + " " + Optional.empty().equals(OptionalInt.empty()));
        System.out.println("hashes: " + OptionalInt.of(42).hashCode() + " " + OptionalLong.of(1L << 40).hashCode() + " " + OptionalDouble.of(1.5).hashCode()
                + " " + Optional.of("x").hashCode() + " " + Optional.empty().hashCode() + " " + OptionalInt.empty().hashCode());
        System.out.println("toString: " + Optional.of(List.of(1)) + " " + Optional.empty() + " " + OptionalLong.of(-5) + " " + OptionalDouble.of(1e-7));
    }
}
