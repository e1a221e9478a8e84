package com.acme.orders;

/** Tells customers what happened to their orders (mail in production). */
public interface Notifier {
    boolean send(String orderId, String message);
}
