package com.example.accounts.infra;

public interface PasswordHasher {
    String hash(char[] password);
    boolean matches(char[] password, String hash);
}
