package com.example.inventory;

import java.util.List;

public class ValidationException extends RuntimeException {
    private final List<String> problems;

    public ValidationException(List<String> problems) {
        super(String.join("; ", problems));
        this.problems = problems;
    }

    public List<String> getProblems() { return problems; }
}
