package com.example.payroll;

import java.util.ArrayList;
import java.util.List;

/** What the company's services share: argument checks and a list of warnings. */
public abstract class AbstractService {
    private final List<String> warnings = new ArrayList<>();

    protected static String requireText(String value, String what) {
        if (value == null || value.trim().isEmpty()) {
            throw new IllegalArgumentException(what + " is required");
        }
        return value.trim();
    }

    protected void warn(String message) {
        warnings.add(name() + ": " + message);
    }

    public List<String> getWarnings() {
        return new ArrayList<>(warnings);
    }

    protected abstract String name();
}
