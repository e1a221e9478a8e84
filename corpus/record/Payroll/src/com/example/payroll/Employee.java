package com.example.payroll;

public class Employee {
    private final String id;
    private final String name;
    private final String email;
    private final EmploymentType type;
    private final long rateCents;

    public Employee(String id, String name, String email, EmploymentType type, long rateCents) {
        this.id = id;
        this.name = name;
        this.email = email;
        this.type = type;
        this.rateCents = rateCents;
    }

    public String getId() { return id; }
    public String getName() { return name; }
    public String getEmail() { return email; }
    public EmploymentType getType() { return type; }
    /** Monthly salary for salaried staff, hourly rate otherwise. */
    public long getRateCents() { return rateCents; }
}
