package com.example.helpdesk;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class Main {
    public static void main(String[] args) {
        Map<Integer, Ticket> store = new TreeMap<>();
        TicketRepository repo = new TicketRepository() {
            private int next = 1;
            public int nextId() { return next++; }
            public Ticket get(int id) { return store.get(id); }
            public void save(Ticket ticket) { store.put(ticket.getId(), ticket); }
            public List<Ticket> byStatus(Status status) {
                List<Ticket> out = new ArrayList<>();
                for (Ticket t : store.values()) if (t.getStatus() == status) out.add(t);
                return out;
            }
        };
        AgentDirectory agents = new AgentDirectory() {
            public List<String> onDuty() { return Arrays.asList("kim", "lee", "sam"); }
            public boolean isSenior(String agent) { return agent.equals("lee"); }
        };
        long[] now = {1_000};
        Clock clock = () -> now[0] += 60_000;
        EventPublisher events = (topic, payload) -> System.out.println("  event " + topic + " " + payload);
        TicketService service = new TicketService(repo, agents, events, clock, new TicketWorkflow());

        Ticket printer = service.open("  Printer jammed ", Ticket.Priority.NORMAL);
        Ticket outage = service.open("Site down", Ticket.Priority.URGENT);
        System.out.println("#" + outage.getId() + " went to " + outage.getAssignee());
        System.out.println("#1 assigned to " + service.assign(printer.getId()));
        System.out.println("#1 " + service.act(1, Action.ASK_CUSTOMER));
        System.out.println("#1 " + service.act(1, Action.CUSTOMER_REPLIED));
        System.out.println("#1 " + service.act(1, Action.RESOLVE));
        System.out.println("#2 " + service.act(2, Action.RESOLVE));
        try {
            service.act(2, Action.ASK_CUSTOMER);
        } catch (IllegalTransitionException e) {
            System.out.println("refused: " + e.getMessage());
        }
        try {
            service.open(" ", Ticket.Priority.LOW);
        } catch (IllegalArgumentException e) {
            System.out.println("refused: " + e.getMessage());
        }
        try {
            service.act(42, Action.CLOSE);
        } catch (IllegalArgumentException e) {
            System.out.println("refused: " + e.getMessage());
        }
        System.out.println("closed " + service.closeResolved());
        for (String h : printer.getHistory()) System.out.println("  " + h);
    }
}
