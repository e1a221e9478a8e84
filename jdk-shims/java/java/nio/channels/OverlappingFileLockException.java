package java.nio.channels;

public class OverlappingFileLockException extends IllegalStateException {
    public OverlappingFileLockException() {
    }
}
