package java.nio.channels;

public class FileLockInterruptionException extends java.io.IOException {
    public FileLockInterruptionException() {
    }
}
