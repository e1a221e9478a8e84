package com.example.helpdesk;

import java.util.List;

public interface TicketRepository {
    int nextId();
    Ticket get(int id);
    void save(Ticket ticket);
    List<Ticket> byStatus(Status status);
}
