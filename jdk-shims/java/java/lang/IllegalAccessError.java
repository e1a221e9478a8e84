package java.lang;

/** Code tried to use a field or method it may not (a resolution error). */
public class IllegalAccessError extends IncompatibleClassChangeError {
    private static final long serialVersionUID = -8988904074992417891L;

    public IllegalAccessError() {
        super();
    }

    public IllegalAccessError(String s) {
        super(s);
    }
}
