package com.example.library;

public class LoanException extends Exception {
    public LoanException(String message) {
        super(message);
    }
}
