package org.mockito.exceptions.verification;

/** The call happened more often than wanted. */
public class TooManyActualInvocations extends org.mockito.exceptions.base.MockitoAssertionError {
    private static final long serialVersionUID = 1L;

    public TooManyActualInvocations(String message) {
        super(message);
    }
}
