package com.example.shipping;

import java.util.Arrays;
import java.util.List;

public final class Countries {
    private static final List<String> EU = Arrays.asList("AT", "BE", "DE", "DK", "ES", "FR", "IT", "NL", "PL", "SE");

    private Countries() {}

    public static boolean isEu(String code) {
        return code != null && EU.contains(code.toUpperCase());
    }

    public static String zone(String from, String to) {
        if (from.equalsIgnoreCase(to)) return "DOMESTIC";
        if (isEu(from) && isEu(to)) return "EU";
        return "WORLD";
    }
}
