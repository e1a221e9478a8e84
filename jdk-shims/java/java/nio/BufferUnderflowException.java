package java.nio;

public class BufferUnderflowException extends RuntimeException {
    private static final long serialVersionUID = -1713313658691622206L;

    public BufferUnderflowException() {
    }
}
