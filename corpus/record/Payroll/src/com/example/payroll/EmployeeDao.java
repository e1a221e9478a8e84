package com.example.payroll;

import java.util.List;

public interface EmployeeDao {
    Employee findById(String id);
    List<Employee> findAll();
}
