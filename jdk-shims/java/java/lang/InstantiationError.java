package java.lang;

public class InstantiationError extends IncompatibleClassChangeError {
    private static final long serialVersionUID = 1L;

    public InstantiationError() {
        super();
    }

    public InstantiationError(String s) {
        super(s);
    }
}
