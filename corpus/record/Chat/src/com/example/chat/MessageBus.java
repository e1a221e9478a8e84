package com.example.chat;

public interface MessageBus {
    /** @return how many subscribers got it */
    int publish(String channel, String from, String text);
}
