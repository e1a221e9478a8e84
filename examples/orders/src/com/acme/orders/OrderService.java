package com.acme.orders;

/** The shop's order workflow: placing, paying, shipping and cancelling. */
public class OrderService {
    private final OrderRepository repository;
    private final Notifier notifier;
    private int sequence;
    private int failedNotifications;

    public OrderService(OrderRepository repository, Notifier notifier) {
        if (repository == null || notifier == null) {
            throw new IllegalArgumentException("repository and notifier are required");
        }
        this.repository = repository;
        this.notifier = notifier;
    }

    public Order place(String sku, int quantity) throws OutOfStockException {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive: " + quantity);
        }
        int stock = repository.stockOf(sku);
        if (stock < quantity) {
            throw new OutOfStockException(sku + ": " + stock + " left, " + quantity + " wanted");
        }
        long price = repository.priceOf(sku);
        long total = price * quantity;
        if (quantity >= 10) {
            total = total * 9 / 10; // bulk discount
        }
        sequence++;
        Order order = new Order("O-" + sequence, sku, quantity, total);
        repository.reserve(sku, quantity);
        repository.save(order);
        tell(order, "placed: " + quantity + " x " + sku);
        return order;
    }

    public boolean pay(String orderId) {
        Order order = repository.find(orderId);
        if (order == null || order.getStatus() != Order.Status.NEW) {
            return false;
        }
        order.setStatus(Order.Status.PAID);
        repository.save(order);
        tell(order, "paid");
        return true;
    }

    public Order.Status cancel(String orderId) {
        Order order = repository.find(orderId);
        if (order == null) {
            throw new IllegalStateException("no order " + orderId);
        }
        if (order.getStatus() == Order.Status.SHIPPED) {
            return order.getStatus();
        }
        order.setStatus(Order.Status.CANCELLED);
        repository.save(order);
        tell(order, "cancelled");
        return Order.Status.CANCELLED;
    }

    public int failedNotifications() {
        return failedNotifications;
    }

    private void tell(Order order, String what) {
        if (!notifier.send(order.getId(), "Order " + order.getId() + " " + what)) {
            failedNotifications++;
        }
    }
}
