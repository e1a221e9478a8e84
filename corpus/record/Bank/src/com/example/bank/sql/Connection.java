package com.example.bank.sql;

/** The slice of a JDBC connection the bank uses. */
public interface Connection extends AutoCloseable {
    PreparedStatement prepareStatement(String sql) throws SQLException;
    void setAutoCommit(boolean autoCommit) throws SQLException;
    void commit() throws SQLException;
    void rollback() throws SQLException;
    @Override
    void close() throws SQLException;
}
