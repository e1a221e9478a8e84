package java.nio.file;

public class ClosedDirectoryStreamException extends IllegalStateException {
    static final long serialVersionUID = 4228386650900895400L;

    public ClosedDirectoryStreamException() {
    }

}
