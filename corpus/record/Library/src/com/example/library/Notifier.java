package com.example.library;

public interface Notifier {
    void notify(String memberId, String message);
}
