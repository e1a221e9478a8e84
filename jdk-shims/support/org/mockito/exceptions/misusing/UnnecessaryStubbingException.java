package org.mockito.exceptions.misusing;

/** A stubbing no test used (strict stubs). */
public class UnnecessaryStubbingException extends org.mockito.exceptions.base.MockitoException {
    private static final long serialVersionUID = 1L;

    public UnnecessaryStubbingException(String message) {
        super(message);
    }
}
