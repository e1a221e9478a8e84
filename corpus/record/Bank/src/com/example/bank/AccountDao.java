package com.example.bank;

import java.util.Optional;

public interface AccountDao {
    Optional<Account> find(String iban);
    void updateBalance(String iban, long newBalance);
}
