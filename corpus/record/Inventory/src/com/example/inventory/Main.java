package com.example.inventory;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

public class Main {
    public static void main(String[] args) {
        Map<String, Integer> shelves = new TreeMap<>();
        shelves.put("BOX-0001", 12);
        shelves.put("TAP-0420", 3);
        StockRepository repo = new StockRepository() {
            public int quantity(String sku) { return shelves.getOrDefault(sku, 0); }
            public void setQuantity(String sku, int quantity) { shelves.put(sku, quantity); }
            public Map<String, Integer> snapshot() { return new TreeMap<>(shelves); }
        };
        MessagePublisher queue = (q, event) -> System.out.println("  [" + q + "] " + event);
        int[] po = {500};
        SupplierClient supplier = (sku, quantity) -> sku.startsWith("BOX")
                ? Optional.of(new PurchaseOrder("PO-" + (po[0]++), sku, quantity))
                : Optional.empty();
        WarehouseService warehouse = new WarehouseService(repo, queue, supplier, new SkuValidator(), 5);

        System.out.println("received, now " + warehouse.receive("BOX-0001", 8));
        System.out.println("shipped " + warehouse.ship("BOX-0001", 17));
        System.out.println("shipped " + warehouse.ship("TAP-0420", 5));
        System.out.println("shipped " + warehouse.ship("TAP-0420", 1));
        for (Object[] bad : new Object[][] {{"box-1", 3}, {"LMN-0001", 0}, {null, 1}}) {
            try {
                warehouse.receive((String) bad[0], (Integer) bad[1]);
            } catch (ValidationException e) {
                System.out.println("invalid: " + e.getProblems());
            }
        }
        System.out.println("purchase orders: " + warehouse.restock());
        System.out.println("total: " + warehouse.total());
    }
}
