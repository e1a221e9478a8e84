package com.example.shipping.carrier;

public interface CarrierClient {
    String name();
    boolean serves(String zone);
    /** Price in cents for a chargeable weight in grams to a zone. */
    long rate(String zone, int chargeableGrams) throws CarrierUnavailableException;
}
