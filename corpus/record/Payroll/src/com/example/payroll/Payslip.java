package com.example.payroll;

public class Payslip {
    private final String employeeId;
    private final String period;
    private final long grossCents;
    private final long taxCents;
    private final String note;

    private Payslip(Builder b) {
        this.employeeId = b.employeeId;
        this.period = b.period;
        this.grossCents = b.grossCents;
        this.taxCents = b.taxCents;
        this.note = b.note;
    }

    public static Builder builder() {
        return new Builder();
    }

    public String getEmployeeId() { return employeeId; }
    public String getPeriod() { return period; }
    public long getGrossCents() { return grossCents; }
    public long getTaxCents() { return taxCents; }
    public long getNetCents() { return grossCents - taxCents; }
    public String getNote() { return note; }

    @Override
    public String toString() {
        return employeeId + " " + period + " gross=" + grossCents + " tax=" + taxCents + " net=" + getNetCents()
                + (note == null ? "" : " (" + note + ")");
    }

    public static class Builder {
        private String employeeId;
        private String period;
        private long grossCents;
        private long taxCents;
        private String note;

        public Builder employee(String id) { this.employeeId = id; return this; }
        public Builder period(String period) { this.period = period; return this; }
        public Builder gross(long cents) { this.grossCents = cents; return this; }
        public Builder tax(long cents) { this.taxCents = cents; return this; }
        public Builder note(String note) { this.note = note; return this; }

        public Payslip build() {
            if (employeeId == null || period == null) {
                throw new IllegalStateException("employee and period are required");
            }
            return new Payslip(this);
        }
    }
}
