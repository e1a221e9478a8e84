package com.acme.orders;

/** Prints notifications; the mail server is down for orders ending in 3. */
public class ConsoleNotifier implements Notifier {
    public boolean send(String orderId, String message) {
        if (orderId.endsWith("3")) {
            System.out.println("notification failed for " + orderId);
            return false;
        }
        System.out.println("to customer of " + orderId + ": " + message);
        return true;
    }
}
