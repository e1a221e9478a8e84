package java.nio.channels;

public class ClosedByInterruptException extends AsynchronousCloseException {
    public ClosedByInterruptException() {
    }
}
