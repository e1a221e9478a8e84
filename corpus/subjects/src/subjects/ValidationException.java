package subjects;

/** Checked exception carrying the name of the offending field. */
public class ValidationException extends Exception {

    private static final long serialVersionUID = 1L;

    private final String field;

    public ValidationException(String field, String message) {
        super(field + ": " + message);
        this.field = field;
    }

    public ValidationException(String field, String message, Throwable cause) {
        super(field + ": " + message, cause);
        this.field = field;
    }

    public String getField() {
        return field;
    }

    public boolean isAbout(String name) {
        return field != null && field.equals(name);
    }
}
