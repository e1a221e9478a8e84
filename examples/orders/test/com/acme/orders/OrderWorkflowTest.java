package com.acme.orders;

import static org.junit.Assert.*;
import static org.mockito.Mockito.*;

import org.junit.Before;
import org.junit.Test;

/**
 * Hand-written workflow tests over the real in-memory repository, with the
 * notifier mocked: what `terrarium record --test` watches to write focused
 * tests of OrderService alone.
 */
public class OrderWorkflowTest {
    private InMemoryRepository repository;
    private Notifier notifier;
    private OrderService service;

    @Before
    public void setUp() {
        repository = new InMemoryRepository();
        repository.add("apple", 40, 30);
        repository.add("pear", 2, 45);
        notifier = mock(Notifier.class);
        when(notifier.send(anyString(), anyString())).thenReturn(true);
        service = new OrderService(repository, notifier);
    }

    @Test
    public void anOrderIsPlacedPaidAndCannotBePaidTwice() throws Exception {
        Order order = service.place("apple", 3);
        assertEquals("O-1", order.getId());
        assertEquals(90, order.getTotalCents());
        assertTrue(service.pay("O-1"));
        assertFalse(service.pay("O-1"));
        verify(notifier).send("O-1", "Order O-1 paid");
    }

    @Test
    public void bulkOrdersGetTenPercentOff() throws Exception {
        Order order = service.place("apple", 12);
        assertEquals(324, order.getTotalCents());
    }

    @Test
    public void whatIsNotInStockIsRefused() {
        OutOfStockException e = assertThrows(OutOfStockException.class,
                () -> service.place("pear", 5));
        assertEquals("pear: 2 left, 5 wanted", e.getMessage());
    }

    @Test
    public void aCancelledOrderStaysCancelled() throws Exception {
        service.place("pear", 1);
        assertEquals(Order.Status.CANCELLED, service.cancel("O-1"));
        assertFalse(service.pay("O-1"));
    }

    @Test
    public void failedNotificationsAreCounted() throws Exception {
        when(notifier.send(anyString(), anyString())).thenReturn(false);
        service.place("apple", 1);
        assertEquals(1, service.failedNotifications());
    }
}
