package java.net;

public class ProtocolException extends java.io.IOException {
    public ProtocolException(String msg) {
        super(msg);
    }

    public ProtocolException() {
        super();
    }
}
