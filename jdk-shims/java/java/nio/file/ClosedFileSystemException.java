package java.nio.file;

public class ClosedFileSystemException extends IllegalStateException {
    static final long serialVersionUID = -8158336077256193488L;

    public ClosedFileSystemException() {
    }

}
