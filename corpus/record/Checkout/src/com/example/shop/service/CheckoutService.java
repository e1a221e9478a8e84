package com.example.shop.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.example.shop.domain.Cart;
import com.example.shop.domain.LineItem;
import com.example.shop.domain.Money;
import com.example.shop.domain.OrderStatus;
import com.example.shop.domain.Receipt;
import com.example.shop.gateway.InventoryClient;
import com.example.shop.gateway.PaymentDeclinedException;
import com.example.shop.gateway.PaymentGateway;

public class CheckoutService {
    private final PaymentGateway payments;
    private final InventoryClient inventory;
    private final IdGenerator ids;
    private int declined;

    public CheckoutService(PaymentGateway payments, InventoryClient inventory, IdGenerator ids) {
        this.payments = payments;
        this.inventory = inventory;
        this.ids = ids;
    }

    public Money total(Cart cart) {
        if (cart.isEmpty()) {
            throw new IllegalArgumentException("empty cart");
        }
        Money sum = null;
        for (LineItem item : cart.getItems()) {
            sum = sum == null ? item.total() : sum.plus(item.total());
        }
        return sum.percentOff(Coupons.percentFor(cart.getCouponCode()));
    }

    public Receipt checkout(Cart cart) {
        Money amount = total(cart);
        String orderId = ids.next("ORD");
        List<String> skus = new ArrayList<>();
        for (LineItem item : cart.getItems()) {
            skus.add(item.getSku());
        }
        Map<String, Integer> stock = inventory.available(skus);
        for (LineItem item : cart.getItems()) {
            Integer left = stock.get(item.getSku());
            if (left == null || left < item.getQuantity()) {
                return new Receipt(orderId, amount, OrderStatus.BACKORDERED, null);
            }
        }
        String tx;
        try {
            tx = payments.charge(cart.getCustomerId(), amount);
        } catch (PaymentDeclinedException e) {
            declined++;
            return new Receipt(orderId, amount, OrderStatus.PAYMENT_FAILED, e.getReasonCode());
        }
        for (LineItem item : cart.getItems()) {
            inventory.reserve(orderId, item.getSku(), item.getQuantity());
        }
        return new Receipt(orderId, amount, OrderStatus.PAID, tx);
    }

    public void cancel(Receipt receipt) {
        if (receipt.getStatus() != OrderStatus.PAID) {
            throw new IllegalStateException("only paid orders can be cancelled: " + receipt.getOrderId());
        }
        payments.refund(receipt.getTransactionId(), receipt.getCharged());
    }

    public void cancel(Receipt receipt, int percentKept) {
        if (percentKept < 0 || percentKept > 100) {
            throw new IllegalArgumentException("percent: " + percentKept);
        }
        payments.refund(receipt.getTransactionId(), receipt.getCharged().percentOff(percentKept));
    }

    public int declinedCount() {
        return declined;
    }
}
