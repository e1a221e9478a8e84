package com.example.payroll;

public interface TimesheetClient {
    /** Hours logged in the period, or -1 when no timesheet was submitted. */
    int hoursLogged(String employeeId, String period);
}
