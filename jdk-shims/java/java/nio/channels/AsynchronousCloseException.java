package java.nio.channels;

public class AsynchronousCloseException extends ClosedChannelException {
    public AsynchronousCloseException() {
    }
}
