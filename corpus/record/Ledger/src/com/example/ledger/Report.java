package com.example.ledger;

import java.io.IOException;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Balances of a ledger, headed by the day they were made and who made them. */
public class Report {
    private final LedgerStore store;
    private final String currency;

    public Report(LedgerStore store) {
        this.store = store;
        String c = System.getenv("LEDGER_CURRENCY");
        this.currency = c == null || c.isBlank() ? "EUR" : c.trim();
    }

    public Map<String, Long> balances(String ledger) throws IOException {
        Map<String, Long> out = new TreeMap<>();
        for (Entry e : store.read(ledger)) {
            out.merge(e.getAccount(), e.getCents(), Long::sum);
        }
        return out;
    }

    public String header(String ledger) {
        LocalDate today = LocalDate.now(ZoneId.of("UTC"));
        String who = System.getProperty("user.name", "someone");
        return ledger + " on " + today + " by " + who + " (" + currency + ")";
    }

    public String render(String ledger) throws IOException {
        StringBuilder sb = new StringBuilder(header(ledger)).append('\n');
        for (Map.Entry<String, Long> b : balances(ledger).entrySet()) {
            sb.append(String.format("%-10s %8s%n", b.getKey(), money(b.getValue())));
        }
        return sb.toString();
    }

    static String money(long cents) {
        String sign = cents < 0 ? "-" : "";
        long a = Math.abs(cents);
        return sign + (a / 100) + "." + String.format("%02d", a % 100);
    }

    public List<String> ledgers() {
        return store.ledgers();
    }
}
