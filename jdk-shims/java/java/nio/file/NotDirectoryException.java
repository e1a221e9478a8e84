package java.nio.file;

public class NotDirectoryException extends FileSystemException {
    static final long serialVersionUID = 1L;

    public NotDirectoryException(String dir) {
        super(dir);
    }
}
