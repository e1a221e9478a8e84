package org.mockito.exceptions.base;

/** A misuse of Mockito. */
public class MockitoException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public MockitoException(String message, Throwable t) {
        super(message, t);
    }

    public MockitoException(String message) {
        super(message);
    }

    public StackTraceElement[] getUnfilteredStackTrace() {
        return getStackTrace();
    }
}
