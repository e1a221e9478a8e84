package com.example.ledger;

import java.io.IOException;
import java.util.Random;
import java.util.Scanner;

/** Books entries typed at the console: "book LEDGER ACCOUNT CENTS MEMO...". */
public class Clerk {
    private final Scanner in;
    private final LedgerStore store;
    private final Random random = new Random();
    private int booked;

    public Clerk(LedgerStore store) {
        this.store = store;
        this.in = new Scanner(System.in);
    }

    /** Handles the next command; false at the end of input or on "quit". */
    public boolean next() throws IOException {
        if (!in.hasNextLine()) {
            return false;
        }
        String line = in.nextLine().trim();
        if (line.equals("quit")) {
            return false;
        }
        String[] w = line.split("\\s+", 5);
        if (w.length < 4 || !w[0].equals("book")) {
            System.out.println("? " + line);
            return true;
        }
        long cents = Long.parseLong(w[3]);
        String memo = w.length > 4 ? w[4] : "";
        store.append(w[1], new Entry(w[2], cents, memo + " #" + receipt()));
        booked++;
        System.out.println("booked " + w[2] + " " + cents);
        return true;
    }

    /** A receipt number for a booking: four random digits. */
    public String receipt() {
        return String.valueOf(1000 + random.nextInt(9000));
    }

    public int getBooked() {
        return booked;
    }
}
