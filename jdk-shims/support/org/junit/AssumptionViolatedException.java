package org.junit;

/** A failed assumption: the test is skipped, not failed. */
public class AssumptionViolatedException extends org.junit.internal.AssumptionViolatedException {

    private static final long serialVersionUID = 1L;

    public AssumptionViolatedException(String message) {
        super(message);
    }

    public AssumptionViolatedException(String message, Throwable t) {
        super(message, t);
    }
}
