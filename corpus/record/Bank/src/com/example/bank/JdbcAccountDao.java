package com.example.bank;

import java.util.Optional;

import com.example.bank.sql.Connection;
import com.example.bank.sql.DataSource;
import com.example.bank.sql.PreparedStatement;
import com.example.bank.sql.ResultSet;
import com.example.bank.sql.SQLException;

public class JdbcAccountDao implements AccountDao {
    private final DataSource dataSource;

    public JdbcAccountDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public Optional<Account> find(String iban) {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT iban, owner, balance FROM account WHERE iban = ?")) {
            ps.setString(1, iban);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                return Optional.of(new Account(rs.getString("iban"), rs.getString("owner"), rs.getLong("balance")));
            }
        } catch (SQLException e) {
            throw new DataAccessException("find " + iban + " failed", e);
        }
    }

    @Override
    public void updateBalance(String iban, long newBalance) {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement("UPDATE account SET balance = ? WHERE iban = ?")) {
            ps.setLong(1, newBalance);
            ps.setString(2, iban);
            int n = ps.executeUpdate();
            if (n != 1) {
                throw new DataAccessException("expected one row for " + iban + ", updated " + n, null);
            }
        } catch (SQLException e) {
            throw new DataAccessException("update " + iban + " failed", e);
        }
    }
}
