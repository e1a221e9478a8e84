package org.mockito.exceptions.verification;

/** A call no verification wanted happened. */
public class NoInteractionsWanted extends org.mockito.exceptions.base.MockitoAssertionError {
    private static final long serialVersionUID = 1L;

    public NoInteractionsWanted(String message) {
        super(message);
    }
}
