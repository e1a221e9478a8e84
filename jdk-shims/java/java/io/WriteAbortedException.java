package java.io;

public class WriteAbortedException extends ObjectStreamException {
    private static final long serialVersionUID = -3326426625597282442L;

    @Deprecated(since = "17")
    public Exception detail;

    public WriteAbortedException(String s, Exception ex) {
        super(s);
        initCause(null); // the cause is detail, and stays so
        detail = ex;
    }

    @Override
    public String getMessage() {
        return detail == null ? super.getMessage() : super.getMessage() + "; " + detail.toString();
    }

    @Override
    public Throwable getCause() {
        return detail;
    }
}
