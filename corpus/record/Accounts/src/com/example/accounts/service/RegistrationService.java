package com.example.accounts.service;

import com.example.accounts.infra.Mailer;
import com.example.accounts.infra.PasswordHasher;
import com.example.accounts.infra.TokenStore;
import com.example.accounts.infra.UserRepository;
import com.example.accounts.model.LoginResult;
import com.example.accounts.model.User;

public class RegistrationService {
    static final int MAX_FAILED_LOGINS = 3;
    static final int MIN_PASSWORD = 8;

    private final UserRepository users;
    private final PasswordHasher hasher;
    private final Mailer mailer;
    private final TokenStore tokens;

    public RegistrationService(UserRepository users, PasswordHasher hasher, Mailer mailer, TokenStore tokens) {
        this.users = users;
        this.hasher = hasher;
        this.mailer = mailer;
        this.tokens = tokens;
    }

    public User register(String email, char[] password, String displayName) throws DuplicateUserException {
        String normalized = Emails.normalize(email);
        if (!Emails.looksValid(normalized)) {
            throw new IllegalArgumentException("invalid email: " + email);
        }
        if (password == null || password.length < MIN_PASSWORD) {
            throw new IllegalArgumentException("password too short");
        }
        if (users.exists(normalized)) {
            throw new DuplicateUserException(normalized);
        }
        String name = displayName == null || displayName.isBlank()
                ? normalized.substring(0, normalized.indexOf('@'))
                : displayName.trim();
        User user = new User(normalized, name, hasher.hash(password));
        users.save(user);
        String token = tokens.issue(normalized);
        if (!mailer.send(normalized, "Welcome, " + name, "Confirm with code " + token)) {
            System.err.println("welcome mail to " + normalized + " not sent");
        }
        return user;
    }

    public boolean confirm(String token) {
        String email = tokens.redeem(token);
        if (email == null) {
            return false;
        }
        User user = users.findByEmail(email).orElseThrow(() -> new IllegalStateException("token for unknown " + email));
        user.confirm();
        users.save(user);
        return true;
    }

    public LoginResult login(String email, char[] password) {
        User user = users.findByEmail(Emails.normalize(email)).orElse(null);
        if (user == null) {
            return LoginResult.UNKNOWN_USER;
        }
        if (user.getFailedLogins() >= MAX_FAILED_LOGINS) {
            return LoginResult.LOCKED;
        }
        if (!hasher.matches(password, user.getPasswordHash())) {
            user.loginFailed();
            users.save(user);
            return LoginResult.WRONG_PASSWORD;
        }
        if (!user.isConfirmed()) {
            return LoginResult.NOT_CONFIRMED;
        }
        user.loginSucceeded();
        users.save(user);
        return LoginResult.OK;
    }
}
