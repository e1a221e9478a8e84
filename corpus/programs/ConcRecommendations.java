import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

public class ConcRecommendations {
    // a "customers also bought" service composed from asynchronous lookups
    static final Map<String, List<String>> PURCHASES = Map.of(
            "u1", List.of("kettle", "teapot", "mugs"),
            "u2", List.of("teapot", "tea sampler"),
            "u3", List.of("mugs", "coffee grinder", "kettle"),
            "u4", List.of("teapot", "mugs", "honey"));
    static final Map<String, List<String>> FRIENDS = Map.of(
            "u1", List.of("u2", "u3"),
            "u2", List.of("u1", "u4"),
            "u3", List.of("u1"),
            "u4", List.of("u2", "u3"));

    static ExecutorService io;
    static ExecutorService cpu;

    static CompletableFuture<List<String>> friendsOf(String user) {
        return CompletableFuture.supplyAsync(() -> FRIENDS.getOrDefault(user, List.of()), io);
    }

    static CompletableFuture<List<String>> purchasesOf(String user) {
        return CompletableFuture.supplyAsync(() -> {
            List<String> p = PURCHASES.get(user);
            if (p == null) throw new IllegalArgumentException("unknown user " + user);
            return p;
        }, io);
    }

    static CompletableFuture<List<String>> recommend(String user) {
        CompletableFuture<List<String>> own = purchasesOf(user);
        CompletableFuture<List<String>> friendItems = friendsOf(user).thenCompose(friends -> {
            List<CompletableFuture<List<String>>> lookups = friends.stream().map(ConcRecommendations::purchasesOf).toList();
            return CompletableFuture.allOf(lookups.toArray(new CompletableFuture[0]))
                    .thenApply(v -> lookups.stream().flatMap(f -> f.join().stream()).toList());
        });
        return own.thenCombineAsync(friendItems, (mine, theirs) -> {
            Map<String, Long> counts = theirs.stream().filter(i -> !mine.contains(i))
                    .collect(Collectors.groupingBy(i -> i, Collectors.counting()));
            List<String> ranked = new ArrayList<>(counts.keySet());
            ranked.sort(Comparator.<String>comparingLong(counts::get).reversed().thenComparing(Comparator.naturalOrder()));
            return ranked;
        }, cpu);
    }

    public static void main(String[] args) throws Exception {
        io = Executors.newFixedThreadPool(3);
        cpu = Executors.newSingleThreadExecutor(r -> new Thread(r, "ranker"));
        for (String u : List.of("u1", "u2", "u3", "u4")) {
            System.out.println(u + " -> " + recommend(u).get(2, TimeUnit.SECONDS));
        }
        String failure = recommend("u9").handle((list, t) -> t == null ? "?" : "u9 -> error: " + t.getCause().getMessage()).join();
        System.out.println(failure);

        // which thread runs a stage: the *Async variants with an executor run there
        String where = CompletableFuture.supplyAsync(() -> "supplied", cpu)
                .thenApplyAsync(s -> s + " then applied on " + Thread.currentThread().getName(), cpu)
                .join();
        System.out.println(where);

        // thenCompose flattening vs thenApply nesting
        CompletableFuture<CompletableFuture<List<String>>> nested = friendsOf("u1").thenApply(f -> purchasesOf(f.get(0)));
        CompletableFuture<List<String>> flat = friendsOf("u1").thenCompose(f -> purchasesOf(f.get(0)));
        System.out.println("nested " + nested.join().join() + ", flat " + flat.join());

        // a timeout fallback for a slow dependency
        CompletableFuture<String> slowPricing = CompletableFuture.supplyAsync(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return "live price";
        }, io);
        System.out.println("pricing: " + slowPricing.completeOnTimeout("cached price", 50, TimeUnit.MILLISECONDS).join());

        // allOf of many small tasks, results combined in submission order
        List<CompletableFuture<Integer>> scores = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            final int n = i;
            scores.add(CompletableFuture.supplyAsync(() -> n * n, io).thenApply(x -> x + 1));
        }
        CompletableFuture.allOf(scores.toArray(new CompletableFuture[0])).join();
        System.out.println("scores " + scores.stream().map(CompletableFuture::join).toList());

        io.shutdown();
        cpu.shutdown();
        System.out.println("executors terminated " + io.awaitTermination(2, TimeUnit.SECONDS) + " " + cpu.awaitTermination(2, TimeUnit.SECONDS));
    }
}
