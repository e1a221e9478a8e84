package java.net;

public class MalformedURLException extends java.io.IOException {
    public MalformedURLException(String msg) {
        super(msg);
    }

    public MalformedURLException() {
        super();
    }
}
