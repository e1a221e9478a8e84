package java.io;

public interface ObjectInputValidation {
    public void validateObject() throws InvalidObjectException;
}
