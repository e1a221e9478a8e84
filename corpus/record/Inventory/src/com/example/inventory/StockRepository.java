package com.example.inventory;

import java.util.Map;

public interface StockRepository {
    int quantity(String sku);
    void setQuantity(String sku, int quantity);
    /** Every sku with its quantity. */
    Map<String, Integer> snapshot();
}
