package com.example.inventory;

public class StockEvent {
    public enum Kind { RECEIVED, SHIPPED, LOW_STOCK, OUT_OF_STOCK }

    private final Kind kind;
    private final String sku;
    private final int quantity;

    public StockEvent(Kind kind, String sku, int quantity) {
        this.kind = kind;
        this.sku = sku;
        this.quantity = quantity;
    }

    public Kind getKind() { return kind; }
    public String getSku() { return sku; }
    public int getQuantity() { return quantity; }

    @Override
    public String toString() {
        return kind + "(" + sku + " x" + quantity + ")";
    }
}
