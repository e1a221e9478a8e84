package com.acme.orders;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A repository in memory, for the demo. */
public class InMemoryRepository implements OrderRepository {
    private final Map<String, Integer> stock = new LinkedHashMap<>();
    private final Map<String, Long> prices = new LinkedHashMap<>();
    private final Map<String, Order> orders = new LinkedHashMap<>();

    public void add(String sku, int quantity, long priceCents) {
        stock.put(sku, quantity);
        prices.put(sku, priceCents);
    }

    public int stockOf(String sku) { return stock.getOrDefault(sku, 0); }
    public long priceOf(String sku) { return prices.getOrDefault(sku, 0L); }
    public void reserve(String sku, int quantity) { stock.merge(sku, -quantity, Integer::sum); }
    public void save(Order order) { orders.put(order.getId(), order); }
    public Order find(String id) { return orders.get(id); }

    public List<Order> findByStatus(Order.Status status) {
        List<Order> out = new ArrayList<>();
        for (Order o : orders.values()) {
            if (o.getStatus() == status) {
                out.add(o);
            }
        }
        return out;
    }
}
