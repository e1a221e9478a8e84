package com.example.flags;

public interface Rule {
    boolean enabledFor(String userId);
    String describe();
}
