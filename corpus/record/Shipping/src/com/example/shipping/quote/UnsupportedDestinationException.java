package com.example.shipping.quote;

public class UnsupportedDestinationException extends RuntimeException {
    public UnsupportedDestinationException(String message) {
        super(message);
    }
}
