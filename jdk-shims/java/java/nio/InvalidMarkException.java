package java.nio;

public class InvalidMarkException extends IllegalStateException {
    private static final long serialVersionUID = 1698329710438510774L;

    public InvalidMarkException() {
    }
}
