package org.mockito.exceptions.base;

/** A failed verification. */
public class MockitoAssertionError extends AssertionError {
    private static final long serialVersionUID = 1L;

    public MockitoAssertionError(String message) {
        super(message);
    }

    public MockitoAssertionError(MockitoAssertionError error, String message) {
        super(message + "\n" + error.getMessage());
        setStackTrace(error.getStackTrace());
    }

    public StackTraceElement[] getUnfilteredStackTrace() {
        return getStackTrace();
    }
}
