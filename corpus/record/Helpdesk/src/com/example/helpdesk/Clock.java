package com.example.helpdesk;

public interface Clock {
    long millis();
}
