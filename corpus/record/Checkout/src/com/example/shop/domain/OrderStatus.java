package com.example.shop.domain;

public enum OrderStatus {
    PENDING, PAID, PAYMENT_FAILED, BACKORDERED
}
