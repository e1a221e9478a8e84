package com.example.helpdesk;

public enum Status {
    OPEN, ASSIGNED, WAITING_ON_CUSTOMER, RESOLVED, CLOSED;

    public boolean isTerminal() {
        return this == CLOSED;
    }
}
