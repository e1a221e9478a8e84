package com.example.accounts.infra;

public interface TokenStore {
    String issue(String email);
    /** The email the token was issued for, or null; a token is used once. */
    String redeem(String token);
}
