package com.example.ledger;

/** One booked line of a ledger: an account, an amount in cents, a memo. */
public final class Entry {
    private final String account;
    private final long cents;
    private final String memo;

    public Entry(String account, long cents, String memo) {
        this.account = account;
        this.cents = cents;
        this.memo = memo;
    }

    public String getAccount() { return account; }
    public long getCents() { return cents; }
    public String getMemo() { return memo; }

    @Override
    public String toString() {
        return account + " " + cents + " " + memo;
    }
}
