package com.example.payroll;

public interface MailSender {
    void send(String to, String subject, String body) throws MailException;
}
