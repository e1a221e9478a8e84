package com.example.helpdesk;

import java.util.ArrayList;
import java.util.List;

public class Ticket {
    private final int id;
    private final String subject;
    private final Priority priority;
    private Status status = Status.OPEN;
    private String assignee;
    private final List<String> history = new ArrayList<>();

    public enum Priority { LOW, NORMAL, URGENT }

    public Ticket(int id, String subject, Priority priority) {
        this.id = id;
        this.subject = subject;
        this.priority = priority;
    }

    public int getId() { return id; }
    public String getSubject() { return subject; }
    public Priority getPriority() { return priority; }
    public Status getStatus() { return status; }
    public String getAssignee() { return assignee; }
    public List<String> getHistory() { return history; }

    void moveTo(Status status, String note) {
        history.add(this.status + " -> " + status + ": " + note);
        this.status = status;
    }

    void setAssignee(String assignee) { this.assignee = assignee; }
}
