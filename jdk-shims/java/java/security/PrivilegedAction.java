package java.security;

public interface PrivilegedAction<T> {
    T run();
}
