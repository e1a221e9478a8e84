package bank;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Accounts and transfers over a repository, an audit log and a clock. */
public class Bank {
    public interface Accounts {
        long balance(String account);
        void setBalance(String account, long cents);
        boolean exists(String account);
    }

    public interface Audit {
        void log(long at, String entry);
    }

    public interface Clock {
        long now();
    }

    public static class InsufficientFunds extends Exception {
        public InsufficientFunds(String message) {
            super(message);
        }
    }

    private final Accounts accounts;
    private final Audit audit;
    private final Clock clock;
    private long transfers;
    private long fees;

    public Bank(Accounts accounts, Audit audit, Clock clock) {
        this.accounts = accounts;
        this.audit = audit;
        this.clock = clock;
    }

    public long transfer(String from, String to, long cents) throws InsufficientFunds {
        if (cents <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        if (!accounts.exists(from) || !accounts.exists(to)) {
            throw new IllegalArgumentException("unknown account");
        }
        long fee = cents >= 100_000 ? 0 : Math.max(1, cents / 200);
        long available = accounts.balance(from);
        if (available < cents + fee) {
            audit.log(clock.now(), "refused " + from + "->" + to + " " + cents);
            throw new InsufficientFunds(from + " has " + available + ", needs " + (cents + fee));
        }
        accounts.setBalance(from, available - cents - fee);
        accounts.setBalance(to, accounts.balance(to) + cents);
        transfers++;
        fees += fee;
        audit.log(clock.now(), from + "->" + to + " " + cents + " fee " + fee);
        return fee;
    }

    public long fees() {
        return fees;
    }

    public long transfers() {
        return transfers;
    }

    /** The run: many customers moving money around. */
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        Map<String, Long> book = new LinkedHashMap<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            names.add("acct-" + i);
            book.put("acct-" + i, 50_000L + 1_000L * i);
        }
        Accounts accounts = new Accounts() {
            public long balance(String a) { return book.get(a); }
            public void setBalance(String a, long c) { book.put(a, c); }
            public boolean exists(String a) { return book.containsKey(a); }
        };
        long[] logged = new long[1];
        long[] time = new long[1];
        Bank bank = new Bank(accounts, (at, e) -> logged[0] += e.length(), () -> time[0] += 1000);
        int refused = 0;
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < 10; k++) {
                String from = names.get((r * 7 + k) % names.size());
                String to = names.get((r * 3 + k * 11 + 1) % names.size());
                long amount = ((r * 131L + k * 17L) % 40_000) + (k == 9 ? 100_000 : 0);
                try {
                    bank.transfer(from, from.equals(to) ? "nobody" : to, amount);
                } catch (InsufficientFunds | IllegalArgumentException e) {
                    refused++;
                }
            }
        }
        System.out.println(bank.transfers() + " transfers, " + refused + " refused, fees "
                + bank.fees() + ", audit " + logged[0]);
    }
}
