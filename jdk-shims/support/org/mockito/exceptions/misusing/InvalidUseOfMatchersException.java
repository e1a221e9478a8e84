package org.mockito.exceptions.misusing;

/** Matchers and raw values mixed, or matchers outside a call. */
public class InvalidUseOfMatchersException extends org.mockito.exceptions.base.MockitoException {
    private static final long serialVersionUID = 1L;

    public InvalidUseOfMatchersException(String message) {
        super(message);
    }
}
