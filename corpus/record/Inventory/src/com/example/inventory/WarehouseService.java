package com.example.inventory;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public class WarehouseService {
    static final String QUEUE = "stock-events";

    private final StockRepository stock;
    private final MessagePublisher publisher;
    private final SupplierClient supplier;
    private final SkuValidator validator;
    private final int reorderLevel;

    public WarehouseService(StockRepository stock, MessagePublisher publisher, SupplierClient supplier,
                            SkuValidator validator, int reorderLevel) {
        this.stock = stock;
        this.publisher = publisher;
        this.supplier = supplier;
        this.validator = validator;
        this.reorderLevel = reorderLevel;
    }

    public int receive(String sku, int quantity) {
        validator.check(sku, quantity);
        int now = stock.quantity(sku) + quantity;
        stock.setQuantity(sku, now);
        publisher.publish(QUEUE, new StockEvent(StockEvent.Kind.RECEIVED, sku, quantity));
        return now;
    }

    /** Ships what is there, at most {@code quantity}; how many were shipped. */
    public int ship(String sku, int quantity) {
        validator.check(sku, quantity);
        int have = stock.quantity(sku);
        int shipped = Math.min(have, quantity);
        if (shipped == 0) {
            publisher.publish(QUEUE, new StockEvent(StockEvent.Kind.OUT_OF_STOCK, sku, quantity));
            return 0;
        }
        stock.setQuantity(sku, have - shipped);
        publisher.publish(QUEUE, new StockEvent(StockEvent.Kind.SHIPPED, sku, shipped));
        if (have - shipped < reorderLevel) {
            publisher.publish(QUEUE, new StockEvent(StockEvent.Kind.LOW_STOCK, sku, have - shipped));
        }
        return shipped;
    }

    /** Orders more of every sku below the reorder level; the purchase order numbers. */
    public List<String> restock() {
        List<String> numbers = new ArrayList<>();
        for (Map.Entry<String, Integer> e : stock.snapshot().entrySet()) {
            if (e.getValue() >= reorderLevel) {
                continue;
            }
            Optional<PurchaseOrder> po = supplier.order(e.getKey(), reorderLevel * 2 - e.getValue());
            po.ifPresent(p -> numbers.add(p.getNumber()));
        }
        return numbers;
    }

    public int total() {
        int sum = 0;
        for (int q : stock.snapshot().values()) {
            sum += q;
        }
        return sum;
    }
}
