package com.acme.orders;

public class OutOfStockException extends Exception {
    public OutOfStockException(String message) {
        super(message);
    }
}
