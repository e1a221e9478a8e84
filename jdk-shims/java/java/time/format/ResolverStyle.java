package java.time.format;

public enum ResolverStyle {
    STRICT,
    SMART,
    LENIENT;
}
