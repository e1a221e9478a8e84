package java.nio.file;

public class AccessDeniedException extends FileSystemException {
    static final long serialVersionUID = 4943L;

    public AccessDeniedException(String file) {
        super(file);
    }

    public AccessDeniedException(String file, String other, String reason) {
        super(file, other, reason);
    }
}
