package com.example.bank.sql;

public class SQLException extends Exception {
    private final String sqlState;

    public SQLException(String message, String sqlState) {
        super(message);
        this.sqlState = sqlState;
    }

    public SQLException(String message) {
        this(message, null);
    }

    public String getSQLState() { return sqlState; }
}
