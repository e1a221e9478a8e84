package java.nio.channels;

public class NonReadableChannelException extends IllegalStateException {
    public NonReadableChannelException() {
    }
}
