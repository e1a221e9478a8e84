package com.example.payroll;

public final class TaxTable {
    private TaxTable() {}

    /** Progressive monthly tax in cents. */
    public static long monthlyTax(long grossCents) {
        long tax = 0;
        if (grossCents > 300_000) {
            tax += (grossCents - 300_000) * 40 / 100;
            grossCents = 300_000;
        }
        if (grossCents > 100_000) {
            tax += (grossCents - 100_000) * 25 / 100;
        }
        return tax;
    }
}
