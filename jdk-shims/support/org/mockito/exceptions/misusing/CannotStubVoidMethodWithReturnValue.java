package org.mockito.exceptions.misusing;

/** A void method stubbed with a value. */
public class CannotStubVoidMethodWithReturnValue extends org.mockito.exceptions.base.MockitoException {
    private static final long serialVersionUID = 1L;

    public CannotStubVoidMethodWithReturnValue(String message) {
        super(message);
    }
}
