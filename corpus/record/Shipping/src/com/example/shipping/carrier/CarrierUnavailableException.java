package com.example.shipping.carrier;

public class CarrierUnavailableException extends Exception {
    public CarrierUnavailableException(String carrier, String why) {
        super(carrier + " unavailable: " + why);
    }
}
