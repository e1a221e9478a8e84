package com.example.bank.sql;

public interface PreparedStatement extends AutoCloseable {
    void setString(int index, String value) throws SQLException;
    void setLong(int index, long value) throws SQLException;
    ResultSet executeQuery() throws SQLException;
    int executeUpdate() throws SQLException;
    @Override
    void close() throws SQLException;
}
