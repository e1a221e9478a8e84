package com.example.inventory;

import java.util.Optional;

public interface SupplierClient {
    /** Orders more; empty when the supplier does not carry the sku. */
    Optional<PurchaseOrder> order(String sku, int quantity);
}
