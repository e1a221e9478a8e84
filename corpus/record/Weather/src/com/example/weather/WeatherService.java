package com.example.weather;

import java.io.IOException;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import com.example.weather.http.HttpClient;
import com.example.weather.http.HttpResponse;

public class WeatherService {
    private final HttpClient http;
    private final ForecastParser parser;
    private final ForecastCache cache;
    private final String apiKey;

    public WeatherService(HttpClient http, ForecastParser parser, ForecastCache cache, String apiKey) {
        this.http = http;
        this.parser = parser;
        this.cache = cache;
        this.apiKey = apiKey;
    }

    public Forecast forecast(String city) {
        Forecast cached = cache.get(city);
        if (cached != null) {
            return cached;
        }
        HttpResponse response;
        try {
            response = http.get("https://api.example.com/v1/forecast?city=" + city,
                    Collections.singletonMap("X-Api-Key", apiKey));
        } catch (IOException e) {
            throw new WeatherUnavailableException("provider unreachable", e);
        }
        if (response.getStatus() == 404) {
            return null;
        }
        if (!response.isOk()) {
            throw new WeatherUnavailableException("provider said " + response.getStatus());
        }
        try {
            Forecast f = parser.parse(response.getBody());
            cache.put(f);
            return f;
        } catch (ParseException e) {
            throw new WeatherUnavailableException("bad forecast for " + city + ": " + e.getMessage(), e);
        }
    }

    /** Temperatures of the cities that have a forecast, by city. */
    public Map<String, Double> temperatures(List<String> cities) {
        Map<String, Double> out = new TreeMap<>();
        for (String city : cities) {
            Forecast f = forecast(city);
            if (f != null) {
                out.put(city, f.getCelsius());
            }
        }
        return out;
    }

    public boolean needsUmbrella(String city) {
        Forecast f = forecast(city);
        return f != null && (f.getCondition() == Condition.RAIN || f.getCondition() == Condition.SNOW);
    }
}
