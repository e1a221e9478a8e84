package com.example.accounts.model;

public enum LoginResult {
    OK, WRONG_PASSWORD, UNKNOWN_USER, NOT_CONFIRMED, LOCKED
}
