import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class ConcQuoteAggregator {
    // a travel site asks several airlines for quotes (invokeAll) and uses the first mirror that answers (invokeAny)
    record Quote(String airline, int priceEuros) {
    }

    static class AirlineUnavailable extends Exception {
        AirlineUnavailable(String airline) {
            super(airline + " is not answering");
        }
    }

    static Callable<Quote> airline(String name, int base, boolean down) {
        return () -> {
            if (down) throw new AirlineUnavailable(name);
            int price = base;
            for (char c : name.toCharArray()) price += c % 7;
            return new Quote(name, price);
        };
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Callable<Quote>> requests = new ArrayList<>();
        requests.add(airline("SkyJet", 210, false));
        requests.add(airline("AeroLux", 340, false));
        requests.add(airline("BudgetWings", 95, true));
        requests.add(airline("NordAir", 185, false));
        requests.add(airline("PacificBlue", 260, false));

        List<Future<Quote>> answers = pool.invokeAll(requests);
        Quote best = null;
        for (int i = 0; i < answers.size(); i++) {
            Future<Quote> f = answers.get(i);
            try {
                Quote q = f.get();
                System.out.println("request " + i + ": " + q.airline() + " " + q.priceEuros() + " EUR");
                if (best == null || q.priceEuros() < best.priceEuros()) best = q;
            } catch (ExecutionException e) {
                System.out.println("request " + i + ": failed with " + e.getCause().getClass().getSimpleName() + " (" + e.getCause().getMessage() + ")");
            }
        }
        System.out.println("best offer: " + best);
        boolean allDone = answers.stream().allMatch(Future::isDone);
        System.out.println("invokeAll returns only when all are done: " + allDone);

        // invokeAll with a timeout: the slow request is cancelled
        List<Callable<String>> mixed = List.of(
                () -> "fast",
                () -> {
                    Thread.sleep(5_000);
                    return "slow";
                },
                () -> "also fast");
        List<Future<String>> timed = pool.invokeAll(mixed, 200, TimeUnit.MILLISECONDS);
        for (Future<String> f : timed) {
            System.out.println(f.isCancelled() ? "cancelled after timeout" : "answer: " + f.get());
        }

        // invokeAny: only one mirror actually works, so the answer is deterministic
        List<Callable<String>> mirrors = List.of(
                () -> { throw new IllegalStateException("mirror-eu down"); },
                () -> "schedule.json from mirror-us",
                () -> { throw new IllegalStateException("mirror-asia down"); });
        System.out.println("invokeAny -> " + pool.invokeAny(mirrors));

        List<Callable<String>> allBroken = List.of(
                () -> { throw new IllegalStateException("mirror down"); },
                () -> { throw new IllegalStateException("mirror down"); });
        try {
            pool.invokeAny(allBroken);
        } catch (ExecutionException e) {
            System.out.println("invokeAny when every task fails: ExecutionException caused by " + e.getCause());
        }
        try {
            pool.invokeAny(new ArrayList<Callable<String>>());
        } catch (IllegalArgumentException e) {
            System.out.println("invokeAny on empty list: IllegalArgumentException");
        }
        pool.shutdown();
        System.out.println("terminated: " + pool.awaitTermination(5, TimeUnit.SECONDS));
    }
}
