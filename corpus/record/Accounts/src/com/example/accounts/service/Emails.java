package com.example.accounts.service;

import java.util.Locale;

public final class Emails {
    private Emails() {}

    public static String normalize(String email) {
        return email == null ? null : email.trim().toLowerCase(Locale.ROOT);
    }

    public static boolean looksValid(String email) {
        if (email == null) return false;
        int at = email.indexOf('@');
        return at > 0 && at == email.lastIndexOf('@') && email.indexOf('.', at) > at + 1 && !email.endsWith(".");
    }
}
