package org.mockito.exceptions.verification.junit;

/** The call happened with other arguments (a JUnit ComparisonFailure, so IDEs show a diff). */
public class ArgumentsAreDifferent extends junit.framework.ComparisonFailure {
    private static final long serialVersionUID = 1L;

    private final String message;

    public ArgumentsAreDifferent(String message, String wanted, String actual) {
        super(message, wanted, actual);
        this.message = message;
    }

    @Override
    public String getMessage() {
        return message;
    }

    public StackTraceElement[] getUnfilteredStackTrace() {
        return getStackTrace();
    }

    @Override
    public String toString() {
        String s = super.toString();
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(nl + 1);
    }
}
