package com.example.weather;

public enum Condition {
    SUN, CLOUDS, RAIN, SNOW, UNKNOWN;

    public static Condition parse(String code) {
        for (Condition c : values()) {
            if (c.name().equalsIgnoreCase(code)) {
                return c;
            }
        }
        return UNKNOWN;
    }
}
