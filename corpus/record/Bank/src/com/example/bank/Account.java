package com.example.bank;

public class Account {
    private final String iban;
    private final String owner;
    private long balance;

    public Account(String iban, String owner, long balance) {
        this.iban = iban;
        this.owner = owner;
        this.balance = balance;
    }

    public String getIban() { return iban; }
    public String getOwner() { return owner; }
    public long getBalance() { return balance; }

    void setBalance(long balance) { this.balance = balance; }

    @Override
    public String toString() {
        return iban + "(" + owner + ", " + balance + ")";
    }
}
