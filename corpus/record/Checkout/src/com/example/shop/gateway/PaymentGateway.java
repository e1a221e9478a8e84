package com.example.shop.gateway;

import com.example.shop.domain.Money;

public interface PaymentGateway {
    /** @return the gateway's transaction id */
    String charge(String customerId, Money amount) throws PaymentDeclinedException;
    void refund(String transactionId, Money amount);
}
