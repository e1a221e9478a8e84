import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

public class ConcCheckoutFlow {
    // an online checkout: price lookup, stock check and fraud scoring run asynchronously
    record Cart(String customer, List<String> skus) {
    }

    static int priceOf(String sku) {
        int p = 0;
        for (char c : sku.toCharArray()) p = p * 7 + c;
        return 500 + Math.floorMod(p, 4500);
    }

    static CompletableFuture<Integer> totalPrice(Cart cart, ExecutorService ex) {
        return CompletableFuture.supplyAsync(() -> cart.skus().stream().mapToInt(ConcCheckoutFlow::priceOf).sum(), ex);
    }

    static CompletableFuture<Boolean> inStock(Cart cart, ExecutorService ex) {
        return CompletableFuture.supplyAsync(() -> !cart.skus().contains("sold-out-lamp"), ex);
    }

    static CompletableFuture<Integer> fraudScore(Cart cart, ExecutorService ex) {
        return CompletableFuture.supplyAsync(() -> {
            if (cart.customer().equals("mallory")) throw new IllegalStateException("fraud service rejected " + cart.customer());
            return cart.customer().length() * 3;
        }, ex);
    }

    static CompletableFuture<String> checkout(Cart cart, ExecutorService ex) {
        CompletableFuture<Integer> price = totalPrice(cart, ex);
        CompletableFuture<Boolean> stock = inStock(cart, ex);
        return price.thenCombine(stock, (p, ok) -> {
                    if (!ok) throw new IllegalArgumentException("item out of stock");
                    return p;
                })
                .thenCompose(p -> fraudScore(cart, ex).thenApply(score -> p + (score > 15 ? 250 : 0)))
                .thenApply(total -> String.format("%s pays %d.%02d", cart.customer(), total / 100, total % 100))
                .exceptionally(ex2 -> cart.customer() + " checkout failed: " + rootMessage(ex2));
    }

    static String rootMessage(Throwable t) {
        while (t instanceof CompletionException && t.getCause() != null) t = t.getCause();
        return t.getClass().getSimpleName() + ": " + t.getMessage();
    }

    public static void main(String[] args) throws Exception {
        ExecutorService ex = Executors.newFixedThreadPool(3);
        List<Cart> carts = List.of(
                new Cart("alice", List.of("book", "pen")),
                new Cart("bob", List.of("sold-out-lamp", "desk")),
                new Cart("mallory", List.of("phone")),
                new Cart("christopher", List.of("tent", "stove", "lantern")));
        List<CompletableFuture<String>> results = carts.stream().map(c -> checkout(c, ex)).toList();
        CompletableFuture<Void> all = CompletableFuture.allOf(results.toArray(new CompletableFuture[0]));
        all.join();
        for (CompletableFuture<String> r : results) System.out.println(r.join());

        CompletableFuture<Integer> base = CompletableFuture.completedFuture(20);
        System.out.println("thenApply chain: " + base.thenApply(x -> x + 1).thenApply(x -> x * 2).join());
        System.out.println("handle on success: " + base.handle((v, t) -> t == null ? "value " + v : "error").join());
        CompletableFuture<Integer> failed = CompletableFuture.failedFuture(new ArithmeticException("divide by zero"));
        System.out.println("handle on failure: " + failed.handle((v, t) -> t == null ? "value " + v : "recovered from " + t.getMessage()).join());
        System.out.println("isCompletedExceptionally " + failed.isCompletedExceptionally() + ", isDone " + failed.isDone());
        try {
            failed.join();
        } catch (CompletionException e) {
            System.out.println("join wraps in CompletionException: cause " + e.getCause());
        }
        try {
            failed.get();
        } catch (ExecutionException e) {
            System.out.println("get wraps in ExecutionException: cause " + e.getCause());
        }
        CompletableFuture<Integer> thrower = base.thenApply(x -> x / (x - 20));
        System.out.println("exception inside thenApply -> " + thrower.exceptionally(t -> -1).join() + " (" + rootMessage(thrower.handle((v, t) -> t).join()) + ")");

        StringBuilder sideEffects = new StringBuilder();
        base.thenAccept(v -> sideEffects.append("accepted ").append(v).append("; "))
                .thenRun(() -> sideEffects.append("then ran; "))
                .whenComplete((v, t) -> sideEffects.append("whenComplete v=").append(v).append(" t=").append(t))
                .join();
        System.out.println(sideEffects);

        CompletableFuture<String> manual = new CompletableFuture<>();
        CompletableFuture<Integer> length = manual.thenApplyAsync(String::length, ex);
        System.out.println("manual done before complete: " + manual.isDone() + ", getNow " + manual.getNow("absent"));
        System.out.println("complete() -> " + manual.complete("confirmed") + ", again -> " + manual.complete("other"));
        System.out.println("dependent length " + length.get(1, TimeUnit.SECONDS));

        CompletableFuture<String> fastest = new CompletableFuture<>();
        CompletableFuture<String> slowest = new CompletableFuture<>();
        CompletableFuture<Object> any = CompletableFuture.anyOf(slowest, fastest);
        fastest.complete("cdn-2");
        System.out.println("anyOf -> " + any.join());
        slowest.completeExceptionally(new RuntimeException("too late"));
        System.out.println("anyOf unaffected: " + any.join());

        CompletableFuture<Integer> timeout = new CompletableFuture<Integer>().completeOnTimeout(404, 30, TimeUnit.MILLISECONDS);
        System.out.println("completeOnTimeout -> " + timeout.join());
        CompletableFuture<Integer> expire = new CompletableFuture<Integer>().orTimeout(30, TimeUnit.MILLISECONDS);
        try {
            expire.join();
        } catch (CompletionException e) {
            System.out.println("orTimeout -> " + e.getCause().getClass().getName());
        }
        ex.shutdown();
        System.out.println("executor terminated " + ex.awaitTermination(2, TimeUnit.SECONDS));
    }
}
