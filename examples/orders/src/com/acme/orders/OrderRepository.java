package com.acme.orders;

import java.util.List;

/** Where orders and stock live (a database in production). */
public interface OrderRepository {
    int stockOf(String sku);
    long priceOf(String sku);
    void reserve(String sku, int quantity);
    void save(Order order);
    Order find(String id);
    List<Order> findByStatus(Order.Status status);
}
