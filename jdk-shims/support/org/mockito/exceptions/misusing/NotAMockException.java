package org.mockito.exceptions.misusing;

/** Something that is not a mock was passed where a mock is wanted. */
public class NotAMockException extends org.mockito.exceptions.base.MockitoException {
    private static final long serialVersionUID = 1L;

    public NotAMockException(String message) {
        super(message);
    }
}
