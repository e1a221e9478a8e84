package com.example.accounts.service;

public class DuplicateUserException extends Exception {
    public DuplicateUserException(String email) {
        super("already registered: " + email);
    }
}
