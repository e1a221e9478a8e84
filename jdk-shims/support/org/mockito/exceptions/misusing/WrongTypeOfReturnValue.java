package org.mockito.exceptions.misusing;

/** A stubbed value the method cannot return. */
public class WrongTypeOfReturnValue extends org.mockito.exceptions.base.MockitoException {
    private static final long serialVersionUID = 1L;

    public WrongTypeOfReturnValue(String message) {
        super(message);
    }
}
