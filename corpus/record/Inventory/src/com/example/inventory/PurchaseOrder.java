package com.example.inventory;

public class PurchaseOrder {
    private final String number;
    private final String sku;
    private final int quantity;

    public PurchaseOrder(String number, String sku, int quantity) {
        this.number = number;
        this.sku = sku;
        this.quantity = quantity;
    }

    public String getNumber() { return number; }
    public String getSku() { return sku; }
    public int getQuantity() { return quantity; }
}
