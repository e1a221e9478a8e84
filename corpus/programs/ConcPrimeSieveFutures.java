import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class ConcPrimeSieveFutures {
    record Range(int from, int to) {
    }

    record Report(Range range, int primes, int largest, int twinPairs) {
    }

    static boolean isPrime(int n) {
        if (n < 2) return false;
        if (n % 2 == 0) return n == 2;
        for (int d = 3; (long) d * d <= n; d += 2) if (n % d == 0) return false;
        return true;
    }

    static class RangeCounter implements Callable<Report> {
        private final Range range;

        RangeCounter(Range range) {
            this.range = range;
        }

        @Override
        public Report call() {
            int count = 0, largest = -1, twins = 0;
            for (int n = range.from(); n < range.to(); n++) {
                if (isPrime(n)) {
                    count++;
                    largest = n;
                    if (isPrime(n + 2)) twins++;
                }
            }
            return new Report(range, count, largest, twins);
        }
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Report>> futures = new ArrayList<>();
        int chunk = 25_000;
        for (int start = 0; start < 200_000; start += chunk) {
            futures.add(pool.submit(new RangeCounter(new Range(start, start + chunk))));
        }
        int total = 0, twins = 0;
        for (int i = 0; i < futures.size(); i++) {
            Report r = futures.get(i).get();
            total += r.primes();
            twins += r.twinPairs();
            System.out.printf("chunk %d [%6d, %6d): %5d primes, largest %6d, twin pairs %4d%n",
                    i, r.range().from(), r.range().to(), r.primes(), r.largest(), r.twinPairs());
        }
        System.out.println("primes below 200000: " + total + ", twin pairs: " + twins);
        boolean allDone = true;
        for (Future<Report> f : futures) allDone &= f.isDone() && !f.isCancelled();
        System.out.println("all futures done: " + allDone);

        // Runnable submissions: the future's result is null, or a given value
        Future<?> plain = pool.submit(() -> { });
        Future<String> withValue = pool.submit(() -> { }, "indexed");
        System.out.println("runnable future result " + plain.get() + ", with value " + withValue.get());

        // lambdas as Callables, results collected by index
        List<Future<Long>> factorials = new ArrayList<>();
        for (int n = 15; n <= 20; n++) {
            final int k = n;
            factorials.add(pool.submit(() -> {
                long f = 1;
                for (int i = 2; i <= k; i++) f *= i;
                return f;
            }));
        }
        for (int i = 0; i < factorials.size(); i++) System.out.println((15 + i) + "! = " + factorials.get(i).get(1, TimeUnit.SECONDS));

        pool.shutdown();
        System.out.println("awaitTermination " + pool.awaitTermination(5, TimeUnit.SECONDS) + ", isTerminated " + pool.isTerminated());
    }
}
