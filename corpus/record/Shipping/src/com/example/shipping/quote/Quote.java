package com.example.shipping.quote;

public class Quote {
    private final String carrier;
    private final long cents;
    private final String zone;

    public Quote(String carrier, long cents, String zone) {
        this.carrier = carrier;
        this.cents = cents;
        this.zone = zone;
    }

    public String getCarrier() { return carrier; }
    public long getCents() { return cents; }
    public String getZone() { return zone; }

    @Override
    public String toString() {
        return carrier + " " + zone + " " + cents;
    }
}
