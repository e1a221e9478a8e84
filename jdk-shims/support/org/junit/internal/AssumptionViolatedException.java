package org.junit.internal;

/**
 * A failed assumption: the test is skipped, not failed. JUnit's Hamcrest-based
 * constructors are not provided (Terrarium has no Hamcrest); {@link org.junit.Assume}
 * builds the same messages itself.
 */
public class AssumptionViolatedException extends RuntimeException {

    private static final long serialVersionUID = 2L;

    private final String fAssumption;

    public AssumptionViolatedException(String assumption) {
        fAssumption = assumption;
    }

    public AssumptionViolatedException(String assumption, Throwable e) {
        this(assumption);
        initCause(e);
    }

    @Override
    public String getMessage() {
        return fAssumption == null ? "" : fAssumption;
    }
}
