package org.mockito.exceptions.verification;

/** The wanted call did not happen. */
public class WantedButNotInvoked extends org.mockito.exceptions.base.MockitoAssertionError {
    private static final long serialVersionUID = 1L;

    public WantedButNotInvoked(String message) {
        super(message);
    }

    @Override
    public String toString() {
        String s = super.toString();
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(nl + 1);
    }
}
