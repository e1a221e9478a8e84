package com.example.shop.app;

import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;

import com.example.shop.domain.Cart;
import com.example.shop.domain.Money;
import com.example.shop.domain.Receipt;
import com.example.shop.gateway.InventoryClient;
import com.example.shop.gateway.PaymentDeclinedException;
import com.example.shop.gateway.PaymentGateway;
import com.example.shop.service.CheckoutService;
import com.example.shop.service.IdGenerator;

public class Main {
    static class FakeGateway implements PaymentGateway {
        private int tx = 0;
        public String charge(String customerId, Money amount) throws PaymentDeclinedException {
            if (amount.getCents() > 50_000) {
                throw new PaymentDeclinedException("LIMIT", "amount over card limit");
            }
            System.out.println("  charged " + customerId + " " + amount);
            return "TX" + (++tx);
        }
        public void refund(String transactionId, Money amount) {
            System.out.println("  refunded " + amount + " on " + transactionId);
        }
    }

    static class Warehouse implements InventoryClient {
        private final Map<String, Integer> stock = new TreeMap<>();
        Warehouse() {
            stock.put("book", 10);
            stock.put("lamp", 1);
        }
        public Map<String, Integer> available(Collection<String> skus) {
            Map<String, Integer> out = new TreeMap<>();
            for (String s : skus) {
                if (stock.containsKey(s)) out.put(s, stock.get(s));
            }
            return out;
        }
        public void reserve(String orderId, String sku, int quantity) {
            stock.put(sku, stock.get(sku) - quantity);
        }
    }

    public static void main(String[] args) {
        int[] counter = {0};
        IdGenerator ids = prefix -> prefix + "-" + (++counter[0]);
        CheckoutService service = new CheckoutService(new FakeGateway(), new Warehouse(), ids);

        Cart first = Cart.forCustomer("alice")
                .add("book", 2, Money.of(1250, "EUR"))
                .add("lamp", 1, Money.of(3999, "EUR"))
                .coupon("welcome10")
                .build();
        System.out.println("total: " + service.total(first));
        Receipt r1 = service.checkout(first);
        System.out.println("receipt: " + r1);

        Cart second = Cart.forCustomer("bob").add("lamp", 1, Money.of(3999, "EUR")).build();
        System.out.println("receipt: " + service.checkout(second));

        Cart big = Cart.forCustomer("carol").add("book", 5, Money.of(12000, "EUR")).build();
        Receipt r3 = service.checkout(big);
        System.out.println("receipt: " + r3);

        try {
            service.checkout(Cart.forCustomer("dave").build());
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        service.cancel(r1, 20);
        service.cancel(r1);
        try {
            service.cancel(r3);
        } catch (IllegalStateException e) {
            System.out.println("error: " + e.getMessage());
        }
        System.out.println("declined: " + service.declinedCount());
    }
}
