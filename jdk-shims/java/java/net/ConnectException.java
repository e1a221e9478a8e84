package java.net;

public class ConnectException extends SocketException {
    public ConnectException(String msg) {
        super(msg);
    }

    public ConnectException() {
        super();
    }
}
