package com.example.accounts.infra;

import java.util.Optional;

import com.example.accounts.model.User;

public interface UserRepository {
    Optional<User> findByEmail(String email);
    void save(User user);
    boolean exists(String email);
}
