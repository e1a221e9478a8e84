package com.example.accounts.infra;

public interface Mailer {
    boolean send(String to, String subject, String body);
}
