package com.example.weather;

import java.util.HashMap;
import java.util.Map;

/** Forecasts by city, each kept for a fixed time. */
public class ForecastCache {
    private final Clock clock;
    private final long ttlSeconds;
    private final Map<String, Forecast> values = new HashMap<>();
    private final Map<String, Long> storedAt = new HashMap<>();

    public ForecastCache(Clock clock, long ttlSeconds) {
        this.clock = clock;
        this.ttlSeconds = ttlSeconds;
    }

    public Forecast get(String city) {
        Long at = storedAt.get(city);
        if (at == null) {
            return null;
        }
        if (clock.nowSeconds() - at >= ttlSeconds) {
            values.remove(city);
            storedAt.remove(city);
            return null;
        }
        return values.get(city);
    }

    public void put(Forecast f) {
        values.put(f.getCity(), f);
        storedAt.put(f.getCity(), clock.nowSeconds());
    }

    public int size() {
        return values.size();
    }
}
