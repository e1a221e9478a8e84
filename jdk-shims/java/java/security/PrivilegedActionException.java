package java.security;

/** The checked exception a PrivilegedExceptionAction threw; it is also the cause. */
public class PrivilegedActionException extends Exception {
    private static final long serialVersionUID = 4724086851538908602L;

    public PrivilegedActionException(Exception exception) {
        super(null, exception);
    }

    public Exception getException() {
        return (Exception) super.getCause();
    }

    @Override
    public String toString() {
        String s = getClass().getName();
        Throwable cause = super.getCause();
        return cause != null ? s + ": " + cause.toString() : s;
    }
}
