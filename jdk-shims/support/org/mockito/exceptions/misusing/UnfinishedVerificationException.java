package org.mockito.exceptions.misusing;

/** verify(mock) without the call to verify. */
public class UnfinishedVerificationException extends org.mockito.exceptions.base.MockitoException {
    private static final long serialVersionUID = 1L;

    public UnfinishedVerificationException(String message) {
        super(message);
    }
}
