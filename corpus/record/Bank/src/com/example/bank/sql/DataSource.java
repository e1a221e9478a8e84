package com.example.bank.sql;

public interface DataSource {
    Connection getConnection() throws SQLException;
}
