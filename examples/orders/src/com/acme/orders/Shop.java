package com.acme.orders;

/** A day at the shop: the program `terrarium record` watches. */
public class Shop {
    public static void main(String[] args) {
        InMemoryRepository repository = new InMemoryRepository();
        repository.add("apple", 40, 30);
        repository.add("pear", 2, 45);
        OrderService service = new OrderService(repository, new ConsoleNotifier());
        try {
            Order a = service.place("apple", 3);
            Order b = service.place("apple", 12);
            service.place("pear", 1);
            System.out.println("placed " + a + " and " + b);
            service.place("pear", 5);
        } catch (OutOfStockException e) {
            System.out.println("out of stock: " + e.getMessage());
        }
        try {
            service.place("apple", 0);
        } catch (IllegalArgumentException | OutOfStockException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        System.out.println("pay O-1: " + service.pay("O-1"));
        System.out.println("pay O-1 again: " + service.pay("O-1"));
        System.out.println("pay O-9: " + service.pay("O-9"));
        System.out.println("cancel O-2: " + service.cancel("O-2"));
        try {
            service.cancel("O-7");
        } catch (IllegalStateException e) {
            System.out.println("cannot cancel: " + e.getMessage());
        }
        System.out.println("failed notifications: " + service.failedNotifications());
        System.out.println("paid: " + repository.findByStatus(Order.Status.PAID));
    }
}
