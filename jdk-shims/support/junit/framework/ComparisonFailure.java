package junit.framework;

/** JUnit 3's comparison failure (when the class path has no JUnit): the message and both sides. */
public class ComparisonFailure extends AssertionFailedError {
    private static final long serialVersionUID = 1L;

    private final String fExpected;
    private final String fActual;

    public ComparisonFailure(String message, String expected, String actual) {
        super(message);
        fExpected = expected;
        fActual = actual;
    }

    @Override
    public String getMessage() {
        return new org.junit.ComparisonFailure(super.getMessage(), fExpected, fActual).getMessage();
    }

    public String getActual() {
        return fActual;
    }

    public String getExpected() {
        return fExpected;
    }
}
