package subjects;

/** Bank account with overdraft rules, fees and transfers between accounts. */
public class BankAccount {

    public static final long OVERDRAFT_FEE_CENTS = 2500;
    public static final long DAILY_LIMIT_CENTS = 100_000;

    private final String iban;
    private long balanceCents;
    private final long overdraftLimitCents;
    private long withdrawnToday;
    private boolean frozen;

    public BankAccount(String iban, long overdraftLimitCents) {
        if (iban == null || !iban.matches("[A-Z]{2}\\d{2}[A-Z0-9]{4,30}")) {
            throw new IllegalArgumentException("invalid IBAN");
        }
        if (overdraftLimitCents < 0) {
            throw new IllegalArgumentException("overdraft limit must not be negative");
        }
        this.iban = iban;
        this.overdraftLimitCents = overdraftLimitCents;
    }

    public void deposit(long amountCents) {
        if (amountCents <= 0) {
            throw new IllegalArgumentException("deposit must be positive");
        }
        if (frozen) {
            throw new IllegalStateException("account frozen");
        }
        balanceCents += amountCents;
    }

    public void withdraw(long amountCents) throws InsufficientFundsException {
        if (amountCents <= 0) {
            throw new IllegalArgumentException("withdrawal must be positive");
        }
        if (frozen) {
            throw new IllegalStateException("account frozen");
        }
        if (withdrawnToday + amountCents > DAILY_LIMIT_CENTS) {
            throw new IllegalStateException("daily limit exceeded");
        }
        long after = balanceCents - amountCents;
        boolean entersOverdraft = balanceCents >= 0 && after < 0;
        if (entersOverdraft) {
            after -= OVERDRAFT_FEE_CENTS;
        }
        if (after < -overdraftLimitCents) {
            throw new InsufficientFundsException(-overdraftLimitCents - after);
        }
        balanceCents = after;
        withdrawnToday += amountCents;
    }

    public void transferTo(BankAccount target, long amountCents) throws InsufficientFundsException {
        if (target == null) {
            throw new IllegalArgumentException("target required");
        }
        if (target == this || target.iban.equals(iban)) {
            throw new IllegalArgumentException("cannot transfer to same account");
        }
        if (target.frozen) {
            throw new IllegalStateException("target frozen");
        }
        withdraw(amountCents);
        target.deposit(amountCents);
    }

    public void freeze() {
        frozen = true;
    }

    public void newDay() {
        withdrawnToday = 0;
    }

    public long getBalanceCents() {
        return balanceCents;
    }

    public boolean isOverdrawn() {
        return balanceCents < 0;
    }

    public String getIban() {
        return iban;
    }
}
