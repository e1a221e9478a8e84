package org.junit.platform.commons;

/** Base of the JUnit Platform's own exceptions. */
public class JUnitException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public JUnitException(String message) {
        super(message);
    }

    public JUnitException(String message, Throwable cause) {
        super(message, cause);
    }
}
