import static org.junit.Assert.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.Test;

/** Stock levels per SKU, loaded from two warehouse feeds in parallel. */
public class InventoryTest {

    static final class Inventory {
        private final Map<String, Integer> stock;

        Inventory(Map<String, Integer> backing) {
            this.stock = backing;
        }

        void receive(String sku, int quantity) {
            stock.merge(sku, quantity, Integer::sum);
        }

        int skus() {
            return stock.size();
        }

        int quantity(String sku) {
            return stock.getOrDefault(sku, 0);
        }
    }

    private static void loadFeeds(Inventory inventory) throws InterruptedException {
        Thread north = new Thread(() -> {
            for (int i = 0; i < 3000; i++) {
                inventory.receive("N-" + i, 1);
            }
        });
        Thread south = new Thread(() -> {
            for (int i = 0; i < 3000; i++) {
                inventory.receive("S-" + i, 1);
            }
        });
        north.start();
        south.start();
        north.join();
        south.join();
    }

    // FLAKY (concurrency): a HashMap filled from two threads (resizes race, entries are lost).
    @Test
    public void loadsEverySkuFromBothFeeds() throws InterruptedException {
        Inventory inventory = new Inventory(new HashMap<>());
        loadFeeds(inventory);
        assertEquals(6000, inventory.skus());
    }

    @Test
    public void concurrentMapLoadsEverySku() throws InterruptedException {
        Inventory inventory = new Inventory(new ConcurrentHashMap<>());
        loadFeeds(inventory);
        assertEquals(6000, inventory.skus());
        assertEquals(1, inventory.quantity("S-2999"));
    }

    @Test
    public void receivingTwiceAddsUp() {
        Inventory inventory = new Inventory(new HashMap<>());
        inventory.receive("A", 2);
        inventory.receive("A", 3);
        assertEquals(5, inventory.quantity("A"));
    }
}
