package java.sql;

public interface Wrapper {
    <T> T unwrap(java.lang.Class<T> arg0) throws java.sql.SQLException;

    boolean isWrapperFor(java.lang.Class<?> arg0) throws java.sql.SQLException;
}
