package java.time.format;

public enum FormatStyle {
    FULL,
    LONG,
    MEDIUM,
    SHORT;
}
