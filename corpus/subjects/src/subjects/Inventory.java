package subjects;

import java.util.Map;
import java.util.TreeMap;

/** Tracks stock levels of {@link Item}s. */
public class Inventory {

    private final Map<String, Item> items = new TreeMap<>();
    private final Map<String, Integer> stock = new TreeMap<>();
    private final int capacity;

    public Inventory(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.capacity = capacity;
    }

    public void restock(Item item, int quantity) {
        if (item == null) {
            throw new IllegalArgumentException("item required");
        }
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive");
        }
        if (totalUnits() + quantity > capacity) {
            throw new IllegalStateException("inventory full");
        }
        items.put(item.getSku(), item);
        stock.merge(item.getSku(), quantity, Integer::sum);
    }

    public int available(Item item) {
        return stock.getOrDefault(item.getSku(), 0);
    }

    public boolean reserve(Item item, int quantity) {
        int have = available(item);
        if (quantity <= 0 || have < quantity) {
            return false;
        }
        if (have == quantity) {
            stock.remove(item.getSku());
            items.remove(item.getSku());
        } else {
            stock.put(item.getSku(), have - quantity);
        }
        return true;
    }

    public int totalUnits() {
        int total = 0;
        for (int q : stock.values()) {
            total += q;
        }
        return total;
    }

    public long stockValueCents() {
        long value = 0;
        for (Map.Entry<String, Integer> e : stock.entrySet()) {
            value += items.get(e.getKey()).getPriceCents() * e.getValue();
        }
        return value;
    }

    public String lowStockReport(int threshold) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Integer> e : stock.entrySet()) {
            if (e.getValue() < threshold) {
                if (sb.length() > 0) {
                    sb.append(',');
                }
                sb.append(e.getKey());
            }
        }
        return sb.length() == 0 ? "NONE" : sb.toString();
    }
}
