package com.example.payroll;

import java.util.ArrayList;
import java.util.List;

public class PayrollService extends AbstractService {
    private final EmployeeDao employees;
    private final TimesheetClient timesheets;
    private final MailSender mail;

    public PayrollService(EmployeeDao employees, TimesheetClient timesheets, MailSender mail) {
        this.employees = employees;
        this.timesheets = timesheets;
        this.mail = mail;
    }

    @Override
    protected String name() {
        return "payroll";
    }

    public Payslip pay(String employeeId, String period) {
        String id = requireText(employeeId, "employee id");
        Employee e = employees.findById(id);
        if (e == null) {
            throw new IllegalArgumentException("no employee " + id);
        }
        return pay(e, period);
    }

    public Payslip pay(Employee e, String period) {
        requireText(period, "period");
        Payslip.Builder slip = Payslip.builder().employee(e.getId()).period(period);
        long gross;
        switch (e.getType()) {
            case SALARIED:
                gross = e.getRateCents();
                break;
            case HOURLY: {
                int hours = timesheets.hoursLogged(e.getId(), period);
                if (hours < 0) {
                    warn("no timesheet from " + e.getId() + " for " + period);
                    slip.note("timesheet missing");
                    hours = 0;
                }
                int overtime = Math.max(0, hours - 160);
                gross = e.getRateCents() * (hours - overtime) + e.getRateCents() * overtime * 3 / 2;
                break;
            }
            default:
                gross = e.getRateCents() * Math.max(0, timesheets.hoursLogged(e.getId(), period));
                return slip.gross(gross).note("contractor: invoice, no tax").build();
        }
        return slip.gross(gross).tax(TaxTable.monthlyTax(gross)).build();
    }

    /** Pays everyone and mails each a payslip; the payslips that could not be mailed. */
    public List<Payslip> payAll(String period) {
        List<Payslip> unsent = new ArrayList<>();
        for (Employee e : employees.findAll()) {
            Payslip p = pay(e, period);
            try {
                mail.send(e.getEmail(), "Payslip " + period, p.toString());
            } catch (MailException ex) {
                warn("mail to " + e.getEmail() + " failed: " + ex.getMessage());
                unsent.add(p);
            }
        }
        return unsent;
    }
}
