package org.junit.platform.commons;

/** Thrown when an argument to a JUnit API is invalid (e.g. a null executable). */
public class PreconditionViolationException extends JUnitException {

    private static final long serialVersionUID = 1L;

    public PreconditionViolationException(String message) {
        super(message);
    }

    public PreconditionViolationException(String message, Throwable cause) {
        super(message, cause);
    }
}
