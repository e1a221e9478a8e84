package org.mockito.exceptions.verification;

/** The call happened less often than wanted. */
public class TooLittleActualInvocations extends org.mockito.exceptions.base.MockitoAssertionError {
    private static final long serialVersionUID = 1L;

    public TooLittleActualInvocations(String message) {
        super(message);
    }
}
