package com.example.helpdesk;

import java.util.EnumMap;
import java.util.Map;

/** The ticket life cycle as a table of transitions. */
public class TicketWorkflow {
    private final Map<Status, Map<Action, Status>> transitions = new EnumMap<>(Status.class);

    public TicketWorkflow() {
        allow(Status.OPEN, Action.ASSIGN, Status.ASSIGNED);
        allow(Status.OPEN, Action.CLOSE, Status.CLOSED);
        allow(Status.ASSIGNED, Action.ASK_CUSTOMER, Status.WAITING_ON_CUSTOMER);
        allow(Status.ASSIGNED, Action.RESOLVE, Status.RESOLVED);
        allow(Status.WAITING_ON_CUSTOMER, Action.CUSTOMER_REPLIED, Status.ASSIGNED);
        allow(Status.RESOLVED, Action.REOPEN, Status.ASSIGNED);
        allow(Status.RESOLVED, Action.CLOSE, Status.CLOSED);
    }

    private void allow(Status from, Action action, Status to) {
        transitions.computeIfAbsent(from, s -> new EnumMap<>(Action.class)).put(action, to);
    }

    public Status next(Status from, Action action) {
        Map<Action, Status> out = transitions.get(from);
        Status to = out == null ? null : out.get(action);
        if (to == null) {
            throw new IllegalTransitionException(from, action);
        }
        return to;
    }

    public boolean allows(Status from, Action action) {
        Map<Action, Status> out = transitions.get(from);
        return out != null && out.containsKey(action);
    }
}
