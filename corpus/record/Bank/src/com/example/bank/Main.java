package com.example.bank;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import com.example.bank.sql.Connection;
import com.example.bank.sql.DataSource;
import com.example.bank.sql.PreparedStatement;
import com.example.bank.sql.ResultSet;
import com.example.bank.sql.SQLException;

/** Runs transfers against a tiny in-memory "database" speaking the bank's JDBC-like interfaces. */
public class Main {
    static final Map<String, Object[]> TABLE = new TreeMap<>();

    static class MemResultSet implements ResultSet {
        private final List<Object[]> rows;
        private int at = -1;
        MemResultSet(List<Object[]> rows) { this.rows = rows; }
        public boolean next() { return ++at < rows.size(); }
        public String getString(String column) throws SQLException {
            return (String) rows.get(at)[column.equals("iban") ? 0 : column.equals("owner") ? 1 : fail(column)];
        }
        public long getLong(String column) throws SQLException {
            if (!column.equals("balance")) fail(column);
            return (Long) rows.get(at)[2];
        }
        private int fail(String column) throws SQLException {
            throw new SQLException("no column " + column, "42S22");
        }
        public void close() {}
    }

    static class MemStatement implements PreparedStatement {
        private final String sql;
        private final Object[] params = new Object[3];
        MemStatement(String sql) { this.sql = sql; }
        public void setString(int i, String v) { params[i] = v; }
        public void setLong(int i, long v) { params[i] = v; }
        public ResultSet executeQuery() {
            List<Object[]> rows = new ArrayList<>();
            Object[] row = TABLE.get((String) params[1]);
            if (row != null) rows.add(row.clone());
            return new MemResultSet(rows);
        }
        public int executeUpdate() throws SQLException {
            if (!sql.startsWith("UPDATE")) throw new SQLException("read only", "25000");
            Object[] row = TABLE.get((String) params[2]);
            if (row == null) return 0;
            row[2] = params[1];
            return 1;
        }
        public void close() {}
    }

    static class MemConnection implements Connection {
        public PreparedStatement prepareStatement(String sql) { return new MemStatement(sql); }
        public void setAutoCommit(boolean autoCommit) {}
        public void commit() {}
        public void rollback() {}
        public void close() {}
    }

    public static void main(String[] args) {
        TABLE.put("DE01", new Object[] {"DE01", "Ann", 5_000L});
        TABLE.put("DE02", new Object[] {"DE02", "Ben", 200L});
        DataSource ds = MemConnection::new;
        JdbcAccountDao dao = new JdbcAccountDao(ds);
        AuditLog audit = (event, details) -> System.out.println("  audit " + event + " " + String.join(",", details));
        TransferService service = new TransferService(dao, audit);

        System.out.println("Ann: " + service.balanceOf("DE01") + ", nobody: " + service.balanceOf("XX99"));
        try {
            service.transfer("DE01", "DE02", 1_500);
            System.out.println("after: " + service.balanceOf("DE01") + " / " + service.balanceOf("DE02"));
            service.transfer("DE02", "DE01", 10_000);
        } catch (InsufficientFundsException e) {
            System.out.println("insufficient: " + e.getMessage());
        }
        for (long amount : new long[] {0, 250_000}) {
            try {
                service.transfer("DE01", "DE02", amount);
            } catch (IllegalArgumentException | InsufficientFundsException e) {
                System.out.println("rejected: " + e.getMessage());
            }
        }
        try {
            service.transfer("DE01", "XX99", 10);
        } catch (IllegalArgumentException | InsufficientFundsException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        try {
            dao.updateBalance("XX99", 1);
        } catch (DataAccessException e) {
            System.out.println("dao: " + e.getMessage());
        }
    }
}
