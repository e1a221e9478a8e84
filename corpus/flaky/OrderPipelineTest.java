import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.junit.After;
import org.junit.Test;

/** An order goes through pricing, tax and stock checks as CompletableFutures (all stable). */
public class OrderPipelineTest {

    private final ExecutorService pool = Executors.newFixedThreadPool(2);

    @After
    public void shutdown() {
        pool.shutdown();
    }

    CompletableFuture<Integer> price(String sku) {
        return CompletableFuture.supplyAsync(() -> sku.length() * 100, pool);
    }

    CompletableFuture<Integer> taxPercent(String country) {
        return CompletableFuture.supplyAsync(() -> country.equals("DE") ? 19 : 20, pool);
    }

    CompletableFuture<Boolean> inStock(String sku) {
        return CompletableFuture.supplyAsync(() -> {
            if (sku.isEmpty()) {
                throw new IllegalArgumentException("empty sku");
            }
            return true;
        }, pool);
    }

    @Test
    public void combinesPriceAndTax() {
        int total = price("widget").thenCombine(taxPercent("DE"), (p, t) -> p + p * t / 100).join();
        assertEquals(714, total);
    }

    @Test
    public void chainsStagesInOrder() {
        List<String> steps = new ArrayList<>();
        String result = price("gear")
                .thenApply(p -> {
                    steps.add("priced");
                    return p * 2;
                })
                .thenApply(p -> {
                    steps.add("doubled");
                    return "total=" + p;
                })
                .join();
        assertEquals("total=800", result);
        assertEquals("[priced, doubled]", steps.toString());
    }

    @Test
    public void allOfWaitsForEveryCheck() {
        CompletableFuture<Boolean> a = inStock("a");
        CompletableFuture<Boolean> b = inStock("bb");
        CompletableFuture.allOf(a, b).join();
        assertTrue(a.isDone() && b.isDone());
        assertTrue(a.join() && b.join());
    }

    @Test
    public void failureIsRecoveredWithExceptionally() {
        boolean ok = inStock("").exceptionally(e -> false).join();
        assertEquals(false, ok);
        try {
            inStock("").join();
        } catch (CompletionException e) {
            assertEquals("empty sku", e.getCause().getMessage());
            return;
        }
        throw new AssertionError("expected a CompletionException");
    }
}
