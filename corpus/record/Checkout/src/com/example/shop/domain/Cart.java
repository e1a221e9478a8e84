package com.example.shop.domain;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Cart {
    private final String customerId;
    private final List<LineItem> items;
    private final String couponCode;

    private Cart(Builder b) {
        this.customerId = b.customerId;
        this.items = Collections.unmodifiableList(new ArrayList<>(b.items));
        this.couponCode = b.couponCode;
    }

    public static Builder forCustomer(String customerId) {
        return new Builder(customerId);
    }

    public String getCustomerId() { return customerId; }
    public List<LineItem> getItems() { return items; }
    public String getCouponCode() { return couponCode; }
    public boolean isEmpty() { return items.isEmpty(); }

    public static class Builder {
        private final String customerId;
        private final List<LineItem> items = new ArrayList<>();
        private String couponCode;

        Builder(String customerId) {
            this.customerId = customerId;
        }

        public Builder add(String sku, int quantity, Money unitPrice) {
            items.add(new LineItem(sku, quantity, unitPrice));
            return this;
        }

        public Builder coupon(String code) {
            this.couponCode = code;
            return this;
        }

        public Cart build() {
            return new Cart(this);
        }
    }
}
