package org.junit.runners.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Several failures of one test, reported together. */
public class MultipleFailureException extends Exception {
    private static final long serialVersionUID = 1L;

    private final List<Throwable> errors;

    public MultipleFailureException(List<Throwable> errors) {
        if (errors.isEmpty()) {
            throw new IllegalArgumentException("List of Throwables must not be empty");
        }
        this.errors = new ArrayList<Throwable>(errors);
    }

    public List<Throwable> getFailures() {
        return Collections.unmodifiableList(errors);
    }

    @Override
    public String getMessage() {
        StringBuilder sb = new StringBuilder(String.format("There were %d errors:", errors.size()));
        for (Throwable e : errors) {
            sb.append(String.format("%n  %s(%s)", e.getClass().getName(), e.getMessage()));
        }
        return sb.toString();
    }

    /** Nothing when `errors` is empty, the one error when there is one, else all of them. */
    public static void assertEmpty(List<Throwable> errors) throws Exception {
        if (errors.isEmpty()) {
            return;
        }
        if (errors.size() == 1) {
            throw MultipleFailureException.<Exception>sneaky(errors.get(0));
        }
        throw new MultipleFailureException(errors);
    }

    /** Throws `t` itself, checked or not. */
    @SuppressWarnings("unchecked")
    private static <T extends Throwable> T sneaky(Throwable t) throws T {
        throw (T) t;
    }
}
