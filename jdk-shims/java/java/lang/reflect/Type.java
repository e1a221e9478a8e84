package java.lang.reflect;

/** The common supertype of all types: classes, parameterized types, type variables, wildcards, generic arrays. */
public interface Type {
    default String getTypeName() {
        return toString();
    }
}
