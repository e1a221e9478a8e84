import java.util.ArrayList;
import java.util.List;
import java.util.Random;

public class ConcBankTransfers {
    static class InsufficientFundsException extends Exception {
        InsufficientFundsException(String msg) {
            super(msg);
        }
    }

    static class Account {
        final int id;
        final String owner;
        private long balance;
        private int transactions;

        Account(int id, String owner, long balance) {
            this.id = id;
            this.owner = owner;
            this.balance = balance;
        }

        synchronized void deposit(long amount) {
            balance += amount;
            transactions++;
        }

        synchronized void withdraw(long amount) throws InsufficientFundsException {
            if (amount > balance) throw new InsufficientFundsException(owner + " cannot cover " + amount);
            balance -= amount;
            transactions++;
        }

        synchronized long balance() {
            return balance;
        }

        synchronized int transactions() {
            return transactions;
        }
    }

    static class TransferService {
        private final Account[] accounts;
        private int rejected;

        TransferService(Account[] accounts) {
            this.accounts = accounts;
        }

        // lock ordering by account id prevents deadlock
        void transfer(int from, int to, long amount) {
            Account a = accounts[from];
            Account b = accounts[to];
            Account first = a.id < b.id ? a : b;
            Account second = a.id < b.id ? b : a;
            synchronized (first) {
                synchronized (second) {
                    try {
                        a.withdraw(amount);
                        b.deposit(amount);
                    } catch (InsufficientFundsException e) {
                        synchronized (this) {
                            rejected++;
                        }
                    }
                }
            }
        }

        long total() {
            long sum = 0;
            for (Account acc : accounts) sum += acc.balance();
            return sum;
        }

        synchronized int rejected() {
            return rejected;
        }
    }

    public static void main(String[] args) throws Exception {
        String[] owners = {"alice", "bob", "carol", "dan", "erin", "frank"};
        Account[] accounts = new Account[owners.length];
        for (int i = 0; i < owners.length; i++) accounts[i] = new Account(i, owners[i], 1_000_000);
        TransferService service = new TransferService(accounts);
        System.out.println("opening total " + service.total());

        // Each teller performs a fixed, seeded list of transfers. No account can run dry
        // (at most 12,000 transfers of at most 50), so the final balances do not depend
        // on the interleaving.
        List<Thread> tellers = new ArrayList<>();
        for (int t = 0; t < 6; t++) {
            final int seed = t;
            tellers.add(new Thread(() -> {
                Random rnd = new Random(seed);
                for (int i = 0; i < 2000; i++) {
                    int from = rnd.nextInt(owners.length);
                    int to = (from + 1 + rnd.nextInt(owners.length - 1)) % owners.length;
                    long amount = 1 + rnd.nextInt(50);
                    service.transfer(from, to, amount);
                }
            }, "teller-" + t));
        }
        for (Thread t : tellers) t.start();
        for (Thread t : tellers) t.join();
        for (Account a : accounts) {
            System.out.printf("%-6s balance %,d transactions %d%n", a.owner, a.balance(), a.transactions());
        }
        System.out.println("closing total " + service.total() + ", rejected " + service.rejected());

        // a payroll run: one thread per employee paid from the company account
        Account company = new Account(100, "acme", 50_000);
        Account[] staff = new Account[5];
        List<Thread> payroll = new ArrayList<>();
        for (int i = 0; i < staff.length; i++) {
            staff[i] = new Account(101 + i, "emp" + i, 0);
            final Account emp = staff[i];
            final long salary = 12_000;
            payroll.add(new Thread(() -> {
                synchronized (company) {
                    synchronized (emp) {
                        try {
                            company.withdraw(salary);
                            emp.deposit(salary);
                        } catch (InsufficientFundsException e) {
                            // only the fifth payment fails, whichever thread makes it
                        }
                    }
                }
            }));
        }
        for (Thread t : payroll) t.start();
        for (Thread t : payroll) t.join();
        int paid = 0;
        long paidOut = 0;
        for (Account s : staff) {
            if (s.balance() > 0) paid++;
            paidOut += s.balance();
        }
        System.out.println("payroll: " + paid + " of 5 paid, " + paidOut + " paid out, company left with " + company.balance());
        try {
            company.withdraw(2_001);
        } catch (InsufficientFundsException e) {
            System.out.println("rejected: " + e.getMessage());
        }
    }
}
