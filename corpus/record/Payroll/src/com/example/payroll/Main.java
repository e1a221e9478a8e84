package com.example.payroll;

import java.util.Arrays;
import java.util.List;

public class Main {
    public static void main(String[] args) {
        List<Employee> staff = Arrays.asList(
                new Employee("e1", "Ida", "ida@corp.example", EmploymentType.SALARIED, 420_000),
                new Employee("e2", "Tom", "tom@corp.example", EmploymentType.HOURLY, 2_000),
                new Employee("e3", "Liv", "liv@corp", EmploymentType.HOURLY, 2_500),
                new Employee("e4", "Max", "max@contractor.example", EmploymentType.CONTRACTOR, 9_000));
        EmployeeDao dao = new EmployeeDao() {
            public Employee findById(String id) {
                for (Employee e : staff) if (e.getId().equals(id)) return e;
                return null;
            }
            public List<Employee> findAll() { return staff; }
        };
        TimesheetClient timesheets = (id, period) -> id.equals("e2") ? 170 : id.equals("e4") ? 20 : -1;
        MailSender mail = (to, subject, body) -> {
            if (!to.contains(".")) throw new MailException("bad address " + to);
            System.out.println("  mail " + to + ": " + subject);
        };
        PayrollService payroll = new PayrollService(dao, timesheets, mail);

        System.out.println(payroll.pay("e1", "2024-05"));
        System.out.println(payroll.pay(" e2 ", "2024-05"));
        for (String[] bad : new String[][] {{"e9", "2024-05"}, {"", "2024-05"}, {"e1", null}}) {
            try {
                payroll.pay(bad[0], bad[1]);
            } catch (IllegalArgumentException e) {
                System.out.println("error: " + e.getMessage());
            }
        }
        List<Payslip> unsent = payroll.payAll("2024-06");
        System.out.println("unsent: " + unsent);
        System.out.println("warnings: " + payroll.getWarnings());
    }
}
