package com.example.helpdesk;

public interface EventPublisher {
    void publish(String topic, String payload);
}
