package com.example.weather;

public class WeatherUnavailableException extends RuntimeException {
    public WeatherUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }

    public WeatherUnavailableException(String message) {
        super(message);
    }
}
