package org.mockito.exceptions.misusing;

/** null was passed where a mock is wanted. */
public class NullInsteadOfMockException extends org.mockito.exceptions.base.MockitoException {
    private static final long serialVersionUID = 1L;

    public NullInsteadOfMockException(String message) {
        super(message);
    }
}
