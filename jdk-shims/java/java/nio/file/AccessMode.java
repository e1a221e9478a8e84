package java.nio.file;

public enum AccessMode {
    READ,
    WRITE,
    EXECUTE;
}
