package org.mockito.exceptions.misusing;

/** when() of something that is not a call on a mock. */
public class MissingMethodInvocationException extends org.mockito.exceptions.base.MockitoException {
    private static final long serialVersionUID = 1L;

    public MissingMethodInvocationException(String message) {
        super(message);
    }
}
