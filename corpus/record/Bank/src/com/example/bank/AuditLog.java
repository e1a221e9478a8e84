package com.example.bank;

public interface AuditLog {
    void record(String event, String... details);
}
