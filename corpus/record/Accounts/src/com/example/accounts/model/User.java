package com.example.accounts.model;

public class User {
    private final String email;
    private final String displayName;
    private String passwordHash;
    private boolean confirmed;
    private int failedLogins;

    public User(String email, String displayName, String passwordHash) {
        this.email = email;
        this.displayName = displayName;
        this.passwordHash = passwordHash;
    }

    public String getEmail() { return email; }
    public String getDisplayName() { return displayName; }
    public String getPasswordHash() { return passwordHash; }
    public boolean isConfirmed() { return confirmed; }
    public int getFailedLogins() { return failedLogins; }

    public void setPasswordHash(String passwordHash) { this.passwordHash = passwordHash; }
    public void confirm() { this.confirmed = true; }
    public void loginFailed() { failedLogins++; }
    public void loginSucceeded() { failedLogins = 0; }
}
