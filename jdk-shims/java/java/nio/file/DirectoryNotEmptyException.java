package java.nio.file;

public class DirectoryNotEmptyException extends FileSystemException {
    static final long serialVersionUID = 1L;

    public DirectoryNotEmptyException(String dir) {
        super(dir);
    }
}
