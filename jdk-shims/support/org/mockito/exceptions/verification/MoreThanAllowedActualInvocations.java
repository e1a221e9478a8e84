package org.mockito.exceptions.verification;

/** The call happened more often than atMost allows. */
public class MoreThanAllowedActualInvocations extends org.mockito.exceptions.base.MockitoAssertionError {
    private static final long serialVersionUID = 1L;

    public MoreThanAllowedActualInvocations(String message) {
        super(message);
    }
}
