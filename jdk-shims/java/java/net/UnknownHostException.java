package java.net;

public class UnknownHostException extends java.io.IOException {
    public UnknownHostException(String msg) {
        super(msg);
    }

    public UnknownHostException() {
        super();
    }
}
