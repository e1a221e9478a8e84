import static org.junit.Assert.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.junit.Test;

/** Asks several suppliers for a quote at once. */
public class PriceAggregatorTest {

    static final class QuoteService {
        final List<String> arrivals = Collections.synchronizedList(new ArrayList<>());

        CompletableFuture<Integer> quote(String supplier, int price, long latencyMillis) {
            return CompletableFuture.supplyAsync(() -> {
                try {
                    Thread.sleep(latencyMillis);
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                return price;
            }).whenComplete((p, error) -> arrivals.add(supplier));
        }
    }

    // FLAKY (async-wait): assumes the futures complete in the order they were started.
    @Test
    public void quotesArriveInRequestOrder() {
        QuoteService service = new QuoteService();
        CompletableFuture<Integer> acme = service.quote("acme", 10, 5);
        CompletableFuture<Integer> globex = service.quote("globex", 12, 5);
        CompletableFuture.allOf(acme, globex).join();
        assertEquals(Arrays.asList("acme", "globex"), service.arrivals);
    }

    @Test
    public void bestPriceCombinesBothQuotes() {
        QuoteService service = new QuoteService();
        CompletableFuture<Integer> acme = service.quote("acme", 10, 5);
        CompletableFuture<Integer> globex = service.quote("globex", 12, 5);
        assertEquals(Integer.valueOf(10), acme.thenCombine(globex, Math::min).join());
    }

    @Test
    public void everySupplierAnswers() {
        QuoteService service = new QuoteService();
        CompletableFuture<Integer> acme = service.quote("acme", 10, 5);
        CompletableFuture<Integer> globex = service.quote("globex", 12, 5);
        CompletableFuture<Integer> initech = service.quote("initech", 11, 1);
        CompletableFuture.allOf(acme, globex, initech).join();
        List<String> sorted = new ArrayList<>(service.arrivals);
        Collections.sort(sorted);
        assertEquals(Arrays.asList("acme", "globex", "initech"), sorted);
    }
}
