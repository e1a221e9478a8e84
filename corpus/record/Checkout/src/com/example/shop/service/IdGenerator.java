package com.example.shop.service;

public interface IdGenerator {
    String next(String prefix);
}
