package org.mockito.exceptions.misusing;

/** when() without thenReturn() & co. */
public class UnfinishedStubbingException extends org.mockito.exceptions.base.MockitoException {
    private static final long serialVersionUID = 1L;

    public UnfinishedStubbingException(String message) {
        super(message);
    }
}
