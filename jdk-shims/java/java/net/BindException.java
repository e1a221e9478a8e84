package java.net;

public class BindException extends SocketException {
    public BindException(String msg) {
        super(msg);
    }

    public BindException() {
        super();
    }
}
