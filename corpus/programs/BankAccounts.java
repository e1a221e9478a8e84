import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.*;

public class BankAccounts {
    static class BankException extends Exception {
        BankException(String msg) { super(msg); }
        BankException(String msg, Throwable cause) { super(msg, cause); }
    }
    static class InsufficientFundsException extends BankException {
        final BigDecimal shortfall;
        InsufficientFundsException(String id, BigDecimal shortfall) {
            super("account " + id + " short by " + shortfall);
            this.shortfall = shortfall;
        }
    }
    static class AccountNotFoundException extends BankException {
        AccountNotFoundException(String id) { super("no such account: " + id); }
    }

    static class Account {
        final String id; final String owner;
        BigDecimal balance = BigDecimal.ZERO.setScale(2);
        final List<String> log = new ArrayList<>();
        Account(String id, String owner) { this.id = id; this.owner = owner; }
        void deposit(BigDecimal amt) {
            if (amt.signum() <= 0) throw new IllegalArgumentException("deposit must be positive: " + amt);
            balance = balance.add(amt).setScale(2, RoundingMode.HALF_EVEN);
            log.add("+" + amt.setScale(2, RoundingMode.HALF_EVEN));
        }
        void withdraw(BigDecimal amt) throws InsufficientFundsException {
            if (balance.compareTo(amt) < 0) throw new InsufficientFundsException(id, amt.subtract(balance));
            balance = balance.subtract(amt).setScale(2, RoundingMode.HALF_EVEN);
            log.add("-" + amt.setScale(2, RoundingMode.HALF_EVEN));
        }
        @Override public String toString() { return String.format("%-5s %-8s %12s", id, owner, balance.toPlainString()); }
    }

    final Map<String, Account> accounts = new LinkedHashMap<>();

    Account get(String id) throws AccountNotFoundException {
        Account a = accounts.get(id);
        if (a == null) throw new AccountNotFoundException(id);
        return a;
    }

    void transfer(String from, String to, String amount) throws BankException {
        try {
            BigDecimal amt = new BigDecimal(amount);
            Account a = get(from), b = get(to);
            a.withdraw(amt);
            b.deposit(amt);
        } catch (NumberFormatException e) {
            throw new BankException("bad amount '" + amount + "'", e);
        }
    }

    public static void main(String[] args) {
        BankAccounts bank = new BankAccounts();
        String[][] people = {{"A1", "alice"}, {"B2", "bob"}, {"C3", "carol"}, {"D4", "dave"}};
        for (String[] p : people) bank.accounts.put(p[0], new Account(p[0], p[1]));
        bank.accounts.get("A1").deposit(new BigDecimal("1000.00"));
        bank.accounts.get("B2").deposit(new BigDecimal("250.505"));
        bank.accounts.get("C3").deposit(new BigDecimal("0.015"));
        try {
            bank.accounts.get("D4").deposit(new BigDecimal("-5"));
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        String[][] ops = {
            {"A1", "B2", "100.10"}, {"B2", "C3", "400"}, {"C3", "A1", "0.01"}, {"A1", "Z9", "5"},
            {"A1", "D4", "12.3456"}, {"D4", "B2", "abc"}, {"B2", "A1", "350.60"}, {"A1", "C3", "1e2"},
        };
        for (String[] op : ops) {
            try {
                bank.transfer(op[0], op[1], op[2]);
                System.out.println("ok   " + String.join(" -> ", op));
            } catch (InsufficientFundsException e) {
                System.out.println("FAIL " + e.getMessage() + " (shortfall scale " + e.shortfall.scale() + ")");
            } catch (BankException e) {
                System.out.println("FAIL " + e.getClass().getSimpleName() + ": " + e.getMessage()
                    + (e.getCause() != null ? " caused by " + e.getCause().getClass().getName() : ""));
            }
        }
        System.out.println();
        BigDecimal total = BigDecimal.ZERO;
        for (Account a : bank.accounts.values()) {
            System.out.println(a + "  " + a.log);
            total = total.add(a.balance);
        }
        System.out.println("total " + total);
        // monthly interest 1.75% p.a. compounded monthly for 12 months on A1
        BigDecimal bal = bank.accounts.get("A1").balance;
        BigDecimal rate = new BigDecimal("0.0175").divide(BigDecimal.valueOf(12), 10, RoundingMode.HALF_UP);
        System.out.println("monthly rate " + rate);
        for (int m = 1; m <= 12; m++) {
            BigDecimal interest = bal.multiply(rate).setScale(2, RoundingMode.HALF_EVEN);
            bal = bal.add(interest);
            if (m % 3 == 0) System.out.printf("month %2d interest %6s balance %10s%n", m, interest, bal);
        }
        BigDecimal[] split = bal.divideAndRemainder(new BigDecimal("3"));
        System.out.println("split 3 ways: " + split[0] + " rem " + split[1]);
        // statement for every account: running balance
        for (Account a : bank.accounts.values()) {
            System.out.println("statement " + a.id);
            BigDecimal run = BigDecimal.ZERO;
            for (String entry : a.log) {
                run = run.add(new BigDecimal(entry));
                System.out.printf("  %10s %12s%n", entry, run);
            }
        }
        System.out.println("per person " + bal.divide(new BigDecimal("3"), 2, RoundingMode.DOWN)
            + ", stripped " + new BigDecimal("120.500").stripTrailingZeros()
            + ", plain " + new BigDecimal("1E+3").toPlainString()
            + ", cmp " + new BigDecimal("2.0").equals(new BigDecimal("2.00"))
            + "/" + new BigDecimal("2.0").compareTo(new BigDecimal("2.00")));
    }
}
