package com.acme.orders;

/** An order line as the shop stores it. */
public class Order {
    private final String id;
    private final String sku;
    private final int quantity;
    private final long totalCents;
    private Status status;

    public enum Status { NEW, PAID, SHIPPED, CANCELLED }

    public Order(String id, String sku, int quantity, long totalCents) {
        this.id = id;
        this.sku = sku;
        this.quantity = quantity;
        this.totalCents = totalCents;
        this.status = Status.NEW;
    }

    public String getId() { return id; }
    public String getSku() { return sku; }
    public int getQuantity() { return quantity; }
    public long getTotalCents() { return totalCents; }
    public Status getStatus() { return status; }

    void setStatus(Status status) { this.status = status; }

    @Override
    public String toString() {
        return id + " " + quantity + "x" + sku + " " + status;
    }
}
