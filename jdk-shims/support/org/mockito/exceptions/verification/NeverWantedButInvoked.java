package org.mockito.exceptions.verification;

/** A call wanted never happened. */
public class NeverWantedButInvoked extends org.mockito.exceptions.base.MockitoAssertionError {
    private static final long serialVersionUID = 1L;

    public NeverWantedButInvoked(String message) {
        super(message);
    }
}
