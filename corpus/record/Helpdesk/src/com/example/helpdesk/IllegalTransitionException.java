package com.example.helpdesk;

public class IllegalTransitionException extends RuntimeException {
    private final Status from;
    private final Action action;

    public IllegalTransitionException(Status from, Action action) {
        super("cannot " + action + " a ticket that is " + from);
        this.from = from;
        this.action = action;
    }

    public Status getFrom() { return from; }
    public Action getAction() { return action; }
}
