package java.nio.file;

public class ReadOnlyFileSystemException extends UnsupportedOperationException {
    static final long serialVersionUID = -6822409595617487197L;

    public ReadOnlyFileSystemException() {
    }

}
