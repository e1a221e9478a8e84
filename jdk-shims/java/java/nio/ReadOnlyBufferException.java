package java.nio;

public class ReadOnlyBufferException extends UnsupportedOperationException {
    private static final long serialVersionUID = -1210063976496234090L;

    public ReadOnlyBufferException() {
    }
}
