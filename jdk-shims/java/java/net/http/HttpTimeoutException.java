package java.net.http;

public class HttpTimeoutException extends java.io.IOException {
    public HttpTimeoutException(String msg) {
        super(msg);
    }
}
