package com.example.hotel;

public class BookingException extends Exception {
    public BookingException(String message) {
        super(message);
    }
}
