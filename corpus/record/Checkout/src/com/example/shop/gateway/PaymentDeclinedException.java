package com.example.shop.gateway;

public class PaymentDeclinedException extends Exception {
    private final String reasonCode;

    public PaymentDeclinedException(String reasonCode, String message) {
        super(message);
        this.reasonCode = reasonCode;
    }

    public String getReasonCode() { return reasonCode; }
}
