package org.mockito.exceptions.verification;

/** Calls happened in another order. */
public class VerificationInOrderFailure extends org.mockito.exceptions.base.MockitoAssertionError {
    private static final long serialVersionUID = 1L;

    public VerificationInOrderFailure(String message) {
        super(message);
    }
}
