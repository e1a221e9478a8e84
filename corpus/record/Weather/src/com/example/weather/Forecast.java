package com.example.weather;

public class Forecast {
    private final String city;
    private final double celsius;
    private final Condition condition;

    public Forecast(String city, double celsius, Condition condition) {
        this.city = city;
        this.celsius = celsius;
        this.condition = condition;
    }

    public String getCity() { return city; }
    public double getCelsius() { return celsius; }
    public Condition getCondition() { return condition; }

    @Override
    public String toString() {
        return city + ": " + celsius + "C " + condition;
    }
}
