package com.example.payroll;

public class MailException extends Exception {
    public MailException(String message) {
        super(message);
    }
}
