package com.example.shop.service;

/** Static coupon rules shared by the services. */
public final class Coupons {
    private Coupons() {}

    public static int percentFor(String code) {
        if (code == null || code.isBlank()) {
            return 0;
        }
        switch (code.trim().toUpperCase()) {
            case "WELCOME10": return 10;
            case "HALFOFF": return 50;
            default: return 0;
        }
    }
}
