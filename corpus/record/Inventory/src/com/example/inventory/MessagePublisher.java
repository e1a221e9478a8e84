package com.example.inventory;

/** A message queue's producer side. */
public interface MessagePublisher {
    void publish(String queue, StockEvent event);
}
