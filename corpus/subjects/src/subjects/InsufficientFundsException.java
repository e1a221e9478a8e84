package subjects;

/** Thrown when a withdrawal would exceed the overdraft limit. */
public class InsufficientFundsException extends Exception {

    private static final long serialVersionUID = 1L;

    private final long shortfallCents;

    public InsufficientFundsException(long shortfallCents) {
        super("insufficient funds, short by " + shortfallCents + " cents");
        if (shortfallCents <= 0) {
            throw new IllegalArgumentException("shortfall must be positive");
        }
        this.shortfallCents = shortfallCents;
    }

    public long getShortfallCents() {
        return shortfallCents;
    }

    public boolean isMinor() {
        return shortfallCents < 100;
    }
}
