package com.example.ledger;

import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        LedgerStore store = new LedgerStore("/work/books");
        Report report = new Report(store);
        System.out.println(report.ledgers());
        System.out.print(report.render("household"));
        try {
            report.balances("garage");
        } catch (IOException e) {
            System.out.println("error: " + e.getMessage());
        }
        try {
            report.balances("broken");
        } catch (IOException e) {
            System.out.println("error: " + e.getMessage());
        }
        Clerk clerk = new Clerk(store);
        while (clerk.next()) {
            // one command per line
        }
        System.out.println(clerk.getBooked() + " booked");
        System.out.print(report.render("household"));
        System.out.println(report.ledgers());
    }
}
