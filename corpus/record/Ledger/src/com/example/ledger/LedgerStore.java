package com.example.ledger;

import java.io.BufferedWriter;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Ledgers kept as CSV files (account;cents;memo) in one directory. */
public class LedgerStore {
    private final Path dir;

    public LedgerStore(String dir) {
        this.dir = Paths.get(dir);
    }

    /** The ledgers in the directory, by name without ".csv", sorted. */
    public List<String> ledgers() {
        File[] files = dir.toFile().listFiles((d, n) -> n.endsWith(".csv"));
        List<String> names = new ArrayList<>();
        if (files == null) {
            return names;
        }
        Arrays.sort(files);
        for (File f : files) {
            String n = f.getName();
            names.add(n.substring(0, n.length() - 4));
        }
        return names;
    }

    /** The entries of a ledger; a malformed line is an error naming its number. */
    public List<Entry> read(String ledger) throws IOException {
        Path file = dir.resolve(ledger + ".csv");
        if (!Files.isRegularFile(file)) {
            throw new IOException("no ledger " + ledger);
        }
        List<Entry> out = new ArrayList<>();
        int number = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            number++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split(";", 3);
            if (parts.length < 2) {
                throw new IOException(ledger + ".csv:" + number + ": expected account;cents;memo");
            }
            long cents;
            try {
                cents = Long.parseLong(parts[1].trim());
            } catch (NumberFormatException e) {
                throw new IOException(ledger + ".csv:" + number + ": not an amount: " + parts[1]);
            }
            out.add(new Entry(parts[0].trim(), cents, parts.length > 2 ? parts[2].trim() : ""));
        }
        return out;
    }

    /** Appends an entry to a ledger, creating it when new. */
    public void append(String ledger, Entry e) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve(ledger + ".csv");
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
            w.write(e.getAccount() + ";" + e.getCents() + ";" + e.getMemo());
            w.newLine();
        }
    }
}
