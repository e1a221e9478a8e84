package com.example.shop.domain;

/** An amount in cents of one currency. Immutable. */
public final class Money {
    private final long cents;
    private final String currency;

    public Money(long cents, String currency) {
        if (currency == null || currency.length() != 3) {
            throw new IllegalArgumentException("bad currency: " + currency);
        }
        this.cents = cents;
        this.currency = currency;
    }

    public static Money of(long cents, String currency) {
        return new Money(cents, currency);
    }

    public long getCents() { return cents; }
    public String getCurrency() { return currency; }

    public Money plus(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException("currency mismatch: " + currency + " vs " + other.currency);
        }
        return new Money(cents + other.cents, currency);
    }

    public Money times(int n) {
        return new Money(cents * n, currency);
    }

    public Money percentOff(int percent) {
        return new Money(cents - cents * percent / 100, currency);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Money)) return false;
        Money m = (Money) o;
        return m.cents == cents && m.currency.equals(currency);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(cents) * 31 + currency.hashCode();
    }

    @Override
    public String toString() {
        return String.format("%d.%02d %s", cents / 100, cents % 100, currency);
    }
}
