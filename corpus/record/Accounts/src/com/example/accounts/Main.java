package com.example.accounts;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import com.example.accounts.infra.Mailer;
import com.example.accounts.infra.PasswordHasher;
import com.example.accounts.infra.TokenStore;
import com.example.accounts.infra.UserRepository;
import com.example.accounts.model.User;
import com.example.accounts.service.DuplicateUserException;
import com.example.accounts.service.RegistrationService;

public class Main {
    static class MemUsers implements UserRepository {
        final Map<String, User> users = new TreeMap<>();
        public Optional<User> findByEmail(String email) { return Optional.ofNullable(users.get(email)); }
        public void save(User user) { users.put(user.getEmail(), user); }
        public boolean exists(String email) { return users.containsKey(email); }
    }

    static class ReverseHasher implements PasswordHasher {
        public String hash(char[] password) {
            return "h:" + new StringBuilder(new String(password)).reverse();
        }
        public boolean matches(char[] password, String hash) {
            return hash(password).equals(hash);
        }
    }

    static class MemTokens implements TokenStore {
        private final Map<String, String> issued = new TreeMap<>();
        private int n;
        public String issue(String email) {
            String t = "T" + (++n);
            issued.put(t, email);
            return t;
        }
        public String redeem(String token) { return issued.remove(token); }
    }

    public static void main(String[] args) {
        Mailer mailer = (to, subject, body) -> {
            System.out.println("  mail to " + to + ": " + subject + " / " + body);
            return !to.endsWith(".invalid");
        };
        RegistrationService service = new RegistrationService(new MemUsers(), new ReverseHasher(), mailer, new MemTokens());
        try {
            User ann = service.register(" Ann@Example.com ", "correct horse".toCharArray(), null);
            System.out.println("registered " + ann.getEmail() + " as " + ann.getDisplayName());
            User bo = service.register("bo@mail.invalid", "password1".toCharArray(), "  Bo ");
            System.out.println("registered " + bo.getEmail() + " as " + bo.getDisplayName());
            service.register("ann@example.com", "another pass".toCharArray(), "Ann again");
        } catch (DuplicateUserException e) {
            System.out.println("duplicate: " + e.getMessage());
        }
        for (String[] bad : new String[][] {{"not-an-email", "long enough"}, {"cy@example.com", "short"}}) {
            try {
                service.register(bad[0], bad[1].toCharArray(), "x");
            } catch (IllegalArgumentException | DuplicateUserException e) {
                System.out.println("rejected: " + e.getMessage());
            }
        }
        System.out.println("login before confirm: " + service.login("ann@example.com", "correct horse".toCharArray()));
        System.out.println("confirm T1: " + service.confirm("T1"));
        System.out.println("confirm T1 again: " + service.confirm("T1"));
        System.out.println("login: " + service.login("ANN@example.com", "correct horse".toCharArray()));
        for (int i = 0; i < 4; i++) {
            System.out.println("bad login: " + service.login("bo@mail.invalid", "guess".toCharArray()));
        }
        System.out.println("unknown: " + service.login("zed@example.com", "whatever".toCharArray()));
    }
}
