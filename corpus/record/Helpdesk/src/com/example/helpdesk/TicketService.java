package com.example.helpdesk;

import java.util.List;

public class TicketService {
    private final TicketRepository tickets;
    private final AgentDirectory agents;
    private final EventPublisher events;
    private final Clock clock;
    private final TicketWorkflow workflow;

    public TicketService(TicketRepository tickets, AgentDirectory agents, EventPublisher events, Clock clock,
                         TicketWorkflow workflow) {
        this.tickets = tickets;
        this.agents = agents;
        this.events = events;
        this.clock = clock;
        this.workflow = workflow;
    }

    public Ticket open(String subject, Ticket.Priority priority) {
        if (subject == null || subject.isBlank()) {
            throw new IllegalArgumentException("a ticket needs a subject");
        }
        Ticket t = new Ticket(tickets.nextId(), subject.trim(), priority);
        tickets.save(t);
        events.publish("ticket.opened", t.getId() + ":" + priority);
        if (priority == Ticket.Priority.URGENT) {
            assign(t.getId());
        }
        return t;
    }

    public String assign(int ticketId) {
        Ticket t = load(ticketId);
        List<String> onDuty = agents.onDuty();
        if (onDuty.isEmpty()) {
            return null;
        }
        String agent = onDuty.get(0);
        if (t.getPriority() == Ticket.Priority.URGENT) {
            for (String a : onDuty) {
                if (agents.isSenior(a)) {
                    agent = a;
                    break;
                }
            }
        }
        apply(t, Action.ASSIGN, "to " + agent);
        t.setAssignee(agent);
        tickets.save(t);
        return agent;
    }

    public Status act(int ticketId, Action action) {
        Ticket t = load(ticketId);
        apply(t, action, "at " + clock.millis());
        tickets.save(t);
        if (t.getStatus().isTerminal()) {
            events.publish("ticket.closed", Integer.toString(ticketId));
        }
        return t.getStatus();
    }

    public int closeResolved() {
        int n = 0;
        for (Ticket t : tickets.byStatus(Status.RESOLVED)) {
            if (workflow.allows(t.getStatus(), Action.CLOSE)) {
                act(t.getId(), Action.CLOSE);
                n++;
            }
        }
        return n;
    }

    private void apply(Ticket t, Action action, String note) {
        t.moveTo(workflow.next(t.getStatus(), action), action + " " + note);
    }

    private Ticket load(int id) {
        Ticket t = tickets.get(id);
        if (t == null) {
            throw new IllegalArgumentException("no ticket #" + id);
        }
        return t;
    }
}
