package junit.framework;

/** JUnit 3's assertion failure (when the class path has no JUnit). */
public class AssertionFailedError extends AssertionError {
    private static final long serialVersionUID = 1L;

    public AssertionFailedError() {
    }

    public AssertionFailedError(String message) {
        super(message == null ? "" : message);
    }
}
