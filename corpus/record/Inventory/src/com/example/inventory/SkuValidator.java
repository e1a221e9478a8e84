package com.example.inventory;

import java.util.ArrayList;
import java.util.List;

/** SKUs look like ABC-1234: three capital letters, a dash, four digits. */
public class SkuValidator {
    public List<String> problems(String sku) {
        List<String> out = new ArrayList<>();
        if (sku == null) {
            out.add("sku is missing");
            return out;
        }
        if (sku.length() != 8) {
            out.add("sku must have 8 characters: " + sku);
        }
        for (int i = 0; i < Math.min(3, sku.length()); i++) {
            if (!Character.isUpperCase(sku.charAt(i))) {
                out.add("sku must start with three capitals: " + sku);
                break;
            }
        }
        if (sku.length() > 3 && sku.charAt(3) != '-') {
            out.add("sku needs a dash after the letters: " + sku);
        }
        return out;
    }

    public boolean isValid(String sku) {
        return problems(sku).isEmpty();
    }

    public void check(String sku, int quantity) {
        List<String> problems = problems(sku);
        if (quantity <= 0) {
            problems.add("quantity must be positive: " + quantity);
        }
        if (!problems.isEmpty()) {
            throw new ValidationException(problems);
        }
    }
}
