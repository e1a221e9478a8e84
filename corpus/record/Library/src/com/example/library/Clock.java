package com.example.library;

/** Days since the library opened; injected so that tests can fix the date. */
public interface Clock {
    long today();
}
