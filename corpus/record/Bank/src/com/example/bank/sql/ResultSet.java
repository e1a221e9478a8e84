package com.example.bank.sql;

public interface ResultSet extends AutoCloseable {
    boolean next() throws SQLException;
    String getString(String column) throws SQLException;
    long getLong(String column) throws SQLException;
    @Override
    void close() throws SQLException;
}
