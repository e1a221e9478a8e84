package com.example.payroll;

public enum EmploymentType {
    SALARIED, HOURLY, CONTRACTOR;
}
