package java.net;

public class SocketException extends java.io.IOException {
    public SocketException(String msg) {
        super(msg);
    }

    public SocketException(String message, Throwable cause) {
        super(message, cause);
    }

    public SocketException(Throwable cause) {
        super(cause);
    }

    public SocketException() {
        super();
    }
}
