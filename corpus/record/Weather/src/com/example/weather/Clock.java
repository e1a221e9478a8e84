package com.example.weather;

public interface Clock {
    long nowSeconds();
}
