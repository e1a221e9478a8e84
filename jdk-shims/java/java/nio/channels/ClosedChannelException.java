package java.nio.channels;

public class ClosedChannelException extends java.io.IOException {
    public ClosedChannelException() {
    }
}
