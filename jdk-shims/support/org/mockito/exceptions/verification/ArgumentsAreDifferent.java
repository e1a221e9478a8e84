package org.mockito.exceptions.verification;

/** The call happened with other arguments. */
public class ArgumentsAreDifferent extends org.mockito.exceptions.base.MockitoAssertionError {
    private static final long serialVersionUID = 1L;

    public ArgumentsAreDifferent(String message) {
        super(message);
    }

    @Override
    public String toString() {
        String s = super.toString();
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(nl + 1);
    }
}
