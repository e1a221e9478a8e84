package com.example.shop.domain;

public class Receipt {
    private final String orderId;
    private final Money charged;
    private final OrderStatus status;
    private final String transactionId;

    public Receipt(String orderId, Money charged, OrderStatus status, String transactionId) {
        this.orderId = orderId;
        this.charged = charged;
        this.status = status;
        this.transactionId = transactionId;
    }

    public String getOrderId() { return orderId; }
    public Money getCharged() { return charged; }
    public OrderStatus getStatus() { return status; }
    public String getTransactionId() { return transactionId; }

    @Override
    public String toString() {
        return orderId + " " + status + " " + charged + (transactionId == null ? "" : " tx=" + transactionId);
    }
}
