package com.example.shop.gateway;

import java.util.Map;

public interface InventoryClient {
    /** Units available, by sku, for the skus asked. */
    Map<String, Integer> available(java.util.Collection<String> skus);
    void reserve(String orderId, String sku, int quantity);
}
