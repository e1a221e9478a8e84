package com.example.bank;

public class TransferService {
    public static final long DAILY_LIMIT = 100_000;

    private final AccountDao accounts;
    private final AuditLog audit;

    public TransferService(AccountDao accounts, AuditLog audit) {
        this.accounts = accounts;
        this.audit = audit;
    }

    public long balanceOf(String iban) {
        return accounts.find(iban).map(Account::getBalance).orElse(-1L);
    }

    public void transfer(String from, String to, long amount) throws InsufficientFundsException {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        if (amount > DAILY_LIMIT) {
            audit.record("LIMIT", from, Long.toString(amount));
            throw new IllegalArgumentException("over the daily limit");
        }
        Account source = accounts.find(from).orElseThrow(() -> new IllegalArgumentException("no account " + from));
        Account target = accounts.find(to).orElseThrow(() -> new IllegalArgumentException("no account " + to));
        if (source.getBalance() < amount) {
            audit.record("NSF", from);
            throw new InsufficientFundsException(source.getOwner() + " has " + source.getBalance());
        }
        accounts.updateBalance(from, source.getBalance() - amount);
        accounts.updateBalance(to, target.getBalance() + amount);
        audit.record("TRANSFER", from, to, Long.toString(amount));
    }
}
