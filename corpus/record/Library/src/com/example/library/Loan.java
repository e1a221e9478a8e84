package com.example.library;

public class Loan {
    public enum Status { ACTIVE, RETURNED, OVERDUE }

    private final long id;
    private final String isbn;
    private final String memberId;
    private final long dueDay;
    private Status status = Status.ACTIVE;

    public Loan(long id, String isbn, String memberId, long dueDay) {
        this.id = id;
        this.isbn = isbn;
        this.memberId = memberId;
        this.dueDay = dueDay;
    }

    public long getId() { return id; }
    public String getIsbn() { return isbn; }
    public String getMemberId() { return memberId; }
    public long getDueDay() { return dueDay; }
    public Status getStatus() { return status; }
    public void setStatus(Status status) { this.status = status; }

    @Override
    public String toString() {
        return "Loan#" + id + "[" + isbn + " -> " + memberId + ", due day " + dueDay + ", " + status + "]";
    }
}
