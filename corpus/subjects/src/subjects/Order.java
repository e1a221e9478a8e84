package subjects;

import java.util.LinkedHashMap;
import java.util.Map;

/** An order drawing on an {@link Inventory}, priced with an optional {@link PricingRule}. */
public class Order {

    private final String customer;
    private final Inventory inventory;
    private final Map<Item, Integer> lines = new LinkedHashMap<>();
    private PricingRule rule;
    private OrderStatus status = OrderStatus.NEW;

    public Order(String customer, Inventory inventory) {
        if (customer == null || customer.isEmpty()) {
            throw new IllegalArgumentException("customer required");
        }
        if (inventory == null) {
            throw new IllegalArgumentException("inventory required");
        }
        this.customer = customer;
        this.inventory = inventory;
    }

    public void addLine(Item item, int quantity) {
        if (status != OrderStatus.NEW) {
            throw new IllegalStateException("order is " + status);
        }
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive");
        }
        int already = lines.getOrDefault(item, 0);
        if (inventory.available(item) < already + quantity) {
            throw new IllegalStateException("not enough stock for " + item.getSku());
        }
        lines.put(item, already + quantity);
    }

    public void setPricingRule(PricingRule rule) {
        this.rule = rule;
    }

    public int units() {
        int units = 0;
        for (int q : lines.values()) {
            units += q;
        }
        return units;
    }

    public long totalCents() {
        long subtotal = 0;
        for (Map.Entry<Item, Integer> line : lines.entrySet()) {
            subtotal += line.getKey().getPriceCents() * line.getValue();
        }
        return rule == null ? subtotal : rule.apply(subtotal, units());
    }

    public void advance(OrderStatus next) {
        if (!status.canTransitionTo(next)) {
            throw new IllegalStateException(status + " -> " + next + " not allowed");
        }
        if (next == OrderStatus.SUBMITTED) {
            if (lines.isEmpty()) {
                throw new IllegalStateException("empty order");
            }
            for (Map.Entry<Item, Integer> line : lines.entrySet()) {
                if (!inventory.reserve(line.getKey(), line.getValue())) {
                    throw new IllegalStateException("stock changed for " + line.getKey().getSku());
                }
            }
        }
        status = next;
    }

    public OrderStatus getStatus() {
        return status;
    }

    public String getCustomer() {
        return customer;
    }
}
