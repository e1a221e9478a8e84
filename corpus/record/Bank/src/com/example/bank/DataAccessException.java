package com.example.bank;

/** Unchecked wrapper of a database failure. */
public class DataAccessException extends RuntimeException {
    public DataAccessException(String message, Throwable cause) {
        super(message, cause);
    }
}
