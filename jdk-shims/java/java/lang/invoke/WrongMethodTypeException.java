package java.lang.invoke;

/** A method handle was called, or adapted, with a type it cannot take. */
public class WrongMethodTypeException extends RuntimeException {
    private static final long serialVersionUID = 292L;

    public WrongMethodTypeException() {
    }

    public WrongMethodTypeException(String s) {
        super(s);
    }

    WrongMethodTypeException(String s, Throwable cause) {
        super(s, cause);
    }

    WrongMethodTypeException(Throwable cause) {
        super(cause);
    }
}
