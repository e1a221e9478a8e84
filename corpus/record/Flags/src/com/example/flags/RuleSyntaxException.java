package com.example.flags;

public class RuleSyntaxException extends Exception {
    public RuleSyntaxException(String message) {
        super(message);
    }
}
