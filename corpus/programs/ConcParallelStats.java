import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

public class ConcParallelStats {
    record Trip(int id, String city, int minutes, int cents) {
    }

    static List<Trip> trips() {
        String[] cities = {"Berlin", "Lisbon", "Oslo", "Rome", "Warsaw"};
        return IntStream.range(0, 5_000)
                .mapToObj(i -> new Trip(i, cities[(i * 7) % cities.length], 5 + (i * 13) % 55, 300 + (i * 97) % 4200))
                .toList();
    }

    static boolean isPrime(int n) {
        if (n < 2) return false;
        for (int d = 2; d * d <= n; d++) if (n % d == 0) return false;
        return true;
    }

    public static void main(String[] args) {
        List<Trip> trips = trips();
        System.out.println("trips " + trips.size() + ", parallel stream isParallel " + trips.parallelStream().isParallel());

        long revenue = trips.parallelStream().mapToLong(Trip::cents).sum();
        System.out.println("revenue " + revenue / 100 + "." + String.format("%02d", revenue % 100));
        System.out.println("max minutes " + trips.parallelStream().mapToInt(Trip::minutes).max().getAsInt()
                + ", min " + trips.parallelStream().mapToInt(Trip::minutes).min().getAsInt());
        System.out.printf("average fare %.4f%n", trips.parallelStream().mapToInt(Trip::cents).average().getAsDouble() / 100);

        Map<String, Long> perCity = new TreeMap<>(trips.parallelStream().collect(Collectors.groupingByConcurrent(Trip::city, Collectors.counting())));
        System.out.println("trips per city " + perCity);
        ConcurrentMap<String, Integer> longest = trips.parallelStream()
                .collect(Collectors.toConcurrentMap(Trip::city, Trip::minutes, Math::max));
        System.out.println("longest per city " + new TreeMap<>(longest));
        Map<Boolean, Long> shortVsLong = trips.parallelStream().collect(Collectors.partitioningBy(t -> t.minutes() < 30, Collectors.counting()));
        System.out.println("short/long " + shortVsLong);

        // ordered operations keep encounter order even in parallel
        List<Integer> firstExpensive = trips.parallelStream().filter(t -> t.cents() > 4400).map(Trip::id).limit(5).toList();
        System.out.println("first expensive trip ids (encounter order) " + firstExpensive);
        List<Integer> sortedFares = trips.parallelStream().map(Trip::cents).distinct().sorted().limit(6).collect(Collectors.toList());
        System.out.println("six cheapest distinct fares " + sortedFares);
        System.out.println("findFirst over 4000 cents: " + trips.parallelStream().filter(t -> t.cents() > 4000).findFirst().get().id());

        long primes = IntStream.rangeClosed(1, 200_000).parallel().filter(ConcParallelStats::isPrime).count();
        System.out.println("primes up to 200000: " + primes);
        System.out.println("sum of squares 1..10000: " + LongStream.rangeClosed(1, 10_000).parallel().map(x -> x * x).sum());
        System.out.println("reduce with identity: " + IntStream.rangeClosed(1, 20).parallel().reduce(0, Integer::sum));
        String joined = IntStream.range(0, 15).parallel().mapToObj(Integer::toString).collect(Collectors.joining(","));
        System.out.println("joining keeps order: " + joined);

        AtomicLong sideCounter = new AtomicLong();
        trips.parallelStream().forEach(t -> sideCounter.addAndGet(t.minutes()));
        System.out.println("minutes via forEach+AtomicLong " + sideCounter.get() + " == " + trips.stream().mapToLong(Trip::minutes).sum());
        StringBuilder ordered = new StringBuilder();
        IntStream.range(0, 10).parallel().forEachOrdered(ordered::append);
        System.out.println("forEachOrdered " + ordered);
        System.out.println("sequential() after parallel(): " + IntStream.range(0, 3).parallel().sequential().isParallel());
    }
}
