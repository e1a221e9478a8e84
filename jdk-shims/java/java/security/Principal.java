package java.security;

public interface Principal {
    @Override
    boolean equals(Object another);

    @Override
    String toString();

    @Override
    int hashCode();

    String getName();
}
