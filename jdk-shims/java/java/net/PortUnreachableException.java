package java.net;

public class PortUnreachableException extends SocketException {
    public PortUnreachableException(String msg) {
        super(msg);
    }

    public PortUnreachableException() {
        super();
    }
}
